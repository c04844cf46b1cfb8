import { resolve } from 'node:path';
import { type IceServer, iceServerSchema } from '@atrium/domain';
import { z } from 'zod';

const boolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'REDIS_KEY_PREFIX may hold letters, digits, _ . - (at most 64)')
    .default('atrium'),
  WEB_DIST_DIR: z.string().optional(),
  UI_CONFIG_FILE: z.string().optional(),
  ADMIN_EMAIL: z.email().default('admin@atrium.local'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD needs at least 8 characters').default('atrium-admin'),
  DEMO_SEED: boolean.default(true),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(1800),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolean.default(false),
  OIDC_ALLOW_PRIVATE_HOSTS: boolean.default(false),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Atrium <no-reply@atrium.local>'),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(30),
  LOGIN_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  GUEST_LOGIN_IP_MAX: z.coerce.number().int().min(1).default(30),
  GUEST_LOGIN_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  VIDEO_CHAT_ENABLED: boolean.default(true),
  ICE_SERVERS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'ICE_SERVERS must be JSON (an array of RTCIceServer)' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(iceServerSchema.strict())
        .max(20)
        .refine(
          (servers) =>
            servers
              .flatMap((server) => [server.urls].flat())
              .every((url) => /^(stuns?|turns?):\S+$/.test(url)),
          'ICE_SERVERS urls must be stun:, stuns:, turn: or turns: URLs',
        ),
    )
    .optional(),
  TURN_SECRET: z.string().min(16, 'TURN_SECRET needs at least 16 characters').optional(),
  TURN_URLS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^turns?:[^\s]+$/, 'TURN_URLS holds turn: or turns: URLs, comma-separated'))
        .min(1),
    )
    .optional(),
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** With it, several nodes share realtime (Socket.IO's Redis adapter) and presence; without, one process holds them. */
  redisUrl: string | undefined;
  /** Prefixes every Redis key and channel, so several deployments (or tests) can share one Redis. */
  redisKeyPrefix: string;
  webDistDir: string;
  uiConfigFile: string;
  admin: { email: string; password: string };
  demoSeed: boolean;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  logLevel: string;
  trustProxy: boolean;
  /** OIDC providers may be on loopback, private or link-local addresses (a provider inside the network). */
  oidcAllowPrivateHosts: boolean;
  refreshTokenTtlDays: number;
  /** Mail goes over SMTP when set, otherwise into `<dataDir>/outbox/` as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Failed logins (of any kind) one IP address may make per window before it is refused. */
  loginIpLimit: { maxFailures: number; windowSeconds: number };
  /** Guest (anonymous) logins one IP address may make per window. */
  guestLoginIpLimit: { maxFailures: number; windowSeconds: number };
  /**
   * Video chat: on or off; the STUN/TURN servers browsers are given (`ICE_SERVERS`), and a TURN
   * server with coturn's `use-auth-secret` (short-lived credentials made from the shared secret).
   */
  video: {
    enabled: boolean;
    iceServers: IceServer[];
    turn: { secret: string; urls: string[]; ttlSeconds: number } | undefined;
  };
  /**
   * The global search's optional language-model answer: an OpenAI-compatible endpoint
   * (`LLM_BASE_URL`, e.g. http://127.0.0.1:8080/v1); off when unset, then answers are extractive.
   */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
};

export class ConfigError extends Error {}

const defaultWebDist = resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.TURN_SECRET) !== Boolean(e.TURN_URLS)) {
    throw new ConfigError(
      'Invalid configuration:\n  TURN_SECRET and TURN_URLS go together: set both or neither',
    );
  }
  const webDistDir = resolve(e.WEB_DIST_DIR ?? defaultWebDist);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    webDistDir,
    uiConfigFile: resolve(e.UI_CONFIG_FILE ?? resolve(webDistDir, 'ui-config.json')),
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    demoSeed: e.DEMO_SEED,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    oidcAllowPrivateHosts: e.OIDC_ALLOW_PRIVATE_HOSTS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    loginIpLimit: { maxFailures: e.LOGIN_IP_MAX_FAILURES, windowSeconds: e.LOGIN_IP_WINDOW_SECONDS },
    guestLoginIpLimit: { maxFailures: e.GUEST_LOGIN_IP_MAX, windowSeconds: e.GUEST_LOGIN_IP_WINDOW_SECONDS },
    video: {
      enabled: e.VIDEO_CHAT_ENABLED,
      iceServers: e.ICE_SERVERS ?? [],
      turn:
        e.TURN_SECRET && e.TURN_URLS
          ? { secret: e.TURN_SECRET, urls: e.TURN_URLS, ttlSeconds: e.TURN_TTL_SECONDS }
          : undefined,
    },
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS }
      : undefined,
  };
}

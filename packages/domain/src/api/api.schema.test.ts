import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../rules/locales.constants';
import { assetUploadResponseSchema, publishResponseSchema, stageResponseSchema } from './designer.schema';
import { errorBodySchema, errorIds } from './error-body.schema';
import { loginRequestSchema, loginResponseSchema } from './login.schema';
import { ROLE_ADMIN, roleSchema, roles } from './roles.schema';
import { uiConfigSchema } from './ui-config.schema';

describe('loginRequestSchema', () => {
  it('trims the email', () => {
    expect(loginRequestSchema.parse({ email: '  ada@example.com ', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    });
  });

  it('accepts an email of 127 characters and rejects one of 128', () => {
    const at127 = `${'a'.repeat(115)}@example.com`;
    expect(at127).toHaveLength(127);
    expect(loginRequestSchema.safeParse({ email: at127, password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: `a${at127}`, password: 'x' }).success).toBe(false);
  });

  it('rejects an invalid email', () => {
    const result = loginRequestSchema.safeParse({ email: 'ada', password: 'x' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'Must be a valid email address' }),
    ]);
  });

  it('requires a password of 1 to 128 characters', () => {
    const email = 'ada@example.com';
    expect(loginRequestSchema.safeParse({ email, password: '' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email, password: 'p'.repeat(128) }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email, password: 'p'.repeat(129) }).success).toBe(false);
  });

  it('has a response with an access token', () => {
    expect(loginResponseSchema.safeParse({ accessToken: 'jwt' }).success).toBe(true);
    expect(loginResponseSchema.safeParse({}).success).toBe(false);
  });
});

describe('errorBodySchema and errorIds', () => {
  it('accepts a body with and without details', () => {
    expect(errorBodySchema.safeParse({ error: errorIds.venueInvalid, errMsg: 'Invalid venue' }).success).toBe(
      true,
    );
    const details = [{ path: 'architectures', message: 'The venue must include exactly one architecture' }];
    expect(
      errorBodySchema.safeParse({ error: errorIds.validationFailed, errMsg: 'x', details }).success,
    ).toBe(true);
    expect(errorBodySchema.safeParse({ error: 'x' }).success).toBe(false);
  });

  it('has unique dotted ids including the ones the server relies on', () => {
    const ids = Object.values(errorIds);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(_[a-z]+)*\.[a-z_]+$/);
    expect(ids).toEqual(
      expect.arrayContaining(['venue.not_published', 'request.malformed_json', 'internal.error']),
    );
  });
});

describe('designer payloads', () => {
  it('parse the publish, stage and upload replies', () => {
    expect(publishResponseSchema.safeParse({ architectureId: 'a', publishedVersion: 2 }).success).toBe(true);
    expect(stageResponseSchema.safeParse({ architectureId: 'a', version: 2.5 }).success).toBe(false);
    const upload = {
      id: 'x',
      uri: '/u',
      generation: 1,
      displayName: 'X',
      contentType: 'image/png',
      size: 10,
    };
    expect(assetUploadResponseSchema.safeParse(upload).success).toBe(true);
    expect(assetUploadResponseSchema.safeParse({ ...upload, generation: 0 }).success).toBe(false);
  });
});

describe('uiConfigSchema', () => {
  it('fills defaults for an empty file', () => {
    expect(uiConfigSchema.parse({})).toEqual({
      i18n: { defaultLocale: 'en', supportedLocales: [...supportedLocales] },
      features: { userPresence: true, ai: false },
    });
  });

  it('keeps given values', () => {
    const config = {
      i18n: { defaultLocale: 'de', supportedLocales: ['de', 'en'] },
      tabTitle: 'Expo',
      favicon: '/favicon.ico',
      features: { userPresence: false, ai: true },
    };
    expect(uiConfigSchema.parse(config)).toEqual(config);
  });

  it('rejects a default locale outside the supported ones', () => {
    const result = uiConfigSchema.safeParse({ i18n: { defaultLocale: 'fr', supportedLocales: ['de'] } });
    expect(result.error?.issues[0]?.path).toEqual(['i18n', 'defaultLocale']);
  });
});

describe('roles', () => {
  it('are guest, attendee and administrator', () => {
    expect(roles).toEqual(['guest', 'attendee', 'administrator']);
    expect(roleSchema.parse(ROLE_ADMIN)).toBe('administrator');
    expect(roleSchema.safeParse('root').success).toBe(false);
  });
});

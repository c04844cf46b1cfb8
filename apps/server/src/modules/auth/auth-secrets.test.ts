import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REFRESH_COOKIE_NAME } from '@atrium/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin, refreshCookieHeader, refreshCookieOf } from '../../testing/auth-test.helpers';
import { resetLinkIn } from '../../testing/smtp-test.server';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testDialects,
} from '../../testing/test-app.factory';
import { multipart } from '../assets/assets-test.helpers';
import { analyticsEvent, consentMessage, logMessage } from '../capture/capture-test.fixtures';
import { avatarUrl, profileUrl, saveUrl, userWith } from '../profiles/profiles-test.helpers';
import { uiConfigWithSearch } from '../search/search-test.helpers';
import { signInThroughProvider, startOidcProvider } from '../sso/oidc-provider.fixture';
import { createIdpKeyPair, readAuthnRequest, signedSamlResponse } from '../sso/saml-idp.fixture';
import { createTestBrowser } from '../sso/test-browser.fixture';

/** One response of the sweep: its route (as documented), URL, status, headers, cookies set and body. */
type Seen = { route: string; url: string; status: number; text: string; setCookies: string[] };

/** The kinds of secret looked for; `cookie: true` may legitimately travel in a Set-Cookie header. */
const kinds = {
  passwordHash: { name: 'password hash', cookie: false },
  refreshTokenHash: { name: 'refresh token hash', cookie: false },
  resetTokenHash: { name: 'reset token hash', cookie: false },
  refreshToken: { name: 'refresh token', cookie: true },
  resetToken: { name: 'reset token', cookie: false },
  jwtSecret: { name: 'JWT secret', cookie: false },
  assetSecret: { name: 'asset signing secret', cookie: false },
  clientSecret: { name: 'OIDC client secret', cookie: false },
  codeVerifier: { name: 'PKCE code verifier', cookie: false },
} as const;
type Kind = keyof typeof kinds;
type Secret = { kind: Kind; value: string };

const ALLOWED_COOKIES = new Set([REFRESH_COOKIE_NAME, 'atrium_oidc_state']);

/** The secrets (by kind name) that occur in a response: anywhere but Set-Cookie, or in Set-Cookie when they must not. */
function leakedSecrets(seen: Pick<Seen, 'text' | 'setCookies'>, secrets: readonly Secret[]): string[] {
  const cookies = seen.setCookies.join('\n');
  return secrets
    .filter(({ value }) => value.length >= 16)
    .filter(
      ({ kind, value }) => seen.text.includes(value) || (!kinds[kind].cookie && cookies.includes(value)),
    )
    .map(({ kind }) => kinds[kind].name);
}

/** Every `/api` route the app has registered, as `METHOD /path/{param}` (Fastify's route tree). */
function registeredApiRoutes(app: TestApp): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes.length = depth;
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes.filter((route) => / \/api\//.test(route) && !/ \/api\/docs/.test(route));
}

/**
 * Drives every registered /api route — successes and failures, every tag — with an OIDC provider
 * (client secret) and a SAML provider configured, then checks that no response body or header
 * carries a password hash, a token hash, a refresh or reset token, the JWT secret, the asset
 * signing secret, an OIDC client secret or a PKCE verifier (refresh tokens only in their cookie).
 */
describe.each(testDialects())('no response gives away a secret (%s)', (dialect) => {
  let app: TestApp;
  let origin: string;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  const seen: Seen[] = [];
  const found = new Map<string, Kind>();
  const remember = (kind: Kind, value: string | null | undefined) => {
    if (value && !found.has(value)) found.set(value, kind);
  };
  const secrets = (): Secret[] => [...found].map(([value, kind]) => ({ kind, value }));

  /** Reads every secret stored now (hashes change with resets, SSO states are used up, so after each call). */
  async function collectSecrets() {
    const db = app.services.database.db;
    for (const user of await db.selectFrom('users').select('password_hash').execute()) {
      remember('passwordHash', user.password_hash);
    }
    for (const row of await db.selectFrom('refresh_tokens').select('token_hash').execute()) {
      remember('refreshTokenHash', row.token_hash);
    }
    for (const row of await db.selectFrom('password_reset_tokens').select('token_hash').execute()) {
      remember('resetTokenHash', row.token_hash);
    }
    for (const row of await db.selectFrom('sso_states').select('code_verifier').execute()) {
      remember('codeVerifier', row.code_verifier);
    }
    const settings = await db.selectFrom('settings').select(['key', 'value']).execute();
    const setting = (key: string) => settings.find((row) => row.key === key)?.value;
    remember('jwtSecret', setting('jwt_secret'));
    remember('assetSecret', setting('asset_url_secret'));
    const configuration = setting('login_configuration');
    for (const option of configuration ? JSON.parse(configuration).options : []) {
      remember('clientSecret', option.oidc?.clientSecret);
    }
    const outbox = join(app.dataDir, 'outbox');
    const mails = existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [];
    for (const file of mails.filter((entry) => entry.isFile())) {
      remember(
        'resetToken',
        resetLinkIn(readFileSync(join(outbox, file.name), 'utf8')).searchParams.get('token'),
      );
    }
  }

  async function add(
    route: string,
    url: string,
    status: number,
    headers: Record<string, unknown>,
    setCookies: string[],
    body: string,
  ) {
    for (const cookie of setCookies) {
      const [name, ...value] = cookie.split(';')[0]!.split('=');
      expect(ALLOWED_COOKIES, `${route} sets ${name}`).toContain(name);
      if (name === REFRESH_COOKIE_NAME) remember('refreshToken', decodeURIComponent(value.join('=')));
    }
    seen.push({ route, url, status, setCookies, text: `${JSON.stringify(headers)}\n${body}` });
    await collectSecrets();
  }

  const recordInject = async (route: string, url: string, response: LightMyRequestResponse) => {
    const { 'set-cookie': setCookie, ...headers } = response.headers;
    const setCookies =
      setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
    await add(route, url, response.statusCode, headers, setCookies, response.body);
    return response;
  };
  const recordFetch = async (route: string, response: Response) => {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    await add(
      route,
      response.url,
      response.status,
      headers,
      response.headers.getSetCookie(),
      await response.text(),
    );
    return response;
  };
  type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Calls `url` (default: the route itself) and records the answer under the documented route. */
  const call = async (method: Method, route: string, options: object = {}, url = route) =>
    recordInject(`${method} ${route}`, url, await app.inject({ method, url, ...options }));

  beforeAll(async () => {
    // Its OIDC provider listens on loopback; the global search is on (features.ai).
    app = await createTestApp(dialect, {
      OIDC_ALLOW_PRIVATE_HOSTS: 'true',
      UI_CONFIG_FILE: uiConfigWithSearch(),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    provider = await startOidcProvider({
      redirectUris: [`${origin}/api/auth/oidc/corp/callback`],
      accounts: { grace: { email: 'grace@test.local', email_verified: true, name: 'Grace' } },
    });
    const idp = createIdpKeyPair();
    const admin = await bearerFor(app, ['administrator']);
    const attendee = await bearerFor(app, ['attendee']);
    await app.services.auth.ensureUser('ada@test.local', 'ada-password', ['attendee']);

    // Health.
    await call('GET', '/api/health');
    await call('GET', '/api/ready');

    // The login configuration: every kind of option, with an OIDC client secret and SAML settings.
    const configuration = '/api/designer/login-configuration';
    await call('PUT', configuration, {
      headers: admin,
      payload: {
        options: [
          { loginType: 'EMAIL_PASSWORD', displayName: 'Email', providerId: 'password' },
          { loginType: 'BIZZABO_LOGIN', displayName: 'Ticket', providerId: 'bizzabo' },
          { loginType: 'CVENT_LOGIN', displayName: 'Confirmation', providerId: 'cvent' },
          {
            loginType: 'FIREBASE_OIDC',
            displayName: 'Corp',
            providerId: 'corp',
            oidc: {
              issuer: provider.issuer,
              clientId: provider.clientId,
              clientSecret: provider.clientSecret,
            },
          },
          {
            loginType: 'FIREBASE_OIDC',
            displayName: 'Corp SAML',
            providerId: 'saml.corp',
            saml: { entryPoint: 'https://idp.example/sso', idpCert: idp.cert },
          },
          { loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' },
        ],
      },
    });
    const readBack = await call('GET', configuration, { headers: admin });
    await call('PUT', configuration, { headers: admin, payload: readBack.json() });
    await call('PUT', configuration, { headers: admin, payload: { options: [] } });
    await call('GET', configuration, { headers: attendee });

    // The venue lifecycle, with an uploaded asset.
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = multipart('logo.png', png, 'image/png', 'logo');
    const uploaded = await call(
      'POST',
      '/api/designer/architecture/{architectureID}/assets',
      { headers: { ...admin, ...upload.headers }, payload: upload.payload },
      '/api/designer/architecture/example-expo/assets',
    );
    const venue = exampleVenue();
    for (const asset of venue.assets) if (asset.id === 'logo') asset.uri = uploaded.json().uri;
    await call('POST', '/api/designer/save-venue-json/stage', { headers: admin, payload: venue });
    await call('POST', '/api/designer/save-venue-json/stage', { headers: admin, payload: { name: 1 } });
    const publish = (headers: object) =>
      call(
        'POST',
        '/api/designer/publish/{architectureID}',
        { headers },
        '/api/designer/publish/example-expo',
      );
    await publish(attendee);
    await publish(admin);
    await call('GET', '/api/ui/venue', { headers: attendee }, '/api/ui/venue?architectureId=example-expo');
    await call(
      'GET',
      '/api/ui/venue',
      { headers: admin },
      '/api/ui/venue?architectureId=example-expo&preview=true',
    );
    await call('GET', '/api/venue/version');
    await call('HEAD', '/api/venue', { headers: attendee });
    // The version history: one stored version read back.
    const storedVersion = '/api/designer/architecture/{architectureID}/versions/{mode}/{version}';
    for (const headers of [attendee, admin]) {
      await call(
        'GET',
        storedVersion,
        { headers },
        '/api/designer/architecture/example-expo/versions/STAGE/1',
      );
    }

    // Profiles: one saved (and refused), read by another attendee, an avatar set and removed.
    const ada = await userWith(app, ['attendee'], 'Ada');
    const profiles = '/api/userProfile/architecture/{architectureId}/userProfile';
    const saveProfile = (attributes: object) =>
      call('POST', profiles, { headers: ada.headers, payload: { attributes } }, saveUrl());
    await saveProfile({ name: 'Ada', company: 'Example Events' });
    await saveProfile({ name: '' });
    await call('GET', `${profiles}/{userId}`, { headers: attendee }, profileUrl(ada.id));
    const avatar = multipart('me.png', png, 'image/png');
    await call(
      'POST',
      `${profiles}/avatar`,
      { headers: { ...ada.headers, ...avatar.headers }, payload: avatar.payload },
      avatarUrl(),
    );
    await call('DELETE', `${profiles}/avatar`, { headers: ada.headers }, avatarUrl());

    // Chat moderation: a block set and lifted, a message reported, a room mute set, read and lifted.
    const bo = await userWith(app, ['attendee'], 'Bo');
    const chatCaller = { userId: ada.id, email: ada.email, roles: ['attendee' as const] };
    const privateChat = await app.services.chat.conversations.openPrivate(chatCaller, {
      architectureId: 'example-expo',
      mode: 'LIVE',
      userId: bo.id,
    });
    const reported = await app.services.chat.messages.send(chatCaller, {
      conversationId: privateChat.id,
      clientKey: randomUUID(),
      text: 'hello',
    });
    await call('POST', '/api/chat/blocks', { headers: ada.headers, payload: { userId: bo.id } });
    await call('DELETE', '/api/chat/blocks/{userId}', { headers: ada.headers }, `/api/chat/blocks/${bo.id}`);
    await call(
      'POST',
      '/api/chat/messages/{messageId}/report',
      { headers: bo.headers, payload: { reason: 'test' } },
      `/api/chat/messages/${reported.id}/report`,
    );
    const scope = { architectureId: 'example-expo', mode: 'LIVE' };
    await call('POST', '/api/chat/mutes', {
      headers: admin,
      payload: { ...scope, userId: bo.id, minutes: 5 },
    });
    await call(
      'GET',
      '/api/chat/mutes',
      { headers: admin },
      '/api/chat/mutes?architectureId=example-expo&mode=LIVE',
    );
    await call(
      'DELETE',
      '/api/chat/mutes/{architectureId}/{mode}/{userId}',
      { headers: admin },
      `/api/chat/mutes/example-expo/LIVE/${bo.id}`,
    );
    // Chat files: one uploaded to the private chat and fetched by its signed URL; video access there.
    const chatFile = multipart('note.png', png, 'image/png');
    const sent = await call(
      'POST',
      '/api/chat/conversations/{conversationId}/files',
      { headers: { ...ada.headers, ...chatFile.headers }, payload: chatFile.payload },
      `/api/chat/conversations/${privateChat.id}/files`,
    );
    const fileUrl = new URL(sent.json().file.url as string, origin);
    for (const method of ['GET', 'HEAD'] as const) {
      await call(method, '/api/chat/files/{fileId}', {}, `${fileUrl.pathname}${fileUrl.search}`);
    }
    await call('POST', '/api/video-access', {
      headers: bo.headers,
      payload: { architectureId: 'example-expo', conversationId: privateChat.id },
    });
    // Media board likes: a like and its unlike, the board's counts and one's own likes.
    const like = { architectureId: 'example-expo', mediaBoardId: 'talks', contentPieceId: 'talk-scaling' };
    await call('POST', '/api/media-board/like', { headers: ada.headers, payload: like });
    await call('POST', '/api/media-board/like', {
      headers: ada.headers,
      payload: { ...like, authorId: bo.id },
    });
    await call(
      'GET',
      '/api/media-board/{mediaBoardId}/likes',
      { headers: ada.headers },
      '/api/media-board/talks/likes?architectureId=example-expo',
    );
    await call(
      'GET',
      '/api/media-board/likes/mine',
      { headers: ada.headers },
      '/api/media-board/likes/mine?architectureId=example-expo',
    );
    await call('POST', '/api/media-board/unlike', { headers: ada.headers, payload: like });
    for (const method of ['GET', 'HEAD'] as const) {
      await call(
        method,
        '/api/media-board/{mediaBoardId}/recommended/{userId}',
        { headers: ada.headers },
        `/api/media-board/talks/recommended/${ada.id}?architectureId=example-expo`,
      );
    }
    // Social wall: an image uploaded and posted, a reply, an edit, likes, a report, hiding and
    // deleting, the reports, and the image by its signed URL.
    const wall = '/api/social-wall/expo-wall';
    const liveQuery = '?architectureId=example-expo&mode=LIVE';
    const wallImage = multipart('wall.png', png, 'image/png');
    const wallUpload = await call(
      'POST',
      '/api/social-wall/{wallId}/images',
      { headers: { ...ada.headers, ...wallImage.headers }, payload: wallImage.payload },
      `${wall}/images${liveQuery}`,
    );
    const wallPost = await call(
      'POST',
      '/api/social-wall/{wallId}/posts',
      { headers: ada.headers, payload: { text: 'hello wall', imageId: wallUpload.json().imageId } },
      `${wall}/posts${liveQuery}`,
    );
    const postPath = `/api/social-wall/posts/${wallPost.json().id}`;
    await call(
      'GET',
      '/api/social-wall/{wallId}/posts',
      { headers: bo.headers },
      `${wall}/posts${liveQuery}`,
    );
    await call(
      'POST',
      '/api/social-wall/posts/{postId}/replies',
      { headers: bo.headers, payload: { text: 'hi' } },
      `${postPath}/replies`,
    );
    await call(
      'GET',
      '/api/social-wall/posts/{postId}/replies',
      { headers: ada.headers },
      `${postPath}/replies`,
    );
    await call(
      'PATCH',
      '/api/social-wall/posts/{postId}',
      { headers: ada.headers, payload: { text: 'edited' } },
      postPath,
    );
    await call(
      'PATCH',
      '/api/social-wall/posts/{postId}',
      { headers: bo.headers, payload: { text: 'not mine' } },
      postPath,
    );
    await call('POST', '/api/social-wall/posts/{postId}/like', { headers: bo.headers }, `${postPath}/like`);
    await call('DELETE', '/api/social-wall/posts/{postId}/like', { headers: bo.headers }, `${postPath}/like`);
    await call(
      'POST',
      '/api/social-wall/posts/{postId}/report',
      { headers: bo.headers, payload: { reason: 'test' } },
      `${postPath}/report`,
    );
    await call('GET', '/api/social-wall/{wallId}/reports', { headers: admin }, `${wall}/reports${liveQuery}`);
    const wallImageUrl = new URL(wallPost.json().image.url as string, origin);
    for (const method of ['GET', 'HEAD'] as const) {
      await call(
        method,
        '/api/social-wall/images/{imageId}',
        {},
        `${wallImageUrl.pathname}${wallImageUrl.search}`,
      );
    }
    await call(
      'POST',
      '/api/social-wall/posts/{postId}/hide',
      { headers: admin, payload: { hidden: true } },
      `${postPath}/hide`,
    );
    const doomed = await app.inject({
      method: 'POST',
      url: `${wall}/posts${liveQuery}`,
      headers: ada.headers,
      payload: { text: 'to delete' },
    });
    await call(
      'DELETE',
      '/api/social-wall/posts/{postId}',
      { headers: ada.headers },
      `/api/social-wall/posts/${doomed.json().id}`,
    );
    // Whiteboard: an image dropped on the board and fetched by its signed URL, then the board cleared.
    const boardImage = multipart('board.png', png, 'image/png');
    const boardUpload = await call(
      'POST',
      '/api/whiteboard/{boardId}/images',
      { headers: { ...ada.headers, ...boardImage.headers }, payload: boardImage.payload },
      `/api/whiteboard/expo-ideas/images${liveQuery}`,
    );
    const boardImageUrl = new URL(boardUpload.json().url as string, origin);
    for (const method of ['GET', 'HEAD'] as const) {
      await call(
        method,
        '/api/whiteboard/images/{imageId}',
        {},
        `${boardImageUrl.pathname}${boardImageUrl.search}`,
      );
    }
    await call(
      'POST',
      '/api/whiteboard/{boardId}/clear',
      { headers: admin },
      `/api/whiteboard/expo-ideas/clear${liveQuery}`,
    );
    // Global search: the index built, questions (one nobody answers), its status and the misses.
    await call('POST', '/api/search/index/update', { headers: attendee });
    await call('POST', '/api/search/index/update', { headers: admin });
    await app.services.search.job.idle();
    await call('GET', '/api/search/', { headers: ada.headers }, '/api/search/?q=where%20is%20the%20keynote');
    await call('GET', '/api/search/', { headers: admin }, '/api/search/?q=Ada');
    await call('GET', '/api/search/', { headers: ada.headers }, '/api/search/?q=zzqx%20flurble');
    await call('GET', '/api/search/', { headers: ada.headers }, `/api/search/?q=${'k'.repeat(300)}`);
    await call('GET', '/api/search/index', { headers: admin });
    await call('GET', '/api/search/misses', { headers: admin });
    await call('GET', '/api/search/misses', { headers: attendee });
    const signUrl = (uri: string) => `/api/ui/sign-asset-url?url=${encodeURIComponent(`${origin}${uri}`)}`;
    const signed = await call(
      'GET',
      '/api/ui/sign-asset-url',
      { headers: admin },
      signUrl(uploaded.json().uri),
    );
    await call('GET', '/api/ui/sign-asset-url', { headers: attendee }, signUrl(uploaded.json().uri));
    const signedUrl = signed.json().signedUrl as string;
    await recordInject('GET /backend-assets', signedUrl, await app.inject({ method: 'GET', url: signedUrl }));
    await call(
      'GET',
      '/api/ui/architecture/{architectureID}/assets/{assetID}/download',
      { headers: attendee },
      '/api/ui/architecture/example-expo/assets/logo/download',
    );

    // Registrations and ticket / confirmation logins.
    const registrations = '/api/designer/architecture/{architectureID}/registrations';
    const registrationsUrl = '/api/designer/architecture/example-expo/registrations';
    await call(
      'PUT',
      registrations,
      {
        headers: admin,
        payload: [
          { email: 'ada@test.local', ticketNumber: 7, confirmationNumber: 'ADA7' },
          { email: 'admin@test.local', ticketNumber: 8, confirmationNumber: 'ADMIN8' },
        ],
      },
      registrationsUrl,
    );
    await call('PUT', registrations, { headers: admin, payload: [{ email: 'bad' }] }, registrationsUrl);
    await call('GET', registrations, { headers: admin }, registrationsUrl);
    const boundary = 'b0undary';
    await call(
      'POST',
      `${registrations}/csv`,
      {
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.csv"\r\n\r\nemail,ticketNumber,confirmationNumber\nada@test.local,7,ADA7\nadmin@test.local,8,ADMIN8\r\n--${boundary}--\r\n`,
      },
      `${registrationsUrl}/csv`,
    );
    const bizzabo = (registrationNumber: number, emailAddress: string) =>
      call('POST', '/api/bizzabo/login', {
        payload: { architectureID: 'example-expo', registrationNumber, emailAddress },
      });
    await bizzabo(7, 'ada@test.local');
    await bizzabo(7, 'eve@test.local');
    await bizzabo(8, 'admin@test.local');
    const cvent = (confirmationNumber: string) =>
      call('POST', '/api/cvent/login', { payload: { architectureID: 'example-expo', confirmationNumber } });
    await cvent('ADA7');
    await cvent('ADMIN8');
    await cvent('NOPE');

    // Password logins and sessions.
    const login = (payload: object) => call('POST', '/api/auth/login', { payload });
    const first = await login({ email: 'ada@test.local', password: 'ada-password' });
    const session = first.json();
    const sessionCookie = refreshCookieOf(first)!.value;
    await login({ email: 'ada@test.local', password: 'wrong-password' });
    await login({ email: 'nobody', password: '' });
    const refresh = (token?: string) =>
      call('POST', '/api/auth/refresh', { headers: token ? refreshCookieHeader(token) : {} });
    await refresh(sessionCookie);
    await refresh(sessionCookie);
    await refresh();
    const second = await passwordLogin(app, 'ada@test.local', 'ada-password');
    await recordInject('POST /api/auth/login', '/api/auth/login', second);
    const secondCookie = refreshCookieOf(second)!.value;
    await call('POST', '/api/auth/logout', { headers: refreshCookieHeader(secondCookie) });
    await call('GET', '/api/userInfo', { headers: { authorization: `Bearer ${session.accessToken}` } });
    await call('GET', '/api/userInfo');
    const guest = await call('POST', '/api/capture/login');
    await call('GET', '/api/userInfo', { headers: { authorization: `Bearer ${guest.json().accessToken}` } });
    await call('GET', '/api/loginOptions');

    // Password reset (mails go to the outbox).
    await call('POST', '/api/auth/password-reset', { payload: { email: 'ada@test.local' } });
    await call('POST', '/api/auth/password-reset', { payload: { email: 'nobody@test.local' } });
    const resetToken = [...found].find(([, kind]) => kind === 'resetToken')![0];
    const confirm = (token: string) =>
      call('POST', '/api/auth/password-reset/confirm', { payload: { token, password: 'a-new-password' } });
    await confirm(resetToken);
    await confirm(resetToken);

    // OpenID Connect: a whole login in a browser, and a forged callback.
    const oidcStart = '/api/auth/oidc/{providerId}/start';
    const oidcCallback = '/api/auth/oidc/{providerId}/callback';
    await call('GET', oidcStart, {}, '/api/auth/oidc/corp/start?redirect=%2F');
    await call('GET', oidcStart, {}, '/api/auth/oidc/nobody/start');
    const browser = createTestBrowser();
    const { landing, callbackResponse } = await signInThroughProvider(
      browser,
      `${origin}/api/auth/oidc/corp/start`,
      {
        login: 'grace',
      },
    );
    expect(landing.searchParams.get('sso')).toBe('success');
    await recordFetch(`GET ${oidcCallback}`, callbackResponse!);
    await call('GET', oidcCallback, {}, '/api/auth/oidc/corp/callback?state=forged&code=forged');

    // SAML: a signed assertion, metadata and a response without RelayState.
    const samlStart = await call(
      'GET',
      '/api/auth/saml/{providerId}/start',
      {},
      '/api/auth/saml/saml.corp/start',
    );
    const request = readAuthnRequest(samlStart.headers.location as string);
    const SAMLResponse = signedSamlResponse(
      {
        requestId: request.id,
        acsUrl: request.acsUrl,
        audience: request.spEntityId!,
        nameId: 'emp-1',
        email: 'dana@test.local',
        name: 'Dana',
      },
      idp,
    );
    const acs = (fields: Record<string, string>) =>
      call(
        'POST',
        '/api/auth/saml/{providerId}/acs',
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        },
        '/api/auth/saml/saml.corp/acs',
      );
    expect((await acs({ SAMLResponse, RelayState: request.relayState })).headers.location).toContain(
      'sso=success',
    );
    await acs({ SAMLResponse });
    await call('GET', '/api/auth/saml/{providerId}/metadata', {}, '/api/auth/saml/saml.corp/metadata');

    // Capture and analytics.
    await call('POST', '/api/capture/cookiePreferences', { headers: attendee, payload: consentMessage() });
    await call('POST', '/api/capture/cookiePreferences', { payload: { bannerType: 'FULL' } });
    await call('GET', '/api/capture/cookiePreferences', { headers: admin });
    await call('GET', '/api/capture/cookiePreferences', { headers: attendee });
    await call('POST', '/api/capture/log', { headers: attendee, payload: logMessage() });
    await call('POST', '/api/capture/log', { payload: logMessage() });
    await call('POST', '/api/capture/analytics', { headers: attendee, payload: analyticsEvent() });
    await call('POST', '/api/capture/analytics', { payload: { category: 'login' } });
    await call('GET', '/api/analytics/summary', { headers: admin });
    await call('GET', '/api/analytics/summary', { headers: attendee });

    // Every documented GET and HEAD route once more for nobody, an attendee and an administrator.
    // The URL of a GET that succeeded above serves its HEAD too; other paths get sample parameters.
    const documented = await documentedRoutes();
    const sample: Record<string, string> = { architectureID: 'example-expo', assetID: 'logo' };
    for (const route of documented.filter((r) => /^(GET|HEAD) /.test(r))) {
      const [method, path] = route.split(' ') as [Method, string];
      const url =
        seen.find((s) => s.route === `GET ${path}` && s.status < 400)?.url ??
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'providerId' ? (path.includes('/saml/') ? 'saml.corp' : 'corp') : (sample[name] ?? 'x'),
        );
      for (const headers of [{}, attendee, admin]) await call(method, path, { headers }, url);
    }

    // A live version brought back (a new stage and live version of the same venue).
    for (const headers of [attendee, admin]) {
      await call(
        'POST',
        '/api/designer/architecture/{architectureID}/rollback',
        { headers, payload: { version: 1 } },
        '/api/designer/architecture/example-expo/rollback',
      );
    }

    // Lockout (429), and at last the venue unpublished.
    for (let attempt = 0; attempt < 6; attempt++) await login({ email: 'ada@test.local', password: 'wrong' });
    await call('POST', '/api/designer/unpublish', { headers: attendee });
    await call('POST', '/api/designer/unpublish', { headers: admin });
  });
  afterAll(async () => {
    await provider?.close();
    await app?.cleanup();
  });

  async function documentedRoutes(): Promise<string[]> {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, unknown>
    >;
    return Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  it('drives every registered /api route, each to a success at least once', async () => {
    const registered = registeredApiRoutes(app);
    const documented = await documentedRoutes();
    expect(registered.length).toBeGreaterThanOrEqual(45);
    // Routes hidden from the documentation would escape the sweep below.
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    const tags = new Set(
      Object.values((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths).flatMap(
        (operations) =>
          Object.values(operations as Record<string, { tags?: string[] }>).flatMap((o) => o.tags ?? []),
      ),
    );
    expect([...tags]).toEqual(
      expect.arrayContaining(['auth', 'sso', 'designer', 'venue', 'assets', 'capture']),
    );
    const succeeded = new Set(seen.filter((s) => s.status < 400).map((s) => s.route));
    const failed = new Set(seen.filter((s) => s.status >= 400).map((s) => s.route));
    expect(
      registered.filter((route) => !succeeded.has(route)),
      'routes never answered with success: drive them in this sweep',
    ).toEqual([]);
    expect(failed.size).toBeGreaterThan(20);
    expect(seen.some((s) => s.status === 429)).toBe(true);
    expect(seen.some((s) => s.status === 409 && s.route === 'POST /api/cvent/login')).toBe(true);
  });

  it('finds every kind of secret to look for, the configured client secret as stored', async () => {
    await collectSecrets();
    const all = secrets();
    expect(new Set(all.map((secret) => secret.kind))).toEqual(new Set(Object.keys(kinds)));
    // The OIDC client secret is really stored, and it is the one the login used.
    expect(all.filter((secret) => secret.kind === 'clientSecret').map((secret) => secret.value)).toEqual([
      provider.clientSecret,
    ]);
    // The scan itself would notice a leak of each kind, in a body, a header or a cookie.
    for (const secret of all) {
      const name = kinds[secret.kind].name;
      expect(leakedSecrets({ text: `{"x":"${secret.value}"}`, setCookies: [] }, [secret])).toEqual([name]);
      expect(leakedSecrets({ text: `{"location":"/?q=${secret.value}"}`, setCookies: [] }, [secret])).toEqual(
        [name],
      );
      expect(leakedSecrets({ text: '', setCookies: [`x=${secret.value}`] }, [secret])).toEqual(
        kinds[secret.kind].cookie ? [] : [name],
      );
    }
  });

  it('leaks none of them in any body or header', async () => {
    await collectSecrets();
    const all = secrets();
    const leaks = seen.flatMap((s) =>
      leakedSecrets(s, all).map((name) => `${s.route} (${s.status}): ${name}`),
    );
    expect(leaks).toEqual([]);
  });
});

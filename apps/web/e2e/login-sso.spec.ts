/// <reference path="../../server/src/modules/sso/oidc-provider.d.ts" />

import { startOidcProvider } from '../../server/src/modules/sso/oidc-provider.fixture';
import {
  createIdpKeyPair,
  readAuthnRequest,
  signedSamlResponse,
} from '../../server/src/modules/sso/saml-idp.fixture';
import { areaName, EMAIL_PASSWORD_LOGIN, liveVenue, type VenueJson } from './support/api';
import { storedToken } from './support/auth';
import { ATTENDEE, pathIs, urls, VIEWPORTS } from './support/env';
import { configureLogin, expectLoginMessage, loginCard, optionList, text } from './support/login';
import { expect, laneOf, type Page, test } from './support/test';

// Spec §2.4 and §7: single sign-on through a real identity provider, in the browser, on the e2e
// server (no PUBLIC_URL: the redirect URI and the ACS are on the address the browser uses).
// OIDC: an oidc-provider on loopback with its login and consent pages. SAML: the IdP's page is
// served to the browser by the test and posts a SAMLResponse signed here for the AuthnRequest
// (request id, RelayState) the server issued.

/** The lane's server, the one the identity providers send the browser back to. */
const origin = () => laneOf(test.info()).origin;
const OIDC_ID = 'corp-oidc';
const SAML_ID = 'saml.corp';
const SAML_ENTRY_POINT = 'http://idp.saml-e2e.test/sso';
const expoHall = urls.area('expo-hall');

test.use({ viewport: VIEWPORTS.desktop });

let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
let idpKey: ReturnType<typeof createIdpKeyPair>;
let venue: VenueJson;

test.beforeAll(async () => {
  idpKey = createIdpKeyPair();
  provider = await startOidcProvider({
    redirectUris: [`${origin()}/api/auth/oidc/${OIDC_ID}/callback`],
    accounts: {
      'sam.single': { email: 'sam.single@corp.example', email_verified: true, name: 'Sam Single' },
      // Claims the attendee's address without the provider vouching for it.
      'not.alex': { email: ATTENDEE.email, email_verified: false, name: 'Not Alex' },
    },
  });
});
test.afterAll(async () => {
  await provider?.close();
});

test.beforeEach(async ({ request, page }) => {
  venue ??= await liveVenue(request);
  await configureLogin(request, [
    EMAIL_PASSWORD_LOGIN.options[0]!,
    {
      loginType: 'FIREBASE_OIDC',
      displayName: 'Company account',
      providerId: OIDC_ID,
      oidc: { issuer: provider!.issuer, clientId: provider!.clientId, clientSecret: provider!.clientSecret },
    },
    {
      loginType: 'FIREBASE_OIDC',
      displayName: 'Company SAML',
      providerId: SAML_ID,
      saml: { entryPoint: SAML_ENTRY_POINT, idpCert: idpKey.cert, wantAssertionsSigned: true },
    },
  ]);
  // The provider's pages import a web font; this machine stays offline.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

// Whatever a test did, the next spec finds the single email-and-password option.
test.afterEach(async ({ request }) => {
  await configureLogin(request, EMAIL_PASSWORD_LOGIN.options);
});

async function chooseAtLogin(page: Page, displayName: string) {
  await page.goto(expoHall);
  await page.waitForURL(pathIs('/login'));
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(expoHall);
  await optionList(page).getByRole('button', { name: displayName }).click();
}

/** The provider's login page, then its consent page, as a person fills them in. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === provider!.issuer && url.pathname.startsWith('/interaction/'));
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('OIDC: through the login and consent pages of the provider, logged in at the redirect target', async ({
  page,
}) => {
  const authorizations: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === provider!.issuer && url.pathname === '/auth') authorizations.push(url);
  });

  await chooseAtLogin(page, 'Company account');
  await signInAtProvider(page, 'sam.single');

  await page.waitForURL(pathIs(expoHall));
  await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'expo-hall'));
  await expect(page.getByTestId('avatar-button')).toHaveAccessibleName('Account menu of Sam Single');
  expect(await storedToken(page)).toBeTruthy();
  expect(authorizations).toHaveLength(1);
  expect(authorizations[0]!.searchParams.get('redirect_uri')).toBe(
    `${origin()}/api/auth/oidc/${OIDC_ID}/callback`,
  );
  expect(authorizations[0]!.searchParams.get('code_challenge_method')).toBe('S256');

  // The session is the server's: another tab restores it from the refresh cookie.
  const tab = await page.context().newPage();
  await tab.goto(urls.area('lounge'));
  await expect(tab.getByTestId('avatar-button')).toHaveAccessibleName('Account menu of Sam Single');
});

test("OIDC: an unverified email of an existing account is refused as 'duplicate account'", async ({
  page,
}) => {
  await chooseAtLogin(page, 'Company account');
  await signInAtProvider(page, 'not.alex');

  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('sso') === 'error');
  expect(new URL(page.url()).searchParams.get('reason')).toBe('auth.duplicate_account');
  await expectLoginMessage(page, text('login.duplicateAccount'), 'red');
  await expect(optionList(page).getByRole('button')).toHaveCount(3);
  expect(await storedToken(page)).toBeUndefined();
});

test('SAML: the IdP posts a signed assertion for our AuthnRequest, logged in at the redirect target', async ({
  page,
}) => {
  const issued: ReturnType<typeof readAuthnRequest>[] = [];
  await page.route(`${SAML_ENTRY_POINT}?**`, (route) => {
    const authn = readAuthnRequest(route.request().url());
    issued.push(authn);
    const response = signedSamlResponse(
      {
        requestId: authn.id,
        acsUrl: authn.acsUrl,
        audience: authn.spEntityId!,
        nameId: 'emp-4711',
        email: 'sasha.saml@corp.example',
        name: 'Sasha Saml',
      },
      idpKey,
    );
    const field = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`;
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><title>Corp sign-in</title><form method="post" action="${authn.acsUrl}">${field('SAMLResponse', response)}${field('RelayState', authn.relayState)}<button>Continue to the venue</button></form></html>`,
    });
  });

  await chooseAtLogin(page, 'Company SAML');
  await page.getByRole('button', { name: 'Continue to the venue' }).click();

  await page.waitForURL(pathIs(expoHall));
  await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'expo-hall'));
  await expect(page.getByTestId('avatar-button')).toHaveAccessibleName('Account menu of Sasha Saml');
  expect(issued).toHaveLength(1);
  expect(issued[0]).toMatchObject({
    acsUrl: `${origin()}/api/auth/saml/${SAML_ID}/acs`,
    spEntityId: `${origin()}/api/auth/saml/${SAML_ID}/metadata`,
  });
  // The browser never sees where it is going back to: the RelayState is opaque.
  expect(issued[0]!.relayState).not.toContain('expo');
  await expect(loginCard(page)).toHaveCount(0);
});

// Headless Chromium (playwright-core) and the pages the scenarios load: each in a new browser context,
// so no HTTP cache, storage or connections are shared, with the demo attendee's session put into
// sessionStorage before the app runs.

import { chromiumFlags } from '../support/chromium.mjs';
import { installVitalsObservers } from './vitals.mjs';

export const viewport = { width: 1440, height: 900 };
export const NAVIGATION_TIMEOUT_MS = 30_000;

// The sessionStorage key under which the web app keeps its session. The benchmark writes it before
// navigation so the area route opens as a logged-in attendee (the login guard sends others to /login).
const SESSION_STORAGE_KEY = 'atrium:session';
// The stored value: JSON `{ "accessToken": "…" }`, plus the same token in zustand's persist envelope
// `{ "state": { "accessToken": "…" }, "version": 0 }`, which is what apps/web/src/shared/stores/
// session.store.ts reads today. Each reader ignores the other's fields.
const sessionValue = (accessToken) => JSON.stringify({ accessToken, state: { accessToken }, version: 0 });

export async function launchBrowser(executablePath) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath,
    args: chromiumFlags,
    timeout: 30_000,
  });
}

export const browserLabel = (browserVersion) =>
  `Chromium ${browserVersion}, headless, ${viewport.width}×${viewport.height}`;

/** Runs in the page: stores the session the app reads on start. */
function storeSession({ key, value }) {
  try {
    sessionStorage.setItem(key, value);
  } catch {} // e.g. about:blank frames, which have no storage
}

/** Runs in the page: stores a cookie choice for each provider, as the banner does (declined: no third parties). */
function storeCookieChoices(providerIds) {
  try {
    for (const id of providerIds) localStorage.setItem(`cookies:${id}`, 'false');
    localStorage.setItem('tracking:consent', 'false');
  } catch {}
}

/**
 * A page in a fresh context (no cache, storage or connections shared) with the session and
 * observers; with `cookieProviderIds`, as a visitor who has answered the cookie banner already.
 */
export async function openPage(browser, token, cookieProviderIds) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(storeSession, {
    key: SESSION_STORAGE_KEY,
    value: sessionValue(token),
  });
  if (cookieProviderIds) await context.addInitScript(storeCookieChoices, cookieProviderIds);
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(installVitalsObservers);
  return { context, page, pageErrors };
}

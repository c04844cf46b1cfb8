// Chromium for Lighthouse: one fresh instance (new temporary profile) per measured run, launched by
// chrome-launcher and driven by puppeteer-core, both of which Lighthouse itself depends on.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromiumFlags } from '../support/chromium.mjs';

// Resolved from Lighthouse's own location, so they are the versions it was built against.
const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const importFromLighthouse = async (name) => import(pathToFileURL(requireFromLighthouse.resolve(name)).href);

/** A fresh Chromium with a puppeteer-core connection to it; `close()` ends both. */
export async function launchChromium(chromePath) {
  const chromeLauncher = await importFromLighthouse('chrome-launcher');
  const { default: puppeteer } = await importFromLighthouse('puppeteer-core');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const version = await browser.version();
    return {
      browser,
      version,
      close: async () => {
        await browser.disconnect().catch(() => {});
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

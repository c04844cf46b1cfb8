import { describe, expect, it } from 'vitest';
import { clientDetailsSchema } from '../api/capture.schema';
import { buildClientDetails, parseUserAgent } from './client-details.rule';

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.91 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  firefoxIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.6367.60 Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
};

describe('parseUserAgent', () => {
  it.each([
    ['chromeWindows', 'Chrome', '124.0.6367.91', 'Windows'],
    ['edgeWindows', 'Edge', '124.0.2478.67', 'Windows'],
    ['firefoxLinux', 'Firefox', '125.0', 'Linux'],
    ['firefoxMac', 'Firefox', '125.0', 'macOS'],
    ['safariMac', 'Safari', '17.4.1', 'macOS'],
    ['safariIphone', 'Safari', '17.4.1', 'iOS'],
    ['chromeIphone', 'Chrome', '124.0.6367.88', 'iOS'],
    ['firefoxIpad', 'Firefox', '125.0', 'iOS'],
    ['chromeAndroid', 'Chrome', '124.0.6367.82', 'Android'],
    ['edgeAndroid', 'Edge', '124.0.2478.64', 'Android'],
    ['chromeLinux', 'Chrome', '124.0.0.0', 'Linux'],
    ['operaWindows', 'Opera', '110.0.0.0', 'Windows'],
  ] as const)('reads %s as %s %s on %s', (key, browser, browserVersion, os) => {
    expect(parseUserAgent(agents[key])).toEqual({ browser, browserVersion, os });
  });

  it('reads headless Chromium as Chrome', () => {
    expect(parseUserAgent(agents.headlessChromium).browser).toBe('Chrome');
  });

  it('tells an iPad asking for the desktop site by its touch points', () => {
    expect(parseUserAgent(agents.safariMac, 5).os).toBe('iOS');
    expect(parseUserAgent(agents.safariMac, 0).os).toBe('macOS');
  });

  it('names an unknown agent Unknown without a version', () => {
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: 'Unknown', browserVersion: '', os: 'Unknown' });
    expect(parseUserAgent('')).toEqual({ browser: 'Unknown', browserVersion: '', os: 'Unknown' });
  });
});

describe('buildClientDetails', () => {
  const navigator = { userAgent: agents.firefoxLinux, language: 'de-DE', cookieEnabled: true };

  it('builds every field of the spec, with app version 2.0.0', () => {
    expect(
      buildClientDetails({
        navigator,
        venueLanguage: 'de',
        architectureId: 'example-expo',
        username: 'ada@example.com',
        url: 'https://venue.example/area/lobby',
      }),
    ).toEqual({
      browser: 'Firefox',
      browserVersion: '125.0',
      os: 'Linux',
      userAgent: agents.firefoxLinux,
      browserLanguage: 'de-DE',
      cookiesEnabled: true,
      venueLanguage: 'de',
      architectureId: 'example-expo',
      clientUsername: 'ada@example.com',
      clientURL: 'https://venue.example/area/lobby',
      clientVersion: '2.0.0',
    });
  });

  it('names a visitor without a user ANONYM', () => {
    for (const username of [undefined, null, '', '  ']) {
      expect(buildClientDetails({ navigator, venueLanguage: 'en', username, url: '/' }).clientUsername).toBe(
        'ANONYM',
      );
    }
  });

  it('has a null architecture id where none is known and defaults missing navigator values', () => {
    const details = buildClientDetails({ navigator: { userAgent: 'x' }, venueLanguage: 'en', url: '/' });
    expect(details.architectureId).toBeNull();
    expect(details.browserLanguage).toBe('');
    expect(details.cookiesEnabled).toBe(false);
  });

  it('clips long values so that the server accepts them', () => {
    const details = buildClientDetails({
      navigator: { userAgent: `Mozilla/5.0 ${'x'.repeat(5000)}` },
      venueLanguage: 'en',
      url: `https://venue.example/?q=${'y'.repeat(5000)}`,
    });
    expect(clientDetailsSchema.safeParse(details).success).toBe(true);
    expect(details.clientURL).toHaveLength(2048);
  });
});

import { ANONYMOUS_CLIENT_USERNAME, type ClientDetails, clientDetailsLimits } from '../api/capture.schema';
import { APP_VERSION } from '../constants';

export type BrowserInfo = { browser: string; browserVersion: string; os: string };

// A user-agent library (ua-parser-js, bowser) knows hundreds of browsers; the client details
// only name the browser family and OS for support, so the few families the venue supports are
// matched here. Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: { name: string; pattern: RegExp }[] = [
  { name: 'Edge', pattern: /\bEdg(?:e|A|iOS)?\/([\d.]+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|OPT)\/([\d.]+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/([\d.]+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/([\d.]+)/ },
  { name: 'Chrome', pattern: /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/([\d.]+)/ },
  { name: 'Safari', pattern: /\bVersion\/([\d.]+).*\bSafari\// },
];

function osOf(userAgent: string, maxTouchPoints: number): string {
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return 'iOS';
  // iPadOS asks for desktop pages with a Mac user agent; only its touch screen tells it apart.
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'iOS';
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\b(?:Macintosh|Mac OS X)\b/.test(userAgent)) return 'macOS';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return 'Unknown';
}

/** The browser family, its version and the operating system named by a user agent. */
export function parseUserAgent(userAgent: string, maxTouchPoints = 0): BrowserInfo {
  const os = osOf(userAgent, maxTouchPoints);
  for (const { name, pattern } of browsers) {
    const match = pattern.exec(userAgent);
    if (match) return { browser: name, browserVersion: match[1] ?? '', os };
  }
  return { browser: 'Unknown', browserVersion: '', os };
}

/** The parts of `navigator` the client details read. */
export type NavigatorLike = {
  userAgent: string;
  language?: string | undefined;
  cookieEnabled?: boolean | undefined;
  maxTouchPoints?: number | undefined;
};

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/**
 * Spec §3 "Client details", as sent with every capture message. A visitor who is not logged in
 * is ANONYM; the values are clipped to what the server accepts.
 */
export function buildClientDetails(input: {
  navigator: NavigatorLike;
  venueLanguage: string;
  architectureId?: string | null | undefined;
  username?: string | null | undefined;
  url: string;
}): ClientDetails {
  const { navigator } = input;
  const info = parseUserAgent(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  const limits = clientDetailsLimits;
  return {
    browser: clip(info.browser, limits.browser),
    browserVersion: clip(info.browserVersion, limits.browserVersion),
    os: clip(info.os, limits.os),
    userAgent: clip(navigator.userAgent, limits.userAgent),
    browserLanguage: clip(navigator.language ?? '', limits.browserLanguage),
    cookiesEnabled: navigator.cookieEnabled ?? false,
    venueLanguage: clip(input.venueLanguage, limits.venueLanguage),
    architectureId: input.architectureId ? clip(input.architectureId, limits.architectureId) : null,
    clientUsername: clip(input.username?.trim() || ANONYMOUS_CLIENT_USERNAME, limits.clientUsername),
    clientURL: clip(input.url, limits.clientURL),
    clientVersion: APP_VERSION,
  };
}

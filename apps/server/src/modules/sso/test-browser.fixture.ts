/**
 * A browser for protocol tests: real HTTP with `fetch`, redirects followed by the caller, and a
 * cookie jar per host (names only; path and domain scoping do not matter for these flows).
 */
export function createTestBrowser() {
  const jar = new Map<string, Map<string, string>>();

  const store = (host: string, setCookies: string[]) => {
    const cookies = jar.get(host) ?? new Map<string, string>();
    jar.set(host, cookies);
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
        return key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now();
      });
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1).trim());
    }
  };

  return {
    async request(url: string | URL, form?: Record<string, string>): Promise<Response> {
      const target = new URL(url);
      const headers: Record<string, string> = {};
      const cookies = jar.get(target.host);
      if (cookies?.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
      const response = await fetch(target, {
        method: form ? 'POST' : 'GET',
        headers,
        body: form ? new URLSearchParams(form).toString() : null,
        redirect: 'manual',
      });
      store(target.host, response.headers.getSetCookie());
      return response;
    },

    cookies(host: string): ReadonlyMap<string, string> {
      return jar.get(host) ?? new Map();
    },
  };
}

export type TestBrowser = ReturnType<typeof createTestBrowser>;

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { excalidrawDistDir, withoutCdnFallback } from './excalidraw-assets.plugin';

const webRoot = resolve(import.meta.dirname, '..');

describe("Excalidraw's font CDN taken out", () => {
  it('finds the fallback in the installed package and points it at our copy', () => {
    const dist = excalidrawDistDir(webRoot);
    const files = readdirSync(dist).filter((name) => name.endsWith('.js'));
    const withCdn = files.filter((name) =>
      readFileSync(join(dist, name), 'utf8').includes('https://esm.sh/'),
    );
    expect(withCdn.length).toBeGreaterThan(0);
    for (const name of withCdn) {
      const replaced = withoutCdnFallback(readFileSync(join(dist, name), 'utf8'), '/assets/excalidraw-x/');
      expect(replaced).not.toContain('esm.sh');
      expect(replaced).toContain('new URL("/assets/excalidraw-x/", window.location.origin).href');
    }
  });

  it('leaves code without the CDN alone and refuses a fallback it does not recognise', () => {
    expect(withoutCdnFallback('const a = 1;', '/x/')).toBeUndefined();
    expect(() => withoutCdnFallback('fetch("https://esm.sh/other")', '/x/')).toThrow(/has changed/);
  });
});

import { createReadStream, existsSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the fonts are served from: under `assets/` (cached for good), with the version in the path. */
export function excalidrawAssetsFolder(version: string): string {
  return `assets/excalidraw-${version}/`;
}

/** The folder of the package's production build (its `fonts/` beside `index.js`). */
export function excalidrawDistDir(webRoot: string): string {
  const require = createRequire(join(webRoot, 'package.json'));
  return dirname(require.resolve('@excalidraw/excalidraw'));
}

/** Excalidraw's CDN fallback for its fonts: a template literal ending in its `dist/prod/`. */
const CDN_FALLBACK = /`https:\/\/esm\.sh\/[\s\S]*?\/dist\/prod\/`/;

/**
 * Replaces the CDN in Excalidraw's font URLs with our own copy, so that no font face names
 * another origin (the browser would ask it, and the policy would refuse it, for every face).
 */
export function withoutCdnFallback(code: string, assetPath: string): string | undefined {
  if (!code.includes('https://esm.sh/')) return undefined;
  const replaced = code.replace(
    CDN_FALLBACK,
    `new URL(${JSON.stringify(assetPath)}, window.location.origin).href`,
  );
  if (replaced === code) throw new Error("Excalidraw's font fallback has changed: update CDN_FALLBACK");
  return replaced;
}

/**
 * Excalidraw loads its fonts at run time from `window.EXCALIDRAW_ASSET_PATH`, else from a CDN.
 * The build copies them into its own output, points Excalidraw at them through
 * `import.meta.env.EXCALIDRAW_ASSET_PATH` and takes the CDN out of its code, so that the
 * whiteboard needs nothing from elsewhere (and the content security policy stays `font-src 'self'`).
 */
export function excalidrawAssetsPlugin(webRoot: string): Plugin {
  const dist = excalidrawDistDir(webRoot);
  let folder = '';
  let assetPath = '';
  let outDir = '';
  return {
    name: 'atrium:excalidraw-assets',
    async config(config) {
      const pkg = JSON.parse(await readFile(resolve(dist, '../../package.json'), 'utf8')) as {
        version: string;
      };
      folder = excalidrawAssetsFolder(pkg.version);
      assetPath = `${config.base ?? '/'}${folder}`;
      return { define: { 'import.meta.env.EXCALIDRAW_ASSET_PATH': JSON.stringify(assetPath) } };
    },
    transform(code, id) {
      if (!id.startsWith(dist)) return undefined;
      const replaced = withoutCdnFallback(code, assetPath);
      return replaced === undefined ? undefined : { code: replaced, map: null };
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      // The development server serves them from the package itself.
      server.middlewares.use(`/${folder}fonts`, (request, response, next) => {
        const fonts = join(dist, 'fonts');
        const file = resolve(fonts, `.${decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')}`);
        if (!file.startsWith(`${fonts}/`) || !existsSync(file)) return next();
        response.setHeader('content-type', 'font/woff2');
        createReadStream(file).pipe(response);
      });
    },
    async writeBundle() {
      await cp(join(dist, 'fonts'), join(outDir, folder, 'fonts'), { recursive: true });
    },
  };
}

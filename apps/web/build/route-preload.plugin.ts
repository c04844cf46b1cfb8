import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { type AreaBackgroundOptions, earlyAreaBackground } from './early-area-background';

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk => file?.type === 'chunk';

/** The files of a chunk and of everything it imports statically. */
function closure(bundle: OutputBundle, start: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    const chunk = bundle[file];
    if (seen.has(file) || !isChunk(chunk)) continue;
    seen.add(file);
    pending.push(...chunk.imports);
  }
  return seen;
}

/**
 * A GET the app sends first on pages whose path matches `path`, for a logged-in visitor: `url`
 * with `$1` replaced by the path's first group (decoded, then encoded as the app encodes it).
 */
export type EarlyFetch = { path: string; url: string };

export type EarlyFetchOptions = {
  fetches: EarlyFetch[];
  /** The session storage item (zustand's persist format) holding `state.accessToken`. */
  tokenStorageKey: string;
  /** The global the app's HTTP client reads the responses from (`src/shared/api/early-responses.ts`). */
  responsesGlobal: string;
  /** On an area page, also sign and preload the area's background once the venue is there. */
  areaBackground?: AreaBackgroundOptions;
};

/**
 * The script: on a page whose path is in the map, starts fetching that route's modules at once;
 * for a logged-in visitor it also sends the app's first API calls of the page, with the token the
 * app will send, and leaves the pending responses for the app's HTTP client.
 */
export const preloadScript = (
  chunksByPath: Record<string, string[]>,
  early: EarlyFetchOptions | undefined,
) => `(() => {
  const chunks = ${JSON.stringify(chunksByPath)}[location.pathname.replace(/(.)\\/+$/, '$1')] ?? [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
${early ? earlyFetchScript(early) : ''}})();
`;

const earlyFetchScript = ({
  fetches,
  tokenStorageKey,
  responsesGlobal,
  areaBackground,
}: EarlyFetchOptions) => `  let token;
  try {
    token = JSON.parse(sessionStorage.getItem(${JSON.stringify(tokenStorageKey)}) ?? 'null')?.state?.accessToken;
  } catch {}
  if (!token) return;
  const authorization = 'Bearer ' + token;
  const responses = (window[${JSON.stringify(responsesGlobal)}] = new Map());
  for (const { path, url } of ${JSON.stringify(fetches)}) {
    const match = location.pathname.match(new RegExp(path));
    if (!match) continue;
    let href;
    try {
      href = url.replace('$1', () => encodeURIComponent(decodeURIComponent(match[1] ?? '')));
    } catch {
      continue;
    }
    const response = fetch(href, { headers: { authorization } });
    response.catch(() => undefined);
    responses.set(href, { authorization, response });
  }
${areaBackground ? `  (${earlyAreaBackground.toString()})(${JSON.stringify(areaBackground)}, responses, authorization);\n` : ''}`;

/**
 * A lazy route's modules are only asked for once the app's own JavaScript has loaded and run: on
 * a slow phone network that is a second round of requests before the page can draw. For the paths
 * given (path → the route's module), a small script that index.html loads first starts fetching
 * the route's chunks beside the app's, so they arrive together. Other paths load nothing more.
 * With `early`, the same script sends the given API calls of a logged-in visitor (the venue of an
 * area page) while the app's script downloads; the app's HTTP client takes their answers.
 */
export function routePreload(routes: Record<string, string>, early?: EarlyFetchOptions): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'atrium:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const entries = Object.values(bundle).filter((file) => isChunk(file) && file.isEntry);
      const loadedByIndex = closure(
        bundle,
        entries.map((entry) => entry.fileName),
      );
      const chunksByPath = Object.fromEntries(
        Object.entries(routes).map(([path, module]) => {
          const id = resolve(root, module);
          const route = Object.values(bundle).find(
            // A route's module may sit in a chunk of a manual group rather than in one of its own.
            (file): file is OutputChunk =>
              isChunk(file) && (file.facadeModuleId === id || file.moduleIds.includes(id)),
          );
          if (!route) throw new Error(`route-preload: no chunk for ${module}`);
          const files = [...closure(bundle, [route.fileName])].filter((file) => !loadedByIndex.has(file));
          return [path, files.map((file) => `${base}${file}`)];
        }),
      );
      const source = preloadScript(chunksByPath, early);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // Before the app's entry and deferred like it, so it runs first (deferred scripts and
      // modules run in document order) and its early requests are there when the app asks; at
      // high priority, as an async or deferred script would otherwise be fetched last.
      html.source = String(html.source).replace(
        /<script type="module"/,
        `<script src="${base}${fileName}" defer fetchpriority="high"></script>\n    $&`,
      );
    },
  };
}

import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

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

/** The script: on a page whose path is in the map, starts fetching that route's modules at once. */
const preloadScript = (chunksByPath: Record<string, string[]>) => `(() => {
  const chunks = ${JSON.stringify(chunksByPath)}[location.pathname.replace(/(.)\\/+$/, '$1')] ?? [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
})();
`;

/**
 * A lazy route's modules are only asked for once the app's own JavaScript has loaded and run: on
 * a slow phone network that is a second round of requests before the page can draw. For the paths
 * given (path → the route's module), a small script that index.html loads first starts fetching
 * the route's chunks beside the app's, so they arrive together. Other paths load nothing more.
 */
export function routePreload(routes: Record<string, string>): Plugin {
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
            (file): file is OutputChunk => isChunk(file) && file.facadeModuleId === id,
          );
          if (!route) throw new Error(`route-preload: no chunk for ${module}`);
          const files = [...closure(bundle, [route.fileName])].filter((file) => !loadedByIndex.has(file));
          return [path, files.map((file) => `${base}${file}`)];
        }),
      );
      const source = preloadScript(chunksByPath);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // Before the app's entry, so the browser asks for it first.
      html.source = String(html.source).replace(
        /<script type="module"/,
        `<script src="${base}${fileName}" async></script>\n    $&`,
      );
    },
  };
}

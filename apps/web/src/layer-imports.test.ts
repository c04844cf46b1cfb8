import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedModules, parseSource, sourceFilesUnder, WEB_SRC } from './testing/source-files';

/**
 * `app/` is the shell (start-up, router, guards, layout): it may use everything, nothing may use
 * it. Shared vocabulary such as the route table lives in `shared/`.
 */
const LOWER_LAYERS = ['shared', 'widgets', 'features'];

/** The modules under `src/app` a file imports (its path relative to `src`). */
function appImports(path: string, text: string): string[] {
  const file = join(WEB_SRC, path);
  return importedModules(parseSource(file, text))
    .filter((name) => name.startsWith('.'))
    .map((name) =>
      relative(WEB_SRC, join(dirname(file), name))
        .split('\\')
        .join('/'),
    )
    .filter((target) => target === 'app' || target.startsWith('app/'));
}

describe('layers of the web app', () => {
  it.each(LOWER_LAYERS)('nothing under src/%s imports from src/app', (folder) => {
    const files = sourceFilesUnder(join(WEB_SRC, folder));
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap(({ file, path }) =>
      appImports(path, readFileSync(file, 'utf8')).map((target) => `${path} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('notices static, lazy and re-exporting imports of the shell, not look-alikes', () => {
    const text = [
      "import { a } from '../../app/router';",
      "export { b } from '../../app/layout/footer';",
      "const c = () => import('../../app/guards/login.guard');",
      "import { d } from '../../shared/app/thing';",
      "import { e } from './app';",
      "const f = '../../app/router';",
    ].join('\n');
    expect(appImports('features/x/y.ts', text)).toEqual([
      'app/router',
      'app/layout/footer',
      'app/guards/login.guard',
    ]);
  });
});

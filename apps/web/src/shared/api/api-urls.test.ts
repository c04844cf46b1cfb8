import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isTestFile,
  parseSource,
  sourceFilesUnder,
  stringLiterals,
  WEB_SRC,
} from '../../testing/source-files';

/**
 * API URLs come from the contract (`apiRoutes`, `callApi`, `urlOf`), never from a string written
 * by hand: only the typed client itself, tests and their helpers may spell one.
 */
const ALLOWED = new Set(['shared/api/api-client.ts']);
const WEB_ROOT = join(WEB_SRC, '..');

const looksLikeApiUrl = (text: string) => /^\/?api\//.test(text);

function handWrittenUrls(file: string, text?: string): string[] {
  const source = parseSource(file, text);
  return stringLiterals(source)
    .filter(({ text: literal }) => looksLikeApiUrl(literal))
    .map(({ text: literal, line }) => `${file.slice(WEB_ROOT.length + 1)}:${line} ${literal}`);
}

describe('no hand-written API URL', () => {
  it('in the app', () => {
    const files = sourceFilesUnder(WEB_SRC).filter(
      ({ path }) => !ALLOWED.has(path) && !isTestFile(path) && !path.startsWith('testing/'),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(({ file }) => handWrittenUrls(file))).toEqual([]);
  });

  it('in the start-up script and the page that loads it (they take theirs from the contract at build time)', () => {
    const buildFiles = sourceFilesUnder(join(WEB_ROOT, 'build'))
      .filter(({ path }) => !isTestFile(path))
      .map(({ file }) => file);
    expect(buildFiles.length).toBeGreaterThan(0);
    const found = [join(WEB_ROOT, 'vite.config.ts'), ...buildFiles].flatMap((file) => handWrittenUrls(file));
    expect(found).toEqual([]);
    expect(readFileSync(join(WEB_ROOT, 'index.html'), 'utf8')).not.toMatch(/["'=(]\/?api\//);
  });

  it('notices quoted and template strings, not comments or other paths', () => {
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: the source text of a probe file
    const text = [
      "const a = '/api/userInfo';",
      'const b = `api/ui/venue?architectureId=${id}`;',
      'const c = `${origin}/api/x`;',
      '// const d = "/api/comment";',
      "const e = '/backend-assets/live/x';",
      'const f = <a href="/api/auth/oidc/x/start">x</a>;',
    ].join('\n');
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: end of the probe file
    expect(handWrittenUrls(join(WEB_SRC, 'features/x/probe.tsx'), text)).toEqual([
      'src/features/x/probe.tsx:1 /api/userInfo',
      'src/features/x/probe.tsx:2 api/ui/venue?architectureId=',
      'src/features/x/probe.tsx:3 /api/x',
      'src/features/x/probe.tsx:6 /api/auth/oidc/x/start',
    ]);
  });
});

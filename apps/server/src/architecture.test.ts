import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(root).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));
const importsFastify = /from\s+['"](fastify|@fastify\/[^'"]+|fastify-[^'"]+)['"]/;

describe('the server architecture', () => {
  it('keeps HTTP out of services and repositories: none imports Fastify', () => {
    const layered = files.filter((file) => /\.(service|repository)\.ts$/.test(file.path));
    expect(layered.length).toBeGreaterThan(30);
    expect(layered.filter((file) => importsFastify.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('builds each service in one place: the composition root or its own module', () => {
    const builders = new Map<string, string[]>();
    for (const file of files) {
      for (const match of file.text.matchAll(/\b(create\w+Service)\(/g)) {
        if (
          file.text.includes(`export function ${match[1]}(`) ||
          file.text.includes(`export async function ${match[1]}(`)
        ) {
          continue;
        }
        builders.set(match[1]!, [...new Set([...(builders.get(match[1]!) ?? []), file.path])]);
      }
    }
    expect(builders.get('createLoginOptionsService')).toEqual(['composition.ts']);
    expect(builders.get('createSessionService')).toEqual(['modules/auth/accounts.module.ts']);
    const places = [...builders].filter(([, paths]) => paths.length > 1 || !paths.every(isCompositionPlace));
    expect(places).toEqual([]);
  });

  it('lets no route file build what it calls', () => {
    const routes = files.filter((file) => file.path.endsWith('.routes.ts'));
    expect(routes.length).toBeGreaterThan(10);
    const building = routes.filter((file) => /\bcreate\w+(Service|Repository|Module)\(/.test(file.text));
    expect(building.map((file) => file.path)).toEqual([]);
  });
});

function isCompositionPlace(path: string) {
  return path === 'composition.ts' || path.endsWith('.module.ts');
}

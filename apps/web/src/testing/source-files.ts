import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The web app's `src` folder. */
export const WEB_SRC = join(import.meta.dirname, '..');

/** Every TypeScript file under a folder, with its path relative to `src` (forward slashes). */
export function sourceFilesUnder(dir: string): { path: string; file: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, path: relative(WEB_SRC, file).split('\\').join('/') };
    });
}

export const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

/** Parses a file as the compiler does (JSX for `.tsx`). */
export function parseSource(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** Every module a file names: static imports and re-exports, `import()` and `require()`. */
export function importedModules(source: ts.SourceFile): string[] {
  return ts.preProcessFile(source.text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** Every string a file writes literally (quotes, and the text parts of template strings), with its line. */
export function stringLiterals(source: ts.SourceFile): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ text: node.text, line });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

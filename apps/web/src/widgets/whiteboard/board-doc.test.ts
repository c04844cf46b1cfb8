import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { elementsOf, filesOf, wins, writeElements, writeFiles } from './board-doc';

const element = (id: string, version: number, versionNonce: number) => ({ id, version, versionNonce });

describe('board document', () => {
  it("follows Excalidraw's rule: the higher version wins, on a tie the lower nonce", () => {
    expect(wins(element('a', 2, 9), element('a', 1, 1))).toBe(true);
    expect(wins(element('a', 1, 1), element('a', 2, 9))).toBe(false);
    expect(wins(element('a', 3, 1), element('a', 3, 5))).toBe(true);
    expect(wins(element('a', 3, 5), element('a', 3, 1))).toBe(false);
    expect(wins(element('a', 3, 5), element('a', 3, 5))).toBe(false);
    expect(wins(element('a', 1, 1), undefined)).toBe(true);
  });

  it('writes only the elements that win, in one transaction with the given origin', () => {
    const doc = new Y.Doc();
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    expect(writeElements(doc, [element('a', 2, 5), element('b', 1, 1)], 'me')).toBe(2);
    expect(writeElements(doc, [element('a', 1, 0), element('b', 1, 1), element('c', 1, 1)], 'me')).toBe(1);
    expect(elementsOf(doc).get('a')?.version).toBe(2);
    expect([...elementsOf(doc).keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(origins).toEqual(['me', 'me']);
  });

  it('keeps a copy, not the element Excalidraw goes on mutating', () => {
    const doc = new Y.Doc();
    const drawn = { ...element('a', 1, 1), x: 10 };
    writeElements(doc, [drawn], 'me');
    drawn.x = 99;
    expect((elementsOf(doc).get('a') as unknown as { x: number }).x).toBe(10);
  });

  it('records an image once, without its pixels', () => {
    const doc = new Y.Doc();
    const file = { id: 'f', mimeType: 'image/png', created: 1, dataURL: 'data:…' } as never;
    expect(writeFiles(doc, [file], 'me')).toBe(1);
    expect(writeFiles(doc, [file], 'me')).toBe(0);
    expect(filesOf(doc).get('f')).toEqual({ id: 'f', mimeType: 'image/png', created: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { detectChatFileType } from './chat-files.content-type';
import { chatFileName } from './chat-files.file-name';
import {
  elfExecutable,
  html,
  image,
  officeDocument,
  pdf,
  peExecutable,
  svg,
  zipOf,
} from './chat-files.fixtures';

const typeOf = async (bytes: Buffer, name = 'file') => (await detectChatFileType(bytes, name))?.contentType;

describe('chat file types, by content', () => {
  it('accepts the allowed images, PDF and Office documents by their magic bytes, whatever the name', async () => {
    expect(await typeOf(await image(4, 4, 'png'), 'a.txt')).toBe('image/png');
    expect(await typeOf(await image(4, 4, 'jpeg'), 'a.pdf')).toBe('image/jpeg');
    expect(await typeOf(await image(4, 4, 'gif'))).toBe('image/gif');
    expect(await typeOf(await image(4, 4, 'webp'))).toBe('image/webp');
    expect(await typeOf(pdf(), 'a.png')).toBe('application/pdf');
    expect(await typeOf(officeDocument('docx'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await typeOf(officeDocument('xlsx'))).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(await typeOf(officeDocument('pptx'))).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
  });

  it('refuses executables, archives, macro documents, SVG and HTML, whatever the name', async () => {
    expect(await typeOf(elfExecutable(), 'cat.png')).toBeUndefined();
    expect(await typeOf(peExecutable(), 'cat.png')).toBeUndefined();
    expect(await typeOf(zipOf([['a.txt', 'hello']]), 'a.docx')).toBeUndefined();
    expect(await typeOf(officeDocument('docm'), 'a.docx')).toBeUndefined();
    expect(await typeOf(svg(), 'a.txt')).toBeUndefined();
    expect(await typeOf(Buffer.from(`<?xml version="1.0"?>\n${svg()}`), 'a.txt')).toBeUndefined();
    expect(await typeOf(html(), 'a.txt')).toBeUndefined();
    expect(await typeOf(Buffer.from('  \n<html><p>hi</p></html>'), 'a.txt')).toBeUndefined();
    expect(await typeOf(Buffer.from('notes first\n<script>alert(1)</script>'), 'a.txt')).toBeUndefined();
  });

  it('takes UTF-8 without NUL bytes as text, CSV when so named; other bytes are refused', async () => {
    expect(await typeOf(Buffer.from('Grüße aus Köln 👋\n'), 'hello.txt')).toBe('text/plain');
    expect(await typeOf(Buffer.from('name,score\nAda,3\n'), 'scores.CSV')).toBe('text/csv');
    // "BM" opens a bitmap, "MZ" an executable: as text they are still text.
    expect(await typeOf(Buffer.from('BMW,120\nAudi,100\n'), 'cars.csv')).toBe('text/csv');
    expect(await typeOf(Buffer.from('MZ is a postcode.\n'), 'a.txt')).toBe('text/plain');
    expect(await typeOf(Buffer.from('bad \xff\xfe bytes', 'latin1'), 'a.txt')).toBeUndefined();
    expect(await typeOf(Buffer.from('\uFEFFtext', 'utf16le'), 'a.txt')).toBeUndefined();
    expect(await typeOf(Buffer.from('a\0b'), 'a.txt')).toBeUndefined();
  });
});

describe('chat file names', () => {
  const text = { contentType: 'text/plain', extensions: ['txt', 'md'], image: false } as const;
  const png = { contentType: 'image/png', extensions: ['png'], image: true } as const;

  it('keeps no path, no control or direction characters, and no leading dots', () => {
    expect(chatFileName('../../etc/passwd.txt', text)).toBe('passwd.txt');
    expect(chatFileName('C:\\Users\\ada\\notes.md', text)).toBe('notes.md');
    expect(chatFileName('in\u202Etxt.exe\u0000.png', png)).toBe('intxt.exe.png');
    expect(chatFileName('  ..hidden.txt  ', text)).toBe('hidden.txt');
    expect(chatFileName('a<b>:c"d|e?f*.txt', text)).toBe('a_b__c_d_e_f_.txt');
  });

  it('ends in an extension of the real type', () => {
    expect(chatFileName('run.bat', text)).toBe('run.bat.txt');
    expect(chatFileName('photo.PNG', png)).toBe('photo.PNG');
    expect(chatFileName('cat.exe', png)).toBe('cat.exe.png');
    expect(chatFileName('', png)).toBe('file.png');
    expect(chatFileName('/', text)).toBe('file.txt');
  });

  it('is bounded, cutting the stem and keeping the extension', () => {
    const name = chatFileName(`${'ä'.repeat(500)}.txt`, text);
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('ää.txt')).toBe(true);
  });
});

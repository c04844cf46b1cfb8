import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from '../../testing/test-app.factory';
import { multipart } from '../assets/assets-test.helpers';

export const uploadUrl = (conversationId: string) => `/api/chat/conversations/${conversationId}/files`;

/** Uploads a file into a conversation as `user`, by the contract's multipart route. */
export function uploadFile(
  app: TestApp,
  user: { headers: Record<string, string> },
  conversationId: string,
  bytes: Buffer,
  fileName = 'file.bin',
  contentType = 'application/octet-stream',
) {
  const body = multipart(fileName, bytes, contentType);
  return app.inject({
    method: 'POST',
    url: uploadUrl(conversationId),
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
}

/** Every file under the chat part of the asset storage (temporary files too). */
export function chatFilesOnDisk(app: TestApp): string[] {
  const root = join(app.dataDir, 'assets', 'chat');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A group conversation of these members, written straight to the database. */
export async function conversationOf(app: TestApp, memberIds: string[]): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  const { db } = app.services.database;
  await db
    .insertInto('chat_conversations')
    .values({
      id,
      architecture_id: 'example-expo',
      mode: 'LIVE',
      kind: 'GROUP',
      key: `g:${id}`,
      name: 'Files',
      owner_id: memberIds[0] ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('chat_members')
    .values(memberIds.map((user_id) => ({ conversation_id: id, user_id, joined_at: at })))
    .execute();
  return id;
}

export async function removeMember(app: TestApp, conversationId: string, userId: string) {
  await app.services.database.db
    .deleteFrom('chat_members')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

/** A message carrying a file, written straight to the database. */
export async function messageWithFile(
  app: TestApp,
  conversationId: string,
  authorId: string,
  fileId: string,
) {
  const id = randomUUID();
  await app.services.database.db
    .insertInto('chat_messages')
    .values({
      id,
      conversation_id: conversationId,
      seq: 1,
      rev: 1,
      author_id: authorId,
      author_name: 'Ada',
      text: '',
      file_id: fileId,
      client_key: randomUUID(),
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** A PNG that claims 30000 × 30000 pixels in a few bytes (a decompression bomb's header). */
export function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** The start of a 64-bit Linux executable (ELF header, mostly zero bytes). */
export function elfExecutable(): Buffer {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes);
  bytes.writeUInt16LE(2, 16); // ET_EXEC
  bytes.writeUInt16LE(0x3e, 18); // x86-64
  return bytes;
}

/** The start of a Windows executable: MZ header pointing at a PE signature. */
export function peExecutable(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x8664, 0x84);
  return bytes;
}

export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="4"/></svg>');

export const html = () =>
  Buffer.from('<!DOCTYPE html>\n<html><body><script>alert(document.cookie)</script></body></html>\n');

/** A zip archive of text entries, stored uncompressed (all a content sniffer reads). */
export function zipOf(entries: [name: string, text: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const officeMain = {
  docx: [
    'word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  ],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  pptx: [
    'ppt/presentation.xml',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  ],
  docm: ['word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml'],
} as const;

/** The smallest Office Open XML package of a kind: its content types and main part. */
export function officeDocument(kind: keyof typeof officeMain): Buffer {
  const [part, contentType] = officeMain[kind];
  return zipOf([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    ],
    [part, '<?xml version="1.0" encoding="UTF-8"?><document/>'],
  ]);
}

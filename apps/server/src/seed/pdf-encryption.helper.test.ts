import { createDecipheriv } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFNumber,
  PDFRawStream,
  type PDFRef,
  PDFString,
  StandardFonts,
} from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptPdf, passwordHash } from './pdf-encryption.helper';

// From a file that `qpdf --encrypt atrium-user atrium-owner 256` wrote: /U and /O, each the hash,
// the validation salt and the key salt.
const QPDF_U = Buffer.from(
  'ce29708fe790b8e3d77837ca59d69a76a01c142ba829ed66f5ae144032ffcef7241ea62217faac9d368bcaf5ef729e7b',
  'hex',
);
const QPDF_O = Buffer.from(
  '6ec72fc4cbcff768a46c6aab812039b4aa92439e1cc7a11c6fd9c3a668d6825b570466b2334b3aeaf8be3834000e7dfb',
  'hex',
);

const protection = { userPassword: 'open sesame', ownerPassword: 'organiser only', seed: 'test' };

function decrypt(algorithm: string, key: Buffer, iv: Buffer | null, data: Buffer, padding: boolean) {
  const decipher = createDecipheriv(algorithm, key, iv);
  decipher.setAutoPadding(padding);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

const bytesOf = (dict: PDFDict, key: string) => {
  const value = dict.get(PDFName.of(key));
  if (!(value instanceof PDFHexString || value instanceof PDFString)) throw new Error(`no ${key}`);
  return Buffer.from(value.asBytes());
};

/** Algorithm 2.A of ISO 32000-2, as a reader does it: the file key, or undefined for a wrong password. */
function fileKeyFor(encrypt: PDFDict, password: string): Buffer | undefined {
  const u = bytesOf(encrypt, 'U');
  const pass = Buffer.from(password, 'utf8');
  if (!passwordHash(pass, u.subarray(32, 40)).equals(u.subarray(0, 32))) return undefined;
  return decrypt(
    'aes-256-cbc',
    passwordHash(pass, u.subarray(40, 48)),
    Buffer.alloc(16),
    bytesOf(encrypt, 'UE'),
    false,
  );
}

/** AESV3: the first 16 bytes are the IV. */
const open = (key: Buffer, sealed: Buffer) =>
  decrypt('aes-256-cbc', key, sealed.subarray(0, 16), sealed.subarray(16), true);

describe('passwordHash (algorithm 2.B)', () => {
  it('gives the user and owner hashes qpdf wrote', () => {
    expect(passwordHash(Buffer.from('atrium-user'), QPDF_U.subarray(32, 40))).toEqual(QPDF_U.subarray(0, 32));
    expect(passwordHash(Buffer.from('atrium-owner'), QPDF_O.subarray(32, 40), QPDF_U)).toEqual(
      QPDF_O.subarray(0, 32),
    );
  });
});

describe('encryptPdf', () => {
  let encrypted: Buffer;
  let doc: PDFDocument;
  let encrypt: PDFDict;

  beforeAll(async () => {
    const plain = await PDFDocument.create({ updateMetadata: false });
    plain.setTitle('Secret title');
    const page = plain.addPage([200, 200]);
    page.drawText('Hidden words', { x: 20, y: 100, font: await plain.embedFont(StandardFonts.Helvetica) });
    encrypted = await encryptPdf(await plain.save({ useObjectStreams: false }), protection);
    doc = await PDFDocument.load(encrypted, { ignoreEncryption: true, updateMetadata: false });
    encrypt = doc.context.lookup(doc.context.trailerInfo.Encrypt as PDFRef, PDFDict);
  });

  it('declares the standard security handler, AES-256, revision 6', () => {
    expect(doc.isEncrypted).toBe(true);
    const name = (key: string) => encrypt.get(PDFName.of(key))?.toString();
    expect([name('Filter'), name('V'), name('R'), name('StmF'), name('StrF')]).toEqual([
      '/Standard',
      '5',
      '6',
      '/StdCF',
      '/StdCF',
    ]);
    expect(encrypt.toString()).toContain('/CFM /AESV3');
  });

  it('opens with the user and the owner password only', () => {
    expect(fileKeyFor(encrypt, protection.userPassword)).toHaveLength(32);
    expect(fileKeyFor(encrypt, 'wrong')).toBeUndefined();
    const o = bytesOf(encrypt, 'O');
    const owner = Buffer.from(protection.ownerPassword);
    expect(passwordHash(owner, o.subarray(32, 40), bytesOf(encrypt, 'U'))).toEqual(o.subarray(0, 32));
  });

  it('seals the permissions, strings and streams with the file key', () => {
    const key = fileKeyFor(encrypt, protection.userPassword)!;
    const perms = decrypt('aes-256-ecb', key, null, bytesOf(encrypt, 'Perms'), false);
    expect(perms.subarray(9, 12).toString('latin1')).toBe('adb');
    expect(perms.readInt32LE(0)).toBe((encrypt.get(PDFName.of('P')) as PDFNumber).asNumber());

    const info = doc.context.lookup(doc.context.trailerInfo.Info as PDFRef, PDFDict);
    const title = bytesOf(info, 'Title');
    expect(title.toString('latin1')).not.toContain('Secret');
    // UTF-16BE with a byte order mark.
    expect(open(key, title).swap16().toString('utf16le')).toBe('\ufeffSecret title');

    const contents = doc.getPage(0).node.Contents();
    const first = contents instanceof PDFArray ? contents.lookup(0) : contents;
    expect(first).toBeInstanceOf(PDFRawStream);
    const sealed = Buffer.from((first as PDFRawStream).contents);
    expect(sealed.toString('latin1')).not.toContain('Tj');
    expect(inflateSync(open(key, sealed)).toString('latin1')).toContain('Tj');
  });

  it('gives the same bytes for the same seed', async () => {
    const plain = await PDFDocument.create({ updateMetadata: false });
    plain.addPage([100, 100]);
    const bytes = await plain.save({ useObjectStreams: false });
    expect((await encryptPdf(bytes, protection)).equals(await encryptPdf(bytes, protection))).toBe(true);
  });
});

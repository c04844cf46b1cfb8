import { createCipheriv, createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';

/**
 * Password protection of a PDF with the standard security handler, AES-256 (PDF 2.0, revision 6),
 * the encryption `qpdf --encrypt USER OWNER 256` applies. pdf-lib cannot encrypt, and the seed
 * runs on machines without qpdf, so it is done here.
 *
 * Keys, salts and initialisation vectors are derived from `seed` instead of drawn at random, so
 * the demo asset has the same bytes on every run; that is fine for demo content, not for secrets.
 */
export type PdfProtection = { userPassword: string; ownerPassword: string; seed: string };

/** All permissions granted once opened (bits 1–2 must be 0, the reserved high bits 1). */
const PERMISSIONS = -4;

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

function aes(algorithm: string, key: Buffer, iv: Buffer | null, data: Buffer, padding: boolean): Buffer {
  const cipher = createCipheriv(algorithm, key, iv);
  cipher.setAutoPadding(padding);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** Algorithm 2.B of ISO 32000-2: the hash of a password with a salt (and, for the owner, U). */
export function passwordHash(password: Buffer, salt: Buffer, userKey: Buffer = Buffer.alloc(0)): Buffer {
  let k = sha256(password, salt, userKey);
  let e: Buffer = Buffer.alloc(0);
  for (let round = 0; round < 64 || e[e.length - 1]! > round - 32; round++) {
    const block = Buffer.concat([password, k, userKey]);
    e = aes(
      'aes-128-cbc',
      k.subarray(0, 16),
      k.subarray(16, 32),
      Buffer.concat(Array(64).fill(block)),
      false,
    );
    // The first 16 bytes as a big-endian number mod 3 equal the sum of the bytes mod 3.
    const algorithm = ['sha256', 'sha384', 'sha512'][e.subarray(0, 16).reduce((sum, b) => sum + b, 0) % 3]!;
    k = createHash(algorithm).update(e).digest();
  }
  return k.subarray(0, 32);
}

function derive(seed: string, label: string, length: number): Buffer {
  return sha256(Buffer.from(`${seed}\u0000${label}`, 'utf8')).subarray(0, length);
}

/** The /Encrypt dictionary's values for the file key and passwords (algorithms 8, 9 and 10). */
function securityValues(fileKey: Buffer, protection: PdfProtection) {
  const user = Buffer.from(protection.userPassword, 'utf8').subarray(0, 127);
  const owner = Buffer.from(protection.ownerPassword, 'utf8').subarray(0, 127);
  const salt = (label: string) => derive(protection.seed, label, 8);
  const zeroIv = Buffer.alloc(16);

  const [uValidation, uKey] = [salt('u-validation'), salt('u-key')];
  const u = Buffer.concat([passwordHash(user, uValidation), uValidation, uKey]);
  const ue = aes('aes-256-cbc', passwordHash(user, uKey), zeroIv, fileKey, false);

  const [oValidation, oKey] = [salt('o-validation'), salt('o-key')];
  const o = Buffer.concat([passwordHash(owner, oValidation, u), oValidation, oKey]);
  const oe = aes('aes-256-cbc', passwordHash(owner, oKey, u), zeroIv, fileKey, false);

  const perms = Buffer.alloc(16);
  perms.writeInt32LE(PERMISSIONS, 0);
  perms.writeUInt32LE(0xffffffff, 4);
  perms.write('Tadb', 8, 'latin1');
  derive(protection.seed, 'perms', 4).copy(perms, 12);
  return { o, u, oe, ue, perms: aes('aes-256-ecb', fileKey, null, perms, false) };
}

/** Encrypts `pdf` (a PDF without object streams) so it opens only with one of the passwords. */
export async function encryptPdf(pdf: Uint8Array, protection: PdfProtection): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = doc;
  const fileKey = derive(protection.seed, 'file-key', 32);
  let counter = 0;
  // AESV3: a fresh 16-byte IV in front of each string and stream, PKCS#7 padding.
  const seal = (bytes: Uint8Array) => {
    const iv = derive(protection.seed, `iv-${counter++}`, 16);
    return Buffer.concat([iv, aes('aes-256-cbc', fileKey, iv, Buffer.from(bytes), true)]);
  };
  const sealed = (object: PDFObject): PDFObject | undefined => {
    if (object instanceof PDFString || object instanceof PDFHexString)
      return PDFHexString.of(seal(object.asBytes()).toString('hex'));
    if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const replacement = sealed(value);
        if (replacement) object.set(key, replacement);
      }
    } else if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i++) {
        const replacement = sealed(object.get(i));
        if (replacement) object.set(i, replacement);
      }
    }
    return undefined;
  };

  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      sealed(object.dict);
      context.assign(ref, PDFRawStream.of(object.dict, seal(object.contents)));
    } else {
      sealed(object);
    }
  }

  const values = securityValues(fileKey, protection);
  const hex = (bytes: Buffer) => PDFHexString.of(bytes.toString('hex'));
  const encrypt = context.obj({
    Filter: 'Standard',
    V: 5,
    R: 6,
    Length: 256,
    P: PERMISSIONS,
    CF: { StdCF: { Type: 'CryptFilter', CFM: 'AESV3', AuthEvent: 'DocOpen', Length: 32 } },
    StmF: 'StdCF',
    StrF: 'StdCF',
  });
  encrypt.set(PDFName.of('O'), hex(values.o));
  encrypt.set(PDFName.of('U'), hex(values.u));
  encrypt.set(PDFName.of('OE'), hex(values.oe));
  encrypt.set(PDFName.of('UE'), hex(values.ue));
  encrypt.set(PDFName.of('Perms'), hex(values.perms));
  context.trailerInfo.Encrypt = context.register(encrypt);
  const id = hex(derive(protection.seed, 'document-id', 16));
  context.trailerInfo.ID = context.obj([id, id]);
  // AES-256 is an extension of PDF 1.7 (Adobe extension level 8).
  doc.catalog.set(
    PDFName.of('Extensions'),
    context.obj({ ADBE: { BaseVersion: PDFName.of('1.7'), ExtensionLevel: PDFNumber.of(8) } }),
  );
  return Buffer.from(await doc.save({ useObjectStreams: false, addDefaultPage: false }));
}

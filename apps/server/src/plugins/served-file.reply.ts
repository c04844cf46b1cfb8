import type { FastifyReply } from 'fastify';
import type { ServedFile } from '../modules/assets/served-file';

function contentDisposition(kind: ServedFile['disposition'], fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a file of a signed URL: never sniffed, kept only privately while the link is valid. */
export function sendServedFile(reply: FastifyReply, file: ServedFile) {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(file.disposition, file.name))
    .header('cache-control', `private, max-age=${file.maxAgeSeconds}`)
    .send(file.stream);
}

import type { ChatFile } from '@atrium/domain';
import type { ChatFileRecord } from './chat-files.repository';
import type { ChatFileUrls } from './chat-files.url-signer';

/**
 * A chat file as one member sees it: name, sniffed type, size and URLs signed for that member
 * (never the storage keys or the uploader).
 */
export function presentChatFile(record: ChatFileRecord, viewerId: string, urls: ChatFileUrls): ChatFile {
  return {
    id: record.id,
    name: record.name,
    contentType: record.contentType,
    size: record.size,
    ...(record.previewKey ? { previewUrl: urls.url(record.id, viewerId, 'preview') } : {}),
    url: urls.url(record.id, viewerId),
  };
}

import type { ChatFile, PresenceScope } from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { type Upload, uploadFile } from '../../shared/api/upload';

const routes = apiRoutes.chat;

/** Sends a file to a conversation (field "file"), reporting the share sent (0…1). */
export const uploadChatFile = (
  conversationId: string,
  file: File,
  onProgress: (share: number) => void,
): Upload<{ file: ChatFile }> =>
  uploadFile(routes.uploadFile, { params: { conversationId } }, file, onProgress);

export const fetchBlocks = () => callApi(routes.blocks);
export const blockUser = (userId: string) => callApi(routes.block, { body: { userId } });
export const unblockUser = (userId: string) => callApi(routes.unblock, { params: { userId } });

export const reportMessage = (messageId: string, reason: string) =>
  callApi(routes.report, { params: { messageId }, body: { reason } });

export const fetchReports = (scope: PresenceScope) => callApi(routes.reports, { query: scope });
export type ChatReport = Awaited<ReturnType<typeof fetchReports>>['reports'][number];

export const muteInRooms = (scope: PresenceScope, userId: string) =>
  callApi(routes.mute, { body: { ...scope, userId } });

/**
 * Whether a chat file can still be had at its signed URL: `gone` when its message was deleted or
 * its reader left (410), `expired` when the signature ran out (403: sign it again).
 */
export async function fileState(url: string): Promise<'ok' | 'gone' | 'expired'> {
  // A network failure says nothing of the file: the browser's own download shows its error.
  const response = await fetch(url, { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
  if (response?.status === 410 || response?.status === 404) return 'gone';
  if (response?.status === 403) return 'expired';
  return 'ok';
}

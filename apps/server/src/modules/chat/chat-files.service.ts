import { randomUUID } from 'node:crypto';
import { CHAT_FILE_MAX_BYTES, type ChatFile, chatMessages } from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { AssetStorage } from '../assets/asset-storage';
import type { ServedFile } from '../assets/served-file';
import { readUnderLimit } from '../assets/upload-limit';
import type { Principal } from '../auth/authorize';
import { detectChatFileType } from './chat-files.content-type';
import { chatFileName } from './chat-files.file-name';
import { presentChatFile } from './chat-files.presenter';
import { CHAT_PREVIEW_CONTENT_TYPE, CHAT_PREVIEW_EXTENSION, makeChatPreview } from './chat-files.preview';
import type { ChatFileRecord, ChatFilesRepository } from './chat-files.repository';
import { chatFileKey, chatPreviewKey } from './chat-files.storage';
import type { ChatFileUrls, ChatFileVariant } from './chat-files.url-signer';

/** The file part of an upload: the name the client gave and its bytes as they arrive. */
export type ChatUploadPart = { filename: string; file: AsyncIterable<Buffer> };

/** What a signed file URL carries besides the file id. */
export type ChatFileQuery = { variant?: ChatFileVariant; uid: string; expires: number; signature: string };

/** A file to send: headers to set and the bytes. */
export type ServedChatFile = ServedFile;

const notFound = () => new AppError('chat.not_found', 'This conversation does not exist.');
const tooLarge = () => new AppError('chat.file_too_large', chatMessages.fileTooLarge);
const typeInvalid = () => new AppError('chat.file_type_invalid', chatMessages.fileTypeInvalid);
const gone = () => new AppError('chat.file_gone', chatMessages.fileGone);
const uploadFailed = () => new AppError('chat.upload_failed', chatMessages.uploadFailed);

const servedType = (contentType: string) =>
  contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType;

const isInline = (contentType: string) =>
  contentType.startsWith('image/') || contentType === 'application/pdf';

export function createChatFilesService(deps: {
  repository: ChatFilesRepository;
  storage: AssetStorage;
  urls: ChatFileUrls;
  now: Clock;
  /** Whether a user is a member of a conversation (the chat module's rule once it hands it in). */
  isMember?: (conversationId: string, userId: string) => Promise<boolean>;
  /** Bytes of deleted files that could not be removed, and the cause of failed uploads. */
  reportError?: (error: unknown) => void;
}) {
  const { repository, storage, urls } = deps;
  const isMember = deps.isMember ?? repository.isMember;
  const report = (error: unknown) => deps.reportError?.(error);

  async function removeBytes(record: ChatFileRecord) {
    const keys = [record.storageKey, ...(record.previewKey ? [record.previewKey] : [])];
    await Promise.all(keys.map((key) => storage.remove(key).catch(report)));
  }

  /** Stores the file and its preview, then its row; on any failure, none of it is left. */
  async function store(record: Omit<ChatFileRecord, 'deletedAt'>, bytes: Buffer, preview?: Buffer) {
    try {
      await storage.write(record.storageKey, bytes);
      if (preview && record.previewKey) await storage.write(record.previewKey, preview);
      await repository.insert(record);
    } catch (error) {
      report(error);
      await removeBytes({ ...record, deletedAt: null });
      throw uploadFailed();
    }
  }

  return {
    /**
     * Uploads a file into a conversation of the caller: only a member may (anyone else is told
     * the conversation does not exist, before the body is read); the size is checked while the
     * bytes arrive, the type by content; an image gets a preview. Answers the file as the caller
     * sees it; a `chat:send` attaches it to a message.
     */
    async upload(principal: Pick<Principal, 'userId'>, conversationId: string, part: ChatUploadPart) {
      if (!(await isMember(conversationId, principal.userId))) throw notFound();
      const bytes = await readUnderLimit(part.file, CHAT_FILE_MAX_BYTES, tooLarge);
      const type = await detectChatFileType(bytes, part.filename);
      if (!type) throw typeInvalid();
      const preview = type.image ? await makeChatPreview(bytes) : undefined;
      if (type.image && !preview) throw typeInvalid();

      const id = randomUUID();
      const name = chatFileName(part.filename, type);
      const extension = name.slice(name.lastIndexOf('.') + 1);
      const record = {
        id,
        conversationId,
        uploaderId: principal.userId,
        storageKey: chatFileKey(conversationId, id, extension),
        previewKey: preview ? chatPreviewKey(conversationId, id, CHAT_PREVIEW_EXTENSION) : null,
        name,
        contentType: type.contentType,
        size: bytes.length,
        createdAt: deps.now().toISOString(),
      };
      await store(record, bytes, preview);
      return presentChatFile({ ...record, deletedAt: null }, principal.userId, urls);
    },

    /**
     * The file a message is sent with: uploaded by the sender into that conversation, not
     * deleted, and not attached to another message (`messageId`: the one being sent, whose
     * resend may name its file again).
     */
    async attach(input: {
      fileId: string;
      conversationId: string;
      uploaderId: string;
      messageId?: string;
    }): Promise<ChatFileRecord> {
      const record = await repository.find(input.fileId);
      if (
        !record ||
        record.deletedAt !== null ||
        record.conversationId !== input.conversationId ||
        record.uploaderId !== input.uploaderId
      ) {
        throw gone();
      }
      const attachedTo = await repository.attachedTo(record.id);
      if (attachedTo !== undefined && attachedTo !== input.messageId) {
        throw new AppError('validation.failed', 'This file is already attached to another message.', [
          { path: 'fileId', message: 'already attached to another message' },
        ]);
      }
      return record;
    },

    /** The records of files by id (deleted ones too), for the messages that name them. */
    async records(fileIds: readonly string[]): Promise<Map<string, ChatFileRecord>> {
      const records = await repository.findMany([...new Set(fileIds)]);
      return new Map(records.map((record) => [record.id, record]));
    },

    /** A file as one member sees it: its URLs are signed for that member and expire. */
    present(record: ChatFileRecord, viewerId: string): ChatFile {
      return presentChatFile(record, viewerId, urls);
    },

    /** Deletes a file (with its message): it is no longer served, and its bytes are removed. */
    async remove(fileId: string): Promise<void> {
      const record = await repository.markDeleted(fileId, deps.now().toISOString());
      if (record) await removeBytes(record);
    },

    /** Deletes every file of a conversation (deleted with it). */
    async removeOfConversation(conversationId: string): Promise<void> {
      const records = await repository.markDeletedOfConversation(conversationId, deps.now().toISOString());
      for (const record of records) await removeBytes(record);
    },

    /**
     * A file for a signed URL: the signature is checked first (so that without one nobody learns
     * which files exist), then that the member it was signed for still is one and the file is
     * still there.
     */
    async open(fileId: string, query: ChatFileQuery): Promise<ServedChatFile> {
      urls.verify(fileId, query, 'file');

      const record = await repository.find(fileId);
      if (!record || record.deletedAt !== null) throw gone();
      if (!(await isMember(record.conversationId, query.uid))) throw gone();
      const key = query.variant === 'preview' ? record.previewKey : record.storageKey;
      const size = key ? await storage.size(key) : undefined;
      if (!key || size === undefined) throw gone();
      const contentType = query.variant === 'preview' ? CHAT_PREVIEW_CONTENT_TYPE : record.contentType;
      return {
        name: query.variant === 'preview' ? `${record.name}.${CHAT_PREVIEW_EXTENSION}` : record.name,
        contentType: servedType(contentType),
        size,
        disposition: isInline(contentType) ? 'inline' : 'attachment',
        maxAgeSeconds: urls.secondsLeft(query.expires),
        stream: storage.read(key),
      };
    },
  };
}

export type ChatFilesService = ReturnType<typeof createChatFilesService>;

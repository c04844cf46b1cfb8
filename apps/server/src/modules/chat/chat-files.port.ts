import type { ChatFile } from '@atrium/domain';
import type { ChatFileRecord } from './chat-files.repository';

/**
 * What chat asks of the chat files service (chat-files.service.ts): a sent message's file is
 * checked and taken, a message's file is presented per viewer (signed URLs), and files go with
 * their message or conversation.
 */
export type ChatFilesPort = {
  /** The file a message is sent with; throws chat.file_gone or validation.failed. */
  attach(input: {
    fileId: string;
    conversationId: string;
    uploaderId: string;
    messageId?: string;
  }): Promise<ChatFileRecord>;
  /** The records of files by id. */
  records(fileIds: readonly string[]): Promise<Map<string, ChatFileRecord>>;
  present(record: ChatFileRecord, viewerId: string): ChatFile;
  remove(fileId: string): Promise<void>;
  removeOfConversation(conversationId: string): Promise<void>;
};

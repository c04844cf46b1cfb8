/** Spec §9: a chat file must be under 5 MB (5 MiB; exactly that size is refused). */
export const CHAT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The longest message text, in characters. */
export const CHAT_MESSAGE_MAX_CHARS = 4000;

/** The longest group channel name, in characters. */
export const CHAT_CHANNEL_NAME_MAX = 80;

/** Spec §5: a group channel needs at least two users besides its owner. */
export const CHAT_GROUP_MIN_USERS = 2;

/** The most members a group channel may have (its owner included). */
export const CHAT_GROUP_MAX_MEMBERS = 100;

/** The largest page of a conversation's history. */
export const CHAT_HISTORY_PAGE_MAX = 50;

/** At most this many conversations a client may name in one sync. */
export const CHAT_SYNC_MAX_CONVERSATIONS = 200;

/** At most this many changed messages one sync answers with (`complete: false` beyond). */
export const CHAT_SYNC_MAX_MESSAGES = 500;

/** A typing indicator shows this long after the last typing event. */
export const CHAT_TYPING_SHOW_MS = 5_000;

/** The client reports "idle" after this long without input in the tab. */
export const CHAT_IDLE_AFTER_MS = 5 * 60_000;

/** A video call holds at most this many people. */
export const VIDEO_CALL_MAX_PARTICIPANTS = 4;

/** A call nobody accepts stops ringing after this long. */
export const VIDEO_RING_TIMEOUT_MS = 45_000;

/** A participant in a call tells the server it is still there this often. */
export const VIDEO_HEARTBEAT_MS = 15_000;

/** The largest WebRTC signal (an SDP offer with many candidates stays well under it). */
export const VIDEO_SIGNAL_MAX_CHARS = 12_000;

export const chatMessages = {
  channelNameRequired: 'Please enter a channel name!',
  twoUsersRequired: 'Please select at least two users!',
  fileTooLarge: 'Files should not exceed 5 MB in size',
  fileTypeInvalid: 'Invalid file type.',
  fileGone: 'file not available anymore',
  uploadFailed: 'Upload failed',
} as const;

import type { Generated } from 'kysely';

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string | null;
  name: string | null;
  roles: string;
  /** 1 when the email address is proven to be the user's, else 0. */
  email_verified: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type VenueVersionsTable = {
  architecture_id: string;
  mode: 'STAGE' | 'LIVE';
  version: number;
  body: string;
  created_at: string;
  created_by: string | null;
};

export type PublicationTable = {
  id: Generated<number>;
  architecture_id: string | null;
  published_version: number;
  updated_at: string;
};

export type StoredFilesTable = {
  key: string;
  architecture_id: string;
  asset_id: string;
  generation: number;
  content_type: string;
  size: number;
  display_name: string;
  created_at: string;
};

export type SettingsTable = {
  key: string;
  value: string;
};

export type SsoStatesTable = {
  id: string;
  protocol: 'oidc' | 'saml';
  provider_id: string;
  redirect: string;
  callback_url: string;
  nonce: string | null;
  code_verifier: string | null;
  request_id: string | null;
  created_at: string;
  expires_at: string;
};

export type UserIdentitiesTable = {
  provider_id: string;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: string;
  last_login_at: string;
};

export type RefreshTokensTable = {
  /** sha-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  family_id: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
};

export type LoginAttemptsTable = {
  key: string;
  failures: number;
  /** Attempts counted but still being checked (reserved before the password check). */
  pending: number;
  window_started_at: string;
  locked_until: string | null;
  updated_at: string;
};

export type PasswordResetTokensTable = {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type RegistrationsTable = {
  id: string;
  architecture_id: string;
  email: string | null;
  name: string | null;
  company: string | null;
  ticket_number: number | null;
  confirmation_number: string | null;
  /** 1 active, 0 inactive. */
  active: number;
  created_at: string;
  updated_at: string;
};

export type LoginEventsTable = {
  id: string;
  user_id: string;
  login_type: string;
  architecture_id: string | null;
  visitor_id: string | null;
  referrer: string | null;
  user_agent: string | null;
  created_at: string;
};

export type CookieConsentLogTable = {
  id: string;
  created_at: string;
  user_id: string | null;
  email: string | null;
  architecture_id: string | null;
  banner_type: string;
  /** JSON: [{ id, accepted }]. */
  preferences: string;
  /** 1 consented to personalized tracking, 0 not. */
  tracking_consent: number;
  /** JSON: the client details. */
  client_details: string;
};

export type ClientLogsTable = {
  id: string;
  created_at: string;
  user_id: string;
  level: string;
  category: string;
  origin: string;
  message: string;
  details: string | null;
  client_details: string;
};

export type AnalyticsEventsTable = {
  id: string;
  created_at: string;
  /** YYYY-MM-DD (UTC) of created_at. */
  day: string;
  architecture_id: string;
  area_id: string | null;
  widget_id: string | null;
  category: string;
  action: string;
  name: string;
  visitor_id: string;
  /** Set only under personalized tracking. */
  user_id: string | null;
};

export type CaptureRateLimitsTable = {
  key: string;
  window_start: string;
  count: number;
};

export type UserProfilesTable = {
  user_id: string;
  architecture_id: string;
  /** JSON: { [attribute key]: string | boolean }. */
  attribute_values: string;
  /** 1 when other attendees may see the account's email, else 0. */
  share_email: number;
  /** The storage key of the avatar image (`live/{architecture}/avatar.….jpg`), or null. */
  avatar_key: string | null;
  updated_at: string;
};

/** See migration 0009-chat. */
export type ChatConversationsTable = {
  id: string;
  architecture_id: string;
  mode: 'STAGE' | 'LIVE';
  kind: 'PRIVATE' | 'GROUP' | 'ROOM';
  key: string;
  name: Generated<string>;
  owner_id: string | null;
  last_seq: Generated<number>;
  rev: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type ChatMembersTable = {
  conversation_id: string;
  user_id: string;
  read_seq: Generated<number>;
  joined_at: string;
};

export type ChatMessagesTable = {
  id: string;
  conversation_id: string;
  seq: number;
  rev: number;
  author_id: string;
  author_name: string;
  text: string;
  file_id: string | null;
  client_key: string;
  created_at: string;
  edited_at: string | null;
  /** 'AUTHOR' or 'ADMINISTRATOR' once deleted (the text is then emptied), else null. */
  deleted_by: string | null;
};

export type ChatFilesTable = {
  id: string;
  conversation_id: string;
  uploader_id: string;
  storage_key: string;
  preview_key: string | null;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
  deleted_at: string | null;
};

export type ChatBlocksTable = { blocker_id: string; blocked_id: string; created_at: string };

export type ChatReportsTable = {
  id: string;
  message_id: string;
  reporter_id: string;
  architecture_id: string;
  mode: 'STAGE' | 'LIVE';
  reason: string;
  created_at: string;
};

export type ChatRoomMutesTable = {
  architecture_id: string;
  mode: 'STAGE' | 'LIVE';
  user_id: string;
  muted_by: string;
  /** ISO time the mute ends, or null: until lifted. */
  until: string | null;
  created_at: string;
};

export type VideoCallsTable = {
  id: string;
  conversation_id: string;
  started_by: string;
  state: 'RINGING' | 'ACTIVE' | 'ENDED';
  created_at: string;
  ended_at: string | null;
};

export type VideoCallParticipantsTable = {
  call_id: string;
  user_id: string;
  name: string;
  state: 'RINGING' | 'JOINED' | 'DECLINED' | 'BUSY' | 'LEFT';
  connection_id: string | null;
  last_seen_at: string;
};

export type VideoAccessRequestsTable = {
  id: string;
  user_id: string;
  architecture_id: string;
  conversation_id: string;
  call_id: string | null;
  media: string;
  /** 1 when access was given (video chat on, a member), else 0. */
  granted: number;
  created_at: string;
};

/** A like of a media board's piece, or of a comment of it (`comment_id` '' for none). */
export type MediaBoardLikesTable = {
  uuid: string;
  architecture_id: string;
  mode: string;
  media_board_id: string;
  content_piece_id: string;
  comment_id: Generated<string>;
  author_id: string;
  created_at: string;
};

/** Each piece's count of likes without a comment. */
export type MediaBoardLikeCountsTable = {
  architecture_id: string;
  mode: string;
  media_board_id: string;
  content_piece_id: string;
  likes: number;
};

/** A social wall post (`parent_id` null) or reply; `hidden` 1 when hidden by an administrator. */
export type SocialWallPostsTable = {
  id: string;
  architecture_id: string;
  mode: string;
  wall_id: string;
  parent_id: string | null;
  author_id: string;
  text: string;
  image_id: string | null;
  likes: Generated<number>;
  replies: Generated<number>;
  hidden_replies: Generated<number>;
  hidden: Generated<number>;
  created_at: string;
  edited_at: string | null;
};

export type SocialWallLikesTable = { post_id: string; user_id: string; created_at: string };

export type SocialWallReportsTable = {
  id: string;
  post_id: string;
  reporter_id: string;
  architecture_id: string;
  mode: string;
  wall_id: string;
  reason: string;
  created_at: string;
};

/** An uploaded social wall image; `post_id` null until a post takes it. */
export type SocialWallImagesTable = {
  id: string;
  architecture_id: string;
  mode: string;
  wall_id: string;
  uploader_id: string;
  large_key: string;
  preview_key: string;
  width: number;
  height: number;
  post_id: string | null;
  created_at: string;
};

/** One venue's search index, serialised (MiniSearch JSON and the documents' display fields). */
export type SearchIndexesTable = {
  architecture_id: string;
  published_version: number;
  built_at: string;
  items_per_kind: string;
  body: string;
  content_changed_at: string | null;
};

/** The one search build running across nodes, until `expires_at` (ISO date-time) unless renewed. */
export type SearchBuildLeaseTable = {
  id: string;
  job_id: string;
  architecture_id: string;
  started_at: string;
  expires_at: string;
  progress: string | null;
};

/** A normalised question that found nothing, and how often it was asked (anonymous). */
export type SearchMissesTable = { query: string; count: number; last_seen_at: string };

/** A whiteboard's compacted Yjs state (an update) and its generation (a clear starts the next). */
export type WhiteboardBoardsTable = {
  architecture_id: string;
  mode: string;
  board_id: string;
  generation: number;
  snapshot: Uint8Array;
  updated_at: string;
};

/** A Yjs update of a board's generation, appended until compaction folds it into the snapshot. */
export type WhiteboardUpdatesTable = {
  id: string;
  architecture_id: string;
  mode: string;
  board_id: string;
  generation: number;
  update: Uint8Array;
  created_at: string;
};

/** An image uploaded to a board (its two WebP variants in the asset storage). */
export type WhiteboardImagesTable = {
  id: string;
  architecture_id: string;
  mode: string;
  board_id: string;
  uploader_id: string;
  large_key: string;
  preview_key: string;
  width: number;
  height: number;
  created_at: string;
};

export type Database = {
  users: UsersTable;
  venue_versions: VenueVersionsTable;
  publication: PublicationTable;
  stored_files: StoredFilesTable;
  settings: SettingsTable;
  sso_states: SsoStatesTable;
  user_identities: UserIdentitiesTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  password_reset_tokens: PasswordResetTokensTable;
  registrations: RegistrationsTable;
  login_events: LoginEventsTable;
  cookie_consent_log: CookieConsentLogTable;
  client_logs: ClientLogsTable;
  analytics_events: AnalyticsEventsTable;
  capture_rate_limits: CaptureRateLimitsTable;
  user_profiles: UserProfilesTable;
  chat_conversations: ChatConversationsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_files: ChatFilesTable;
  chat_blocks: ChatBlocksTable;
  chat_reports: ChatReportsTable;
  chat_room_mutes: ChatRoomMutesTable;
  video_calls: VideoCallsTable;
  video_call_participants: VideoCallParticipantsTable;
  video_access_requests: VideoAccessRequestsTable;
  social_wall_posts: SocialWallPostsTable;
  social_wall_likes: SocialWallLikesTable;
  social_wall_reports: SocialWallReportsTable;
  social_wall_images: SocialWallImagesTable;
  media_board_likes: MediaBoardLikesTable;
  media_board_like_counts: MediaBoardLikeCountsTable;
  whiteboard_boards: WhiteboardBoardsTable;
  whiteboard_updates: WhiteboardUpdatesTable;
  whiteboard_images: WhiteboardImagesTable;
  search_indexes: SearchIndexesTable;
  search_build_lease: SearchBuildLeaseTable;
  search_misses: SearchMissesTable;
};

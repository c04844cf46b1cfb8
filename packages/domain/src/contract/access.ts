/**
 * What a route or socket event does, as far as permissions are concerned. Every HTTP route and
 * socket event of the contract names one; the server's single `authorize` decides it.
 */
export const accessActions = [
  'public',
  'user.self',
  'venue.read',
  'venue.check',
  'venue.enter',
  'venue.preview',
  'asset.preview',
  'designer.write',
  'capture.log',
  'capture.audit',
  'analytics.read',
  /** Be listed in presence and watch who is present: logged-in users, not guests. */
  'presence.join',
  /** See, in presence, attendees who chose not to be listed: administrators. */
  'presence.unlisted',
  /** Read another attendee's profile (what the presenter lets through). */
  'profile.read',
  /** Write one's own profile. */
  'profile.write',
  /** Chat: private chats, group channels, room chats (membership is checked per conversation). */
  'chat.use',
  /** See reports, mute users in room chats, delete any message: administrators. */
  'chat.moderate',
  /** Video chat in a conversation the caller is in. */
  'video.use',
  /** See a media board's like counts and recommendations: anyone who may enter the venue with a user. */
  'media_board.read',
  /** Like and unlike content pieces: logged-in users, not guests. */
  'media_board.like',
  /** Read a social wall and watch it live: anyone who may enter the venue with a user (guests too). */
  'social_wall.read',
  /** Post, reply, like, report on a social wall: logged-in users, not guests. */
  'social_wall.write',
  /** Hide any post, delete any post, see reports: administrators. */
  'social_wall.moderate',
  /** Ask the global search: anyone who may enter the venue with a user (guests see no profiles). */
  'search.use',
  /** The search index's status, its update and the unanswered questions: administrators. */
  'search.admin',
  /** Open a whiteboard (guests and read-only boards: look only): anyone who may enter the venue with a user. */
  'whiteboard.use',
  /** Clear a whiteboard; draw on read-only boards: administrators. */
  'whiteboard.admin',
] as const;

export type Access = (typeof accessActions)[number];

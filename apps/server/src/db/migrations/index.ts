import type { Migration } from 'kysely';
import { initialMigration } from './0001-initial.migration';
import { accountsMigration } from './0002-accounts.migration';
import { ssoMigration } from './0003-sso.migration';
import { captureMigration } from './0005-capture.migration';
import { emailVerificationMigration } from './0006-email-verification.migration';
import { loginReservationsMigration } from './0007-login-reservations.migration';
import { userProfilesMigration } from './0008-user-profiles.migration';
import { chatMigration } from './0009-chat.migration';
import { socialWallMigration } from './0010-social-wall.migration';
import { mediaBoardLikesMigration } from './0011-media-board-likes.migration';
import { searchMigration } from './0012-search.migration';
import { whiteboardMigration } from './0013-whiteboard.migration';

/** One migration set for SQLite and PostgreSQL: portable column types only. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-accounts': accountsMigration,
  '0003-sso': ssoMigration,
  '0005-capture': captureMigration,
  // No 0004 was ever released; new migrations continue after the highest applied one.
  '0006-email-verification': emailVerificationMigration,
  '0007-login-reservations': loginReservationsMigration,
  '0008-user-profiles': userProfilesMigration,
  '0009-chat': chatMigration,
  '0010-social-wall': socialWallMigration,
  '0011-media-board-likes': mediaBoardLikesMigration,
  '0012-search': searchMigration,
  '0013-whiteboard': whiteboardMigration,
};

import { tokenRoles, useSessionStore } from '../../shared/stores/session.store';

/**
 * An administrator (access `chat.moderate`): sees reports, deletes any message, mutes people in
 * room chats. Read from the token to steer the screen only; the server checks every call.
 */
export const useIsModerator = () =>
  useSessionStore((s) => tokenRoles(s.accessToken).includes('administrator'));

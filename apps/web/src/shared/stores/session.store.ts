import { displayName, type LoginOption, type Role, type UserInfo } from '@atrium/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_STORAGE_KEY } from './session-storage-key';

type SessionState = {
  accessToken: string | undefined;
  user: UserInfo | undefined;
  loginOptions: LoginOption[] | undefined;
  /** A login message (its text key) for the login screen, when a session ended outside it. */
  loginNotice: string | undefined;
  setAccessToken: (token: string) => void;
  setUser: (user: UserInfo | undefined) => void;
  setLoginOptions: (options: LoginOption[]) => void;
  setLoginNotice: (key: string | undefined) => void;
  clear: () => void;
};

/** Who is logged in. The token lives in session storage: closing the tab ends the session. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      accessToken: undefined,
      user: undefined,
      loginOptions: undefined,
      loginNotice: undefined,
      setAccessToken: (accessToken) => set({ accessToken }),
      setUser: (user) => set({ user }),
      setLoginOptions: (loginOptions) => set({ loginOptions }),
      setLoginNotice: (loginNotice) => set({ loginNotice }),
      clear: () => set({ accessToken: undefined, user: undefined }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ accessToken: state.accessToken }),
    },
  ),
);

export const isLoggedIn = () => Boolean(useSessionStore.getState().accessToken);

/**
 * The roles of an access token, from its `authorities` claim (spec §6). Read only to steer the
 * screen: the server verifies the token on every call.
 */
export function tokenRoles(token: string | undefined): string[] {
  const payload = token?.split('.')[1];
  if (!payload) return [];
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      authorities?: unknown;
    };
    return Array.isArray(claims.authorities)
      ? claims.authorities.filter((role): role is string => typeof role === 'string')
      : [];
  } catch {
    return [];
  }
}

// The role by its value: the domain's role constants sit beside their zod schema, which the first
// page load does without.
const GUEST: Role = 'guest';
const guestOnly = (roles: readonly string[]) => roles.length > 0 && roles.every((role) => role === GUEST);

/** A guest: an anonymous visitor of a public venue, with a session but no account (spec §6). */
export const isGuest = (user: UserInfo) => guestOnly(user.roles);

/** The session in this tab is a guest's (anonymous login). */
export const isGuestSession = () => guestOnly(tokenRoles(useSessionStore.getState().accessToken));

/** The name to show: the profile name, else one made from the email address (spec §3). */
export const userDisplayName = (user: UserInfo) =>
  displayName({ email: user.email, attributes: { name: user.name ?? undefined } });

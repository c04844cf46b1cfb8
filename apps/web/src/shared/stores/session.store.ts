import { displayName, type LoginOption, type UserInfo } from '@atrium/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORAGE_KEY = 'atrium:session';

type SessionState = {
  accessToken: string | undefined;
  user: UserInfo | undefined;
  loginOptions: LoginOption[] | undefined;
  setAccessToken: (token: string) => void;
  setUser: (user: UserInfo | undefined) => void;
  setLoginOptions: (options: LoginOption[]) => void;
  clear: () => void;
};

/** Who is logged in. The token lives in session storage: closing the tab ends the session. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      accessToken: undefined,
      user: undefined,
      loginOptions: undefined,
      setAccessToken: (accessToken) => set({ accessToken }),
      setUser: (user) => set({ user }),
      setLoginOptions: (loginOptions) => set({ loginOptions }),
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

/** The name to show: the profile name, else one made from the email address (spec §3). */
export const userDisplayName = (user: UserInfo) =>
  displayName({ email: user.email, attributes: { name: user.name ?? undefined } });

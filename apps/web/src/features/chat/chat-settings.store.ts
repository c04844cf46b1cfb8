import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type ChatSettings = {
  /** A chime for a new message while the tab is hidden. */
  sound: boolean;
  /** A browser notification for one (the browser's permission is asked separately). */
  notifications: boolean;
  setSound: (sound: boolean) => void;
  setNotifications: (notifications: boolean) => void;
};

/** The user's chat settings, kept in this browser. */
export const useChatSettings = create<ChatSettings>()(
  persist(
    (set) => ({
      sound: true,
      notifications: true,
      setSound: (sound) => set({ sound }),
      setNotifications: (notifications) => set({ notifications }),
    }),
    { name: 'chat:settings', partialize: ({ sound, notifications }) => ({ sound, notifications }) },
  ),
);

import { create } from 'zustand';

/** Which of the venue's languages the studio's localized fields edit. */
export const useContentLocaleStore = create<{ locale: string; setLocale: (locale: string) => void }>()(
  (set) => ({
    locale: 'en',
    setLocale: (locale) => set({ locale }),
  }),
);

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ThemeMode } from './theme';

type ThemeModeState = { mode: ThemeMode; setMode: (mode: ThemeMode) => void };

/** Dark by default (spec §2.3); the choice is remembered on this device. */
export const useThemeModeStore = create<ThemeModeState>()(
  persist((set) => ({ mode: 'dark', setMode: (mode) => set({ mode }) }), { name: 'theme' }),
);

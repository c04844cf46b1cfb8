import { defaultUiConfig, type UiConfig } from '@atrium/domain';
import { create } from 'zustand';

type UiConfigState = { config: UiConfig; setConfig: (config: UiConfig) => void };

export const useUiConfigStore = create<UiConfigState>()((set) => ({
  config: defaultUiConfig,
  setConfig: (config) => set({ config }),
}));

import { create } from 'zustand';

export type PreviewFrame = 'desktop' | 'phone';

/** What the preview beside the editor shows: the area being edited, in which frame. */
export const usePreviewStore = create<{
  areaId: string | undefined;
  frame: PreviewFrame;
  open: boolean;
  setAreaId: (areaId: string | undefined) => void;
  setFrame: (frame: PreviewFrame) => void;
  setOpen: (open: boolean) => void;
}>()((set) => ({
  areaId: undefined,
  frame: 'desktop',
  open: true,
  setAreaId: (areaId) => set({ areaId }),
  setFrame: (frame) => set({ frame }),
  setOpen: (open) => set({ open }),
}));

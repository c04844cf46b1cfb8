import { create } from 'zustand';

type SearchState = {
  open: boolean;
  /** The question asked last; the dialog asks it again when `asked` changes. */
  question: string;
  asked: number;
  /** Which view of the dialog shows: the answer, or (administrators) the index's status. */
  view: 'answer' | 'index';
  ask: (question: string) => void;
  show: (view: SearchState['view']) => void;
  close: () => void;
};

export const useSearchStore = create<SearchState>()((set) => ({
  open: false,
  question: '',
  asked: 0,
  view: 'answer',
  ask: (question) => set((s) => ({ open: true, question, asked: s.asked + 1, view: 'answer' })),
  show: (view) => set({ open: true, view }),
  close: () => set({ open: false }),
}));

import type { ChatRoom } from '@atrium/domain';
import { create } from 'zustand';

/** What the panel shows. */
export type ChatView =
  | { name: 'home' }
  | { name: 'conversation'; conversationId: string }
  | { name: 'reports' }
  | { name: 'settings' };

/** Who a private chat is started with. */
export type ChatPartner = { uid: string; name: string };

/** A conversation asked for before the chat could open it (the connection opens it when it can). */
export type ChatRequest = { kind: 'private'; partner: ChatPartner } | { kind: 'room'; room: ChatRoom };

type ChatPanelState = {
  /** Spec §4: the chat's opened flag (false: minimised to the header's launcher). */
  opened: boolean;
  /** Spec §4: the expanded flag (the large panel, lists and conversation side by side). */
  expanded: boolean;
  view: ChatView;
  request: ChatRequest | undefined;
  /** Raised on every opening, so the panel moves the focus into itself. */
  openings: number;
  /** A message for the user (a text key with its values), shown in the panel until dismissed. */
  notice: { key: string; values?: Record<string, string>; severity?: 'error' | 'success' } | undefined;
  setNotice: (notice: ChatPanelState['notice']) => void;
  open: (view?: ChatView) => void;
  minimize: () => void;
  toggle: () => void;
  setExpanded: (expanded: boolean) => void;
  show: (view: ChatView) => void;
  /** Opens the chat on a private or room conversation (spec §4: a room chat opens the chat). */
  ask: (request: ChatRequest) => void;
  settle: (request: ChatRequest) => void;
  reset: () => void;
};

const home: ChatView = { name: 'home' };
const initial = { opened: false, expanded: false, view: home, request: undefined, notice: undefined };

/** The chat panel's state; kept apart from the messages so the header can read it cheaply. */
export const useChatPanel = create<ChatPanelState>()((set) => ({
  ...initial,
  openings: 0,
  open: (view) => set((s) => ({ opened: true, view: view ?? s.view, openings: s.openings + 1 })),
  minimize: () => set({ opened: false }),
  toggle: () => set((s) => (s.opened ? { opened: false } : { opened: true, openings: s.openings + 1 })),
  setExpanded: (expanded) => set({ expanded }),
  show: (view) => set({ view }),
  ask: (request) => set((s) => ({ request, opened: true, openings: s.openings + 1 })),
  setNotice: (notice) => set({ notice }),
  settle: (request) => set((s) => (s.request === request ? { request: undefined } : s)),
  reset: () => set(initial),
}));

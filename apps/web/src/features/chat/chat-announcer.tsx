import Box from '@mui/material/Box';
import { create } from 'zustand';

type Announcement = { text: string; count: number };

const useAnnouncement = create<Announcement>()(() => ({ text: '', count: 0 }));

/** Says a text through the chat's live region (a screen reader reads it once). */
export const announce = (text: string) => useAnnouncement.setState((s) => ({ text, count: s.count + 1 }));

const hidden = {
  position: 'absolute',
  // '1px': a bare 1 would be read by MUI as 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The polite live region announcing new messages of other people ("New message from X: …"). */
export function ChatAnnouncer() {
  const { text, count } = useAnnouncement();
  return (
    <Box sx={hidden} role="status" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
      {/* A new node per announcement: the same text twice is read twice. */}
      <span key={count}>{text}</span>
    </Box>
  );
}

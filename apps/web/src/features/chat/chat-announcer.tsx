import { create } from 'zustand';
import { LiveRegion } from '../../shared/ui/live-region';

type Announcement = { text: string; count: number };

const useAnnouncement = create<Announcement>()(() => ({ text: '', count: 0 }));

/** Says a text through the chat's live region (a screen reader reads it once). */
export const announce = (text: string) => useAnnouncement.setState((s) => ({ text, count: s.count + 1 }));

/** The polite live region announcing new messages of other people ("New message from X: …"). */
export function ChatAnnouncer() {
  const { text, count } = useAnnouncement();
  return <LiveRegion text={text} count={count} testId="chat-announcer" />;
}

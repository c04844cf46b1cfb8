import { lazy, Suspense, useEffect, useState } from 'react';
import './chat-texts';
import { ChatAnnouncer } from './chat-announcer';
import { ChatController } from './chat-controller';
import { useChatPanel } from './chat-panel.store';

const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel')).ChatPanel }));

/**
 * The chat while it is active: its connection (always, for the unread counts, notifications and
 * the status), the live region, and the panel, loaded the first time it opens.
 */
export function ChatHost() {
  const opened = useChatPanel((s) => s.opened);
  const [used, setUsed] = useState(opened);
  useEffect(() => {
    if (opened) setUsed(true);
  }, [opened]);
  return (
    <>
      <ChatController />
      <ChatAnnouncer />
      {(used || opened) && (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../shared/ui/after-first-paint';
import { useChatActive } from './chat-active';

// The chat loads while it is active (not for guests, nor on the login page), and only after the
// first picture is painted: nothing of it is in the first load but these lines.
const ChatLauncher = lazy(async () => ({ default: (await import('./chat-launcher')).ChatLauncher }));
const ChatHost = lazy(async () => ({ default: (await import('./chat-host')).ChatHost }));

/** The chat's launcher for a header, with the chat itself (its connection, panel and announcer). */
export function ChatSlot() {
  const active = useChatActive();
  const painted = useAfterFirstPaint();
  if (!active || !painted) return null;
  return (
    <>
      <Suspense fallback={null}>
        <ChatLauncher />
      </Suspense>
      <Suspense fallback={null}>
        <ChatHost />
      </Suspense>
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusLauncher } from './chat-focus';
import { ChatHome } from './chat-home';
import { CHAT_PANEL_ID } from './chat-launcher';
import { useChatOnline } from './chat-online';
import { useChatPanel } from './chat-panel.store';
import { ChatPanelHeader } from './chat-panel-header';
import { ChatSettingsView } from './chat-settings-view';
import { ConversationView } from './conversation-view';
import { ReportsView } from './reports-view';

/** Docked panel sizes (desktop and tablets); phones get the whole screen. */
const DOCKED = { width: 380, height: 560 };
const EXPANDED = { width: 820, height: 'min(720px, calc(100vh - 120px))' };

function PanelBody({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const view = useChatPanel((s) => s.view);
  if (view.name === 'reports') return <ReportsView />;
  if (view.name === 'settings') return <ChatSettingsView />;
  const conversation =
    view.name === 'conversation' ? (
      <ConversationView key={view.conversationId} conversationId={view.conversationId} wide={wide} />
    ) : undefined;
  if (!wide) return conversation ?? <ChatHome />;
  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
      <Box
        sx={{
          width: 300,
          flexShrink: 0,
          borderInlineEnd: 1,
          borderColor: 'divider',
          display: 'flex',
          minHeight: 0,
        }}
      >
        <ChatHome />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        {conversation ?? (
          <Box sx={{ m: 'auto', p: 3, color: 'text.secondary', textAlign: 'center' }}>
            {t('chat.pickConversation')}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** Offline or reconnecting: what the user writes meanwhile is kept and sent later (spec §4). */
function OfflineBanner() {
  const { t } = useTranslation();
  const online = useChatOnline();
  if (online === 'online') return null;
  return (
    <Alert
      severity={online === 'offline' ? 'warning' : 'info'}
      sx={{ borderRadius: 0, py: 0 }}
      data-testid="chat-offline"
    >
      {t(online === 'offline' ? 'chat.offlineNote' : 'chat.connectingNote')}
    </Alert>
  );
}

function Notice() {
  const { t } = useTranslation();
  const notice = useChatPanel((s) => s.notice);
  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity ?? 'error'}
      onClose={() => useChatPanel.getState().setNotice(undefined)}
      sx={{ borderRadius: 0 }}
      data-testid="chat-notice"
    >
      {t(notice.key, notice.values)}
    </Alert>
  );
}

/**
 * The chat panel (spec §2.8, §4): docked at the bottom corner on larger screens (expanded: lists
 * and conversation side by side), the whole screen on phones. Opening moves the focus into it;
 * Escape or the minimise button closes it and gives the focus back to the launcher.
 */
export function ChatPanel() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const opened = useChatPanel((s) => s.opened);
  const expanded = useChatPanel((s) => s.expanded);
  const openings = useChatPanel((s) => s.openings);
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const wide = expanded && !phone;

  // Every opening moves the focus into the panel: at once, or (the portal mounts a render later)
  // as soon as the panel is in the page.
  const focusPending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every opening moves the focus in
  useEffect(() => {
    if (!opened) return;
    focusPending.current = !root.current;
    root.current?.focus();
  }, [openings, opened]);
  const attach = useCallback((element: HTMLDivElement | null) => {
    root.current = element;
    if (element && focusPending.current) {
      focusPending.current = false;
      element.focus();
    }
  }, []);

  const minimize = () => {
    useChatPanel.getState().minimize();
    focusLauncher();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    minimize();
  };

  if (!opened) return null;
  const size = wide ? EXPANDED : DOCKED;
  return (
    <Portal>
      <Paper
        ref={attach}
        id={CHAT_PANEL_ID}
        role={phone ? 'dialog' : 'region'}
        aria-modal={phone ? true : undefined}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        elevation={12}
        data-testid="chat-panel"
        data-expanded={wide ? 'true' : 'false'}
        sx={{
          position: 'fixed',
          zIndex: (t) => (phone ? t.zIndex.drawer + 50 : t.zIndex.appBar + 50),
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          outline: 'none',
          ...(phone
            ? { inset: 0, borderRadius: 0 }
            : {
                insetInlineEnd: 16,
                bottom: 0,
                width: size.width,
                maxWidth: 'calc(100vw - 32px)',
                height: size.height,
                maxHeight: 'calc(100vh - 80px)',
                borderEndStartRadius: 0,
                borderEndEndRadius: 0,
              }),
        }}
      >
        <ChatPanelHeader titleId={titleId} phone={phone} onMinimize={minimize} />
        <OfflineBanner />
        <Notice />
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <PanelBody wide={wide} />
        </Box>
      </Paper>
    </Portal>
  );
}

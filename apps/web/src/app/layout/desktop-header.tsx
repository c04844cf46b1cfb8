import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router';
import { ChatSlot } from '../../features/chat/chat-slot';
import { usePresenceReady } from '../../features/presence/presence-active';
import { SearchSlot } from '../../features/search/search-slot';
import { LanguageSelector } from '../../shared/ui/language-selector';
import { AvatarMenu } from './avatar-menu';
import { PresenceSlot } from './presence-slot';
import { VenueLogo } from './venue-logo';

/** Spec §9: 60 px; 102 px once the presence widget is ready. */
export const HEADER_HEIGHT = 60;
export const HEADER_HEIGHT_WITH_PRESENCE = 102;

export function DesktopHeader() {
  const presenceReady = usePresenceReady(useLocation().pathname);
  const height = presenceReady ? HEADER_HEIGHT_WITH_PRESENCE : HEADER_HEIGHT;
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      component="header"
      data-testid="desktop-header"
      data-presence={presenceReady ? 'ready' : undefined}
    >
      <Toolbar sx={{ minHeight: { xs: height }, height, gap: 2, borderBottom: 1, borderColor: 'divider' }}>
        <VenueLogo />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <PresenceSlot variant="header" />
        </Box>
        <SearchSlot variant="header" />
        <ChatSlot />
        <LanguageSelector />
        <AvatarMenu />
      </Toolbar>
    </AppBar>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useSessionStore } from '../../shared/stores/session.store';
import { LanguageSelector } from '../../shared/ui/language-selector';
import { AvatarMenu } from './avatar-menu';
import { PresenceSlot } from './presence-slot';
import { VenueLogo } from './venue-logo';

export const HEADER_HEIGHT = 60;

export function DesktopHeader() {
  const loggedIn = useSessionStore((s) => Boolean(s.accessToken));
  return (
    <AppBar position="sticky" color="default" elevation={0} component="header" data-testid="desktop-header">
      <Toolbar sx={{ minHeight: HEADER_HEIGHT, gap: 2, borderBottom: 1, borderColor: 'divider' }}>
        <VenueLogo />
        <Box sx={{ flexGrow: 1 }}>{loggedIn && <PresenceSlot />}</Box>
        <LanguageSelector />
        <AvatarMenu />
      </Toolbar>
    </AppBar>
  );
}

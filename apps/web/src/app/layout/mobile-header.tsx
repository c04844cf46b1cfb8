import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatSlot } from '../../features/chat/chat-slot';
import { SearchSlot } from '../../features/search/search-slot';
import { VenueLogo } from './venue-logo';

// The drawer and what it holds load on first opening.
const AppDrawer = lazy(async () => ({ default: (await import('./app-drawer')).AppDrawer }));

/** Small screens: the logo and a toggle for the drawer on the right. */
export function MobileHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <AppBar position="sticky" color="default" elevation={0} component="header" data-testid="mobile-header">
      <Toolbar sx={{ minHeight: 56, borderBottom: 1, borderColor: 'divider' }}>
        <VenueLogo />
        <Box sx={{ flexGrow: 1 }} />
        <SearchSlot variant="phone" />
        <ChatSlot />
        <IconButton
          edge="end"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          aria-label={t('app.openMenu')}
          aria-expanded={open}
          aria-controls="app-drawer"
          data-testid="drawer-toggle"
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {used && (
        <Suspense fallback={null}>
          <AppDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePresenceActive } from '../../features/presence/presence-active';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { useAfterFirstPaint } from '../../shared/ui/after-first-paint';

// Presence loads when it is active (guests, the login page and venues without it do without it),
// and only after the first picture is painted, so it never delays the area's background.
const PresenceHeaderWidget = lazy(async () => ({
  default: (await import('../../features/presence/presence-header-widget')).PresenceHeaderWidget,
}));
const PresenceDrawerList = lazy(async () => ({
  default: (await import('../../features/presence/presence-drawer-list')).PresenceDrawerList,
}));
const PresenceController = lazy(async () => ({
  default: (await import('../../features/presence/presence-controller')).PresenceController,
}));

/** The server speaks a newer protocol and a reload did not help: say so instead of the list. */
function OutdatedNotice() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, lg: 0 } }} role="status">
      <Typography variant="body2">{t('realtime.outdated')}</Typography>
      <Button size="small" onClick={() => window.location.reload()}>
        {t('realtime.reload')}
      </Button>
    </Box>
  );
}

/**
 * Where the presence widget sits: in the desktop header (which grows to 102 px once it is ready)
 * or in the mobile drawer; only while presence is active (spec §6).
 */
export function PresenceSlot({ variant }: { variant: 'header' | 'drawer' }) {
  const { pathname } = useLocation();
  const active = usePresenceActive(pathname);
  const painted = useAfterFirstPaint();
  const outdated = useRealtimeStatus((s) => s.status === 'outdated');
  if (!active || !painted) return null;
  if (outdated) return <OutdatedNotice />;
  return (
    <Suspense fallback={null}>
      {variant === 'header' ? <PresenceHeaderWidget /> : <PresenceDrawerList />}
    </Suspense>
  );
}

/** Keeps the viewer's presence and the watched list in step while presence is active. */
export function PresenceHost() {
  const { pathname } = useLocation();
  const active = usePresenceActive(pathname);
  const painted = useAfterFirstPaint();
  if (!active || !painted) return null;
  return (
    <Suspense fallback={null}>
      <PresenceController />
    </Suspense>
  );
}

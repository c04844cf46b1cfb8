import type { VenueVersion } from '@atrium/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { CookieConsentHost } from '../../features/consent/cookie-consent-host';
import { VideoCallSlot } from '../../features/video-chat/video-call-slot';
import { reportAuthFailure } from '../../shared/api/http-client';
import { useRealtimeSession } from '../../shared/realtime/use-realtime-session';
import { useUiStore } from '../../shared/stores/ui.store';
import { useUiConfigStore } from '../../shared/stores/ui-config.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { applyPushedVenueVersion } from '../version-watch/version-watcher';
import { DesktopHeader } from './desktop-header';
import { DocumentHead } from './document-head';
import { Footer } from './footer';
import { LoadingOverlay } from './loading-overlay';
import { MobileHeader } from './mobile-header';
import { MobileIndicator } from './mobile-indicator';
import { PresenceHost } from './presence-slot';
import { ProfileSlot } from './profile-slot';

const ErrorDialog = lazy(async () => ({ default: (await import('./error-dialog')).ErrorDialog }));

// The realtime connection's pushes: a publication acts at once (the 120 s poll stays as the
// fallback); an ended session runs the logout of any refused call.
const realtimeHandlers = {
  onVenueVersion: (version: VenueVersion) => void applyPushedVenueVersion(version),
  onSessionEnded: reportAuthFailure,
};

/** The frame of every screen: header, main content, footer, overlays (spec §2.3). */
export function RootLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const mobile = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const venueLoaded = useVenueStore((s) => Boolean(s.venue));
  const languages = useUiConfigStore((s) => s.config.i18n.supportedLocales.length);
  const hasError = useUiStore((s) => s.error.hasErrors);
  useRealtimeSession(realtimeHandlers);

  const onLogin = pathname === '/login';
  const onWorkInProgress = pathname === '/work-in-progress';
  const inMeeting = pathname.includes('/area-whereby-meeting/');
  const showHeader = !onWorkInProgress && !inMeeting && !(mobile && onLogin && languages <= 1);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <DocumentHead />
      {showHeader && (mobile ? <MobileHeader /> : <DesktopHeader />)}
      {small && !inMeeting && <MobileIndicator />}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Outlet />
      </Box>
      {venueLoaded && !small && !inMeeting && !onWorkInProgress && <Footer />}
      {navigation.state === 'loading' && !onLogin && <LoadingOverlay />}
      {hasError && (
        <Suspense fallback={null}>
          <ErrorDialog />
        </Suspense>
      )}
      <CookieConsentHost />
      <PresenceHost />
      <ProfileSlot />
      <VideoCallSlot />
    </Box>
  );
}

import { initials } from '@atrium/domain';
import CloseIcon from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useChatPanel } from '../../features/chat/chat-panel.store';
import { AreaCount } from '../../features/presence/area-count';
import { openOwnProfile, useProfilePanel } from '../../features/profile/profile-panel.store';
import { SearchField } from '../../features/search/search-field';
import { paths } from '../../shared/routing/route-paths';
import { isGuest, userDisplayName, useSessionStore } from '../../shared/stores/session.store';
import { useUiConfigStore } from '../../shared/stores/ui-config.store';
import { LanguageSelector } from '../../shared/ui/language-selector';
import { useStackedDialog } from '../../shared/ui/use-stacked-dialog';
import { useCookieBannerEnabled, useNavigableAreas, useVenueView } from '../../shared/ui/use-venue-view';
import { useLegalLinks } from './legal-links';
import { PresenceSlot } from './presence-slot';
import { useSessionActions } from './use-session-actions';

/**
 * The drawer's width: narrower than 270 px, so that an attendee's floating card (at most the
 * viewport's width minus 270 px, spec §2.3) fits beside it with a margin on both sides.
 */
const DRAWER_WIDTH = 256;

/** The drawer of small screens: user summary, languages, links, areas and logout (spec §2.3). */
export function AppDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // Spec §2.3: opening a profile (the own one, or an attendee's from the presence list) closes the drawer.
  const profileOpen = useProfilePanel((s) => s.panel.state !== 'none');
  // Spec §6: the account, presence and logout are for logged-in users, not for guests.
  const user = useSessionStore((s) => (s.user && !isGuest(s.user) ? s.user : undefined));
  const { architecture } = useVenueView();
  const areas = useNavigableAreas();
  const legalLinks = useLegalLinks();
  const bannerEnabled = useCookieBannerEnabled();
  // Spec §2.8: the 'ask me anything' input, where the venue has it (features.ai).
  const searchOn = useUiConfigStore((s) => s.config.features.ai);
  const signedIn = useSessionStore((s) => Boolean(s.user));
  const { logout, openPrivacyPreferences } = useSessionActions();
  useStackedDialog('mobile-drawer', open, onClose);
  const close = onClose;
  useEffect(() => {
    if (profileOpen && open) onClose();
  }, [profileOpen, open, onClose]);
  // A chat started from the drawer's list (the chat covers the screen on phones) closes the drawer.
  const chatOpenings = useChatPanel((s) => s.openings);
  const seenOpenings = useRef(chatOpenings);
  useEffect(() => {
    if (chatOpenings !== seenOpenings.current && open) onClose();
    seenOpenings.current = chatOpenings;
  }, [chatOpenings, open, onClose]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: { id: 'app-drawer', 'aria-label': t('app.mainNavigation'), sx: { width: DRAWER_WIDTH } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, gap: 1 }}>
        {user && (
          <>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {initials(userDisplayName(user))}
            </Avatar>
            {/* The name wraps (the drawer is narrow); the email is cut, whole in its tooltip. */}
            <Box sx={{ minWidth: 0, flexGrow: 1, overflowWrap: 'anywhere' }}>
              <Typography fontWeight={600} sx={{ lineHeight: 1.3 }}>
                {userDisplayName(user)}
              </Typography>
              <Typography
                noWrap
                variant="body2"
                color="text.secondary"
                title={user.email}
                // Cut at its end in right-to-left pages too ('left' is flipped there, as every side).
                sx={{ unicodeBidi: 'plaintext', textAlign: 'left' }}
              >
                {user.email}
              </Typography>
            </Box>
          </>
        )}
        <Box sx={{ flexGrow: user ? 0 : 1 }} />
        <IconButton
          edge="end"
          onClick={close}
          aria-label={t('app.closeMenu')}
          sx={{ alignSelf: 'flex-start' }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      {searchOn && signedIn && (
        <Box sx={{ px: 2, pb: 1 }}>
          <SearchField fullWidth onAsked={close} />
        </Box>
      )}
      <Box sx={{ px: 2, pb: 1 }}>
        <LanguageSelector fullWidth />
      </Box>
      {user && <PresenceSlot variant="drawer" />}
      <Divider />
      <List component="nav" aria-label={t('app.mainNavigation')} data-testid="drawer-links">
        {user && (
          <ListItemButton
            onClick={() => {
              close();
              openOwnProfile();
            }}
          >
            <ListItemText primary={t('header.profile')} />
          </ListItemButton>
        )}
        {bannerEnabled && (
          <ListItemButton
            onClick={() => {
              close();
              openPrivacyPreferences();
            }}
          >
            <ListItemText primary={t('privacyPreferences')} />
          </ListItemButton>
        )}
        {legalLinks.map((link) => (
          <ListItemButton key={link.key} component={RouterLink} to={link.to} onClick={close}>
            <ListItemText primary={t(link.label)} />
          </ListItemButton>
        ))}
        {architecture && areas.length > 0 && (
          <>
            <ListSubheader component="div">{t('app.areas')}</ListSubheader>
            {areas.map((area) => (
              <ListItemButton
                key={area.id}
                component={RouterLink}
                to={paths.area(architecture.id, area.id)}
                onClick={close}
              >
                <ListItemText primary={area.name} />
                <AreaCount areaId={area.id} />
              </ListItemButton>
            ))}
          </>
        )}
      </List>
      {user && (
        <Box sx={{ p: 2, mt: 'auto' }}>
          <Button
            variant="outlined"
            fullWidth
            onClick={() => {
              close();
              logout();
            }}
          >
            {t('header.logout')}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}

import { initials } from '@atrium/domain';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userDisplayName, useSessionStore } from '../../shared/stores/session.store';
import type { ThemeMode } from '../../shared/theme/theme';
import { useThemeModeStore } from '../../shared/theme/theme-mode.store';
import { useCookieBannerEnabled } from '../../shared/ui/use-venue-view';
import { ProfileDialog } from './profile-dialog';
import { useSessionActions } from './use-session-actions';

const themeModes: { mode: ThemeMode; key: string }[] = [
  { mode: 'dark', key: 'header.themeDark' },
  { mode: 'light', key: 'header.themeLight' },
  { mode: 'system', key: 'header.themeSystem' },
];

/** The avatar with initials and its menu: profile, privacy preferences, appearance, logout. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const { mode, setMode } = useThemeModeStore();
  const bannerEnabled = useCookieBannerEnabled();
  const { logout, openPrivacyPreferences } = useSessionActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  if (!user) return null;
  const name = userDisplayName(user);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('header.accountMenu', { name })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'account-menu' : undefined}
        data-testid="avatar-button"
      >
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 38, height: 38 }}>
          {initials(name)}
        </Avatar>
      </IconButton>
      <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            setProfileOpen(true);
          }}
        >
          {t('header.profile')}
        </MenuItem>
        {bannerEnabled && (
          <MenuItem
            onClick={() => {
              close();
              openPrivacyPreferences();
            }}
          >
            {t('privacyPreferences')}
          </MenuItem>
        )}
        <Divider />
        <ListSubheader>{t('header.appearance')}</ListSubheader>
        {themeModes.map((option) => (
          <MenuItem
            key={option.mode}
            selected={mode === option.mode}
            onClick={() => setMode(option.mode)}
            role="menuitemradio"
            aria-checked={mode === option.mode}
          >
            {t(option.key)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
          data-testid="logout"
        >
          {t('header.logout')}
        </MenuItem>
      </Menu>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}

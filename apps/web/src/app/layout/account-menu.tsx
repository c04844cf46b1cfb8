import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tokenRoles, useSessionStore } from '../../shared/stores/session.store';
import type { ThemeMode } from '../../shared/theme/theme';
import { useThemeModeStore } from '../../shared/theme/theme-mode.store';
import { useCookieBannerEnabled } from '../../shared/ui/use-venue-view';
import { useSessionActions } from './use-session-actions';

// The role by its value: the domain's role constants sit beside their zod schema.
const ADMINISTRATOR = 'administrator';

const themeModes: { mode: ThemeMode; key: string }[] = [
  { mode: 'dark', key: 'header.themeDark' },
  { mode: 'light', key: 'header.themeLight' },
  { mode: 'system', key: 'header.themeSystem' },
];

type Props = { anchor: HTMLElement | null; onClose: () => void; onOpenProfile: () => void };

/** The avatar's menu: profile, privacy preferences (with a banner), the studio (administrators), appearance, logout. */
export function AccountMenu({ anchor, onClose, onOpenProfile }: Props) {
  const { t } = useTranslation();
  const { mode, setMode } = useThemeModeStore();
  const bannerEnabled = useCookieBannerEnabled();
  const { logout, openPrivacyPreferences } = useSessionActions();
  const navigate = useNavigate();
  const administrator = tokenRoles(useSessionStore((state) => state.accessToken)).includes(ADMINISTRATOR);
  const then = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem onClick={then(onOpenProfile)}>{t('header.profile')}</MenuItem>
      {bannerEnabled && <MenuItem onClick={then(openPrivacyPreferences)}>{t('privacyPreferences')}</MenuItem>}
      {administrator && (
        <MenuItem onClick={then(() => navigate('/studio'))} data-testid="open-studio">
          {t('header.studio')}
        </MenuItem>
      )}
      <Divider />
      {/* Not a list item of the menu: a label, so the menu holds only menu items and separators. */}
      <ListSubheader role="presentation">{t('header.appearance')}</ListSubheader>
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
      <MenuItem onClick={then(logout)} data-testid="logout">
        {t('header.logout')}
      </MenuItem>
    </Menu>
  );
}

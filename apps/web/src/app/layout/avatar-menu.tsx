import { initials } from '@atrium/domain';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openOwnProfile } from '../../features/profile/profile-panel.store';
import { isGuest, userDisplayName, useSessionStore } from '../../shared/stores/session.store';

// Loaded on first use: the menu is not needed to show the venue.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** The avatar with the user's initials; it opens the account menu. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  // Spec §6: the account menu is for logged-in users; a guest of a public venue has none.
  if (!user || isGuest(user)) return null;
  const name = userDisplayName(user);

  return (
    <>
      <IconButton
        onClick={(event) => {
          setMenuUsed(true);
          setAnchor(event.currentTarget);
        }}
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
      <Suspense fallback={null}>
        {menuUsed && (
          <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} onOpenProfile={openOwnProfile} />
        )}
      </Suspense>
    </>
  );
}

import { lazy, Suspense } from 'react';
import { useProfilePanel } from '../../features/profile/profile-panel.store';

const ProfileHost = lazy(async () => ({
  default: (await import('../../features/profile/profile-host')).ProfileHost,
}));

/** The profile panel (own or an attendee's), loaded the first time one opens. */
export function ProfileSlot() {
  const used = useProfilePanel((s) => s.panel.state !== 'none' || s.failure !== undefined);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ProfileHost />
    </Suspense>
  );
}

import { type AttendeeEntry, analyticsEventName } from '@atrium/domain';
import { useNavigate } from 'react-router';
import { trackEvent } from '../../shared/analytics/track';
import { paths } from '../../shared/routing/route-paths';
import { useSessionStore } from '../../shared/stores/session.store';
import { useVenueView } from '../../shared/ui/use-venue-view';
import { openAttendeeProfile } from '../profile/open-attendee-profile';
import { fetchUserProfile } from '../profile/profile.api';
import { openOwnProfile } from '../profile/profile-panel.store';
import { usePresenceStore } from './presence.store';
import { useStartChat } from './use-start-chat';

/** What the presence menus and the floating card do with an attendee (spec §2.8). */
export function useAttendeeActions() {
  const navigate = useNavigate();
  const { architecture, text } = useVenueView();
  const selfUid = usePresenceStore((s) => s.self?.uid);
  const userId = useSessionStore((s) => s.user?.userId);
  const startChat = useStartChat();
  const areaOf = (entry: AttendeeEntry) => architecture?.areas.find((area) => area.id === entry.areaId);
  const track = (action: string, entry: AttendeeEntry) => {
    if (!architecture) return;
    const areaName = text(areaOf(entry)?.names ?? []);
    trackEvent({
      category: 'presence',
      action,
      name: analyticsEventName({ architectureId: architecture.id, areaName }),
    });
  };
  const isSelf = (entry: AttendeeEntry) => entry.uid === selfUid || entry.uid === userId;

  return {
    isSelf,
    /** The localized name of the attendee's area, empty when the venue does not have it. */
    areaName: (entry: AttendeeEntry) => text(areaOf(entry)?.names ?? []),
    openProfile: (entry: AttendeeEntry) => {
      track('open-profile', entry);
      if (isSelf(entry) || !architecture) return openOwnProfile();
      const architectureId = architecture.id;
      void openAttendeeProfile(entry.uid, (uid) => fetchUserProfile(architectureId, uid));
    },
    startChat: startChat && ((entry: AttendeeEntry) => startChat({ uid: entry.uid, name: entry.name })),
    /** Goes to the attendee's area; undefined when the venue has no such area. */
    goToArea: (entry: AttendeeEntry) => {
      if (!architecture || !areaOf(entry)) return;
      track('go-to-area', entry);
      navigate(paths.area(architecture.id, entry.areaId));
    },
    hasArea: (entry: AttendeeEntry) => Boolean(areaOf(entry)),
  };
}

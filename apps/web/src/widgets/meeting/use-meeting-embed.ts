import { buildMeetingUrl, type MeetingConfiguration, type MeetingRole, ROLE_ADMIN } from '@atrium/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visitorId } from '../../shared/analytics/visitor-id';
import { userDisplayName, useSessionStore } from '../../shared/stores/session.store';

/** Administrators join as hosts (only they receive host URLs); everyone else as viewers. */
export function useMeetingRole(): MeetingRole {
  return useSessionStore((s) => (s.user?.roles.includes(ROLE_ADMIN) ? 'host' : 'viewer'));
}

/**
 * The embed URL of a meeting and a rejoin that loads it again. Name, language and referrer are
 * taken when the meeting is joined: changing the language later must not throw people out of
 * the call, so they change only on rejoin (or when the configuration itself changes).
 */
export function useMeetingEmbed(configuration: MeetingConfiguration) {
  const { i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const role = useMeetingRole();
  const [updateCounter, setUpdateCounter] = useState(0);
  const latest = useRef({ configuration, user, lang: i18n.language, role });
  latest.current = { configuration, user, lang: i18n.language, role };
  const configurationKey = JSON.stringify(configuration);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and the role stand for what is read through `latest`
  const src = useMemo(() => {
    const { configuration, user, lang, role } = latest.current;
    return buildMeetingUrl({
      configuration,
      role,
      displayName: user ? userDisplayName(user) : undefined,
      lang,
      referrer: window.location.href,
      userId: user?.userId,
      visitorId: visitorId(),
      updateCounter,
    });
  }, [configurationKey, role, updateCounter]);

  return { src, role, updateCounter, rejoin: () => setUpdateCounter((n) => n + 1) };
}

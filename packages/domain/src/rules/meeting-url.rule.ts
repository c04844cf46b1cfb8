import type { MeetingConfiguration, MeetingSwitchName } from '../venue/meeting-configuration.schema';
import { meetingSwitchNames } from '../venue/meeting-configuration.schema';

export type MeetingRole = 'host' | 'viewer';

/**
 * The embed parameter of each switch. A `presence` parameter turns its feature on by merely
 * being in the URL (whatever its value), so it is sent when on and left out when off.
 */
export const meetingEmbedParameters: Record<MeetingSwitchName, { name: string; presence?: true }> = {
  audio: { name: 'audio' },
  background: { name: 'background' },
  logo: { name: 'logo' },
  locking: { name: 'locking' },
  participantCount: { name: 'participantCount' },
  settingsButton: { name: 'settingsButton' },
  pipButton: { name: 'pipButton' },
  breakout: { name: 'breakout' },
  chat: { name: 'chat' },
  leaveButton: { name: 'leaveButton' },
  lowData: { name: 'lowData' },
  moreButton: { name: 'moreButton' },
  people: { name: 'people' },
  preCallReview: { name: 'precallReview' },
  roomIntegrations: { name: 'roomIntegrations' },
  screenShare: { name: 'screenshare' },
  subGridLabels: { name: 'subgridLabels' },
  timer: { name: 'timer' },
  video: { name: 'video' },
  autoSpotlight: { name: 'autoSpotlight', presence: true },
  skipMediaPermissionPrompt: { name: 'skipMediaPermissionPrompt', presence: true },
  floatSelf: { name: 'floatSelf', presence: true },
};

/** The query parameter whose change makes the embedded meeting load again (rejoin). */
export const MEETING_UPDATE_PARAMETER = 'update';
/** Longest display name the meeting accepts. */
export const MEETING_DISPLAY_NAME_MAX = 100;
/** Longest metadata text the meeting accepts. */
export const MEETING_METADATA_MAX = 512;

export type MeetingUrlConfiguration = Pick<
  MeetingConfiguration,
  'name' | 'webinarOn' | 'meetingUrl' | 'hostMeetingUrl' | 'viewerMeetingUrl' | 'switches'
>;

export type MeetingUrlInput = {
  configuration: MeetingUrlConfiguration;
  role: MeetingRole;
  /** Left out when unknown: the meeting then asks for a name. */
  displayName?: string | undefined;
  lang: string;
  referrer: string;
  userId?: string | undefined;
  visitorId: string;
  updateCounter: number;
};

export type MeetingMetadata = {
  referrer: string;
  userId: string | null;
  visitorId: string;
  meetingName: string;
  meetingType: 'Webinar' | 'Meeting';
};

/**
 * The room to embed: hosts get the host URL (only administrators ever receive one), viewers the
 * viewer URL; both fall back to the plain meeting URL. A viewer never gets the host URL.
 */
export function meetingBaseUrl(
  configuration: MeetingUrlConfiguration,
  role: MeetingRole,
): string | undefined {
  if (role === 'host') {
    return configuration.hostMeetingUrl ?? configuration.meetingUrl ?? configuration.viewerMeetingUrl;
  }
  return configuration.viewerMeetingUrl ?? configuration.meetingUrl;
}

function withoutQuery(referrer: string): string {
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}`;
  } catch {
    return referrer.split(/[?#]/)[0] ?? '';
  }
}

function originOf(referrer: string): string {
  try {
    return new URL(referrer).origin;
  } catch {
    return '';
  }
}

/** The metadata as JSON text; a long referrer is shortened (query, then path) to fit the limit. */
export function meetingMetadata(input: MeetingUrlInput): string {
  const metadata = (referrer: string): MeetingMetadata => ({
    referrer,
    userId: input.userId ?? null,
    visitorId: input.visitorId,
    meetingName: input.configuration.name,
    meetingType: input.configuration.webinarOn ? 'Webinar' : 'Meeting',
  });
  let json = '';
  for (const referrer of [input.referrer, withoutQuery(input.referrer), originOf(input.referrer)]) {
    json = JSON.stringify(metadata(referrer));
    if (json.length <= MEETING_METADATA_MAX) break;
  }
  return json;
}

function truncate(text: string, max: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= max ? characters.join('') : characters.slice(0, max).join('');
}

/**
 * The embed URL of a meeting (spec §7): the room URL with its own query kept, then displayName,
 * lang, metadata, one on/off parameter per switch the configuration sets, and the update counter.
 * Undefined when the configuration has no URL for the role.
 */
export function buildMeetingUrl(input: MeetingUrlInput): string | undefined {
  const base = meetingBaseUrl(input.configuration, input.role);
  if (base === undefined) return undefined;
  const url = new URL(base);

  const ours: [string, string][] = [];
  const displayName =
    input.displayName === undefined ? '' : truncate(input.displayName, MEETING_DISPLAY_NAME_MAX);
  if (displayName) ours.push(['displayName', displayName]);
  ours.push(['lang', input.lang]);
  ours.push(['metadata', meetingMetadata(input)]);
  const switches = input.configuration.switches ?? {};
  for (const name of meetingSwitchNames) {
    const on = switches[name];
    if (on === undefined) continue;
    const parameter = meetingEmbedParameters[name];
    if (parameter.presence && !on) continue;
    ours.push([parameter.name, on ? 'on' : 'off']);
  }
  ours.push([MEETING_UPDATE_PARAMETER, String(input.updateCounter)]);

  const set = new Set(ours.map(([name]) => name));
  const kept = [...url.searchParams].filter(([name]) => !set.has(name));
  // encodeURIComponent rather than URLSearchParams: a space must arrive as %20, not as '+'.
  const query = [...kept, ...ours]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const hash = url.hash;
  url.search = '';
  url.hash = '';
  return `${url.href}?${query}${hash}`;
}

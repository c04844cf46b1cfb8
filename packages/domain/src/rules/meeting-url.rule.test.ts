import { describe, expect, it } from 'vitest';
import { type MeetingSwitchName, meetingSwitchNames } from '../venue/meeting-configuration.schema';
import {
  buildMeetingUrl,
  MEETING_METADATA_MAX,
  type MeetingUrlConfiguration,
  type MeetingUrlInput,
  meetingBaseUrl,
  meetingEmbedParameters,
} from './meeting-url.rule';

const HOST = 'https://example.whereby.com/keynote?roomKey=host-secret';
const VIEWER = 'https://example.whereby.com/keynote-viewer';
const MEETING = 'https://example.whereby.com/keynote-room';

const configuration = (overrides: Partial<MeetingUrlConfiguration> = {}): MeetingUrlConfiguration => ({
  name: 'Opening keynote',
  webinarOn: false,
  hostMeetingUrl: HOST,
  viewerMeetingUrl: VIEWER,
  meetingUrl: MEETING,
  switches: {},
  ...overrides,
});

const input = (overrides: Partial<MeetingUrlInput> = {}): MeetingUrlInput => ({
  configuration: configuration(),
  role: 'viewer',
  displayName: 'Alex Attendee',
  lang: 'en',
  referrer: 'https://venue.example/v/expo/area/auditorium',
  userId: 'user-1',
  visitorId: 'visitor-1',
  updateCounter: 0,
  ...overrides,
});

const build = (overrides: Partial<MeetingUrlInput> = {}) => new URL(buildMeetingUrl(input(overrides))!);
const params = (overrides: Partial<MeetingUrlInput> = {}) => build(overrides).searchParams;

describe('meetingBaseUrl', () => {
  it('gives hosts the host URL and viewers the viewer URL', () => {
    expect(meetingBaseUrl(configuration(), 'host')).toBe(HOST);
    expect(meetingBaseUrl(configuration(), 'viewer')).toBe(VIEWER);
  });

  it('falls back to the meeting URL for both', () => {
    const plain = configuration({ hostMeetingUrl: undefined, viewerMeetingUrl: undefined });
    expect(meetingBaseUrl(plain, 'host')).toBe(MEETING);
    expect(meetingBaseUrl(plain, 'viewer')).toBe(MEETING);
  });

  it('gives a host without host and meeting URL the viewer URL', () => {
    expect(meetingBaseUrl(configuration({ hostMeetingUrl: undefined, meetingUrl: undefined }), 'host')).toBe(
      VIEWER,
    );
  });

  it('never gives a viewer the host URL', () => {
    const hostOnly = configuration({ viewerMeetingUrl: undefined, meetingUrl: undefined });
    expect(meetingBaseUrl(hostOnly, 'viewer')).toBeUndefined();
    expect(buildMeetingUrl(input({ configuration: hostOnly }))).toBeUndefined();
  });
});

describe('buildMeetingUrl', () => {
  it('builds the viewer URL with name, language, metadata and counter', () => {
    const url = build();
    expect(`${url.origin}${url.pathname}`).toBe(VIEWER);
    expect([...url.searchParams.keys()]).toEqual(['displayName', 'lang', 'metadata', 'update']);
    expect(url.searchParams.get('displayName')).toBe('Alex Attendee');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('update')).toBe('0');
    expect(buildMeetingUrl(input())).not.toContain('host-secret');
  });

  it('uses the host URL for hosts and keeps its own query (roomKey) first', () => {
    const url = buildMeetingUrl(input({ role: 'host' }))!;
    expect(url.startsWith(`${HOST}&displayName=`)).toBe(true);
    expect(new URL(url).searchParams.get('roomKey')).toBe('host-secret');
  });

  it('uses the meeting URL when no role-specific URL exists', () => {
    const plain = configuration({ hostMeetingUrl: undefined, viewerMeetingUrl: undefined });
    for (const role of ['host', 'viewer'] as const) {
      const url = build({ role, configuration: plain });
      expect(`${url.origin}${url.pathname}`).toBe(MEETING);
    }
  });

  it('keeps the fragment and other query parameters of the room URL', () => {
    const url = buildMeetingUrl(
      input({ configuration: configuration({ viewerMeetingUrl: `${VIEWER}?embed&theme=dark#room` }) }),
    )!;
    expect(url.startsWith(`${VIEWER}?embed=&theme=dark&displayName=`)).toBe(true);
    expect(url.endsWith('&update=0#room')).toBe(true);
  });

  it('lets the configuration win over a parameter of the same name in the room URL', () => {
    const url = build({
      configuration: configuration({
        viewerMeetingUrl: `${VIEWER}?chat=on&lang=fr`,
        switches: { chat: false },
      }),
    });
    expect(url.searchParams.getAll('chat')).toEqual(['off']);
    expect(url.searchParams.getAll('lang')).toEqual(['en']);
  });

  it('carries the metadata as JSON', () => {
    expect(JSON.parse(params().get('metadata')!)).toEqual({
      referrer: 'https://venue.example/v/expo/area/auditorium',
      userId: 'user-1',
      visitorId: 'visitor-1',
      meetingName: 'Opening keynote',
      meetingType: 'Meeting',
    });
  });

  it('names the meeting type Webinar when webinar mode is on', () => {
    const metadata = JSON.parse(
      params({ configuration: configuration({ webinarOn: true }) }).get('metadata')!,
    );
    expect(metadata.meetingType).toBe('Webinar');
  });

  it('writes a null user id when nobody is logged in and leaves the display name out when unknown', () => {
    const search = params({ userId: undefined, displayName: undefined });
    expect(JSON.parse(search.get('metadata')!).userId).toBeNull();
    expect(search.has('displayName')).toBe(false);
    expect(params({ displayName: '   ' }).has('displayName')).toBe(false);
  });

  it('shortens a long referrer so the metadata stays within its limit', () => {
    const long = `https://venue.example/v/expo/area/auditorium?${'q=1&'.repeat(200)}#x`;
    const metadata = params({ referrer: long }).get('metadata')!;
    expect(metadata.length).toBeLessThanOrEqual(MEETING_METADATA_MAX);
    expect(JSON.parse(metadata).referrer).toBe('https://venue.example/v/expo/area/auditorium');

    const longPath = `https://venue.example/${'a'.repeat(600)}`;
    expect(JSON.parse(params({ referrer: longPath }).get('metadata')!).referrer).toBe(
      'https://venue.example',
    );
  });

  it('changes only the counter on rejoin', () => {
    const first = buildMeetingUrl(input({ updateCounter: 0 }))!;
    const second = buildMeetingUrl(input({ updateCounter: 1 }))!;
    expect(second).not.toBe(first);
    expect(second.replace('update=1', 'update=0')).toBe(first);
  });

  it('encodes unusual display names so they arrive unchanged', () => {
    for (const name of ['Zoë & Jürgen', 'a+b=c?d#e/f', 'O\'Brien "Bob" <x>', '李小龙 🎤', '100% legit;']) {
      const url = buildMeetingUrl(input({ displayName: name }))!;
      expect(url).not.toContain('+');
      expect(new URL(url).searchParams.get('displayName')).toBe(name);
      expect(url).toContain(`displayName=${encodeURIComponent(name)}&`);
    }
  });

  it('cuts a display name to 100 characters without splitting a character', () => {
    const name = `${'x'.repeat(99)}🎤🎤`;
    expect(params({ displayName: name }).get('displayName')).toBe(`${'x'.repeat(99)}🎤`);
  });

  it('omits every switch the configuration does not set', () => {
    const search = params({ configuration: configuration({ switches: { chat: true } }) });
    for (const name of meetingSwitchNames) {
      const parameter = meetingEmbedParameters[name].name;
      expect(search.has(parameter), parameter).toBe(name === 'chat');
    }
  });
});

describe('switches', () => {
  const onOff = meetingSwitchNames.filter((name) => !meetingEmbedParameters[name].presence);
  const presence = meetingSwitchNames.filter((name) => meetingEmbedParameters[name].presence);

  it('maps our switch names to the embed parameter names', () => {
    expect(Object.fromEntries(meetingSwitchNames.map((n) => [n, meetingEmbedParameters[n].name]))).toEqual({
      audio: 'audio',
      background: 'background',
      logo: 'logo',
      locking: 'locking',
      participantCount: 'participantCount',
      settingsButton: 'settingsButton',
      pipButton: 'pipButton',
      breakout: 'breakout',
      chat: 'chat',
      leaveButton: 'leaveButton',
      lowData: 'lowData',
      moreButton: 'moreButton',
      people: 'people',
      preCallReview: 'precallReview',
      roomIntegrations: 'roomIntegrations',
      screenShare: 'screenshare',
      subGridLabels: 'subgridLabels',
      timer: 'timer',
      video: 'video',
      autoSpotlight: 'autoSpotlight',
      skipMediaPermissionPrompt: 'skipMediaPermissionPrompt',
      floatSelf: 'floatSelf',
    });
    expect(presence).toEqual(['autoSpotlight', 'skipMediaPermissionPrompt', 'floatSelf']);
  });

  it.each(meetingSwitchNames)('%s on', (name: MeetingSwitchName) => {
    const search = params({ configuration: configuration({ switches: { [name]: true } }) });
    expect(search.get(meetingEmbedParameters[name].name)).toBe('on');
  });

  it.each(onOff)('%s off', (name: MeetingSwitchName) => {
    const search = params({ configuration: configuration({ switches: { [name]: false } }) });
    expect(search.get(meetingEmbedParameters[name].name)).toBe('off');
  });

  it.each(presence)(
    '%s off is left out, as its mere presence would turn it on',
    (name: MeetingSwitchName) => {
      const search = params({ configuration: configuration({ switches: { [name]: false } }) });
      expect(search.has(meetingEmbedParameters[name].name)).toBe(false);
    },
  );

  it('sends every switch in one URL, in a stable order', () => {
    const all = Object.fromEntries(meetingSwitchNames.map((name, i) => [name, i % 2 === 0]));
    const search = params({ configuration: configuration({ switches: all }) });
    const expected = meetingSwitchNames
      .filter((name) => !(meetingEmbedParameters[name].presence && !all[name]))
      .map((name) => [meetingEmbedParameters[name].name, all[name] ? 'on' : 'off']);
    expect([...search].slice(3, -1)).toEqual(expected);
  });
});

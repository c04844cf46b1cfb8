import { describe, expect, it } from 'vitest';
import { contentWidgetSchema } from './content-widget.schema';
import { meetingSwitchNames } from './meeting-configuration.schema';
import { backgroundSchema } from './viewpoint.schema';

const base = { id: 'c', name: 'Config', cookieProviders: [], linkOpeningMode: 'EMBEDDED' };

function widget(type: string, configuration: Record<string, unknown>) {
  return { id: 'w', name: 'Widget', type, placements: [], configurations: [{ ...base, ...configuration }] };
}

function messages(type: string, configuration: Record<string, unknown>): string[] {
  const result = contentWidgetSchema.safeParse(widget(type, configuration));
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('contentWidgetSchema', () => {
  it.each([
    ['MEETING', { displayMode: 'FULL_SCREEN', webinarOn: false, meetingUrl: 'https://m.example/r' }],
    ['WHITEBOARD', { boardId: 'b' }],
    [
      'MEDIA_BOARD',
      { mediaBoardId: 'm', contentPieces: [{ id: 'p', title: [{ locale: 'en', text: 'T' }], assetId: 'a' }] },
    ],
    ['SOCIAL_WALL', { wallId: 'w' }],
    ['PDF_VIEWER', { assetId: 'a' }],
    ['AUDIO', { assetId: 'a' }],
    ['DOWNLOAD', { assetIds: ['a'] }],
    ['PRESENCE_LIST', { filter: 'MY_COMPANY', linkOpeningMode: undefined }],
    ['LINK', { url: 'https://example.com' }],
  ])('accepts a minimal %s widget', (type, configuration) => {
    expect(messages(type, configuration)).toEqual([]);
  });

  it('requires a linkOpeningMode except for presence lists', () => {
    expect(messages('WHITEBOARD', { boardId: 'b', linkOpeningMode: undefined })).toEqual([
      'configurations.0.linkOpeningMode: Invalid option: expected one of "EMBEDDED"|"EMBEDDED_DIALOG"|"OVERLAY_DIALOG"|"NEW_TAB"',
    ]);
  });

  it('needs at least one download asset', () => {
    expect(messages('DOWNLOAD', { assetIds: [] })).toEqual([
      'configurations.0.assetIds: A download needs at least one asset',
    ]);
  });

  it('rejects an unknown presence filter', () => {
    expect(messages('PRESENCE_LIST', { filter: 'EVERYONE' })).toHaveLength(1);
  });

  it('rejects a begin without a time zone', () => {
    expect(messages('WHITEBOARD', { boardId: 'b', begin: '2026-01-01T09:00:00' })).toHaveLength(1);
  });
});

describe('LINK configuration targets', () => {
  it('explains that a target is missing', () => {
    expect(messages('LINK', {})).toEqual([
      'configurations.0: A link needs a target: targetAreaId and/or targetViewpointId, or url',
    ]);
  });

  it.each([{ targetAreaId: 'a' }, { targetViewpointId: 'v' }, { targetAreaId: 'a', targetViewpointId: 'v' }])(
    'accepts the venue target %j',
    (target) => {
      expect(messages('LINK', target)).toEqual([]);
    },
  );

  it('rejects a url together with a venue target', () => {
    expect(messages('LINK', { targetAreaId: 'a', url: 'https://example.com' })).toEqual([
      'configurations.0.url: A link targets either an area/viewpoint or a url, not both',
    ]);
  });

  it('accepts only http(s) urls', () => {
    expect(messages('LINK', { url: 'mailto:info@example.com' })).toEqual([
      'configurations.0.url: Must be an absolute http(s) URL',
    ]);
  });
});

describe('MEETING configuration', () => {
  const meeting = { displayMode: 'EMBEDDED', webinarOn: true };

  it('needs at least one meeting URL', () => {
    expect(messages('MEETING', meeting)).toEqual([
      'configurations.0.meetingUrl: A meeting needs at least one of meetingUrl, hostMeetingUrl or viewerMeetingUrl',
    ]);
  });

  it.each(['meetingUrl', 'hostMeetingUrl', 'viewerMeetingUrl'])('is satisfied by %s alone', (key) => {
    expect(messages('MEETING', { ...meeting, [key]: 'https://m.example/r' })).toEqual([]);
  });

  it('accepts every listed switch and rejects other names', () => {
    const all = Object.fromEntries(meetingSwitchNames.map((name) => [name, true]));
    expect(messages('MEETING', { ...meeting, meetingUrl: 'https://m.example', switches: all })).toEqual([]);
    expect(
      messages('MEETING', { ...meeting, meetingUrl: 'https://m.example', switches: { recording: true } }),
    ).toEqual(['configurations.0.switches: Unrecognized key: "recording"']);
  });

  it('lists exactly the 22 switches of the spec', () => {
    expect(meetingSwitchNames).toHaveLength(22);
    expect(meetingSwitchNames).toContain('skipMediaPermissionPrompt');
    expect(new Set(meetingSwitchNames).size).toBe(22);
  });

  it('rejects an unknown display mode', () => {
    expect(messages('MEETING', { displayMode: 'POPUP', meetingUrl: 'https://m.example' })).toHaveLength(1);
  });
});

describe('backgroundSchema', () => {
  it('accepts a video background without poster', () => {
    const video = { type: 'BackgroundVideo', playerActive: false, videoUrl: 'https://v.example/1' };
    expect(backgroundSchema.safeParse(video).success).toBe(true);
  });

  it('rejects a video background without playerActive', () => {
    expect(
      backgroundSchema.safeParse({ type: 'BackgroundVideo', videoUrl: 'https://v.example/1' }).success,
    ).toBe(false);
  });

  it('names the known background types for an unknown type', () => {
    const result = backgroundSchema.safeParse({ type: 'BackgroundGif', assetId: 'a' });
    expect(result.error?.issues[0]?.message).toBe(
      'Unknown background type: expected one of BackgroundImage, BackgroundVideo, BackgroundPanorama',
    );
  });
});

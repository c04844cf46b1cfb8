import { describe, expect, it } from 'vitest';
import { type IssueCode, issueCodes } from './validation-issue.util';
import { deleteAt, errorsOf, exampleVenue, setAt } from './venue-test.helpers';

const arch = 'architectures[0]';
const lobby = `${arch}.areas[0]`;
const keynote = `${arch}.areas[1].contentWidgets[0].configurations[0]`;
const expo = `${arch}.areas[2]`;
const door = `${lobby}.contentWidgets[0]`;

type Case = [label: string, edit: (venue: Record<string, unknown>) => void, path: string, code: IssueCode];

// One invalid input of each kind a form can produce, and the code a client translates it by.
const cases: Case[] = [
  ['a missing field', (v) => deleteAt(v, `${arch}.defaultAreaId`), `${arch}.defaultAreaId`, 'required'],
  ['an empty id', (v) => setAt(v, `${door}.id`, ''), `${door}.id`, 'required'],
  [
    'a number above its range',
    (v) => setAt(v, `${door}.placements[0].x`, 2),
    `${door}.placements[0].x`,
    'too_big',
  ],
  [
    'a number below its range',
    (v) => setAt(v, `${expo}.contentWidgets[0].placements[0].pitch`, -91),
    `${expo}.contentWidgets[0].placements[0].pitch`,
    'too_small',
  ],
  [
    'text where a number belongs',
    (v) => setAt(v, `${door}.placements[0].y`, 'top'),
    `${door}.placements[0].y`,
    'invalid_type',
  ],
  [
    'a box beyond the picture',
    (v) => setAt(v, `${door}.placements[0].width`, 0.95),
    `${door}.placements[0].width`,
    'outside_picture',
  ],
  ['an empty URL', (v) => setAt(v, `${keynote}.hostMeetingUrl`, ''), `${keynote}.hostMeetingUrl`, 'required'],
  [
    'a URL that is not one',
    (v) => setAt(v, `${keynote}.hostMeetingUrl`, 'meet me'),
    `${keynote}.hostMeetingUrl`,
    'invalid_url',
  ],
  [
    'a meeting without any URL',
    (v) => {
      deleteAt(v, `${keynote}.hostMeetingUrl`);
      deleteAt(v, `${keynote}.viewerMeetingUrl`);
    },
    `${keynote}.meetingUrl`,
    'meeting_url',
  ],
  [
    'a date that is not one',
    (v) => setAt(v, `${keynote}.begin`, 'tomorrow'),
    `${keynote}.begin`,
    'invalid_date_time',
  ],
  [
    'an end before the begin',
    (v) => setAt(v, `${keynote}.end`, '2020-01-01T00:00:00Z'),
    `${keynote}.end`,
    'end_before_begin',
  ],
  [
    'a colour that is not one',
    (v) => setAt(v, `${arch}.style.primary`, 'red'),
    `${arch}.style.primary`,
    'invalid_colour',
  ],
  ['an id with spaces', (v) => setAt(v, `${arch}.id`, 'my venue'), `${arch}.id`, 'invalid_id'],
  [
    'a value outside a list',
    (v) => setAt(v, `${lobby}.viewMode`, 'VIEW_3D'),
    `${lobby}.viewMode`,
    'invalid_value',
  ],
  ['an unknown key', (v) => setAt(v, `${lobby}.colour`, 'blue'), `${lobby}.colour`, 'unknown_key'],
  ['a duplicate id', (v) => setAt(v, `${arch}.areas[1].id`, 'lobby'), `${arch}.areas[1].id`, 'duplicate_id'],
  [
    'a link to no area',
    (v) => setAt(v, `${door}.configurations[0].targetAreaId`, 'nowhere'),
    `${door}.configurations[0].targetAreaId`,
    'unknown_area',
  ],
  [
    'a link without a target',
    (v) => deleteAt(v, `${door}.configurations[0].targetAreaId`),
    `${door}.configurations[0]`,
    'link_target',
  ],
  [
    'a placement on no viewpoint',
    (v) => setAt(v, `${door}.placements[0].viewpointId`, 'nowhere'),
    `${door}.placements[0].viewpointId`,
    'unknown_viewpoint',
  ],
  [
    'a file that is not there',
    (v) => setAt(v, `${lobby}.contentWidgets[2].configurations[0].assetId`, 'gone'),
    `${lobby}.contentWidgets[2].configurations[0].assetId`,
    'unknown_asset',
  ],
  [
    'a cookie provider that is not there',
    (v) => setAt(v, `${door}.configurations[0].cookieProviders`, ['gone']),
    `${door}.configurations[0].cookieProviders[0]`,
    'unknown_cookie_provider',
  ],
  [
    'a 2D box in a 360° area',
    (v) =>
      setAt(v, `${expo}.contentWidgets[0].placements[0]`, {
        viewpointId: 'expo-center',
        x: 0.1,
        y: 0.1,
        width: 0.1,
        height: 0.1,
      }),
    `${expo}.contentWidgets[0].placements[0]`,
    'placement_needs_360',
  ],
  [
    'a file address of another site',
    (v) => setAt(v, 'assets[0].uri', 'javascript:alert(1)'),
    'assets[0].uri',
    'asset_uri',
  ],
];

describe('validation issue codes', () => {
  it.each(cases)('%s is reported with its code at its field', (_label, edit, path, code) => {
    const venue = exampleVenue();
    edit(venue);
    expect(errorsOf(venue)).toContainEqual(expect.objectContaining({ path, code }));
  });

  it('every issue of the validator has a code, and every code is known', () => {
    for (const [, edit] of cases) {
      const venue = exampleVenue();
      edit(venue);
      for (const issue of errorsOf(venue)) expect(issueCodes).toContain(issue.code);
    }
  });

  it('gives the figures a message needs', () => {
    const venue = exampleVenue();
    setAt(venue, `${door}.placements[0].x`, 2);
    setAt(venue, `${arch}.areas[1].id`, 'lobby');
    const errors = errorsOf(venue);
    expect(errors).toContainEqual(expect.objectContaining({ code: 'too_big', params: { limit: 1 } }));
    expect(errors).toContainEqual(expect.objectContaining({ code: 'duplicate_id', params: { id: 'lobby' } }));
  });
});

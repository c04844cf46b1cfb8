import { describe, expect, it } from 'vitest';
import {
  cookieCategorySchema,
  cookieConsentLevelSchema,
  linkOpeningModeSchema,
  loginTypeSchema,
  venueVersionStateSchema,
  viewModeSchema,
  widgetTypeSchema,
} from './venue-enums.schema';

describe('enumerations of spec §3', () => {
  it.each([
    ['cookie consent level', cookieConsentLevelSchema, ['NONE', 'SIMPLE', 'DETAILED']],
    ['cookie category', cookieCategorySchema, ['TECHNICALLY_REQUIRED', 'EXTERNAL_MEDIA']],
    [
      'link opening mode',
      linkOpeningModeSchema,
      ['EMBEDDED', 'EMBEDDED_DIALOG', 'OVERLAY_DIALOG', 'NEW_TAB'],
    ],
    ['login type', loginTypeSchema, ['ANONYMOUS', 'FIREBASE', 'CVENT_LOGIN', 'BIZZABO_LOGIN']],
    ['view mode', viewModeSchema, ['VIEW_2D', 'VIEW_360D']],
    ['venue version state', venueVersionStateSchema, ['STAGE', 'LIVE']],
  ])('%s has exactly the specified values', (_name, schema, values) => {
    expect(schema.options).toEqual(values);
    expect(schema.safeParse(values[0]?.toLowerCase()).success).toBe(false);
  });

  it('widget types cover every widget kind of the venue JSON', () => {
    expect(widgetTypeSchema.options).toEqual([
      'MEETING',
      'WHITEBOARD',
      'MEDIA_BOARD',
      'SOCIAL_WALL',
      'PDF_VIEWER',
      'AUDIO',
      'DOWNLOAD',
      'PRESENCE_LIST',
      'LINK',
    ]);
  });
});

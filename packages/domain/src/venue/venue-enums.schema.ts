import { z } from 'zod';

export const cookieConsentLevels = ['NONE', 'SIMPLE', 'DETAILED'] as const;
export const cookieConsentLevelSchema = z.enum(cookieConsentLevels);
export type CookieConsentLevel = z.infer<typeof cookieConsentLevelSchema>;

export const cookieCategories = ['TECHNICALLY_REQUIRED', 'EXTERNAL_MEDIA'] as const;
export const cookieCategorySchema = z.enum(cookieCategories);
export type CookieCategory = z.infer<typeof cookieCategorySchema>;

export const linkOpeningModes = ['EMBEDDED', 'EMBEDDED_DIALOG', 'OVERLAY_DIALOG', 'NEW_TAB'] as const;
export const linkOpeningModeSchema = z.enum(linkOpeningModes);
export type LinkOpeningMode = z.infer<typeof linkOpeningModeSchema>;

export const loginTypes = ['ANONYMOUS', 'FIREBASE', 'CVENT_LOGIN', 'BIZZABO_LOGIN'] as const;
export const loginTypeSchema = z.enum(loginTypes);
export type LoginType = z.infer<typeof loginTypeSchema>;

export const viewModes = ['VIEW_2D', 'VIEW_360D'] as const;
export const viewModeSchema = z.enum(viewModes);
export type ViewMode = z.infer<typeof viewModeSchema>;

export const venueVersionStates = ['STAGE', 'LIVE'] as const;
export const venueVersionStateSchema = z.enum(venueVersionStates);
export type VenueVersionState = z.infer<typeof venueVersionStateSchema>;

export const widgetTypes = [
  'MEETING',
  'WHITEBOARD',
  'MEDIA_BOARD',
  'SOCIAL_WALL',
  'PDF_VIEWER',
  'AUDIO',
  'DOWNLOAD',
  'PRESENCE_LIST',
  'LINK',
] as const;
export const widgetTypeSchema = z.enum(widgetTypes);
export type WidgetType = z.infer<typeof widgetTypeSchema>;

export const meetingDisplayModes = ['EMBEDDED', 'EMBEDDED_DIALOG', 'FULL_SCREEN', 'NEW_TAB'] as const;
export const meetingDisplayModeSchema = z.enum(meetingDisplayModes);
export type MeetingDisplayMode = z.infer<typeof meetingDisplayModeSchema>;

export const presenceFilters = ['THIS_AREA', 'ALL', 'MY_COMPANY'] as const;
export const presenceFilterSchema = z.enum(presenceFilters);
export type PresenceFilter = z.infer<typeof presenceFilterSchema>;

export const userProfileAttributeTypes = ['TEXT', 'URL', 'BOOLEAN', 'EMAIL', 'PHONE'] as const;
export const userProfileAttributeTypeSchema = z.enum(userProfileAttributeTypes);
export type UserProfileAttributeType = z.infer<typeof userProfileAttributeTypeSchema>;

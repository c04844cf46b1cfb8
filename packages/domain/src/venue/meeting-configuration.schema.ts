import { z } from 'zod';
import { configurationBaseShape } from './configuration-base.schema';
import { meetingDisplayModeSchema } from './venue-enums.schema';
import { httpUrlSchema, whenObject } from './venue-primitives.schema';

export const meetingSwitchNames = [
  'audio',
  'background',
  'logo',
  'locking',
  'participantCount',
  'settingsButton',
  'pipButton',
  'breakout',
  'chat',
  'leaveButton',
  'lowData',
  'moreButton',
  'people',
  'preCallReview',
  'roomIntegrations',
  'screenShare',
  'subGridLabels',
  'timer',
  'video',
  'autoSpotlight',
  'skipMediaPermissionPrompt',
  'floatSelf',
] as const;
export type MeetingSwitchName = (typeof meetingSwitchNames)[number];

export const meetingSwitchesSchema = z.partialRecord(z.enum(meetingSwitchNames), z.boolean());
export type MeetingSwitches = z.infer<typeof meetingSwitchesSchema>;

export const meetingConfigurationSchema = z
  .strictObject({
    ...configurationBaseShape,
    displayMode: meetingDisplayModeSchema,
    webinarOn: z.boolean().default(false),
    meetingUrl: httpUrlSchema.optional(),
    hostMeetingUrl: httpUrlSchema.optional(),
    viewerMeetingUrl: httpUrlSchema.optional(),
    switches: meetingSwitchesSchema.default({}),
  })
  .refine(
    (c) => c.meetingUrl !== undefined || c.hostMeetingUrl !== undefined || c.viewerMeetingUrl !== undefined,
    {
      message: 'A meeting needs at least one of meetingUrl, hostMeetingUrl or viewerMeetingUrl',
      params: { code: 'meeting_url' },
      path: ['meetingUrl'],
      when: whenObject,
    },
  );
export type MeetingConfiguration = z.infer<typeof meetingConfigurationSchema>;

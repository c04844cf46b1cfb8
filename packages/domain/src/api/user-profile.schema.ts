import { z } from 'zod';

/**
 * Spec §3 "User profile (attendeeProfile)": the fields every venue has, besides the venue's own
 * `userProfileAttributes` (keys of both live in `attributes`). `privateInformation` and attributes
 * marked private never reach other attendees; `email` reaches them only when `shareEmail` is on.
 */
export const standardProfileKeys = [
  'name',
  'company',
  'title',
  'socialMediaProfile',
  'openForNetworking',
  'privateInformation',
] as const;
export type StandardProfileKey = (typeof standardProfileKeys)[number];

export const profileValueSchema = z.union([z.string(), z.boolean()]);
export type ProfileValue = z.infer<typeof profileValueSchema>;

/** A profile as the caller may see it (the presenter decides what is in it). */
export const userProfileSchema = z.object({
  userId: z.string(),
  /** Own profile, administrators, or shared by its owner. */
  email: z.string().optional(),
  /** Present for the owner and administrators. */
  shareEmail: z.boolean().optional(),
  attributes: z.record(z.string(), profileValueSchema),
  /** A signed-able asset path of the avatar (sized variants like assets), or null. */
  avatarUri: z.string().nullable(),
  /** Percent of the profile's fields filled in (own profile only). */
  completion: z.number().int().min(0).max(100).optional(),
  /** The answer holds data shown only because the caller has special privileges (spec §6). */
  privileged: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The body of the set-profile call: the whole editable profile. */
export const attendeeProfileInputSchema = z.strictObject({
  attributes: z.record(z.string().min(1).max(64), profileValueSchema),
  shareEmail: z.boolean().default(false),
});
export type AttendeeProfileInput = z.input<typeof attendeeProfileInputSchema>;

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

/** At most this many attributes in a saved profile; the venue's rule decides which keys exist. */
export const PROFILE_INPUT_ATTRIBUTES_MAX = 100;
/** A cap far above every field's own limit (checked by the profile rule with its message). */
const PROFILE_INPUT_VALUE_MAX = 4000;

/**
 * The body of the set-profile call: the whole editable profile. A field left out gets its
 * default; the email is the account's and is not sent, only whether it is shared.
 */
export const attendeeProfileInputSchema = z.strictObject({
  attributes: z
    .record(z.string().min(1).max(64), z.union([z.string().max(PROFILE_INPUT_VALUE_MAX), z.boolean()]))
    .refine((attributes) => Object.keys(attributes).length <= PROFILE_INPUT_ATTRIBUTES_MAX, {
      message: `A profile has at most ${PROFILE_INPUT_ATTRIBUTES_MAX} attributes`,
    }),
  shareEmail: z.boolean().default(false),
});
export type AttendeeProfileInput = z.input<typeof attendeeProfileInputSchema>;

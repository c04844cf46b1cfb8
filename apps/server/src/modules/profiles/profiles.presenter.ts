import {
  isOpenForNetworking,
  type ProfileField,
  type ProfileValues,
  profileCompletion,
  type UserProfile,
} from '@atrium/domain';
import { uriOfKey } from '../assets/assets.service';

/** Who looks at a profile. */
export type ProfileViewer = { userId: string; administrator: boolean };

/** A profile with its values resolved against the venue's current fields. */
export type ResolvedProfile = {
  userId: string;
  /** The account's email. */
  email: string;
  values: ProfileValues;
  shareEmail: boolean;
  avatarKey: string | null;
};

const hasValue = (value: unknown) => (typeof value === 'string' ? value !== '' : value !== undefined);

/**
 * What of a profile leaves the server, by viewer (spec §6):
 * | viewer               | attributes        | email                 | extra                                  |
 * |----------------------|-------------------|-----------------------|----------------------------------------|
 * | the owner            | all               | yes, and shareEmail   | completion                             |
 * | an administrator     | all               | yes, and shareEmail   | privileged when others would see less  |
 * | another attendee     | not private ones  | only when shared      | nothing; undefined when not networking |
 * Only the fields of the venue's profile are listed, one by one; nothing else stored goes out.
 */
export function presentProfile(
  viewer: ProfileViewer,
  profile: ResolvedProfile,
  fields: readonly ProfileField[],
): UserProfile | undefined {
  const own = viewer.userId === profile.userId;
  const open = isOpenForNetworking(profile.values);
  const avatarUri = profile.avatarKey === null ? null : uriOfKey(profile.avatarKey);
  const attributesOf = (shown: readonly ProfileField[]) =>
    Object.fromEntries(shown.map((field) => [field.key, profile.values[field.key] ?? '']));

  if (own || viewer.administrator) {
    const hiddenFromOthers =
      !open ||
      !profile.shareEmail ||
      fields.some((field) => field.private && hasValue(profile.values[field.key]));
    return {
      userId: profile.userId,
      email: profile.email,
      shareEmail: profile.shareEmail,
      attributes: attributesOf(fields),
      avatarUri,
      ...(own ? { completion: profileCompletion(fields, profile.values, avatarUri !== null) } : {}),
      privileged: !own && hiddenFromOthers,
    };
  }
  if (!open) return undefined;
  return {
    userId: profile.userId,
    ...(profile.shareEmail ? { email: profile.email } : {}),
    attributes: attributesOf(fields.filter((field) => !field.private)),
    avatarUri,
    privileged: false,
  };
}

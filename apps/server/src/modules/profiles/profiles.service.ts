import { randomUUID } from 'node:crypto';
import {
  type AttendeeProfileInput,
  isOpenForNetworking,
  type ProfileField,
  ROLE_ADMIN,
  type Role,
  resolveProfileValues,
  type UserProfile,
  validateProfileValues,
} from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { AssetsService } from '../assets/assets.service';
import { isGuestOnly } from '../auth/authorize';
import type { UsersRepository } from '../auth/users.repository';
import type { VenueService } from '../venue/venue.service';
import { prepareAvatarImage } from './avatar-image';
import { createLiveProfileFields, standardFields } from './profile-fields.source';
import { presentProfile, type ResolvedProfile } from './profiles.presenter';
import type { ProfilesRepository } from './profiles.repository';

/** Who asks: the caller's user id and roles (from the access token). */
export type ProfileCaller = { userId: string; roles: readonly Role[] };

/** What presence shows of an attendee; `listed` is false when the owner is not open for networking. */
export type PresenceCard = { name: string; company: string; title: string; listed: boolean };

/** How often an avatar change retries when other changes of the same avatar come between. */
const AVATAR_SWAP_ATTEMPTS = 10;

const notFound = () => new AppError('profile.not_found', 'This profile does not exist or is not shared.');
const notLive = (architectureId: string) =>
  new AppError('venue.not_published', `The venue ${architectureId} is not published.`);

export function createProfilesService(deps: {
  profiles: ProfilesRepository;
  users: Pick<UsersRepository, 'findById'>;
  venues: Pick<VenueService, 'liveVersion' | 'readLiveVenue'>;
  files: Pick<AssetsService, 'storeImage' | 'removeFile'>;
  /** Called after a profile was saved (presence refreshes its entries); its failures do not undo the save. */
  onProfileChanged?: (userId: string, architectureId: string) => void | Promise<void>;
  reportError?: (error: unknown) => void;
}) {
  const { profiles, users, files } = deps;
  const liveFields = createLiveProfileFields(deps.venues);
  const requireLiveFields = async (architectureId: string) => {
    const fields = await liveFields(architectureId);
    if (!fields) throw notLive(architectureId);
    return fields;
  };

  /** The profile of a user for these fields: stored, or the default one; undefined for no such user. */
  async function resolve(
    userId: string,
    architectureId: string,
    fields: readonly ProfileField[],
  ): Promise<(ResolvedProfile & { guest: boolean }) | undefined> {
    const [user, stored] = await Promise.all([users.findById(userId), profiles.find(userId, architectureId)]);
    if (!user) return undefined;
    return {
      userId,
      email: user.email,
      values: resolveProfileValues(fields, stored?.values, user),
      shareEmail: stored?.shareEmail ?? false,
      avatarKey: stored?.avatarKey ?? null,
      guest: isGuestOnly(user),
    };
  }

  async function present(
    caller: ProfileCaller,
    architectureId: string,
    userId: string,
  ): Promise<UserProfile> {
    const own = caller.userId === userId;
    // The own profile always answers (the app asks for it after login, spec §4: a 404 would log
    // the user out); outside the published venue it has the standard fields only.
    const fields = (await liveFields(architectureId)) ?? (own ? standardFields : undefined);
    if (!fields) throw notLive(architectureId);
    const profile = await resolve(userId, architectureId, fields);
    // A guest (anonymous login) has no profile to show others.
    if (!profile || (profile.guest && !own)) throw notFound();
    const viewer = { userId: caller.userId, administrator: caller.roles.includes(ROLE_ADMIN) };
    const presented = presentProfile(viewer, profile, fields);
    if (!presented) throw notFound();
    return presented;
  }

  async function notifyChanged(userId: string, architectureId: string) {
    try {
      await deps.onProfileChanged?.(userId, architectureId);
    } catch (error) {
      deps.reportError?.(error);
    }
  }

  /**
   * Sets the avatar key to `next` whatever it is now and deletes the files of the one replaced;
   * throws only before the change is made.
   */
  async function replaceAvatar(userId: string, architectureId: string, next: string | null) {
    for (let attempt = 0; attempt < AVATAR_SWAP_ATTEMPTS; attempt++) {
      const current = (await profiles.find(userId, architectureId))?.avatarKey ?? null;
      if (current === next) return;
      if (await profiles.swapAvatar(userId, architectureId, current, next)) {
        // The change is made; a file left behind is no reason to fail it.
        if (current !== null) await files.removeFile(current).catch((error) => deps.reportError?.(error));
        return;
      }
    }
    throw new AppError('rate.limited', 'The avatar is being changed too often at once; try again.');
  }

  return {
    /** A user's profile as the caller may see it; 404 for an unknown user or one hidden from the caller. */
    read: present,

    /** Saves the caller's own profile (only ever the caller's: the user id comes from the token). */
    async save(
      caller: ProfileCaller,
      architectureId: string,
      input: AttendeeProfileInput,
    ): Promise<UserProfile> {
      const fields = await requireLiveFields(architectureId);
      const { values, issues } = validateProfileValues(fields, input.attributes);
      if (issues.length > 0) {
        throw new AppError(
          'validation.failed',
          'The profile is not valid.',
          issues.map(({ path, message }) => ({ path, message })),
        );
      }
      await profiles.save({
        userId: caller.userId,
        architectureId,
        values,
        shareEmail: input.shareEmail ?? false,
      });
      await notifyChanged(caller.userId, architectureId);
      return present(caller, architectureId, caller.userId);
    },

    /** Stores a new avatar image of the caller (checked and re-encoded) and drops the old one. */
    async setAvatar(caller: ProfileCaller, architectureId: string, bytes: Buffer): Promise<UserProfile> {
      const fields = await requireLiveFields(architectureId);
      const image = await prepareAvatarImage(bytes);
      // The random name cannot be guessed, and with its dot cannot be a venue asset's file name.
      const stem = `avatar.${randomUUID().replaceAll('-', '')}`;
      const key = `live/${architectureId}/${stem}.${image.extension}`;
      try {
        await files.storeImage({
          key,
          architectureId,
          assetId: stem,
          contentType: image.contentType,
          displayName: 'avatar',
          bytes: image.bytes,
        });
        const profile = await resolve(caller.userId, architectureId, fields);
        if (!profile) throw notFound();
        await profiles.ensure(caller.userId, architectureId, profile.values);
        await replaceAvatar(caller.userId, architectureId, key);
      } catch (error) {
        await files.removeFile(key);
        throw error;
      }
      return present(caller, architectureId, caller.userId);
    },

    async removeAvatar(caller: ProfileCaller, architectureId: string): Promise<UserProfile> {
      await replaceAvatar(caller.userId, architectureId, null);
      return present(caller, architectureId, caller.userId);
    },

    /** What presence shows of a user in a venue: name, and company and title unless the venue made them private. */
    async presenceCardOf(userId: string, architectureId: string): Promise<PresenceCard> {
      const fields = (await liveFields(architectureId)) ?? standardFields;
      const profile = await resolve(userId, architectureId, fields);
      if (!profile) throw notFound();
      const shown = (key: string) => {
        const value = profile.values[key];
        const field = fields.find((candidate) => candidate.key === key);
        return field && !field.private && typeof value === 'string' ? value : '';
      };
      return {
        name: shown('name'),
        company: shown('company'),
        title: shown('title'),
        listed: isOpenForNetworking(profile.values),
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

import { type ProfileField, resolveProfileValues } from '@atrium/domain';
import { isGuestOnly } from '../auth/authorize';
import { presentProfile } from '../profiles/profiles.presenter';
import type { PostRecord } from '../social-wall/social-wall.repository';
import type { ProfileRow } from './search.repository';
import type { SearchDocument } from './search-document';

/** Another attendee, as the profiles presenter shows profiles to attendees (not administrators). */
const ATTENDEE_VIEW = { userId: '', administrator: false } as const;

/**
 * What the index may hold of a profile: exactly what the profiles presenter shows another
 * attendee (so never a private field, and nothing of a profile not open for networking), and of
 * that only text fields — never the email, even a shared one. Guests have no profile to find.
 */
export function profileDocument(
  row: ProfileRow,
  fields: readonly ProfileField[],
): SearchDocument | undefined {
  if (isGuestOnly({ roles: row.roles as never })) return undefined;
  const values = resolveProfileValues(fields, row.values, { email: row.email, name: row.name });
  const shown = presentProfile(
    ATTENDEE_VIEW,
    { userId: row.userId, email: row.email, values, shareEmail: row.shareEmail, avatarKey: null },
    fields,
  );
  if (!shown) return undefined;
  const text = (key: string) => {
    const value = shown.attributes[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const publicTexts = fields.filter(
    (field) => field.type === 'TEXT' && !field.private && field.key in shown.attributes,
  );
  const name = text('name');
  if (!name) return undefined;
  const role = [text('title'), text('company')].filter(Boolean).join(' at ');
  const others = publicTexts
    .filter((field) => !['name', 'title', 'company'].includes(field.key))
    .map((field) => text(field.key))
    .filter(Boolean);
  return {
    id: `profile:${row.userId}`,
    kind: 'profile',
    title: name,
    // No words every profile shares: they would make each question that has one match them all.
    tags: '',
    people: role,
    place: '',
    text: others.join('. '),
    areaId: null,
    areaName: '',
    widgetId: null,
    widgetName: '',
    profileUserId: row.userId,
    hidden: false,
  };
}

/** Where a wall is placed in the venue: the first SOCIAL_WALL widget showing it. */
export type WallPlace = {
  areaId: string | null;
  areaName: string;
  widgetId: string;
  widgetName: string;
  hidden: boolean;
  global?: boolean;
};

/** A social wall post (not hidden; replies go with their post), by its author's public name. */
export function postDocument(post: PostRecord, place: WallPlace, authorName: string): SearchDocument {
  return {
    id: `post:${post.id}`,
    kind: 'post',
    title: post.text.split('\n')[0]!.slice(0, 80),
    // No words every post shares (the wall's name, its area): see the profiles above.
    tags: '',
    people: authorName,
    place: '',
    text: post.text,
    areaId: place.areaId,
    areaName: place.areaName,
    widgetId: place.widgetId,
    widgetName: place.widgetName,
    postId: post.id,
    hidden: place.hidden,
    ...(place.global ? { global: true } : {}),
  };
}

import { type ProfileValue, type StandardProfileKey, standardProfileKeys } from '../api/user-profile.schema';
import { formatIssuePath } from '../venue/validation-issue.util';
import type { UserProfileAttributeType } from '../venue/venue-enums.schema';
import type { LocalizedList } from '../venue/venue-primitives.schema';
import { displayName } from './user-name.rule';

/** Profile text values stay under this many characters (spec §5, as the login text fields). */
export const PROFILE_TEXT_MAX_LENGTH = 128;
/** The private information may be longer: up to this many characters. */
export const PRIVATE_INFORMATION_MAX_LENGTH = 1000;
/** An avatar image may have at most this many bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The image types an avatar may be (they get sized variants). */
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** One field of a venue's profile: a standard field, a venue attribute, or both merged. */
export type ProfileField = {
  key: string;
  type: UserProfileAttributeType;
  required: boolean;
  /** Never shown to other attendees (administrators see it, with the special-privileges note). */
  private: boolean;
  /** The venue's label; empty for standard fields the venue does not name (the client has its own). */
  label: LocalizedList;
  standard: boolean;
};

/** A venue's `userProfileAttributes` entry, defaults not necessarily applied. */
export type ProfileAttributeDefinition = {
  key: string;
  type: UserProfileAttributeType;
  required?: boolean;
  private?: boolean;
  label?: LocalizedList;
};

export type ProfileValues = Record<string, ProfileValue>;

const standardFields: Record<StandardProfileKey, Pick<ProfileField, 'type' | 'required' | 'private'>> = {
  name: { type: 'TEXT', required: true, private: false },
  company: { type: 'TEXT', required: false, private: false },
  title: { type: 'TEXT', required: false, private: false },
  socialMediaProfile: { type: 'URL', required: false, private: false },
  openForNetworking: { type: 'BOOLEAN', required: false, private: false },
  privateInformation: { type: 'TEXT', required: false, private: true },
};

/** What others must always see of a profile: its name and whether it is listed at all. */
const NEVER_PRIVATE: readonly string[] = ['name', 'openForNetworking'];

/**
 * The fields of a venue's profile: the standard fields (spec §3) first, then the venue's own
 * attributes in their order. A venue attribute with a standard key (the example venue names
 * `name`, `company`, …) lends the field its label and may make it required or private, but never
 * changes its type, makes the name or the networking switch private, or makes the private
 * information public. A `__proto__` key is ignored: it cannot be a plain object's key.
 */
export function profileFieldsOf(attributes: readonly ProfileAttributeDefinition[] = []): ProfileField[] {
  const venueByKey = new Map(attributes.map((attribute) => [attribute.key, attribute]));
  const fields: ProfileField[] = standardProfileKeys.map((key) => {
    const standard = standardFields[key];
    const venue = venueByKey.get(key);
    return {
      key,
      type: standard.type,
      required: standard.required || venue?.required === true,
      private: standard.private || (venue?.private === true && !NEVER_PRIVATE.includes(key)),
      label: venue?.label ?? [],
      standard: true,
    };
  });
  const seen = new Set<string>(standardProfileKeys);
  for (const attribute of attributes) {
    if (seen.has(attribute.key) || attribute.key === '__proto__') continue;
    seen.add(attribute.key);
    fields.push({
      key: attribute.key,
      type: attribute.type,
      required: attribute.required === true,
      private: attribute.private === true,
      label: attribute.label ?? [],
      standard: false,
    });
  }
  return fields;
}

/** The most characters a value of the field may have. */
export const maxLengthOf = (field: Pick<ProfileField, 'key'>): number =>
  field.key === 'privateInformation' ? PRIVATE_INFORMATION_MAX_LENGTH : PROFILE_TEXT_MAX_LENGTH - 1;

export type ProfileIssueCode =
  | 'unknownAttribute'
  | 'nameRequired'
  | 'required'
  | 'valueTooLong'
  | 'wrongType'
  | 'invalidCharacters'
  | 'invalidUrl'
  | 'invalidEmail'
  | 'invalidPhone';

/** The spec's texts where it has them (§5); the client translates `code`. */
export const profileIssueMessages: Record<ProfileIssueCode, string> = {
  unknownAttribute: 'This venue has no such profile attribute.',
  nameRequired: 'Please enter a name!',
  required: 'Please fill in this field.',
  valueTooLong: 'The value is too long.',
  wrongType: 'This value has the wrong type.',
  invalidCharacters: 'This value contains characters that are not allowed.',
  invalidUrl: 'Please enter a web address starting with http:// or https://.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
};

export type ProfileIssue = { key: string; path: string; code: ProfileIssueCode; message: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^\+?[0-9()][0-9 ()./-]*$/;
// Control characters (C0, DEL, C1) have no place in a profile; the private information may
// keep line breaks and tabs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function isWebAddress(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function textIssue(field: ProfileField, value: string): ProfileIssueCode | undefined {
  if (value === '') return field.required ? (field.key === 'name' ? 'nameRequired' : 'required') : undefined;
  if (value.length > maxLengthOf(field)) return 'valueTooLong';
  if ((field.key === 'privateInformation' ? CONTROL_BUT_LINES : CONTROL).test(value))
    return 'invalidCharacters';
  switch (field.type) {
    case 'URL':
      return isWebAddress(value) ? undefined : 'invalidUrl';
    case 'EMAIL':
      return EMAIL_SHAPE.test(value) ? undefined : 'invalidEmail';
    case 'PHONE': {
      const digits = value.replace(/\D/g, '').length;
      return PHONE_SHAPE.test(value) && digits >= 3 && digits <= 20 ? undefined : 'invalidPhone';
    }
    default:
      return undefined;
  }
}

/** A value a field has when none is stored or sent: the networking switch is on, other switches off. */
const defaultValueOf = (field: ProfileField): ProfileValue =>
  field.type === 'BOOLEAN' ? field.key === 'openForNetworking' : '';

/** One field's problem with a value, if any (strings are expected trimmed). */
export function profileValueIssue(field: ProfileField, value: unknown): ProfileIssueCode | undefined {
  if (field.type === 'BOOLEAN') return typeof value === 'boolean' ? undefined : 'wrongType';
  return typeof value === 'string' ? textIssue(field, value) : 'wrongType';
}

/**
 * Checks a whole profile as sent (spec §5): every key must be a field of the venue's profile and
 * every value fit its field. A field left out gets its default (the networking switch stays on).
 * Strings are trimmed. `values` holds exactly the fields' keys; use it only without issues.
 */
export function validateProfileValues(
  fields: readonly ProfileField[],
  input: Readonly<Record<string, unknown>>,
): { values: ProfileValues; issues: ProfileIssue[] } {
  const issues: ProfileIssue[] = [];
  const issue = (key: string, code: ProfileIssueCode) =>
    issues.push({
      key,
      path: formatIssuePath(['attributes', key]),
      code,
      message: profileIssueMessages[code],
    });
  const known = new Set(fields.map((field) => field.key));
  for (const key of Object.keys(input)) {
    if (!known.has(key)) issue(key, 'unknownAttribute');
  }
  const entries = fields.map((field): [string, ProfileValue] => {
    const sent = Object.hasOwn(input, field.key) ? input[field.key] : undefined;
    const value = sent === undefined ? defaultValueOf(field) : typeof sent === 'string' ? sent.trim() : sent;
    const code = profileValueIssue(field, value);
    if (code) issue(field.key, code);
    return [field.key, code === 'wrongType' ? defaultValueOf(field) : (value as ProfileValue)];
  });
  return { values: Object.fromEntries(entries), issues };
}

/** A user without a stored profile, or the part of the account a profile starts from. */
export type ProfileAccount = { email: string; name?: string | null | undefined };

/**
 * The name a profile starts with: the account's name, else one derived from the email (spec §3),
 * else the email's local part (an address of digits only derives none); cut to the text limit.
 */
export function defaultProfileName(account: ProfileAccount): string {
  const derived = displayName({ email: account.email, attributes: { name: account.name ?? undefined } });
  const at = account.email.lastIndexOf('@');
  const name = derived || (at === -1 ? account.email : account.email.slice(0, at)).trim();
  return name.slice(0, PROFILE_TEXT_MAX_LENGTH - 1).trim();
}

/**
 * The values of a profile for the venue's current fields: the stored value where it still fits
 * its field (a venue may have changed an attribute's type since), else the default — the
 * account's name for `name`, on for the networking switch, empty text, switches off.
 */
export function resolveProfileValues(
  fields: readonly ProfileField[],
  stored: Readonly<Record<string, unknown>> | undefined,
  account: ProfileAccount,
): ProfileValues {
  const entries = fields.map((field): [string, ProfileValue] => {
    const value = stored && Object.hasOwn(stored, field.key) ? stored[field.key] : undefined;
    if (value !== undefined && profileValueIssue(field, value) === undefined) {
      return [field.key, value as ProfileValue];
    }
    return [field.key, field.key === 'name' ? defaultProfileName(account) : defaultValueOf(field)];
  });
  return Object.fromEntries(entries);
}

/** A profile is shown to other attendees (and listed in presence) unless its owner switched networking off. */
export const isOpenForNetworking = (values: Readonly<Record<string, unknown>>): boolean =>
  values.openForNetworking !== false;

/**
 * The profile completion in percent (spec §2.8), rounded down so that 100 means complete: the
 * share of text fields with a value, with the avatar image counted as one more. Switches always
 * have a value and are not counted.
 */
export function profileCompletion(
  fields: readonly ProfileField[],
  values: Readonly<Record<string, unknown>>,
  hasAvatar: boolean,
): number {
  const texts = fields.filter((field) => field.type !== 'BOOLEAN');
  const filled = texts.filter((field) => {
    const value = values[field.key];
    return typeof value === 'string' && value.trim() !== '';
  }).length;
  return Math.floor(((filled + (hasAvatar ? 1 : 0)) * 100) / (texts.length + 1));
}

import {
  type AttendeeProfileInput,
  localizedText,
  type ProfileAccount,
  type ProfileField,
  type ProfileIssueCode,
  type ProfileValues,
  profileCompletion,
  profileFieldsOf,
  profileValueIssue,
  resolveProfileValues,
  type UserProfile,
  type UserProfileAttribute,
} from '@atrium/domain';

/** The editable state of the own profile. */
export type ProfileForm = { values: ProfileValues; shareEmail: boolean };

/** The venue's profile fields (standard ones first, then the venue's attributes). */
export const profileFields = (attributes: readonly UserProfileAttribute[] | undefined): ProfileField[] =>
  profileFieldsOf(attributes ?? []);

/** The form for a loaded own profile, each value fitted to the venue's current fields. */
export function formOf(
  fields: readonly ProfileField[],
  profile: UserProfile,
  account: ProfileAccount,
): ProfileForm {
  return {
    values: resolveProfileValues(fields, profile.attributes, account),
    shareEmail: profile.shareEmail ?? false,
  };
}

const trimmed = (value: ProfileValues[string]) => (typeof value === 'string' ? value.trim() : value);

/** Each field's problem (spec §5), keyed by field; values are checked as they would be sent. */
export function formIssues(
  fields: readonly ProfileField[],
  form: ProfileForm,
): Record<string, ProfileIssueCode> {
  const issues: Record<string, ProfileIssueCode> = {};
  for (const field of fields) {
    const code = profileValueIssue(field, trimmed(form.values[field.key] ?? ''));
    if (code) issues[field.key] = code;
  }
  return issues;
}

/** The body of the save call: every field, text trimmed. */
export function saveBody(fields: readonly ProfileField[], form: ProfileForm): AttendeeProfileInput {
  const attributes = Object.fromEntries(
    fields.map((field) => [
      field.key,
      trimmed(form.values[field.key] ?? (field.type === 'BOOLEAN' ? false : '')),
    ]),
  );
  return { attributes, shareEmail: form.shareEmail };
}

/** The completion in percent as the form is now (the server counts the saved profile the same way). */
export const formCompletion = (fields: readonly ProfileField[], form: ProfileForm, hasAvatar: boolean) =>
  profileCompletion(fields, form.values, hasAvatar);

/** Whether the form differs from the saved profile. */
export function formChanged(saved: ProfileForm, form: ProfileForm): boolean {
  if (saved.shareEmail !== form.shareEmail) return true;
  const keys = new Set([...Object.keys(saved.values), ...Object.keys(form.values)]);
  return [...keys].some((key) => saved.values[key] !== form.values[key]);
}

/** A field's label: the venue's own (localized) where it names one, else the app's text key. */
export function fieldLabel(field: ProfileField, locale: string, t: (key: string) => string): string {
  const venueLabel = field.label.length > 0 ? localizedText(field.label, locale) : '';
  if (venueLabel) return venueLabel;
  if (!field.standard) return field.key;
  return t(field.key === 'name' ? 'profile.name' : `profile.fields.${field.key}`);
}

/** The text key of a field's problem; §5's texts for a missing name and a too long value. */
export const issueTextKey = (code: ProfileIssueCode) => `profile.issues.${code}`;

function firstCharacter(word: string): string {
  return Array.from(word)[0] ?? '';
}

/** First letter of the first and of the last word, upper-cased ('Ada Lovelace' → 'AL'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (firstCharacter(first) + (last ? firstCharacter(last) : '')).toUpperCase();
}

function titleCase(word: string): string {
  const [head = '', ...rest] = Array.from(word);
  return head.toUpperCase() + rest.join('').toLowerCase();
}

/**
 * A name derived from the email's local part: split on every non-letter and title-cased.
 * A plus suffix is not special: 'john.doe+x@a.com' → 'John Doe X'; digits are dropped.
 */
export function nameFromEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const localPart = at === -1 ? email : email.slice(0, at);
  return localPart
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map(titleCase)
    .join(' ');
}

export type NamedUser = { email: string; attributes?: { name?: string | undefined } | undefined };

/** The user's name attribute when it has content, otherwise a name derived from the email. */
export function displayName(user: NamedUser): string {
  const name = user.attributes?.name?.trim();
  return name ? name : nameFromEmail(user.email);
}

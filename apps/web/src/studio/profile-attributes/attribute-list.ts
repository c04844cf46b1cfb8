import {
  profileFieldsOf,
  standardProfileKeys,
  type UserProfileAttribute,
  type UserProfileAttributeType,
} from '@atrium/domain';

/** The positions of attributes whose key another attribute has too (each of them, not only the later ones). */
export function duplicateKeyIndexes(attributes: readonly Pick<UserProfileAttribute, 'key'>[]): Set<number> {
  const counts = new Map<string, number>();
  for (const { key } of attributes) counts.set(key, (counts.get(key) ?? 0) + 1);
  return new Set(attributes.flatMap(({ key }, index) => ((counts.get(key) ?? 0) > 1 ? [index] : [])));
}

/** A key for a new attribute that no attribute has yet: `newField`, else `newField2`, … */
export function newAttributeKey(taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has('newField')) return 'newField';
  for (let n = 2; ; n += 1) if (!used.has(`newField${n}`)) return `newField${n}`;
}

export type AttributeNote =
  | { code: 'typeFixed'; type: UserProfileAttributeType }
  | { code: 'alwaysRequired' }
  | { code: 'neverPrivate' }
  | { code: 'alwaysPrivate' }
  | { code: 'reservedKey' };

/**
 * What attendees' profiles make of an attribute other than it says: a standard field's key
 * (name, company, …) keeps the standard type and privacy rules (see `profileFieldsOf`), and a
 * `__proto__` key is ignored.
 */
export function attributeNotes(attribute: UserProfileAttribute): AttributeNote[] {
  if (attribute.key === '__proto__') return [{ code: 'reservedKey' }];
  if (!(standardProfileKeys as readonly string[]).includes(attribute.key)) return [];
  const field = profileFieldsOf([attribute]).find((candidate) => candidate.key === attribute.key);
  if (!field) return [];
  const notes: AttributeNote[] = [];
  if (field.type !== attribute.type) notes.push({ code: 'typeFixed', type: field.type });
  if (field.required && !attribute.required) notes.push({ code: 'alwaysRequired' });
  if (attribute.private && !field.private) notes.push({ code: 'neverPrivate' });
  if (field.private && !attribute.private) notes.push({ code: 'alwaysPrivate' });
  return notes;
}

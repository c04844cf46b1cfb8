import { describe, expect, it } from 'vitest';
import { standardProfileKeys } from '../api/user-profile.schema';
import { exampleVenueJson } from '../venue/fixtures/example-venue.fixture';
import {
  defaultProfileName,
  isOpenForNetworking,
  type ProfileAttributeDefinition,
  type ProfileField,
  profileCompletion,
  profileFieldsOf,
  resolveProfileValues,
  validateProfileValues,
} from './user-profile.rule';

const exampleAttributes = (): ProfileAttributeDefinition[] =>
  (exampleVenueJson() as { architectures: { userProfileAttributes: ProfileAttributeDefinition[] }[] })
    .architectures[0]!.userProfileAttributes;

const field = (fields: ProfileField[], key: string) => fields.find((candidate) => candidate.key === key)!;
const privateKeysOf = (fields: ProfileField[]) => fields.filter((f) => f.private).map((f) => f.key);

describe('profileFieldsOf', () => {
  it('has the standard fields without venue attributes', () => {
    const fields = profileFieldsOf([]);
    expect(fields.map((f) => f.key)).toEqual([...standardProfileKeys]);
    expect(field(fields, 'name')).toMatchObject({ type: 'TEXT', required: true, private: false });
    expect(field(fields, 'openForNetworking').type).toBe('BOOLEAN');
    expect(field(fields, 'socialMediaProfile').type).toBe('URL');
    expect(privateKeysOf(fields)).toEqual(['privateInformation']);
  });

  it('merges venue attributes with standard keys and appends the others (example venue)', () => {
    const fields = profileFieldsOf(exampleAttributes());
    expect(fields.map((f) => f.key)).toEqual([...standardProfileKeys, 'phone']);
    expect(field(fields, 'title').label).toContainEqual({ locale: 'de', text: 'Position' });
    expect(field(fields, 'phone')).toMatchObject({ type: 'TEXT', private: true, standard: false });
    expect(privateKeysOf(fields).sort()).toEqual(['phone', 'privateInformation']);
  });

  it('lets a venue make standard fields required or private, but never changes what must stay', () => {
    const fields = profileFieldsOf([
      { key: 'company', type: 'TEXT', required: true, private: true },
      { key: 'name', type: 'BOOLEAN', private: true },
      { key: 'openForNetworking', type: 'TEXT', private: true },
      { key: 'privateInformation', type: 'TEXT', private: false },
      { key: '__proto__', type: 'TEXT' },
      { key: 'badge', type: 'TEXT' },
      { key: 'badge', type: 'URL' },
    ]);
    expect(field(fields, 'company')).toMatchObject({ required: true, private: true });
    expect(field(fields, 'name')).toMatchObject({ type: 'TEXT', required: true, private: false });
    expect(field(fields, 'openForNetworking')).toMatchObject({ type: 'BOOLEAN', private: false });
    expect(field(fields, 'privateInformation').private).toBe(true);
    expect(fields.filter((f) => f.key === 'badge')).toHaveLength(1);
    expect(fields.some((f) => f.key === '__proto__')).toBe(false);
  });
});

describe('validateProfileValues', () => {
  const fields = profileFieldsOf([
    ...exampleAttributes(),
    { key: 'website', type: 'URL' },
    { key: 'contact', type: 'EMAIL' },
    { key: 'mobile', type: 'PHONE' },
    { key: 'vip', type: 'BOOLEAN' },
    { key: 'dietary', type: 'TEXT', required: true },
  ]);
  const valid = { name: 'Ada Lovelace', dietary: 'none' };
  const codes = (input: Record<string, unknown>) =>
    validateProfileValues(fields, input).issues.map((issue) => [issue.path, issue.code]);

  it('accepts a valid profile, trims text and fills left-out fields with defaults', () => {
    const result = validateProfileValues(fields, {
      ...valid,
      name: '  Ada Lovelace ',
      company: 'Analytical Engines',
      socialMediaProfile: 'https://social.example/@ada',
      website: 'http://ada.example',
      contact: 'ada@example.com',
      mobile: '+44 (20) 7946-0000',
      privateInformation: 'line one\nline two\tend',
    });
    expect(result.issues).toEqual([]);
    expect(result.values).toMatchObject({
      name: 'Ada Lovelace',
      title: '',
      openForNetworking: true,
      vip: false,
      privateInformation: 'line one\nline two\tend',
    });
    expect(Object.keys(result.values).sort()).toEqual(fields.map((f) => f.key).sort());
  });

  it("requires a name with the spec's text, and other required fields", () => {
    const result = validateProfileValues(fields, { name: '   ' });
    expect(result.issues).toEqual([
      { key: 'name', path: 'attributes.name', code: 'nameRequired', message: 'Please enter a name!' },
      { key: 'dietary', path: 'attributes.dietary', code: 'required', message: 'Please fill in this field.' },
    ]);
  });

  it('keeps text under 128 characters and the private information up to 1000', () => {
    expect(codes({ ...valid, company: 'x'.repeat(127) })).toEqual([]);
    const tooLong = validateProfileValues(fields, { ...valid, company: 'x'.repeat(128) }).issues;
    expect(tooLong).toEqual([
      {
        key: 'company',
        path: 'attributes.company',
        code: 'valueTooLong',
        message: 'The value is too long.',
      },
    ]);
    expect(codes({ ...valid, phone: 'x'.repeat(128) })).toEqual([['attributes.phone', 'valueTooLong']]);
    expect(codes({ ...valid, privateInformation: 'x'.repeat(1000) })).toEqual([]);
    expect(codes({ ...valid, privateInformation: 'x'.repeat(1001) })).toEqual([
      ['attributes.privateInformation', 'valueTooLong'],
    ]);
  });

  it('refuses unknown keys with their paths', () => {
    expect(codes({ ...valid, shoeSize: '42', 'odd key': 'x', __proto__x: 'y' })).toEqual([
      ['attributes.shoeSize', 'unknownAttribute'],
      ['attributes["odd key"]', 'unknownAttribute'],
      ['attributes.__proto__x', 'unknownAttribute'],
    ]);
    expect(codes({ ...valid, ...JSON.parse('{"__proto__": "x"}') })).toEqual([
      ['attributes.__proto__', 'unknownAttribute'],
    ]);
  });

  it('checks each type', () => {
    expect(codes({ ...valid, openForNetworking: 'yes' })).toEqual([
      ['attributes.openForNetworking', 'wrongType'],
    ]);
    expect(codes({ ...valid, company: true })).toEqual([['attributes.company', 'wrongType']]);
    expect(codes({ ...valid, socialMediaProfile: 'javascript:alert(1)' })).toEqual([
      ['attributes.socialMediaProfile', 'invalidUrl'],
    ]);
    expect(codes({ ...valid, website: 'https://' })).toEqual([['attributes.website', 'invalidUrl']]);
    expect(codes({ ...valid, website: 'ftp://files.example' })).toEqual([
      ['attributes.website', 'invalidUrl'],
    ]);
    expect(codes({ ...valid, contact: 'ada@' })).toEqual([['attributes.contact', 'invalidEmail']]);
    expect(codes({ ...valid, mobile: '12' })).toEqual([['attributes.mobile', 'invalidPhone']]);
    expect(codes({ ...valid, mobile: 'call me' })).toEqual([['attributes.mobile', 'invalidPhone']]);
    expect(codes({ ...valid, company: 'a\u0000b' })).toEqual([['attributes.company', 'invalidCharacters']]);
    expect(codes({ ...valid, company: 'a\nb' })).toEqual([['attributes.company', 'invalidCharacters']]);
    expect(codes({ ...valid, privateInformation: 'a\u0007b' })).toEqual([
      ['attributes.privateInformation', 'invalidCharacters'],
    ]);
  });

  it('lets optional text stay empty and keeps a switched-off networking switch', () => {
    const result = validateProfileValues(fields, { ...valid, website: '', openForNetworking: false });
    expect(result.issues).toEqual([]);
    expect(isOpenForNetworking(result.values)).toBe(false);
  });
});

describe('defaultProfileName', () => {
  it.each([
    [{ email: 'ada@example.com', name: 'Countess Ada' }, 'Countess Ada'],
    [{ email: 'john.doe@example.com', name: null }, 'John Doe'],
    [{ email: 'john.doe@example.com', name: '   ' }, 'John Doe'],
    [{ email: '1234@example.com' }, '1234'],
    [{ email: 'a@b.c', name: 'n'.repeat(300) }, 'n'.repeat(127)],
  ])('%j → %j', (account, expected) => {
    expect(defaultProfileName(account)).toBe(expected);
  });
});

describe('resolveProfileValues', () => {
  const fields = profileFieldsOf(exampleAttributes());
  const account = { email: 'grace.hopper@example.com', name: null };

  it('gives a user without a stored profile the default one', () => {
    expect(resolveProfileValues(fields, undefined, account)).toEqual({
      name: 'Grace Hopper',
      company: '',
      title: '',
      socialMediaProfile: '',
      openForNetworking: true,
      privateInformation: '',
      phone: '',
    });
  });

  it('keeps stored values that still fit, drops removed keys and values of a changed type', () => {
    const values = resolveProfileValues(
      fields,
      { name: 'Amazing Grace', company: 42, removed: 'gone', openForNetworking: false, phone: '+1 555 0100' },
      account,
    );
    expect(values).toMatchObject({
      name: 'Amazing Grace',
      company: '',
      openForNetworking: false,
      phone: '+1 555 0100',
    });
    expect(values).not.toHaveProperty('removed');
  });
});

describe('profileCompletion', () => {
  const fields = profileFieldsOf([{ key: 'vip', type: 'BOOLEAN' }]);
  // five text fields (name, company, title, social media profile, private information) and the avatar

  it('counts filled text fields and the avatar, not switches', () => {
    expect(profileCompletion(fields, { name: 'Ada', openForNetworking: true, vip: true }, false)).toBe(16);
    expect(profileCompletion(fields, { name: 'Ada', company: 'X', title: 'Y' }, true)).toBe(66);
    expect(
      profileCompletion(
        fields,
        {
          name: 'Ada',
          company: 'X',
          title: 'Y',
          socialMediaProfile: 'https://a.example',
          privateInformation: 'z',
        },
        true,
      ),
    ).toBe(100);
    expect(profileCompletion(fields, { name: ' ' }, false)).toBe(0);
  });
});

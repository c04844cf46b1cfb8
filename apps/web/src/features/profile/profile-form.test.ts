import { profileFieldsOf, type UserProfile, type UserProfileAttribute } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import {
  fieldLabel,
  formChanged,
  formCompletion,
  formIssues,
  formOf,
  issueTextKey,
  profileFields,
  saveBody,
} from './profile-form';

const venueAttributes = [
  { key: 'name', type: 'TEXT', required: true, private: false, label: [{ locale: 'de', text: 'Name (de)' }] },
  { key: 'phone', type: 'PHONE', required: false, private: true, label: [{ locale: 'en', text: 'Phone' }] },
] as UserProfileAttribute[];

const fields = profileFields(venueAttributes);
const profile: UserProfile = {
  userId: 'u1',
  email: 'jane@example.com',
  shareEmail: true,
  attributes: { name: 'Jane Doe', company: 'ACME', openForNetworking: false, phone: 12 as unknown as string },
  avatarUri: null,
  completion: 25,
  privileged: false,
};

describe('the own profile form', () => {
  it('takes the saved values that still fit, defaults for the rest', () => {
    const form = formOf(fields, profile, { email: 'jane@example.com' });
    expect(form.shareEmail).toBe(true);
    expect(form.values).toMatchObject({
      name: 'Jane Doe',
      company: 'ACME',
      title: '',
      openForNetworking: false,
      phone: '',
    });
  });

  it('names a missing name and a too long value with the texts of spec §5', () => {
    const form = formOf(fields, profile, { email: 'jane@example.com' });
    form.values.name = '   ';
    form.values.company = 'x'.repeat(128);
    const issues = formIssues(fields, form);
    expect(issues).toEqual({ name: 'nameRequired', company: 'valueTooLong' });
    expect(en.profile.issues.nameRequired).toBe('Please enter a name!');
    expect(en.profile.issues.valueTooLong).toBe('The value is too long.');
    expect(issueTextKey('valueTooLong')).toBe('profile.issues.valueTooLong');
  });

  it('has a text for every problem the rule can name', () => {
    const codes = Object.keys(en.profile.issues);
    for (const code of ['unknownAttribute', 'nameRequired', 'required', 'valueTooLong', 'wrongType']) {
      expect(codes).toContain(code);
    }
    expect(codes).toEqual(
      expect.arrayContaining(['invalidCharacters', 'invalidUrl', 'invalidEmail', 'invalidPhone']),
    );
  });

  it('checks typed attributes: a web address and a phone number', () => {
    const form = formOf(fields, profile, { email: 'jane@example.com' });
    form.values.socialMediaProfile = 'javascript:alert(1)';
    form.values.phone = 'call me';
    expect(formIssues(fields, form)).toEqual({ socialMediaProfile: 'invalidUrl', phone: 'invalidPhone' });
  });

  it('sends every field, text trimmed, with the email sharing', () => {
    const form = formOf(fields, profile, { email: 'jane@example.com' });
    form.values.title = '  Engineer ';
    expect(saveBody(fields, form)).toEqual({
      attributes: {
        name: 'Jane Doe',
        company: 'ACME',
        title: 'Engineer',
        socialMediaProfile: '',
        openForNetworking: false,
        privateInformation: '',
        phone: '',
      },
      shareEmail: true,
    });
  });

  it('counts the completion as the form is now, with the avatar as one more field', () => {
    const form = formOf(fields, profile, { email: 'jane@example.com' });
    // 6 text fields (name, company, title, social, private information, phone) + the avatar.
    expect(formCompletion(fields, form, false)).toBe(Math.floor((2 * 100) / 7));
    expect(formCompletion(fields, form, true)).toBe(Math.floor((3 * 100) / 7));
  });

  it('knows whether anything changed', () => {
    const saved = formOf(fields, profile, { email: 'jane@example.com' });
    expect(formChanged(saved, { ...saved, values: { ...saved.values } })).toBe(false);
    expect(formChanged(saved, { ...saved, shareEmail: false })).toBe(true);
    expect(formChanged(saved, { ...saved, values: { ...saved.values, title: 'CEO' } })).toBe(true);
  });

  it('labels fields with the venue’s text in the language, else the app’s own', () => {
    const t = (key: string) => `t:${key}`;
    const [name] = profileFieldsOf(venueAttributes);
    expect(fieldLabel(name!, 'de', t)).toBe('Name (de)');
    const company = fields.find((field) => field.key === 'company')!;
    expect(fieldLabel(company, 'en', t)).toBe('t:profile.fields.company');
    expect(fieldLabel(profileFieldsOf([])[0]!, 'en', t)).toBe('t:profile.name');
    const phone = fields.find((field) => field.key === 'phone')!;
    expect(fieldLabel(phone, 'fr', t)).toBe('Phone');
  });
});

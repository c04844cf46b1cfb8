import { profileFieldsOf } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { presentProfile, type ResolvedProfile } from './profiles.presenter';

// The example venue's attributes: the standard ones and a private phone number.
const fields = profileFieldsOf([
  { key: 'name', type: 'TEXT', required: true },
  { key: 'company', type: 'TEXT' },
  { key: 'phone', type: 'TEXT', private: true },
  { key: 'linkedIn', type: 'URL' },
]);

const owner = 'user-owner';
const self = { userId: owner, administrator: false };
const attendee = { userId: 'user-other', administrator: false };
const administrator = { userId: 'user-admin', administrator: true };

const SECRET_PHONE = '+49 30 1234567';
const SECRET_NOTE = 'allergic to peanuts';
const EMAIL = 'ada.secret@example.com';

function profile(changes: Partial<ResolvedProfile['values']> = {}, shareEmail = false): ResolvedProfile {
  return {
    userId: owner,
    email: EMAIL,
    shareEmail,
    avatarKey: 'live/example-expo/avatar.0123456789abcdef.jpg',
    values: {
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      title: 'Mathematician',
      socialMediaProfile: 'https://social.example/@ada',
      openForNetworking: true,
      privateInformation: SECRET_NOTE,
      phone: SECRET_PHONE,
      linkedIn: '',
      ...changes,
    },
  };
}

describe('presentProfile to another attendee', () => {
  it('never holds a private field or an email the owner did not share', () => {
    const answer = presentProfile(attendee, profile(), fields)!;
    expect(answer.attributes).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      title: 'Mathematician',
      socialMediaProfile: 'https://social.example/@ada',
      openForNetworking: true,
      linkedIn: '',
    });
    expect(answer).not.toHaveProperty('email');
    expect(answer).not.toHaveProperty('shareEmail');
    expect(answer).not.toHaveProperty('completion');
    expect(answer.privileged).toBe(false);
    const text = JSON.stringify(answer);
    for (const secret of [SECRET_PHONE, SECRET_NOTE, EMAIL, 'privateInformation', 'phone']) {
      expect(text).not.toContain(secret);
    }
  });

  it('holds the email only when the owner shares it', () => {
    expect(presentProfile(attendee, profile({}, true), fields)).toMatchObject({ email: EMAIL });
    expect(JSON.stringify(presentProfile(attendee, profile({}, true), fields))).not.toContain(SECRET_PHONE);
  });

  it('is nothing when the profile is not open for networking (not listed to others)', () => {
    expect(presentProfile(attendee, profile({ openForNetworking: false }), fields)).toBeUndefined();
    expect(presentProfile(attendee, profile({ openForNetworking: false }, true), fields)).toBeUndefined();
  });

  it('lists only the fields of the venue, never other stored values', () => {
    const stored = profile();
    stored.values.leftover = 'from an attribute the venue removed';
    const answer = presentProfile(attendee, stored, fields)!;
    expect(answer.attributes).not.toHaveProperty('leftover');
    expect(presentProfile(self, stored, fields)!.attributes).not.toHaveProperty('leftover');
  });

  it('carries the avatar as an asset path the client signs', () => {
    expect(presentProfile(attendee, profile(), fields)!.avatarUri).toBe(
      '/backend-assets/live/example-expo/avatar.0123456789abcdef.jpg',
    );
    expect(presentProfile(attendee, { ...profile(), avatarKey: null }, fields)!.avatarUri).toBeNull();
  });
});

describe('presentProfile to an administrator', () => {
  it('holds private fields and the email, marked as privileged', () => {
    const answer = presentProfile(administrator, profile(), fields)!;
    expect(answer.attributes).toMatchObject({ phone: SECRET_PHONE, privateInformation: SECRET_NOTE });
    expect(answer).toMatchObject({ email: EMAIL, shareEmail: false, privileged: true });
    expect(answer).not.toHaveProperty('completion');
  });

  it('shows a profile hidden from others, marked as privileged', () => {
    const answer = presentProfile(
      administrator,
      profile({ openForNetworking: false, phone: '', privateInformation: '' }, true),
      fields,
    );
    expect(answer).toMatchObject({ privileged: true, attributes: { openForNetworking: false } });
  });

  it('is not privileged when it holds nothing others would not see', () => {
    const answer = presentProfile(
      administrator,
      profile({ phone: '', privateInformation: '' }, true),
      fields,
    )!;
    expect(answer.privileged).toBe(false);
  });

  it("is the owner's view of the administrator's own profile", () => {
    const own = { ...profile(), userId: administrator.userId };
    expect(presentProfile(administrator, own, fields)).toMatchObject({
      privileged: false,
      completion: expect.any(Number),
    });
  });
});

describe('presentProfile to its owner', () => {
  it('holds everything and the completion, never the privileged note', () => {
    const answer = presentProfile(self, profile({ openForNetworking: false }), fields)!;
    expect(answer.attributes).toMatchObject({
      phone: SECRET_PHONE,
      privateInformation: SECRET_NOTE,
      openForNetworking: false,
    });
    expect(answer).toMatchObject({ email: EMAIL, shareEmail: false, privileged: false });
    // 7 text fields (name, company, title, social media, private information, phone, linkedIn) + avatar: 7 of 8 filled
    expect(answer.completion).toBe(87);
  });
});

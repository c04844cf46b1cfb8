// @vitest-environment jsdom
import { defaultUiConfig, type UserProfile } from '@atrium/domain';
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { initI18n } from '../../shared/i18n/i18n';
import { useSessionStore } from '../../shared/stores/session.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { browserServer, json } from '../../testing/browser-server';
import { published, resetStores, user, venueFixture } from '../../testing/guard-fixtures';
import { render, settle } from '../../testing/render';
import { usePresenceStore } from '../presence/presence.store';
import { ProfileHost } from './profile-host';
import { useProfilePanel } from './profile-panel.store';

const PROFILE_URL = '/api/userProfile/architecture/expo/userProfile';

const ownProfile: UserProfile = {
  userId: user.userId,
  email: user.email,
  shareEmail: false,
  attributes: {
    name: 'Jane Doe',
    company: 'ACME',
    title: 'Engineer',
    socialMediaProfile: '',
    openForNetworking: true,
    privateInformation: 'Allergic to nuts',
    phone: '',
  },
  avatarUri: null,
  completion: 42,
  privileged: false,
};

function venueWithAttributes() {
  const venue = venueFixture('expo');
  (venue.architectures[0] as { userProfileAttributes: unknown }).userProfileAttributes = [
    { key: 'phone', type: 'PHONE', required: false, private: true, label: [{ locale: 'en', text: 'Phone' }] },
  ];
  return venue;
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);
const field = (key: string) => document.getElementById(`profile-field-${key}`) as HTMLInputElement;

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

let unmount: (() => void) | undefined;
async function open(panel: () => void) {
  const view = await render(createElement(ProfileHost));
  unmount = view.unmount;
  act(panel);
  await settle();
  await settle();
}

describe('profile panels', () => {
  beforeAll(() => initI18n(defaultUiConfig));
  beforeEach(() => {
    resetStores();
    useVenueStore.setState({ venue: venueWithAttributes(), version: published('expo') });
    useSessionStore.setState({ accessToken: 'token-1', user });
    useProfilePanel.setState({ panel: { state: 'none' }, failure: undefined });
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    vi.unstubAllGlobals();
  });

  describe('the own profile', () => {
    let saved: unknown[];
    beforeEach(() => {
      saved = [];
      browserServer({
        [`GET ${PROFILE_URL}/${user.userId}`]: () => json(ownProfile),
        [`POST ${PROFILE_URL}`]: async (request) => {
          const body = (await request.json()) as {
            attributes: Record<string, string | boolean>;
            shareEmail: boolean;
          };
          saved.push(body);
          return json({
            ...ownProfile,
            attributes: body.attributes,
            shareEmail: body.shareEmail,
            completion: 57,
          });
        },
      });
    });

    it('shows the profile with its completion, the private information marked as hidden from others', async () => {
      await open(() => useProfilePanel.getState().openOwn());
      const shown = dialog()!;
      expect(shown.getAttribute('aria-labelledby')).toBe('own-profile-title');
      expect(shown.textContent).toContain('Jane Doe');
      expect(shown.textContent).toContain('Engineer · ACME');
      expect(shown.querySelector('[data-testid="profile-completion"]')?.textContent).toBe(
        'Profile 42 % complete',
      );
      expect(shown.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('42');
      const details = shown.querySelector('[data-testid="profile-details"]')!.textContent;
      expect(details).toContain(`Private information${en.profile.hiddenFromOthers}Allergic to nuts`);
      expect(details).toContain(`Phone${en.profile.hiddenFromOthers}${en.profile.notFilledIn}`);
      // The email is not shared: marked as hidden too.
      expect(details).toContain(`${en.profile.email}${en.profile.hiddenFromOthers}`);
    });

    it('edit opens the form and sends nothing (the button that takes its place does not submit)', async () => {
      await open(() => useProfilePanel.getState().openOwn());
      const edit = button(en.profile.edit)!;
      act(() => edit.click());
      await settle();
      expect(field('name').value).toBe('Jane Doe');
      // In a browser React renders within the click, before the button's default action: were
      // the edit button reused as the submit button, that action would submit the form.
      expect(edit.isConnected).toBe(false);
      expect(button(en.profile.save)?.type).toBe('submit');
      expect(saved).toEqual([]);
    });

    it('says “Please enter a name!” at the field and sends nothing while the name is empty', async () => {
      await open(() => useProfilePanel.getState().openOwn());
      act(() => button(en.profile.edit)?.click());
      type(field('name'), '   ');
      act(() => button(en.profile.save)?.click());
      await settle();
      expect(field('name').getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById('profile-field-name-helper-text')?.textContent).toBe(
        'Please enter a name!',
      );
      expect(document.activeElement).toBe(field('name'));
      expect(saved).toEqual([]);
    });

    it('says “The value is too long.” as soon as a value is too long', async () => {
      await open(() => useProfilePanel.getState().openOwn());
      act(() => button(en.profile.edit)?.click());
      type(field('company'), 'x'.repeat(128));
      expect(document.getElementById('profile-field-company-helper-text')?.textContent).toBe(
        'The value is too long.',
      );
    });

    it('saves every field, with the switches, shows the new completion and sends the presence entry again', async () => {
      await open(() => useProfilePanel.getState().openOwn());
      const before = usePresenceStore.getState().selfVersion;
      act(() => button(en.profile.edit)?.click());
      type(field('title'), ' CTO ');
      type(field('phone'), '+49 30 1234567');
      act(() => field('openForNetworking').click());
      act(() => (document.getElementById('profile-share-email') as HTMLInputElement).click());
      act(() => button(en.profile.save)?.click());
      await settle();
      expect(saved).toEqual([
        {
          attributes: {
            name: 'Jane Doe',
            company: 'ACME',
            title: 'CTO',
            socialMediaProfile: '',
            openForNetworking: false,
            privateInformation: 'Allergic to nuts',
            phone: '+49 30 1234567',
          },
          shareEmail: true,
        },
      ]);
      expect(dialog()?.textContent).toContain(en.profile.saved);
      expect(dialog()?.querySelector('[data-testid="profile-completion"]')?.textContent).toBe(
        'Profile 57 % complete',
      );
      expect(dialog()?.querySelector('[data-testid="networking-state"]')?.textContent).toBe(
        en.profile.notNetworking,
      );
      expect(usePresenceStore.getState().selfVersion).toBe(before + 1);
    });

    it('save without a change sends nothing and leaves the form', async () => {
      await open(() => useProfilePanel.getState().openOwn());
      act(() => button(en.profile.edit)?.click());
      act(() => button(en.profile.save)?.click());
      await settle();
      expect(field('name')).toBeNull();
      expect(saved).toEqual([]);
    });

    it('cancel leaves the profile as it was', async () => {
      await open(() => useProfilePanel.getState().openOwn());
      act(() => button(en.profile.edit)?.click());
      type(field('title'), 'Astronaut');
      act(() => button(en.profile.cancel)?.click());
      expect(field('title')).toBeNull();
      expect(dialog()?.textContent).toContain('Engineer · ACME');
      expect(saved).toEqual([]);
    });
  });

  describe('an attendee’s profile', () => {
    const attendee: UserProfile = {
      userId: 'u2',
      attributes: {
        name: 'Max Muster',
        company: 'Globex',
        title: '',
        socialMediaProfile: 'https://example.com/max',
      },
      avatarUri: null,
      privileged: false,
    };

    it('goes from loading to showing what the server let through, without the privileged note', async () => {
      browserServer({ [`GET ${PROFILE_URL}/u2`]: () => json(attendee) });
      const { openAttendeeProfile } = await import('./open-attendee-profile');
      const { fetchUserProfile } = await import('./profile.api');
      await open(() => void openAttendeeProfile('u2', (id) => fetchUserProfile('expo', id)));
      const shown = dialog()!;
      expect(shown.getAttribute('aria-labelledby')).toBe('attendee-profile-title');
      expect(shown.textContent).toContain('Profile of Max Muster');
      const link = shown.querySelector<HTMLAnchorElement>('a[href="https://example.com/max"]');
      expect(link?.rel).toBe('noopener noreferrer');
      expect(shown.querySelector('[data-testid="privileged-note"]')).toBeNull();
      expect(shown.textContent).not.toContain('Phone');
    });

    it('tells an administrator that the data is shown because of special privileges', async () => {
      const privileged: UserProfile = {
        ...attendee,
        email: 'max@example.com',
        shareEmail: false,
        attributes: { ...attendee.attributes, phone: '+1 555 0100', privateInformation: 'VIP' },
        privileged: true,
      };
      await open(() => useProfilePanel.setState({ panel: { state: 'attendee', profile: privileged } }));
      const shown = dialog()!;
      expect(shown.querySelector('[data-testid="privileged-note"]')?.textContent).toBe(
        'You are seeing this data because you have special privileges',
      );
      expect(shown.textContent).toContain(`Phone${en.profile.hiddenFromOthers}+1 555 0100`);
      expect(shown.textContent).toContain('max@example.com');
    });

    it('returns to none with a message when the profile is not available', async () => {
      browserServer({});
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { openAttendeeProfile } = await import('./open-attendee-profile');
      const { fetchUserProfile } = await import('./profile.api');
      await open(() => void openAttendeeProfile('u3', (id) => fetchUserProfile('expo', id)));
      expect(dialog()).toBeNull();
      expect(document.querySelector('[data-testid="profile-failure"]')?.textContent).toBe(
        en.profile.notAvailable,
      );
    });
  });
});

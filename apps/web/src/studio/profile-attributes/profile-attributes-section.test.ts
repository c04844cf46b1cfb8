// @vitest-environment jsdom
import { defaultUiConfig, type Venue } from '@atrium/domain';
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { addLaterTexts } from '../../shared/i18n/later-texts';
import { venueFixture } from '../../testing/guard-fixtures';
import { render } from '../../testing/render';
import { useDraftStore } from '../draft/draft.store';
import { Section } from './profile-attributes-section';

function venue(): Venue {
  const fixture = venueFixture('expo');
  Object.assign(fixture.architectures[0] as object, {
    userProfileAttributes: [
      {
        key: 'company',
        type: 'TEXT',
        required: false,
        private: false,
        label: [{ locale: 'en', text: 'Company' }],
      },
      {
        key: 'badge',
        type: 'TEXT',
        required: false,
        private: false,
        label: [{ locale: 'en', text: 'Badge' }],
      },
      {
        key: 'phone',
        type: 'PHONE',
        required: false,
        private: true,
        label: [{ locale: 'en', text: 'Phone' }],
      },
    ],
  });
  return fixture;
}

function Host() {
  const draft = useDraftStore((state) => state.venue);
  return draft ? createElement(Section, { architectureId: 'expo', venue: draft }) : null;
}

const keys = () => useDraftStore.getState().venue?.architectures[0]?.userProfileAttributes.map((a) => a.key);
const card = (index: number) =>
  document.querySelector<HTMLElement>(`[data-testid="profile-attribute-${index}"]`);
const keyInput = (index: number) =>
  card(index)?.querySelector<HTMLInputElement>('[data-testid="profile-attribute-key"]');
const buttonLabelled = (root: ParentNode | null | undefined, label: string) =>
  root?.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`) ?? null;

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

let unmount: (() => void) | undefined;

describe('the profile fields section', () => {
  beforeAll(async () => {
    await initI18n(defaultUiConfig);
    addLaterTexts('studio');
  });
  beforeEach(async () => {
    useDraftStore.getState().load('expo', venue(), 1);
    unmount = (await render(createElement(Host), '/studio/profile')).unmount;
  });
  afterEach(() => unmount?.());

  it('shows a duplicate key at both fields until it is changed', () => {
    type(keyInput(1) as HTMLInputElement, 'company');
    expect(keys()).toEqual(['company', 'company', 'phone']);
    for (const index of [0, 1]) {
      expect(keyInput(index)?.getAttribute('aria-invalid')).toBe('true');
      expect(card(index)?.textContent).toContain('Another field has the key “company”.');
    }
    expect(keyInput(2)?.getAttribute('aria-invalid')).toBe('false');
    type(keyInput(1) as HTMLInputElement, 'badge');
    expect(keyInput(0)?.getAttribute('aria-invalid')).toBe('false');
  });

  it('moves a field, keeping the focus on the button used', () => {
    act(() => buttonLabelled(card(2), 'Move Phone up')?.click());
    expect(keys()).toEqual(['company', 'phone', 'badge']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Phone up');
    act(() => buttonLabelled(card(1), 'Move Phone up')?.click());
    expect(keys()).toEqual(['phone', 'company', 'badge']);
    // At the top the button is disabled: the focus goes to the other one.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Phone down');
    expect(buttonLabelled(card(0), 'Move Phone up')?.disabled).toBe(true);
  });

  it('adds a field with a free key and focuses it; removes a field', () => {
    act(() => document.querySelector<HTMLElement>('[data-testid="add-profile-attribute"]')?.click());
    expect(keys()).toEqual(['company', 'badge', 'phone', 'newField']);
    expect(document.activeElement).toBe(keyInput(3));
    act(() => buttonLabelled(card(1), 'Remove Badge')?.click());
    expect(keys()).toEqual(['company', 'phone', 'newField']);
  });

  it('explains what a standard field keeps', () => {
    type(keyInput(2) as HTMLInputElement, 'name');
    expect(card(2)?.textContent).toContain('Standard field');
    expect(card(2)?.textContent).toContain('its kind of value stays Text');
    expect(card(2)?.textContent).toContain('The name is always required.');
  });
});

// @vitest-environment jsdom
import { defaultUiConfig, validateVenue } from '@atrium/domain';
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { addLaterTexts } from '../../shared/i18n/later-texts';
import { render } from '../../testing/render';
import { useDraftStore } from '../draft/draft.store';
import { Section } from './cookies-section';
import { cookiesVenue } from './cookies-venue.fixtures';

const architecture = () => useDraftStore.getState().venue?.architectures[0];
const named = () =>
  [
    ...(architecture()?.globalWidgets ?? []),
    ...(architecture()?.areas.flatMap((area) => area.contentWidgets) ?? []),
  ].flatMap((widget) => widget.configurations.flatMap((configuration) => configuration.cookieProviders));

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The section as the studio's layout shows it: with the draft as it is now. */
function Host() {
  const venue = useDraftStore((state) => state.venue);
  return venue ? createElement(Section, { architectureId: 'expo', venue }) : null;
}

let unmount: (() => void) | undefined;
async function show() {
  const view = await render(createElement(Host), '/studio/cookies');
  unmount = view.unmount;
  return view.container;
}

describe('the cookies section', () => {
  beforeAll(async () => {
    await initI18n(defaultUiConfig);
    addLaterTexts('studio');
  });
  beforeEach(() => useDraftStore.getState().load('expo', cookiesVenue(), 1));
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  it('removes a provider after naming the configurations that lose it, leaving nothing dangling', async () => {
    const container = await show();
    const summary = container.querySelector(
      '[data-testid="cookie-provider-0"] [aria-expanded]',
    ) as HTMLElement;
    act(() => summary.click());
    act(() => (container.querySelector('[data-testid="remove-cookie-provider"]') as HTMLElement).click());

    const dialog = document.querySelector<HTMLElement>('[data-testid="remove-cookie-provider-dialog"]');
    expect(dialog?.textContent).toContain('3 widget configurations name vimeo');
    expect(dialog?.querySelectorAll('[data-testid="cookie-provider-references"] li')).toHaveLength(3);
    expect(dialog?.textContent).toContain('Widget stage, configuration “Configuration 1”');
    expect(dialog?.textContent).toContain('In the area Main hall');
    expect(dialog?.textContent).toContain('Global widget, in every area');

    act(() =>
      (document.querySelector('[data-testid="remove-cookie-provider-confirm"]') as HTMLElement).click(),
    );
    expect(architecture()?.cookieProviders.map((provider) => provider.id)).toEqual(['whereby', 'maps']);
    expect(container.querySelector('[data-testid="cookie-provider-2"]')).toBeNull();
    expect(named()).not.toContain('vimeo');
    expect(validateVenue(useDraftStore.getState().venue).ok).toBe(true);

    act(() => useDraftStore.getState().undo());
    expect(architecture()?.cookieProviders.map((provider) => provider.id)).toEqual([
      'vimeo',
      'whereby',
      'maps',
    ]);
    expect(named().filter((id) => id === 'vimeo')).toHaveLength(3);
  });

  it('adds a provider with an id made from its name, unique among the others', async () => {
    const container = await show();
    act(() => (container.querySelector('[data-testid="add-cookie-provider"]') as HTMLElement).click());
    type(document.querySelector('[data-testid="new-cookie-provider-name"]') as HTMLInputElement, 'Maps');
    act(() => (document.querySelector('[data-testid="add-cookie-provider-confirm"]') as HTMLElement).click());
    expect(architecture()?.cookieProviders.at(-1)).toEqual({
      id: 'maps-2',
      name: 'Maps',
      type: 'EXTERNAL_MEDIA',
      defaultProvider: false,
      attributes: [],
    });
  });

  it('shows a validation issue at its field; stores the banner text as written', async () => {
    act(() =>
      useDraftStore
        .getState()
        .setSaveState('invalid', [
          { path: 'architectures[0].cookieProviders[1].name', message: 'Name is broken' },
        ]),
    );
    const container = await show();
    expect(container.querySelector('[data-testid="cookie-provider-1"]')?.textContent).toContain('1 problem');
    act(() =>
      (container.querySelector('[data-testid="cookie-provider-1"] [aria-expanded]') as HTMLElement).click(),
    );
    const name = [...container.querySelectorAll('label')].find((label) =>
      label.textContent?.startsWith('Name'),
    );
    const input = document.getElementById(name?.htmlFor ?? '');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('Name is broken');

    const editor = container.querySelector('[data-testid="cookie-banner-text"]') as HTMLElement;
    act(() => {
      editor.innerHTML = '<p>We embed <b>videos</b>.</p>';
      editor.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(architecture()?.cookieBannerConfig).toEqual({
      type: 'NONE',
      text: [{ locale: 'en', text: '<p>We embed <b>videos</b>.</p>' }],
    });
    expect(container.textContent).not.toContain('script tag');
  });

  it('warns of a stored banner text the viewer would refuse', async () => {
    const venue = cookiesVenue();
    Object.assign(venue.architectures[0] as object, {
      cookieBannerConfig: {
        type: 'SIMPLE',
        text: [{ locale: 'de', text: '<p>Hallo</p><script>x()</script>' }],
      },
    });
    useDraftStore.getState().load('expo', venue, 1);
    const container = await show();
    expect(container.textContent).toContain('A text contains a script tag (de)');
  });

  it('renames a provider in the widgets naming it, and refuses an id another provider has', async () => {
    const container = await show();
    act(() =>
      (container.querySelector('[data-testid="cookie-provider-2"] [aria-expanded]') as HTMLElement).click(),
    );
    const idLabel = [...container.querySelectorAll('label')].find((label) =>
      label.textContent?.startsWith('Id'),
    );
    const id = document.getElementById(idLabel?.htmlFor ?? '') as HTMLInputElement;
    type(id, 'vimeo');
    act(() => id.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(container.textContent).toContain('Another provider has this id.');
    expect(architecture()?.cookieProviders[2]?.id).toBe('maps');

    type(id, 'open-maps');
    act(() => id.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(architecture()?.cookieProviders[2]?.id).toBe('open-maps');
    expect(named()).toContain('open-maps');
    expect(named()).not.toContain('maps');
  });
});

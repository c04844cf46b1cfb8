// @vitest-environment jsdom
import { defaultUiConfig, type Venue } from '@atrium/domain';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { initI18n } from '../../shared/i18n/i18n';
import { useVenueStore } from '../../shared/stores/venue.store';
import { venueFixture } from '../../testing/guard-fixtures';
import { VenueLogo } from './venue-logo';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LOGO_ALT = 'Expo logo: the word Expo';

/** The fixture venue with a style, and with a logo image when asked. */
function venue({ logo }: { logo: boolean }): Venue {
  const fixture = venueFixture();
  const architecture = fixture.architectures[0] as unknown as { style: Record<string, unknown> };
  architecture.style = logo ? { logoAssetId: 'logo' } : {};
  fixture.assets.push({
    id: 'logo',
    uri: 'https://cdn.example.com/logo.png',
    generation: 1,
    displayName: 'logo',
    alts: [{ locale: 'en', text: LOGO_ALT }],
  });
  return fixture;
}

let unmount: (() => void) | undefined;

async function renderHomeLink(venue: Venue): Promise<HTMLAnchorElement> {
  useVenueStore.setState({ venue });
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(createElement(MemoryRouter, null, createElement(VenueLogo))));
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  const link = container.querySelector<HTMLAnchorElement>('a[data-testid="home-link"]');
  if (!link) throw new Error('no home link');
  return link;
}

describe('the home link', () => {
  beforeAll(() => initI18n(defaultUiConfig));
  afterEach(() => unmount?.());

  // WCAG 2.5.3: an aria-label would replace the visible text in the name; the name comes from the
  // content instead, the visible text first and then where the link goes.
  it('without a logo image, is named by its visible text followed by where it leads', async () => {
    const link = await renderHomeLink(venue({ logo: false }));
    expect(link.querySelector('img')).toBeNull();
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.hasAttribute('aria-labelledby')).toBe(false);
    expect(link.textContent).toBe(`${en.app.name}${en.app.homeLink}`);
    expect(link.getAttribute('href')).toBe('/v/expo/area/lobby');
  });

  it('with a logo image, is named by the logo’s alternative text followed by where it leads', async () => {
    const link = await renderHomeLink(venue({ logo: true }));
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.querySelector('img')?.getAttribute('alt')).toBe(LOGO_ALT);
    expect(link.textContent).toBe(en.app.homeLink);
  });
});

// @vitest-environment jsdom
import { type ContentWidget, defaultUiConfig } from '@atrium/domain';
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { usePresenceStore } from '../../features/presence/presence.store';
import { initI18n } from '../../shared/i18n/i18n';
import { useSessionStore } from '../../shared/stores/session.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { passwordLogin, published, resetStores, user, venueFixture } from '../../testing/guard-fixtures';
import { render } from '../../testing/render';
import { accessTokenWith } from '../../testing/session-fixtures';
import { PresenceListWidgetView } from './presence-list-widget-view';

const widget = {
  id: 'who',
  name: 'Who is here',
  type: 'PRESENCE_LIST',
  configurations: [],
} as unknown as ContentWidget;
const props = {
  widget,
  configuration: {} as never,
  architectureId: 'expo',
  areaId: 'lobby',
  presentation: 'dialog' as const,
  onClose: () => undefined,
};

let unmount: (() => void) | undefined;
async function mount() {
  const view = await render(createElement(PresenceListWidgetView, props));
  unmount = view.unmount;
  return view.container;
}

describe('the PRESENCE_LIST widget', () => {
  beforeAll(() => initI18n(defaultUiConfig));
  beforeEach(() => {
    resetStores();
    usePresenceStore.getState().reset();
    useVenueStore.setState({ venue: venueFixture('expo'), version: published('expo') });
    useSessionStore.setState({
      accessToken: accessTokenWith(['attendee']),
      user,
      loginOptions: passwordLogin,
    });
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  it('lists the attendees with the filters and the search once presence is ready', async () => {
    const root = await mount();
    expect(root.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe(
      en.presence.connecting,
    );
    act(() =>
      usePresenceStore.getState().applyPage({ total: 1, offset: 0, entries: [], counts: {}, seq: 1 }),
    );
    expect(root.querySelector('[data-testid="presence-total"]')?.textContent).toBe('1 attendee');
    expect(root.querySelector('[role="listbox"]')?.getAttribute('aria-label')).toBe(en.presence.listLabel);
    expect(root.querySelector('input[type="search"]')?.getAttribute('aria-label')).toBe(en.presence.search);
    expect(root.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(en.presence.filters.label);
    // The widget's list decides the watched window while it is open.
    expect(usePresenceStore.getState().windowOwners.at(-1)).toBe('widget:who');
  });

  it('says plainly that the list is for logged-in attendees to a guest', async () => {
    useSessionStore.setState({ accessToken: accessTokenWith(['guest']) });
    const root = await mount();
    expect(root.textContent).toBe(en.presence.unavailable);
  });
});

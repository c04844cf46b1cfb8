// @vitest-environment jsdom
import { defaultUiConfig } from '@atrium/domain';
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usePresenceStore } from '../../features/presence/presence.store';
import { initI18n } from '../../shared/i18n/i18n';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { useSessionStore } from '../../shared/stores/session.store';
import { useUiConfigStore } from '../../shared/stores/ui-config.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { passwordLogin, published, resetStores, user, venueFixture } from '../../testing/guard-fixtures';
import { actUntil, render, settle } from '../../testing/render';
import { accessTokenWith } from '../../testing/session-fixtures';
import { DesktopHeader } from './desktop-header';

let unmount: (() => void) | undefined;

async function headerHeight(): Promise<string> {
  const view = await render(createElement(DesktopHeader));
  unmount = view.unmount;
  await settle();
  const toolbar = view.container.querySelector('header .MuiToolbar-root');
  if (!toolbar) throw new Error('no toolbar');
  return getComputedStyle(toolbar).height;
}

const firstPage = () =>
  act(() => usePresenceStore.getState().applyPage({ total: 0, offset: 0, entries: [], counts: {}, seq: 1 }));

describe('the desktop header (spec §2.3, §9)', () => {
  beforeAll(() => initI18n(defaultUiConfig));
  beforeEach(() => {
    resetStores();
    usePresenceStore.getState().reset();
    const venue = venueFixture('expo');
    (venue.architectures[0] as { style: unknown }).style = {};
    useVenueStore.setState({ venue, version: published('expo') });
    useSessionStore.setState({
      accessToken: accessTokenWith(['attendee']),
      user,
      loginOptions: passwordLogin,
    });
    useUiConfigStore.setState({ config: defaultUiConfig });
    useRealtimeStatus.setState({ status: 'connected', connection: 1 });
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  it('is 60 px high until presence is ready, then 102 px with the presence widget', async () => {
    expect(await headerHeight()).toBe('60px');
    await firstPage();
    await settle();
    expect(getComputedStyle(document.querySelector('header .MuiToolbar-root')!).height).toBe('102px');
    await actUntil(() => document.querySelector('[data-testid="presence-header"]') !== null);
  });

  it('stays 60 px without the userPresence feature, even with a page', async () => {
    useUiConfigStore.setState({
      config: { ...defaultUiConfig, features: { ...defaultUiConfig.features, userPresence: false } },
    });
    await firstPage();
    expect(await headerHeight()).toBe('60px');
    expect(document.querySelector('[data-testid="presence-header"]')).toBeNull();
  });

  it('stays 60 px for a guest and where login is disabled (spec §6)', async () => {
    await firstPage();
    useSessionStore.setState({ accessToken: accessTokenWith(['guest']) });
    expect(await headerHeight()).toBe('60px');
    unmount?.();
    useSessionStore.setState({
      accessToken: accessTokenWith(['attendee']),
      loginOptions: [{ loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' }],
    });
    expect(await headerHeight()).toBe('60px');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore, whenNavigationUnlocked } from './ui.store';

beforeEach(() =>
  useUiStore.setState({ dialogs: [], error: { hasErrors: false }, errorSuppression: 0, navigationLocks: 0 }),
);

describe('dialog stack', () => {
  it('adds, removes and pops innermost first', () => {
    const ui = useUiStore.getState();
    ui.addDialog('a');
    ui.addDialog('b');
    ui.addDialog('c');
    ui.removeDialog('b');
    expect(useUiStore.getState().dialogs).toEqual(['a', 'c']);
    expect(ui.popDialog()).toBe('c');
    expect(ui.popDialog()).toBe('a');
    expect(ui.popDialog()).toBeUndefined();
  });
});

describe('error dialog suppression', () => {
  it('shows no default error while the counter is above 0', () => {
    const ui = useUiStore.getState();
    ui.suppressErrors();
    ui.suppressErrors();
    ui.showError('NOT_REACHABLE');
    ui.releaseErrors();
    ui.showError('NOT_REACHABLE');
    expect(useUiStore.getState().error.hasErrors).toBe(false);
    ui.releaseErrors();
    ui.showError('PROCESSING_ERROR', 'server said no');
    expect(useUiStore.getState().error).toEqual({
      hasErrors: true,
      code: 'PROCESSING_ERROR',
      message: 'server said no',
    });
    ui.dismissError();
    expect(useUiStore.getState().error.hasErrors).toBe(false);
  });
});

describe('navigation locks', () => {
  it('navigation waits until every lock is released', async () => {
    const ui = useUiStore.getState();
    const first = ui.lockNavigation();
    const second = ui.lockNavigation();
    let done = false;
    const waiting = whenNavigationUnlocked().then(() => {
      done = true;
    });
    first();
    first();
    await Promise.resolve();
    expect(done).toBe(false);
    second();
    await waiting;
    expect(done).toBe(true);
  });
});

describe('cookie banner and notification visibility (spec §4 UI store)', () => {
  it('are both false initially', () => {
    expect(useUiStore.getInitialState()).toMatchObject({
      cookieBannerVisible: false,
      notificationVisible: false,
    });
  });

  it('are each set by their own action, leaving the other as it is', () => {
    useUiStore.setState({ cookieBannerVisible: false, notificationVisible: false });
    const ui = useUiStore.getState();
    ui.setCookieBannerVisible(true);
    expect(useUiStore.getState()).toMatchObject({ cookieBannerVisible: true, notificationVisible: false });
    ui.setNotificationVisible(true);
    expect(useUiStore.getState()).toMatchObject({ cookieBannerVisible: true, notificationVisible: true });
    ui.setCookieBannerVisible(false);
    expect(useUiStore.getState()).toMatchObject({ cookieBannerVisible: false, notificationVisible: true });
    ui.setNotificationVisible(false);
    expect(useUiStore.getState()).toMatchObject({ cookieBannerVisible: false, notificationVisible: false });
  });
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../stores/ui.store';
import { onAfterNavigation, signalAfterNavigation } from './after-navigation';
import { openPrivacyPreferencesFromHash } from './privacy-preferences-hash';

describe('after-navigation signal', () => {
  it('marks the document idle and tells every listener, even when one fails', () => {
    const seen = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stopFailing = onAfterNavigation(() => {
      throw new Error('broken listener');
    });
    const stop = onAfterNavigation(seen);
    signalAfterNavigation({ pathname: '/v/x/area/a', search: '', hash: '' });
    expect(document.documentElement.dataset.navigation).toBe('idle');
    expect(seen).toHaveBeenCalledWith({ pathname: '/v/x/area/a', search: '', hash: '' });
    expect(error).toHaveBeenCalled();
    stop();
    stopFailing();
    signalAfterNavigation({ pathname: '/', search: '', hash: '' });
    expect(seen).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('opens the cookie banner for #privacy-preferences only', () => {
    useUiStore.setState({ cookieBannerVisible: false });
    openPrivacyPreferencesFromHash({ hash: '#other' });
    expect(useUiStore.getState().cookieBannerVisible).toBe(false);
    openPrivacyPreferencesFromHash({ hash: '#privacy-preferences' });
    expect(useUiStore.getState().cookieBannerVisible).toBe(true);
  });
});

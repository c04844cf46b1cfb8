import { afterEach, describe, expect, it, vi } from 'vitest';
import { logAssetFailure, setAssetFailureLog } from './use-asset-source';

afterEach(() => vi.restoreAllMocks());

describe('logAssetFailure (spec §8)', () => {
  it('warns on the console until the front-end log is wired in', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logAssetFailure('logo', 480);
    expect(warn).toHaveBeenCalledWith('Failed to load asset logo in size 480');
  });

  it('names the asset and the size tried, else the original', () => {
    const log = vi.fn();
    setAssetFailureLog(log);
    logAssetFailure('lobby-bg', 1920);
    logAssetFailure('speaker-notes', undefined);
    expect(log.mock.calls).toEqual([
      ['Failed to load asset lobby-bg in size 1920'],
      ['Failed to load asset speaker-notes in size original'],
    ]);
  });
});

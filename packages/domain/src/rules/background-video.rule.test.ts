import { describe, expect, it } from 'vitest';
import {
  backgroundPlayerUrl,
  isLiveStreamVideoUrl,
  videoBackgroundProviderIds,
} from './background-video.rule';

const vimeo = { id: 'vimeo', name: 'Vimeo', defaultProvider: true };
const live = { id: 'vimeo-live', name: 'Vimeo Livestream', defaultProvider: true };
const whereby = { id: 'whereby', name: 'Whereby', defaultProvider: false };
const providers = [whereby, vimeo, live];

describe('isLiveStreamVideoUrl', () => {
  it('recognises the live-stream VOD iframe addresses', () => {
    expect(isLiveStreamVideoUrl('https://vimeo.com/event/12345/embed')).toBe(true);
    expect(isLiveStreamVideoUrl('https://livestream.com/accounts/1/events/2/videos/3/player')).toBe(true);
    expect(isLiveStreamVideoUrl('https://player.vimeo.com/video/76979871')).toBe(false);
  });
});

describe('videoBackgroundProviderIds', () => {
  it('uses the video host default for an ordinary video', () => {
    expect(videoBackgroundProviderIds('https://player.vimeo.com/video/76979871', providers)).toEqual([
      'vimeo',
    ]);
  });

  it('uses the live-stream default when the url starts with its VOD iframe address', () => {
    expect(videoBackgroundProviderIds('https://vimeo.com/event/12345/embed', providers)).toEqual([
      'vimeo-live',
    ]);
  });

  it('never picks a provider that is not a default', () => {
    expect(videoBackgroundProviderIds('https://player.vimeo.com/video/1', [whereby])).toEqual([]);
  });

  it('falls back to every default when only the other kind exists', () => {
    expect(videoBackgroundProviderIds('https://vimeo.com/event/1/embed', [vimeo])).toEqual(['vimeo']);
    expect(videoBackgroundProviderIds('https://player.vimeo.com/video/1', [live])).toEqual(['vimeo-live']);
  });

  it('lists each provider once', () => {
    expect(videoBackgroundProviderIds('https://player.vimeo.com/video/1', [vimeo, vimeo])).toEqual(['vimeo']);
  });
});

describe('backgroundPlayerUrl', () => {
  it('asks Vimeo for a muted, looping background player without tracking', () => {
    const url = new URL(backgroundPlayerUrl('https://player.vimeo.com/video/76979871?h=abc'));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      h: 'abc',
      background: '1',
      autoplay: '1',
      muted: '1',
      loop: '1',
      autopause: '0',
      dnt: '1',
    });
  });

  it('sets the common autoplay flags for other players', () => {
    const url = new URL(backgroundPlayerUrl('https://vimeo.com/event/12345/embed'));
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('muted')).toBe('1');
    expect(url.searchParams.has('background')).toBe(false);
  });

  it('leaves an address it cannot parse alone', () => {
    expect(backgroundPlayerUrl('not a url')).toBe('not a url');
  });
});

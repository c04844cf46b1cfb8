import type { CookieProvider } from '../venue/cookie.schema';

/** Embeds of the live-stream service's recordings (video on demand) start with one of these. */
export const LIVE_STREAM_VOD_IFRAME_PREFIXES = [
  'https://vimeo.com/event/',
  'https://livestream.com/',
] as const;

export function isLiveStreamVideoUrl(videoUrl: string): boolean {
  return LIVE_STREAM_VOD_IFRAME_PREFIXES.some((prefix) => videoUrl.startsWith(prefix));
}

type VideoProvider = Pick<CookieProvider, 'id' | 'name' | 'defaultProvider'>;

/** The venue JSON marks no provider as "the live-stream one": its id or name says so ("vimeo-live", "… Livestream"). */
function isLiveStreamProvider(provider: VideoProvider): boolean {
  return /live/i.test(provider.id) || /live/i.test(provider.name);
}

/**
 * Spec §9: the cookie providers a video background needs are the venue's default video providers —
 * the live-stream one when the video url starts with its VOD iframe address, the video host's
 * otherwise. When the venue has only one kind of default provider, all defaults are used; without
 * defaults nothing blocks the video.
 */
export function videoBackgroundProviderIds(videoUrl: string, providers: readonly VideoProvider[]): string[] {
  const defaults = providers.filter((provider) => provider.defaultProvider);
  const wanted = isLiveStreamVideoUrl(videoUrl);
  const matching = defaults.filter((provider) => isLiveStreamProvider(provider) === wanted);
  return [...new Set((matching.length > 0 ? matching : defaults).map((provider) => provider.id))];
}

const VIMEO_PLAYER = 'https://player.vimeo.com/';

/**
 * The player address for a muted, looping background without controls. Vimeo's `background=1`
 * does exactly that (and implies autoplay, loop and mute; they are set too for older embeds);
 * `dnt=1` keeps the player from tracking the visitor. Other players get the common flags.
 */
export function backgroundPlayerUrl(videoUrl: string): string {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return videoUrl;
  }
  const flags: Record<string, string> = videoUrl.startsWith(VIMEO_PLAYER)
    ? { background: '1', autoplay: '1', muted: '1', loop: '1', autopause: '0', dnt: '1' }
    : { autoplay: '1', muted: '1', loop: '1' };
  for (const [name, value] of Object.entries(flags)) url.searchParams.set(name, value);
  return url.toString();
}

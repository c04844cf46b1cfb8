import { useEffect } from 'react';
import { useAssetSource } from '../../shared/assets/use-asset-source';
import { useUiConfigStore } from '../../shared/stores/ui-config.store';
import { useVenueView } from '../../shared/ui/use-venue-view';

const DEFAULT_TITLE = 'Atrium';
const DEFAULT_FAVICON = '/favicon.svg';

/** Tab title and favicon from the venue and UI configuration, with defaults. */
export function DocumentHead() {
  const config = useUiConfigStore((s) => s.config);
  const { architecture } = useVenueView();
  const { src: venueFavicon } = useAssetSource(architecture?.style.faviconAssetId);
  const favicon = venueFavicon ?? config.favicon ?? DEFAULT_FAVICON;
  const title = config.tabTitle ?? DEFAULT_TITLE;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = favicon;
  }, [favicon]);

  return null;
}

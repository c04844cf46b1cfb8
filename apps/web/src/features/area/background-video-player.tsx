import { backgroundPlayerUrl, type CookieProvider, videoBackgroundProviderIds } from '@atrium/domain';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { ConsentGate } from '../consent/consent-gate';

/**
 * A video background: the provider's player, muted and looping, over the poster (which shows
 * while the player loads or while its provider's cookies are not accepted). It is scenery, so it
 * takes no clicks and no focus; the hotspots stay on top.
 */
export function BackgroundVideoPlayer(props: {
  videoUrl: string;
  cookieProviders: readonly CookieProvider[];
  title: string;
}) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
      }}
    >
      <ConsentGate
        providerIds={videoBackgroundProviderIds(props.videoUrl, props.cookieProviders)}
        widgetType="BACKGROUND_VIDEO"
      >
        <Box
          component="iframe"
          src={backgroundPlayerUrl(props.videoUrl)}
          title={props.title}
          allow="autoplay; fullscreen; picture-in-picture"
          tabIndex={-1}
          onLoad={() => setLoaded(true)}
          data-testid="background-video"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            border: 0,
            pointerEvents: 'none',
            opacity: loaded ? 1 : 0,
            transition: 'opacity 400ms',
          }}
        />
      </ConsentGate>
    </Box>
  );
}

import type { AudioWidget } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetSource } from '../../shared/assets/use-asset-source';
import { assetTitle } from '../download/asset-file';
import type { WidgetViewProps } from '../widget-view.types';

/** The browser's own audio player for the configured asset; playback stops when the widget closes. */
export function AudioWidgetView({ configuration }: WidgetViewProps<AudioWidget>) {
  const { t, i18n } = useTranslation();
  const { asset, src, onError, failed } = useAssetSource(configuration.assetId);
  const player = useRef<HTMLAudioElement>(null);
  const titleId = useId();
  const title = assetTitle(asset, i18n.language) || configuration.name;

  useEffect(() => {
    const audio = player.current;
    return () => audio?.pause();
  }, []);

  return (
    <Box
      data-testid="audio-widget"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: { sm: 360 } }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {failed || !asset ? (
        <Alert severity="error">{t('errors.codes.WIDGET_ERROR')}</Alert>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the venue JSON has no caption tracks for audio assets.
        <audio
          ref={player}
          controls
          preload="metadata"
          src={src}
          onError={onError}
          aria-labelledby={titleId}
          style={{ width: '100%' }}
        >
          {t('audio.unsupported')}
        </audio>
      )}
    </Box>
  );
}

import { validateVenue } from '@atrium/domain';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_WINDOW_NAME, type PreviewMessage, previewUrl } from '../../shared/routing/preview-mode';
import { useDraftStore } from '../draft/draft.store';
import { type PreviewFrame, usePreviewStore } from './preview.store';

/** The frames the preview shows the venue in (CSS pixels), scaled to the pane's width. */
const frames: Record<PreviewFrame, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};
const PANE_WIDTH = 440;

/**
 * The stage version in the real viewer, beside the editor. The viewer loads the stage once; after
 * that the studio sends it each valid draft (so it shows before autosave has staged it) and the
 * area being edited.
 */
export function PreviewPane({ architectureId }: { architectureId: string }) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frame = usePreviewStore((state) => state.frame);
  const setFrame = usePreviewStore((state) => state.setFrame);
  const areaId = usePreviewStore((state) => state.areaId);
  const venue = useDraftStore((state) => state.venue);
  // The frame's first URL only: later areas are sent as messages, without reloading it.
  const [src] = useState(() => previewUrl(architectureId, areaId));
  const [loaded, setLoaded] = useState(0);

  // The viewer says when it listens; each (re)load of the frame says so again.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === 'atrium:preview-ready') setLoaded((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const target = frameRef.current?.contentWindow;
    if (loaded === 0 || !target || !venue) return;
    // At once, not in the next frame: after a drag the effect runs right after the commit.
    const message: PreviewMessage = { type: 'atrium:preview', areaId, sentAt: performance.now() };
    if (validateVenue(venue).ok) message.venue = venue;
    target.postMessage(message, window.location.origin);
  }, [venue, areaId, loaded]);

  const size = frames[frame];
  const scale = Math.min(1, PANE_WIDTH / size.width);
  return (
    <Box
      component="aside"
      aria-label={t('studio.preview.label')}
      sx={{
        width: PANE_WIDTH + 32,
        flexShrink: 0,
        borderInlineStart: 1,
        borderColor: 'divider',
        p: 2,
        overflow: 'auto',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h2">
          {t('studio.preview.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={frame}
          onChange={(_event, value: PreviewFrame | null) => value && setFrame(value)}
          aria-label={t('studio.preview.frame')}
        >
          <ToggleButton value="desktop">{t('studio.preview.desktop')}</ToggleButton>
          <ToggleButton value="phone">{t('studio.preview.phone')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{
          width: size.width * scale,
          height: size.height * scale,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: frame === 'phone' ? 3 : 1,
          mx: 'auto',
        }}
      >
        <iframe
          ref={frameRef}
          name={PREVIEW_WINDOW_NAME}
          title={t('studio.preview.title')}
          src={src}
          data-testid="studio-preview"
          style={{
            width: size.width,
            height: size.height,
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </Box>
    </Box>
  );
}

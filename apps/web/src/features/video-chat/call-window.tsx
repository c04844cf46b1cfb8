import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import MinimizeIcon from '@mui/icons-material/Minimize';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import { CallControls } from './call-controls';
import { CallTiles } from './call-tiles';
import { useDeviceChanges } from './use-device-changes';
import { useVideoCallStore } from './video-call.store';

function useStatusText(): string {
  const { t } = useTranslation();
  const uid = useSessionStore((s) => s.user?.userId ?? '');
  const current = useVideoCallStore((s) => s.current);
  const call = current?.call;
  if (!call || current.phase === 'preparing') return t('video.status.connecting');
  if (call.state === 'RINGING') {
    const rung = call.participants
      .filter((p) => p.uid !== uid && p.state === 'RINGING')
      .map((p) => p.name)
      .sort((a, b) => a.localeCompare(b));
    return t('video.status.ringing', { names: rung.join(', ') });
  }
  const joined = call.participants.filter((p) => p.state === 'JOINED').length;
  return t('video.status.active', { count: joined });
}

/**
 * The call: a window docked at the bottom corner (minimised to its controls, or the whole
 * screen); on phones always the whole screen. Not modal: the venue stays usable beside it.
 */
export function CallWindow() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const open = useVideoCallStore((s) => Boolean(s.current));
  const mode = useVideoCallStore((s) => s.window);
  const setWindow = useVideoCallStore((s) => s.setWindow);
  const status = useStatusText();
  const frame = useRef<HTMLDivElement>(null);

  // The window takes the focus when it opens, so keyboard and screen-reader users are in it.
  useEffect(() => {
    if (open) frame.current?.focus();
  }, [open]);

  useDeviceChanges(open);

  if (!open) return null;
  const full = phone || mode === 'full';
  const minimized = !full && mode === 'minimized';
  const button = (label: string, onClick: () => void, icon: React.ReactNode, testId: string) => (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={onClick}
        size="small"
        sx={{ color: '#fff' }}
        data-testid={testId}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Paper
      ref={frame}
      role="dialog"
      aria-labelledby="video-call-title"
      aria-describedby="video-call-status"
      tabIndex={-1}
      elevation={12}
      data-testid="video-call-window"
      data-mode={full ? 'full' : mode}
      sx={{
        position: 'fixed',
        zIndex: (z) => (full ? z.zIndex.drawer + 60 : z.zIndex.appBar + 60),
        display: 'flex',
        flexDirection: 'column',
        bgcolor: '#0b0f1e',
        color: '#fff',
        outline: 'none',
        ...(full
          ? { inset: 0, borderRadius: 0 }
          : {
              // Above the footer's area links, beside the chat docked at the other corner.
              insetInlineStart: 16,
              bottom: 64,
              width: minimized ? 360 : 600,
              maxWidth: 'calc(100vw - 32px)',
              maxHeight: 'calc(100vh - 80px)',
            }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="video-call-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('video.window.title')}
          </Typography>
          <Typography id="video-call-status" variant="caption" role="status" noWrap sx={{ opacity: 0.8 }}>
            {status}
          </Typography>
        </Box>
        {!phone &&
          !full &&
          (minimized
            ? button(
                t('video.window.restore'),
                () => setWindow('normal'),
                <OpenInFullIcon fontSize="small" />,
                'video-restore',
              )
            : button(
                t('video.window.minimize'),
                () => setWindow('minimized'),
                <MinimizeIcon fontSize="small" />,
                'video-minimize',
              ))}
        {!phone &&
          (full
            ? button(
                t('video.window.exitFullScreen'),
                () => setWindow('normal'),
                <CloseFullscreenIcon fontSize="small" />,
                'video-exit-full',
              )
            : button(
                t('video.window.fullScreen'),
                () => setWindow('full'),
                <FullscreenIcon fontSize="small" />,
                'video-full',
              ))}
      </Box>
      {!minimized && <CallTiles fill={full} />}
      <CallControls />
    </Paper>
  );
}

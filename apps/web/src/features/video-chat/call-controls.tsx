import CallEndIcon from '@mui/icons-material/CallEnd';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import ScreenShareIcon from '@mui/icons-material/ScreenShare';
import StopScreenShareIcon from '@mui/icons-material/StopScreenShare';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleCamera, toggleMic, toggleScreenShare } from './call-media';
import { hangUp } from './call-session';
import { DeviceMenu } from './device-menu';
import { useVideoCallStore } from './video-call.store';

function Control(props: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          aria-pressed={props.pressed}
          onClick={props.onClick}
          disabled={props.disabled}
          data-testid={props.testId}
          sx={{
            color: '#fff',
            bgcolor: props.danger
              ? 'error.main'
              : props.pressed
                ? 'rgba(255,255,255,0.24)'
                : 'rgba(255,255,255,0.08)',
            '&:hover': { bgcolor: props.danger ? 'error.dark' : 'rgba(255,255,255,0.3)' },
          }}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Microphone, camera, screen, devices, hang up: buttons with names, reachable by keyboard. */
export function CallControls() {
  const { t } = useTranslation();
  const media = useVideoCallStore((s) => s.media);
  const preparing = useVideoCallStore((s) => s.current?.phase !== 'live');
  const canShare = typeof navigator.mediaDevices?.getDisplayMedia === 'function';
  return (
    <Box
      role="toolbar"
      aria-label={t('video.controls.label')}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, p: 1, flexWrap: 'wrap' }}
    >
      <Control
        label={t(media.micOn ? 'video.controls.mute' : 'video.controls.unmute')}
        pressed={!media.micOn}
        onClick={() => void toggleMic()}
        disabled={preparing}
        testId="video-mic"
      >
        {media.micOn ? <MicIcon /> : <MicOffIcon />}
      </Control>
      <Control
        label={t(media.cameraOn ? 'video.controls.cameraOff' : 'video.controls.cameraOn')}
        pressed={!media.cameraOn}
        onClick={() => void toggleCamera()}
        disabled={preparing}
        testId="video-camera"
      >
        {media.cameraOn ? <VideocamIcon /> : <VideocamOffIcon />}
      </Control>
      {canShare && (
        <Control
          label={t(media.sharing ? 'video.controls.stopSharing' : 'video.controls.shareScreen')}
          pressed={media.sharing}
          onClick={() => void toggleScreenShare()}
          disabled={preparing}
          testId="video-screen"
        >
          {media.sharing ? <StopScreenShareIcon /> : <ScreenShareIcon />}
        </Control>
      )}
      <DeviceMenu />
      <Control label={t('video.controls.hangUp')} onClick={hangUp} danger testId="video-hang-up">
        <CallEndIcon />
      </Control>
    </Box>
  );
}

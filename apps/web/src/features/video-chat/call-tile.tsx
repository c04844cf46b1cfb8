import { initials } from '@atrium/domain';
import MicOffIcon from '@mui/icons-material/MicOff';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect, useRef, useState } from 'react';

export type TileProps = {
  name: string;
  stream: MediaStream | undefined;
  /** Bumped when the stream's tracks change. */
  version: number;
  /** The own preview: muted, mirrored while it shows the camera. */
  local?: boolean;
  mirrored?: boolean;
  /** A line under the name: ringing, connecting, camera off, microphone off. */
  status?: string;
  micOff?: boolean;
  micOffLabel?: string;
  fill?: boolean;
  testId: string;
  uid?: string;
};

/** How long without a new frame before the picture counts as gone (camera off, connection lost). */
const STILL_AFTER_MS = 3_000;

/**
 * Whether frames arrive now. A remote track's `muted` flag is no guide (Chrome leaves it set on
 * a track that plays after a renegotiation), so frames are watched (requestVideoFrameCallback;
 * where it is missing, whether the video has a size). The video stays rendered underneath the
 * initials, or no frames would be presented to watch.
 */
function usePicture(
  video: RefObject<HTMLVideoElement | null>,
  stream: MediaStream | undefined,
  version: number,
) {
  const [picture, setPicture] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means new tracks in the same stream
  useEffect(() => {
    const element = video.current;
    if (!element || !stream) {
      setPicture(false);
      return;
    }
    const watchFrames = typeof element.requestVideoFrameCallback === 'function';
    let last = Number.NEGATIVE_INFINITY;
    let handle = 0;
    let stopped = false;
    const onFrame = () => {
      last = performance.now();
      setPicture(true);
      if (!stopped) handle = element.requestVideoFrameCallback(onFrame);
    };
    if (watchFrames) handle = element.requestVideoFrameCallback(onFrame);
    const timer = setInterval(() => {
      const live = stream.getVideoTracks().some((track) => track.readyState === 'live');
      setPicture(live && (watchFrames ? performance.now() - last < STILL_AFTER_MS : element.videoWidth > 0));
    }, 500);
    return () => {
      stopped = true;
      clearInterval(timer);
      if (watchFrames) element.cancelVideoFrameCallback(handle);
    };
  }, [stream, version]);
  return picture;
}

/** One participant's picture (or initials without one) with their name. */
export function CallTile(props: TileProps) {
  const video = useRef<HTMLVideoElement>(null);
  const picture = usePicture(video, props.stream, props.version);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means new tracks in the same stream
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.srcObject !== (props.stream ?? null)) element.srcObject = props.stream ?? null;
    if (props.stream) void element.play().catch(() => {});
  }, [props.stream, props.version]);

  return (
    <Box
      data-testid={props.testId}
      data-uid={props.uid}
      data-picture={picture ? 'on' : 'off'}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: props.fill ? 0 : 1,
        bgcolor: '#10131f',
        minHeight: 0,
        aspectRatio: props.fill ? undefined : '16 / 9',
        height: props.fill ? '100%' : undefined,
      }}
    >
      <Box
        component="video"
        ref={video}
        autoPlay
        playsInline
        muted={props.local}
        aria-hidden="true"
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          transform: props.mirrored ? 'scaleX(-1)' : undefined,
        }}
      />
      {!picture && (
        <Box
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: '#10131f' }}
        >
          <Avatar sx={{ width: 64, height: 64, fontSize: 24 }}>{initials(props.name)}</Avatar>
        </Box>
      )}
      <Box
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          bottom: 8,
          maxWidth: 'calc(100% - 16px)',
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'rgba(0, 0, 0, 0.6)',
          color: '#fff',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        {props.micOff && <MicOffIcon fontSize="inherit" titleAccess={props.micOffLabel} />}
        <Typography variant="caption" noWrap sx={{ fontWeight: 600 }}>
          {props.name}
        </Typography>
        {props.status && (
          <Typography variant="caption" noWrap sx={{ opacity: 0.8 }}>
            · {props.status}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

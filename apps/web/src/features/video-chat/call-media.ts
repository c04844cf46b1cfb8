import { listDevices, openCameraAndMicrophone, openScreen, openTrack } from './local-media';
import type { OutgoingTracks } from './peer-link';
import { useVideoCallStore } from './video-call.store';
import { videoErrorKey } from './video-error';

/**
 * This tab's own media in a call: microphone, camera and screen tracks, the preview stream
 * that holds what is sent, and the changes (mute, camera off, another device, the screen and
 * back) passed on to every peer connection.
 */
const tracks: {
  mic: MediaStreamTrack | null;
  camera: MediaStreamTrack | null;
  screen: MediaStreamTrack | null;
} = {
  mic: null,
  camera: null,
  screen: null,
};
let preview: MediaStream | undefined;
let toPeers: (kind: 'audio' | 'video', track: MediaStreamTrack | null) => void = () => {};

const store = () => useVideoCallStore.getState();

/** Where changed tracks go (the session's peer connections). */
export function sendChangesTo(apply: typeof toPeers) {
  toPeers = apply;
}

const videoOut = () => tracks.screen ?? tracks.camera;

/** Puts what is sent into the preview stream (the same object: peer connections name it). */
function refreshPreview() {
  if (!preview) return;
  for (const track of preview.getTracks()) preview.removeTrack(track);
  for (const track of [tracks.mic, videoOut()]) if (track) preview.addTrack(track);
  store().patchMedia({ preview, previewVersion: store().media.previewVersion + 1 });
}

export async function refreshDevices() {
  try {
    store().setDevices(await listDevices());
  } catch (error) {
    console.warn('video: the devices could not be listed', error);
  }
}

/** Opens camera and microphone as the user left them (muted, camera off, chosen devices). */
export async function openLocalMedia() {
  const { media } = store();
  const stream = await openCameraAndMicrophone(media);
  tracks.mic = stream.getAudioTracks()[0] ?? null;
  tracks.camera = stream.getVideoTracks()[0] ?? null;
  if (tracks.mic) tracks.mic.enabled = media.micOn;
  if (tracks.camera && !media.cameraOn) {
    tracks.camera.stop();
    tracks.camera = null;
  }
  preview = new MediaStream();
  store().patchMedia({ micOn: Boolean(tracks.mic) && media.micOn, cameraOn: Boolean(tracks.camera) });
  refreshPreview();
  void refreshDevices();
}

export const outgoingTracks = (): OutgoingTracks & { stream: MediaStream } => ({
  audio: tracks.mic,
  video: videoOut(),
  stream: preview ?? new MediaStream(),
});

export function closeLocalMedia() {
  for (const track of [tracks.mic, tracks.camera, tracks.screen]) track?.stop();
  tracks.mic = null;
  tracks.camera = null;
  tracks.screen = null;
  preview = undefined;
}

const failed = (error: unknown) =>
  store().notify({ key: `video.errors.${videoErrorKey(error)}`, severity: 'error' });

export async function toggleMic() {
  const micOn = !store().media.micOn;
  try {
    if (!tracks.mic && micOn) {
      tracks.mic = await openTrack('audio', store().media.audioDeviceId);
      toPeers('audio', tracks.mic);
      refreshPreview();
    }
    if (tracks.mic) tracks.mic.enabled = micOn;
    store().patchMedia({ micOn });
  } catch (error) {
    failed(error);
  }
}

export async function toggleCamera() {
  const cameraOn = !store().media.cameraOn;
  try {
    if (cameraOn) {
      tracks.camera = await openTrack('video', store().media.videoDeviceId);
    } else {
      // Off means off: the camera is released (its light goes out), not only blacked out.
      tracks.camera?.stop();
      tracks.camera = null;
    }
    if (!tracks.screen) toPeers('video', tracks.camera);
    store().patchMedia({ cameraOn });
    refreshPreview();
  } catch (error) {
    failed(error);
  }
}

function stopSharing() {
  tracks.screen?.stop();
  tracks.screen = null;
  toPeers('video', tracks.camera);
  store().patchMedia({ sharing: false });
  refreshPreview();
}

/** Shares the screen instead of the camera; back to the camera when it stops (here or in the browser's bar). */
export async function toggleScreenShare() {
  if (tracks.screen) {
    stopSharing();
    return;
  }
  try {
    const screen = await openScreen();
    screen.addEventListener('ended', () => {
      if (tracks.screen === screen) stopSharing();
    });
    tracks.screen = screen;
    toPeers('video', screen);
    store().patchMedia({ sharing: true });
    refreshPreview();
  } catch (error) {
    // Cancelling the browser's picker is no error to tell.
    if ((error as { name?: unknown } | null)?.name !== 'NotAllowedError') failed(error);
  }
}

/** Another camera or microphone: its track replaces the one sent, without a new negotiation. */
export async function selectDevice(kind: 'audio' | 'video', deviceId: string) {
  store().patchMedia(kind === 'audio' ? { audioDeviceId: deviceId } : { videoDeviceId: deviceId });
  const current = kind === 'audio' ? tracks.mic : tracks.camera;
  if (!current) return;
  try {
    const next = await openTrack(kind, deviceId);
    current.stop();
    if (kind === 'audio') {
      next.enabled = store().media.micOn;
      tracks.mic = next;
      toPeers('audio', next);
    } else {
      tracks.camera = next;
      if (!tracks.screen) toPeers('video', next);
    }
    refreshPreview();
  } catch (error) {
    failed(error);
  }
}

import type { DeviceOption } from './video-call.store';

/** What a camera sends: enough for four tiles, little enough for a phone's uplink. */
const CAMERA: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 360 },
  frameRate: { ideal: 24, max: 30 },
};

const constraint = (deviceId: string | undefined, base: MediaTrackConstraints | true) =>
  deviceId ? { ...(base === true ? {} : base), deviceId: { exact: deviceId } } : base;

const missingDevice = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError';
};

/**
 * Opens camera and microphone. When one of them is missing (or busy) the call goes on with the
 * other; a refusal, or neither, throws the browser's error (told with the spec §8 texts).
 */
export async function openCameraAndMicrophone(devices: { audioDeviceId?: string; videoDeviceId?: string }) {
  const media = navigator.mediaDevices;
  if (!media?.getUserMedia) throw new DOMException('No media devices', 'NotFoundError');
  const audio = constraint(devices.audioDeviceId, true);
  const video = constraint(devices.videoDeviceId, CAMERA);
  try {
    return await media.getUserMedia({ audio, video });
  } catch (error) {
    if (!missingDevice(error)) throw error;
    for (const only of [{ audio }, { video }]) {
      try {
        return await media.getUserMedia(only);
      } catch (next) {
        if (!missingDevice(next)) throw next;
      }
    }
    throw error;
  }
}

/** One new track of a device (switching camera or microphone, or the camera back on). */
export async function openTrack(
  kind: 'audio' | 'video',
  deviceId: string | undefined,
): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia(
    kind === 'audio' ? { audio: constraint(deviceId, true) } : { video: constraint(deviceId, CAMERA) },
  );
  const [track] = kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks();
  if (!track) throw new DOMException('No track', 'NotFoundError');
  return track;
}

/** The screen (a window, tab or display the user picks). */
export async function openScreen(): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getDisplayMedia({
    video: { frameRate: { ideal: 15 } },
    audio: false,
  });
  const [track] = stream.getVideoTracks();
  if (!track) throw new DOMException('No screen', 'NotFoundError');
  return track;
}

/** Cameras and microphones (their names are known once access was granted). */
export async function listDevices(): Promise<{ audio: DeviceOption[]; video: DeviceOption[] }> {
  const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  const of = (kind: MediaDeviceKind) =>
    devices
      .filter((device) => device.kind === kind && device.deviceId)
      .map((device, index) => ({ deviceId: device.deviceId, label: device.label || `${index + 1}` }));
  return { audio: of('audioinput'), video: of('videoinput') };
}

export type MediaPermission = 'granted' | 'prompt' | 'denied' | 'unavailable';

/** What the browser says of camera and microphone now (recorded with the access request). */
export async function mediaPermission(): Promise<MediaPermission> {
  if (!navigator.mediaDevices?.getUserMedia) return 'unavailable';
  try {
    const states = await Promise.all(
      (['camera', 'microphone'] as const).map(
        async (name) => (await navigator.permissions.query({ name: name as PermissionName })).state,
      ),
    );
    if (states.includes('denied')) return 'denied';
    return states.every((state) => state === 'granted') ? 'granted' : 'prompt';
  } catch {
    return 'prompt';
  }
}

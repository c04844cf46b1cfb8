/**
 * The signals of a new message while the tab is hidden: a short chime made with WebAudio (no
 * sound file to load) and a browser notification, once the user allowed them from the panel's
 * settings (never asked on load).
 */

let audio: AudioContext | undefined;

/**
 * Browsers start audio only after a user gesture: the context is made at the first one, so a
 * chime can play later while the tab is in the background.
 */
export function unlockAudioOnGesture(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const unlock = () => {
    if (!audio && typeof AudioContext === 'function') audio = new AudioContext();
    void audio?.resume().catch(() => undefined);
    target.removeEventListener('pointerdown', unlock);
    target.removeEventListener('keydown', unlock);
  };
  target.addEventListener('pointerdown', unlock);
  target.addEventListener('keydown', unlock);
  return () => {
    target.removeEventListener('pointerdown', unlock);
    target.removeEventListener('keydown', unlock);
  };
}

/** Two soft notes, 0.25 s in all. */
export function playChime() {
  const context = audio;
  if (context?.state !== 'running') return;
  const start = context.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.12;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.13);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.14);
  });
}

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export const notificationPermission = (): NotificationPermissionState =>
  typeof Notification === 'function' ? Notification.permission : 'unsupported';

/** Asks the browser (from a button: browsers refuse a request without a user gesture). */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification !== 'function') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows a notification when allowed; a click brings the tab forward and runs `onClick`. */
export function showNotification(title: string, body: string, tag: string, onClick: () => void) {
  if (notificationPermission() !== 'granted') return;
  const notification = new Notification(title, { body, tag });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}

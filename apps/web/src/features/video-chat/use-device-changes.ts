import { useEffect } from 'react';
import { refreshDevices } from './call-media';

/**
 * Cameras and microphones plugged in or out while `active` (a call is open) reach the device
 * menu. Only then: listening makes the browser watch the devices (its audio and capture
 * services), which a tab without a call has no need of.
 */
export function useDeviceChanges(active: boolean) {
  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!active || !media?.addEventListener) return;
    const devices = () => void refreshDevices();
    media.addEventListener('devicechange', devices);
    return () => media.removeEventListener('devicechange', devices);
  }, [active]);
}

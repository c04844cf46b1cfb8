import type { PanoramaHotspot } from '../hotspot.types';

/** Side of a marker's button in CSS pixels (a comfortable touch target). */
export const MARKER_SIZE = 44;

export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The viewer's camera position for a hotspot (the venue gives degrees, the viewer wants radians). */
export const positionOf = ({ yaw, pitch }: Pick<PanoramaHotspot, 'yaw' | 'pitch'>) => ({
  yaw: toRadians(yaw),
  pitch: toRadians(pitch),
});

/** A yaw in [0, 360): 0 straight ahead at the start, growing to the right. */
const clockwise = (yaw: number) => ((yaw % 360) + 360) % 360;

/**
 * The hotspots in Tab order: clockwise around the room from straight ahead, top before bottom at
 * the same yaw, so moving with Tab turns the view steadily instead of jumping around.
 */
export function inTabOrder(hotspots: readonly PanoramaHotspot[]): PanoramaHotspot[] {
  return [...hotspots].sort((a, b) => clockwise(a.yaw) - clockwise(b.yaw) || b.pitch - a.pitch);
}

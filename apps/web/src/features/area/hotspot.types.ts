/** A widget placed on a 360° viewpoint, as the panorama viewer draws it. */
export type PanoramaHotspot = {
  /** The widget id, handed back through `onActivate`. */
  id: string;
  /** The widget name: the marker's accessible label and tooltip. */
  label: string;
  yaw: number;
  pitch: number;
  /** The widget type, e.g. 'MEETING' (picks the icon). */
  type: string;
  /** Not opened yet on this device: the marker draws attention to itself. */
  highlighted: boolean;
};

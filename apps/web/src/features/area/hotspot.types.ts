/** A widget placed on a 360° viewpoint, as the panorama viewer draws it. */
export type PanoramaHotspot = {
  /** The widget id, handed back through `onActivate`. */
  id: string;
  /** The widget name: the marker's accessible label and tooltip. */
  label: string;
  yaw: number;
  pitch: number;
  /** The widget type, e.g. 'MEETING' (picks the built-in icon). */
  type: string;
  /** The venue's icon for the type (`architecture.icons`), drawn instead of the built-in one. */
  iconAssetId?: string | undefined;
  /** Not opened yet on this device: the marker draws attention to itself. */
  highlighted: boolean;
};

export const venueChangeKinds = ['added', 'removed', 'changed', 'renamed', 'moved'] as const;
export type VenueChangeKind = (typeof venueChangeKinds)[number];

export const venueChangeSubjects = [
  'area',
  'widget',
  'hotspot',
  'style',
  'legal',
  'cookies',
  'navigation',
  'profileAttributes',
  'defaultArea',
  'asset',
  'other',
] as const;
export type VenueChangeSubject = (typeof venueChangeSubjects)[number];

/**
 * One change between two venue versions, as data for a person to read (the client words it in
 * their language). Which fields are set depends on the subject:
 *
 * | subject | kinds | name | id | area / previousArea | path |
 * |---|---|---|---|---|---|
 * | area | added, removed, renamed, changed | the area's name | area id | | the area's field (`descriptions`, `viewPoints`, `contentWidgets` for their order) |
 * | widget | added, removed, renamed, changed, moved | widget name | widget id | its area (absent: global); moved: the area before | the widget's field (`configurations`, `type`) |
 * | hotspot | added, removed, moved, changed (size) | widget name | widget id | its area | `placements` |
 * | style | added, removed, changed | | | | `style.<key>`, `icons` |
 * | legal | added, removed, changed | | | | `impress`, `privacyNotice` |
 * | cookies | added, removed, changed | provider name | provider id | | `cookieProviders`, `cookieBannerConfig`, `personalizedTrackingEnabled` |
 * | navigation | added, removed, changed | area name (floorplan entries) | area id | | `globalNavigationEnabled`, `floorplan`, `floorplan.visible`, `areas` (their order) |
 * | profileAttributes | added, removed, changed | label (English, else first, else key) | key | | `userProfileAttributes` |
 * | defaultArea | changed | the new default area's name (previousName: the old one's) | area id | | `defaultAreaId` |
 * | asset | added, removed, changed | display name, else id | asset id | | `assets` |
 * | other | changed | | | | the field (`id`, `cventEvent`, …) |
 *
 * Renamed changes carry the name before in `previousName`. Paths of architecture settings are
 * relative to the architecture; `schemaVersion` and `publishInfo` are bookkeeping, not changes.
 */
export type VenueChange = {
  kind: VenueChangeKind;
  subject: VenueChangeSubject;
  name?: string;
  previousName?: string;
  id?: string;
  area?: string;
  previousArea?: string;
  path?: string;
};

export type VenueChangeSummary = {
  total: number;
  bySubject: Record<VenueChangeSubject, number>;
  byKind: Record<VenueChangeKind, number>;
};

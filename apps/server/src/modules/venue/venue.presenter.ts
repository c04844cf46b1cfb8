import type { Venue } from '@atrium/domain';

export type Audience = 'attendee' | 'administrator';

type MeetingConfiguration = { hostMeetingUrl?: string };
type AnyWidget = { type: string; configurations: unknown[] };

function withoutHostUrls(widgets: AnyWidget[]): AnyWidget[] {
  return widgets.map((widget) =>
    widget.type === 'MEETING'
      ? {
          ...widget,
          configurations: widget.configurations.map((configuration) => {
            const { hostMeetingUrl: _secret, ...rest } = configuration as MeetingConfiguration;
            return rest;
          }),
        }
      : widget,
  );
}

/**
 * What of a stored venue leaves the server. Host meeting URLs let their holder run the meeting,
 * so only administrators receive them.
 */
export function presentVenue(venue: Venue, audience: Audience, publishedVersion: number | undefined): Venue {
  const presented: Venue =
    audience === 'administrator'
      ? venue
      : {
          ...venue,
          architectures: venue.architectures.map((architecture) => ({
            ...architecture,
            globalWidgets: withoutHostUrls(architecture.globalWidgets ?? []),
            areas: architecture.areas.map((area) => ({
              ...area,
              contentWidgets: withoutHostUrls(area.contentWidgets),
            })),
          })) as Venue['architectures'],
        };
  return publishedVersion === undefined ? presented : { ...presented, publishInfo: { publishedVersion } };
}

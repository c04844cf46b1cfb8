import type { Venue } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { exampleVenue } from '../../testing/test-app.factory';
import { presentVenue } from './venue.presenter';

const HOST_URL = 'https://example.whereby.com/help-desk?roomKey=desk-secret';

/** The example venue with a host URL on the global help desk as well as on the keynote. */
function venueWithHostUrls(): Venue {
  const venue = exampleVenue();
  venue.architectures[0].globalWidgets[0].configurations[0].hostMeetingUrl = HOST_URL;
  return venue as Venue;
}

type Configuration = { hostMeetingUrl?: string; viewerMeetingUrl?: string; meetingUrl?: string };

function meetingConfigurations(venue: Venue): Configuration[] {
  const architecture = venue.architectures[0]!;
  return [...(architecture.globalWidgets ?? []), ...architecture.areas.flatMap((area) => area.contentWidgets)]
    .filter((widget) => widget.type === 'MEETING')
    .flatMap((widget) => widget.configurations as Configuration[]);
}

describe('presentVenue', () => {
  it('removes host meeting URLs from area and global widgets for attendees', () => {
    const presented = presentVenue(venueWithHostUrls(), 'attendee', 3);
    const configurations = meetingConfigurations(presented);
    expect(configurations.length).toBeGreaterThanOrEqual(2);
    for (const configuration of configurations) expect(configuration).not.toHaveProperty('hostMeetingUrl');
    const json = JSON.stringify(presented);
    expect(json).not.toContain('roomKey=');
    expect(json).not.toContain('host-secret');
    expect(json).not.toContain('desk-secret');
  });

  it('keeps everything else of a meeting configuration', () => {
    const presented = meetingConfigurations(presentVenue(venueWithHostUrls(), 'attendee', 1));
    const original = meetingConfigurations(venueWithHostUrls());
    expect(presented).toEqual(original.map(({ hostMeetingUrl: _host, ...rest }) => rest));
    expect(presented.some((configuration) => configuration.viewerMeetingUrl)).toBe(true);
    expect(presented.some((configuration) => configuration.meetingUrl)).toBe(true);
  });

  it('gives administrators the host URLs', () => {
    const json = JSON.stringify(presentVenue(venueWithHostUrls(), 'administrator', 1));
    expect(json).toContain('roomKey=host-secret');
    expect(json).toContain('roomKey=desk-secret');
  });

  it('leaves the stored venue untouched', () => {
    const stored = venueWithHostUrls();
    const before = JSON.stringify(stored);
    presentVenue(stored, 'attendee', 1);
    expect(JSON.stringify(stored)).toBe(before);
  });

  it('leaves widgets of other types and the rest of the venue as they are', () => {
    const stored = venueWithHostUrls();
    const presented = presentVenue(stored, 'attendee', 7);
    expect(presented.publishInfo).toEqual({ publishedVersion: 7 });
    const others = (venue: Venue) =>
      venue.architectures[0]!.areas.flatMap((area) => area.contentWidgets).filter(
        (w) => w.type !== 'MEETING',
      );
    expect(others(presented)).toEqual(others(stored));
    expect(presented.assets).toEqual(stored.assets);
  });
});

import { describe, expect, it } from 'vitest';
import type { Architecture } from './architecture.schema';
import type { Area } from './area.schema';
import type { ContentWidget } from './content-widget.schema';
import type { Venue } from './venue.schema';
import { validateVenue } from './venue.validator';
import { diffVenues, summarizeChanges } from './venue-diff.rule';
import { venueChangeKinds, venueChangeSubjects } from './venue-diff.types';
import { exampleVenue } from './venue-test.helpers';

/** The example venue, validated (defaults filled in), as a fresh copy. */
function example(): Venue {
  const result = validateVenue(exampleVenue());
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.venue;
}

const architectureOf = (venue: Venue): Architecture => venue.architectures[0]!;
const areaOf = (venue: Venue, id: string): Area =>
  architectureOf(venue).areas.find((area) => area.id === id)!;
const widgetOf = (venue: Venue, areaId: string, id: string): ContentWidget =>
  areaOf(venue, areaId).contentWidgets.find((widget) => widget.id === id)!;

/** The changes an edit of the example venue makes. */
function changesAfter(edit: (venue: Venue) => void) {
  const after = example();
  edit(after);
  return diffVenues(example(), after);
}

const newArea = (id: string, names: Area['names']): Area => ({
  id,
  names,
  descriptions: [],
  viewMode: 'VIEW_2D',
  defaultViewpointId: `${id}-main`,
  viewPoints: [{ id: `${id}-main`, background: { type: 'BackgroundImage', assetId: 'lobby-bg' } }],
  contentWidgets: [
    {
      id: `${id}-door`,
      name: 'Door',
      type: 'LINK',
      placements: [{ viewpointId: `${id}-main`, x: 0.1, y: 0.1, width: 0.1, height: 0.1 }],
      configurations: [],
    },
  ],
});

describe('diffVenues', () => {
  it('finds nothing between a venue and itself, or a copy of it', () => {
    expect(diffVenues(example(), example())).toEqual([]);
    const venue = example();
    expect(diffVenues(venue, venue)).toEqual([]);
  });

  it('ignores bookkeeping: the schema version and the publish info', () => {
    const before = example();
    const after = { ...example(), schemaVersion: 1, publishInfo: { publishedVersion: 7 } };
    expect(diffVenues(before, after)).toEqual([]);
  });

  it('does not change the venues it compares', () => {
    const [before, after] = [example(), example()];
    areaOf(after, 'lobby').names = [{ locale: 'en', text: 'Foyer' }];
    const copies = [structuredClone(before), structuredClone(after)];
    diffVenues(before, after);
    expect([before, after]).toEqual(copies);
  });

  describe('areas', () => {
    it('tells an added area by its English name, without listing its widgets', () => {
      const changes = changesAfter((venue) => {
        architectureOf(venue).areas.push(
          newArea('garden', [
            { locale: 'de', text: 'Garten' },
            { locale: 'en', text: 'Garden' },
          ]),
        );
      });
      expect(changes).toEqual([{ kind: 'added', subject: 'area', id: 'garden', name: 'Garden' }]);
    });

    it('names an area by its first name without English, else by its id', () => {
      expect(
        changesAfter((venue) => {
          architectureOf(venue).areas.push(newArea('garten', [{ locale: 'de', text: 'Garten' }]));
        }),
      ).toEqual([{ kind: 'added', subject: 'area', id: 'garten', name: 'Garten' }]);
      expect(
        changesAfter((venue) => {
          architectureOf(venue).areas.push(newArea('x1', [{ locale: 'en', assetId: 'logo' }]));
        }),
      ).toEqual([{ kind: 'added', subject: 'area', id: 'x1', name: 'x1' }]);
    });

    it('takes a regional English name when there is no plain one', () => {
      expect(
        changesAfter((venue) => {
          architectureOf(venue).areas.push(
            newArea('garden', [
              { locale: 'fr', text: 'Jardin' },
              { locale: 'en-GB', text: 'Garden' },
            ]),
          );
        }),
      ).toEqual([{ kind: 'added', subject: 'area', id: 'garden', name: 'Garden' }]);
    });

    it('tells a removed area, not each of its widgets', () => {
      const changes = changesAfter((venue) => {
        const architecture = architectureOf(venue);
        architecture.areas = architecture.areas.filter((area) => area.id !== 'auditorium');
      });
      expect(changes).toEqual([{ kind: 'removed', subject: 'area', id: 'auditorium', name: 'Auditorium' }]);
    });

    it('tells a new English name as a rename, with the name before', () => {
      const changes = changesAfter((venue) => {
        areaOf(venue, 'lobby').names[0]!.text = 'Grand lobby';
      });
      expect(changes).toEqual([
        { kind: 'renamed', subject: 'area', id: 'lobby', name: 'Grand lobby', previousName: 'Lobby' },
      ]);
    });

    it('tells a change of another language’s name as a change of the names', () => {
      const changes = changesAfter((venue) => {
        areaOf(venue, 'lobby').names[1]!.text = 'Eingangshalle';
      });
      expect(changes).toEqual([
        { kind: 'changed', subject: 'area', id: 'lobby', name: 'Lobby', path: 'names' },
      ]);
    });

    it('tells each changed field of an area', () => {
      const changes = changesAfter((venue) => {
        const lobby = areaOf(venue, 'lobby');
        lobby.descriptions = [{ locale: 'en', text: 'Where it starts' }];
        lobby.viewPoints[0]!.background = { type: 'BackgroundImage', assetId: 'auditorium-bg' };
      });
      expect(changes).toEqual([
        { kind: 'changed', subject: 'area', id: 'lobby', name: 'Lobby', path: 'descriptions' },
        { kind: 'changed', subject: 'area', id: 'lobby', name: 'Lobby', path: 'viewPoints' },
      ]);
    });

    it('tells new areas order as a navigation change', () => {
      const changes = changesAfter((venue) => {
        architectureOf(venue).areas.reverse();
      });
      expect(changes).toEqual([{ kind: 'changed', subject: 'navigation', path: 'areas' }]);
    });

    it('does not take an added or removed area for a new order', () => {
      const changes = changesAfter((venue) => {
        architectureOf(venue).areas.splice(1, 1);
      });
      expect(changes.map((change) => change.subject)).toEqual(['area']);
    });
  });

  describe('widgets', () => {
    it('tells a widget added to an area, with the area’s name', () => {
      const changes = changesAfter((venue) => {
        areaOf(venue, 'backstage').contentWidgets.push({
          ...widgetOf(venue, 'lobby', 'lobby-presence'),
          id: 'backstage-presence',
          name: 'Crew',
          placements: [],
        });
      });
      expect(changes).toEqual([
        { kind: 'added', subject: 'widget', id: 'backstage-presence', name: 'Crew', area: 'Backstage' },
      ]);
    });

    it('tells a removed widget by its name and area', () => {
      const changes = changesAfter((venue) => {
        const auditorium = areaOf(venue, 'auditorium');
        auditorium.contentWidgets = auditorium.contentWidgets.filter((widget) => widget.id !== 'keynote');
      });
      expect(changes).toEqual([
        { kind: 'removed', subject: 'widget', id: 'keynote', name: 'Keynote', area: 'Auditorium' },
      ]);
    });

    it('tells global widgets without an area', () => {
      const added = changesAfter((venue) => {
        architectureOf(venue).globalWidgets.push({
          ...architectureOf(venue).globalWidgets[0]!,
          id: 'second-desk',
          name: 'Second desk',
        });
      });
      expect(added).toEqual([{ kind: 'added', subject: 'widget', id: 'second-desk', name: 'Second desk' }]);
      const removed = changesAfter((venue) => {
        architectureOf(venue).globalWidgets = [];
      });
      expect(removed).toEqual([{ kind: 'removed', subject: 'widget', id: 'help-desk', name: 'Help desk' }]);
    });

    it('tells a renamed widget with the name before', () => {
      const changes = changesAfter((venue) => {
        widgetOf(venue, 'auditorium', 'keynote').name = 'Opening keynote';
      });
      expect(changes).toEqual([
        {
          kind: 'renamed',
          subject: 'widget',
          id: 'keynote',
          name: 'Opening keynote',
          previousName: 'Keynote',
          area: 'Auditorium',
        },
      ]);
    });

    it('tells a changed configuration as a widget change at its field', () => {
      const changes = changesAfter((venue) => {
        const keynote = widgetOf(venue, 'auditorium', 'keynote');
        keynote.configurations = [];
      });
      expect(changes).toEqual([
        {
          kind: 'changed',
          subject: 'widget',
          id: 'keynote',
          name: 'Keynote',
          area: 'Auditorium',
          path: 'configurations',
        },
      ]);
    });

    it('tells a widget taken to another area as moved, from where to where, without its hotspots', () => {
      const changes = changesAfter((venue) => {
        const lobby = areaOf(venue, 'lobby');
        const guide = lobby.contentWidgets.find((widget) => widget.id === 'event-guide')!;
        lobby.contentWidgets = lobby.contentWidgets.filter((widget) => widget !== guide);
        guide.placements = [{ viewpointId: 'backstage-main', x: 0.5, y: 0.5, width: 0.1, height: 0.1 }];
        areaOf(venue, 'backstage').contentWidgets.push(guide);
      });
      expect(changes).toEqual([
        {
          kind: 'moved',
          subject: 'widget',
          id: 'event-guide',
          name: 'Event guide',
          area: 'Backstage',
          previousArea: 'Lobby',
        },
      ]);
    });

    it('tells a widget made global as moved without an area', () => {
      const changes = changesAfter((venue) => {
        const backstage = areaOf(venue, 'auditorium');
        const keynote = backstage.contentWidgets.shift()!;
        architectureOf(venue).globalWidgets.push({ ...keynote, placements: [] });
      });
      expect(changes).toEqual([
        { kind: 'moved', subject: 'widget', id: 'keynote', name: 'Keynote', previousArea: 'Auditorium' },
      ]);
    });

    it('tells new widget order in an area as an area change, and in the global list as a widget change', () => {
      const inArea = changesAfter((venue) => {
        areaOf(venue, 'lobby').contentWidgets.reverse();
      });
      expect(inArea).toEqual([
        { kind: 'changed', subject: 'area', id: 'lobby', name: 'Lobby', path: 'contentWidgets' },
      ]);
      const global = changesAfter((venue) => {
        const architecture = architectureOf(venue);
        architecture.globalWidgets.push({ ...architecture.globalWidgets[0]!, id: 'desk-2', name: 'Desk 2' });
      });
      const reordered = (() => {
        const [before, after] = [example(), example()];
        for (const venue of [before, after]) {
          const architecture = architectureOf(venue);
          architecture.globalWidgets.push({
            ...architecture.globalWidgets[0]!,
            id: 'desk-2',
            name: 'Desk 2',
          });
        }
        architectureOf(after).globalWidgets.reverse();
        return diffVenues(before, after);
      })();
      expect(global).toHaveLength(1);
      expect(reordered).toEqual([{ kind: 'changed', subject: 'widget', path: 'globalWidgets' }]);
    });
  });

  describe('hotspots', () => {
    it('tells a moved hotspot (2D and 360°) by its widget and area', () => {
      const changes = changesAfter((venue) => {
        const guide = widgetOf(venue, 'lobby', 'event-guide');
        guide.placements[0] = { ...guide.placements[0]!, x: 0.5 } as never;
        const talks = widgetOf(venue, 'expo-hall', 'talks');
        talks.placements[0] = { viewpointId: 'expo-center', yaw: 0, pitch: 5 };
      });
      expect(changes).toEqual([
        {
          kind: 'moved',
          subject: 'hotspot',
          id: 'event-guide',
          name: 'Event guide',
          area: 'Lobby',
          path: 'placements',
        },
        {
          kind: 'moved',
          subject: 'hotspot',
          id: 'talks',
          name: 'Talks on demand',
          area: 'Expo hall',
          path: 'placements',
        },
      ]);
    });

    it('tells a resized hotspot as changed', () => {
      const changes = changesAfter((venue) => {
        const guide = widgetOf(venue, 'lobby', 'event-guide');
        guide.placements[0] = { ...guide.placements[0]!, width: 0.2 } as never;
      });
      expect(changes).toEqual([
        expect.objectContaining({ kind: 'changed', subject: 'hotspot', id: 'event-guide' }),
      ]);
    });

    it('tells hotspots added and removed in viewpoints', () => {
      const changes = changesAfter((venue) => {
        const board = widgetOf(venue, 'expo-hall', 'board');
        board.placements = [{ viewpointId: 'expo-center', yaw: 0, pitch: 0 }];
        const wall = widgetOf(venue, 'expo-hall', 'wall');
        wall.placements.push({ viewpointId: 'expo-center', yaw: -90, pitch: 0 });
      });
      expect(changes).toEqual([
        expect.objectContaining({ kind: 'added', subject: 'hotspot', id: 'wall', area: 'Expo hall' }),
        expect.objectContaining({ kind: 'removed', subject: 'hotspot', id: 'board', name: 'Idea board' }),
        expect.objectContaining({ kind: 'added', subject: 'hotspot', id: 'board', name: 'Idea board' }),
      ]);
    });

    it('tells a renamed widget that also moved its hotspot twice', () => {
      const changes = changesAfter((venue) => {
        const guide = widgetOf(venue, 'lobby', 'event-guide');
        guide.name = 'Guide';
        guide.placements[0] = { ...guide.placements[0]!, y: 0.1 } as never;
      });
      expect(changes.map(({ kind, subject, name }) => [kind, subject, name])).toEqual([
        ['renamed', 'widget', 'Guide'],
        ['moved', 'hotspot', 'Guide'],
      ]);
    });
  });

  describe('settings', () => {
    it('tells each changed, added and removed style field', () => {
      const changes = changesAfter((venue) => {
        const style = architectureOf(venue).style;
        style.primary = '#000000';
        style.faviconAssetId = 'icon-door';
        delete style.logoAssetId;
      });
      expect(changes).toEqual([
        { kind: 'changed', subject: 'style', path: 'style.primary' },
        { kind: 'removed', subject: 'style', path: 'style.logoAssetId' },
        { kind: 'added', subject: 'style', path: 'style.faviconAssetId' },
      ]);
    });

    it('tells widget icons as style', () => {
      const changes = changesAfter((venue) => {
        architectureOf(venue).icons.pop();
      });
      expect(changes).toEqual([{ kind: 'changed', subject: 'style', path: 'icons' }]);
    });

    it('tells the imprint and the privacy notice as legal texts', () => {
      const changes = changesAfter((venue) => {
        architectureOf(venue).impress[0]!.text = '<p>New address</p>';
        architectureOf(venue).privacyNotice = [];
      });
      expect(changes).toEqual([
        { kind: 'changed', subject: 'legal', path: 'impress' },
        { kind: 'removed', subject: 'legal', path: 'privacyNotice' },
      ]);
      const [before, after] = [example(), example()];
      architectureOf(before).impress = [];
      expect(diffVenues(before, after)).toEqual([{ kind: 'added', subject: 'legal', path: 'impress' }]);
    });

    it('tells cookie providers by name, the banner and personalised tracking', () => {
      const changes = changesAfter((venue) => {
        const architecture = architectureOf(venue);
        architecture.personalizedTrackingEnabled = false;
        delete architecture.cookieBannerConfig;
        architecture.cookieProviders = architecture.cookieProviders.filter((p) => p.id !== 'vimeo');
        architecture.cookieProviders.find((p) => p.id === 'whereby')!.defaultProvider = true;
        architecture.cookieProviders.push({
          id: 'youtube',
          name: 'YouTube',
          type: 'MARKETING',
          defaultProvider: false,
          attributes: [],
        } as never);
      });
      expect(changes).toEqual([
        { kind: 'changed', subject: 'cookies', path: 'personalizedTrackingEnabled' },
        { kind: 'removed', subject: 'cookies', path: 'cookieBannerConfig' },
        { kind: 'changed', subject: 'cookies', id: 'whereby', name: 'Whereby', path: 'cookieProviders' },
        { kind: 'added', subject: 'cookies', id: 'youtube', name: 'YouTube', path: 'cookieProviders' },
        { kind: 'removed', subject: 'cookies', id: 'vimeo', name: 'Vimeo', path: 'cookieProviders' },
      ]);
    });

    it('tells global navigation and the floorplan by area', () => {
      const changes = changesAfter((venue) => {
        const architecture = architectureOf(venue);
        architecture.globalNavigationEnabled = false;
        const positions = architecture.floorplan.areaPositions;
        positions.find((p) => p.areaId === 'backstage')!.visible = true;
        architecture.floorplan.areaPositions = positions.filter((p) => p.areaId !== 'expo-hall');
      });
      expect(changes).toEqual([
        { kind: 'changed', subject: 'navigation', path: 'globalNavigationEnabled' },
        {
          kind: 'changed',
          subject: 'navigation',
          id: 'backstage',
          name: 'Backstage',
          path: 'floorplan.visible',
        },
        { kind: 'removed', subject: 'navigation', id: 'expo-hall', name: 'Expo hall', path: 'floorplan' },
      ]);
      const reordered = changesAfter((venue) => {
        architectureOf(venue).floorplan.areaPositions.reverse();
      });
      expect(reordered).toEqual([{ kind: 'changed', subject: 'navigation', path: 'floorplan' }]);
    });

    it('tells profile attributes by their English label', () => {
      const changes = changesAfter((venue) => {
        const architecture = architectureOf(venue);
        const attributes = architecture.userProfileAttributes;
        attributes.find((a) => a.key === 'company')!.required = true;
        architecture.userProfileAttributes = attributes.filter((a) => a.key !== 'phone');
        architecture.userProfileAttributes.push({
          key: 'city',
          type: 'TEXT',
          required: false,
          private: false,
          label: [{ locale: 'de', text: 'Stadt' }],
        });
      });
      expect(changes).toEqual([
        {
          kind: 'changed',
          subject: 'profileAttributes',
          id: 'company',
          name: 'Company',
          path: 'userProfileAttributes',
        },
        {
          kind: 'added',
          subject: 'profileAttributes',
          id: 'city',
          name: 'Stadt',
          path: 'userProfileAttributes',
        },
        {
          kind: 'removed',
          subject: 'profileAttributes',
          id: 'phone',
          name: 'Phone (private)',
          path: 'userProfileAttributes',
        },
      ]);
    });

    it('tells the default area by the names of the new and the old one', () => {
      const changes = changesAfter((venue) => {
        architectureOf(venue).defaultAreaId = 'auditorium';
      });
      expect(changes).toEqual([
        {
          kind: 'changed',
          subject: 'defaultArea',
          id: 'auditorium',
          name: 'Auditorium',
          previousName: 'Lobby',
          path: 'defaultAreaId',
        },
      ]);
    });

    it('tells assets by display name: added, removed and replaced', () => {
      const changes = changesAfter((venue) => {
        venue.assets = venue.assets.filter((asset) => asset.id !== 'podcast-audio');
        const logo = venue.assets.find((asset) => asset.id === 'logo')!;
        logo.generation += 1;
        venue.assets.push({ ...logo, id: 'map', displayName: '', generation: 1 });
        venue.assets.reverse();
      });
      expect(changes).toEqual([
        { kind: 'added', subject: 'asset', id: 'map', name: 'map', path: 'assets' },
        { kind: 'changed', subject: 'asset', id: 'logo', name: 'Logo', path: 'assets' },
        { kind: 'removed', subject: 'asset', id: 'podcast-audio', name: 'Podcast episode 1', path: 'assets' },
      ]);
    });

    it('tells any other field by its path', () => {
      const changes = changesAfter((venue) => {
        const architecture = architectureOf(venue);
        architecture.cventEvent = 'evt-1';
        architecture.cventLoginEnabled = true;
      });
      expect(changes).toEqual([
        { kind: 'changed', subject: 'other', path: 'cventLoginEnabled' },
        { kind: 'changed', subject: 'other', path: 'cventEvent' },
      ]);
    });

    it('tells fields it does not know, of the architecture and of the venue, by their path', () => {
      const [before, after] = [example(), example()];
      Object.assign(architectureOf(after), { theme: 'new' });
      Object.assign(after, { extra: true });
      expect(diffVenues(before, after)).toEqual([
        { kind: 'changed', subject: 'other', path: 'theme' },
        { kind: 'changed', subject: 'other', path: 'extra' },
      ]);
    });
  });

  it('tells many edits at once, areas first', () => {
    const changes = changesAfter((venue) => {
      architectureOf(venue).style.text = '#EEEEEE';
      areaOf(venue, 'lobby').names[0]!.text = 'Entrance';
      widgetOf(venue, 'auditorium', 'keynote').name = 'Opening';
      architectureOf(venue).defaultAreaId = 'expo-hall';
    });
    expect(changes.map((change) => change.subject)).toEqual(['area', 'widget', 'defaultArea', 'style']);
    // The default area before is named as it was then.
    expect(changes[2]).toMatchObject({ name: 'Expo hall', previousName: 'Lobby' });
  });
});

describe('summarizeChanges', () => {
  it('counts every subject and kind, listing those without changes as 0', () => {
    const summary = summarizeChanges([]);
    expect(summary.total).toBe(0);
    expect(Object.keys(summary.bySubject)).toEqual([...venueChangeSubjects]);
    expect(Object.keys(summary.byKind)).toEqual([...venueChangeKinds]);
    expect(Object.values(summary.bySubject).every((count) => count === 0)).toBe(true);
  });

  it('counts the changes of a diff', () => {
    const changes = changesAfter((venue) => {
      architectureOf(venue).style.primary = '#111111';
      architectureOf(venue).style.accent = '#222222';
      areaOf(venue, 'lobby').names[0]!.text = 'Entrance';
      architectureOf(venue).areas.push(newArea('garden', [{ locale: 'en', text: 'Garden' }]));
    });
    const summary = summarizeChanges(changes);
    expect(summary.total).toBe(4);
    expect(summary.bySubject).toMatchObject({ style: 2, area: 2, widget: 0 });
    expect(summary.byKind).toMatchObject({ changed: 2, renamed: 1, added: 1, removed: 0 });
  });
});

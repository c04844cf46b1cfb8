import type { MeetingConfiguration, Venue } from '@atrium/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '../draft/draft.store';
import { newWidget } from './new-widget';
import { editConfiguration, editWidget, editWidgetList } from './widget-editing';
import { widgetVenue } from './widget-venue.fixture';

const hallWidgets = (venue: Venue) => venue.architectures[0]!.areas[0]!.contentWidgets;
const draft = () => useDraftStore.getState().venue!;

beforeEach(() => {
  const venue = widgetVenue();
  const meeting = newWidget('MEETING', venue, 'Keynote');
  meeting.placements = [{ viewpointId: 'hall-main', x: 0.1, y: 0.1, width: 0.2, height: 0.2 }];
  hallWidgets(venue).push(meeting, newWidget('WHITEBOARD', venue, 'Board'));
  useDraftStore.getState().load('expo', venue, 1);
});

describe('editing a widget list', () => {
  it('changes the selected list of the draft only, keeping the placements', () => {
    editWidget(hallWidgets, 'meeting', (widget) => {
      widget.name = 'Opening keynote';
    });
    expect(hallWidgets(draft()).map((widget) => widget.name)).toEqual(['Opening keynote', 'Board']);
    expect(hallWidgets(draft())[0]?.placements).toHaveLength(1);
    expect(draft().architectures[0]!.globalWidgets).toEqual([]);
  });

  it('changes one configuration, found by id', () => {
    editConfiguration(hallWidgets, 'meeting', 'meeting-1', (configuration) => {
      (configuration as MeetingConfiguration).webinarOn = true;
    });
    editConfiguration(hallWidgets, 'meeting', 'gone', (configuration) => {
      configuration.name = 'never';
    });
    const [configuration] = hallWidgets(draft())[0]!.configurations as MeetingConfiguration[];
    expect(configuration).toMatchObject({ webinarOn: true, name: 'Keynote' });
  });

  it('makes typing in one field one undo step, and another field another', () => {
    for (const name of ['K', 'Ke', 'Key']) {
      editConfiguration(
        hallWidgets,
        'meeting',
        'meeting-1',
        (c) => {
          c.name = name;
        },
        'name',
      );
    }
    editConfiguration(hallWidgets, 'meeting', 'meeting-1', (c) => {
      c.linkOpeningMode = 'NEW_TAB';
    });
    expect(useDraftStore.getState().past).toHaveLength(2);
    useDraftStore.getState().undo();
    expect(hallWidgets(draft())[0]!.configurations[0]).toMatchObject({
      name: 'Key',
      linkOpeningMode: 'EMBEDDED_DIALOG',
    });
    useDraftStore.getState().undo();
    expect(hallWidgets(draft())[0]!.configurations[0]?.name).toBe('Keynote');
  });

  it('reorders and removes in the list', () => {
    editWidgetList(hallWidgets, (list) => list.reverse());
    expect(hallWidgets(draft()).map((widget) => widget.id)).toEqual(['whiteboard', 'meeting']);
    editWidgetList(hallWidgets, (list) => void list.splice(0, 1));
    expect(hallWidgets(draft()).map((widget) => widget.id)).toEqual(['meeting']);
  });
});

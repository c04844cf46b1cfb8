import type { ContentWidget, IssuePath, Venue, WidgetConfiguration, WidgetType } from '@atrium/domain';
import type { ComponentType } from 'react';
import { useDraftStore } from '../draft/draft.store';
import type { ConfigurationOfType } from './widget-types';

/** Reads a widget list from a venue; given the draft's copy inside an edit, the list it returns is changed. */
export type WidgetListSelector = (venue: Venue) => ContentWidget[];

/** Changes the list in the draft (one undo step, or one per `coalesceKey` while typing). */
export function editWidgetList(
  select: WidgetListSelector,
  recipe: (list: ContentWidget[]) => void,
  coalesceKey?: string,
) {
  useDraftStore.getState().edit((venue) => recipe(select(venue)), coalesceKey);
}

/** Changes one widget of the list in the draft. */
export function editWidget(
  select: WidgetListSelector,
  widgetId: string,
  recipe: (widget: ContentWidget) => void,
  coalesceKey?: string,
) {
  editWidgetList(
    select,
    (list) => {
      const widget = list.find((item) => item.id === widgetId);
      if (widget) recipe(widget);
    },
    coalesceKey,
  );
}

/** Changes one configuration of a widget in the draft; typing in one field of it is one undo step. */
export function editConfiguration(
  select: WidgetListSelector,
  widgetId: string,
  configurationId: string,
  recipe: (configuration: WidgetConfiguration) => void,
  field?: string,
) {
  editWidget(
    select,
    widgetId,
    (widget) => {
      const configuration = (widget.configurations as WidgetConfiguration[]).find(
        (item) => item.id === configurationId,
      );
      if (configuration) recipe(configuration);
    },
    field === undefined ? undefined : `widget-config:${widgetId}:${configurationId}:${field}`,
  );
}

/** What the form of a widget type's own configuration fields gets. */
export type ConfigFormProps<T extends WidgetType> = {
  architectureId: string;
  venue: Venue;
  configuration: ConfigurationOfType<T>;
  /** The configuration's JSON path in the venue, for the issues of its fields. */
  path: IssuePath;
  /** Changes the configuration in the draft; `field` makes typing in that field one undo step per word. */
  update: (recipe: (configuration: ConfigurationOfType<T>) => void, field?: string) => void;
};

export type ConfigForm<T extends WidgetType> = ComponentType<ConfigFormProps<T>>;

import type { ContentWidget, WidgetType } from '@atrium/domain';

/** The widget of one type. */
export type WidgetOfType<T extends WidgetType> = Extract<ContentWidget, { type: T }>;

/** The configuration of one widget type. */
export type ConfigurationOfType<T extends WidgetType> = WidgetOfType<T>['configurations'][number];

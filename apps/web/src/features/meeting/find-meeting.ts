import type { Architecture, MeetingConfiguration, MeetingWidget } from '@atrium/domain';

export type FoundMeeting = { widget: MeetingWidget; configuration: MeetingConfiguration };

/** A meeting widget's configuration, among the area's widgets or the global ones. */
export function findMeeting(
  architecture: Architecture | undefined,
  ids: { areaId?: string | undefined; widgetId?: string | undefined; configId?: string | undefined },
): FoundMeeting | undefined {
  const area = architecture?.areas.find((candidate) => candidate.id === ids.areaId);
  if (!architecture || !area) return undefined;
  const widget = [...area.contentWidgets, ...(architecture.globalWidgets ?? [])].find(
    (candidate): candidate is MeetingWidget => candidate.id === ids.widgetId && candidate.type === 'MEETING',
  );
  const configuration = widget?.configurations.find((candidate) => candidate.id === ids.configId);
  return widget && configuration ? { widget, configuration } : undefined;
}

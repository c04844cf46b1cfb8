import { ANALYTICS_NAME_MAX_LENGTH } from '../api/analytics.schema';

/**
 * Spec §4: personalized tracking (the user id attached to analytics events) is on only when the
 * venue enables it, the visitor consented and a user is logged in.
 */
export function isPersonalizedTracking(input: {
  venueEnabled: boolean;
  consent: boolean;
  hasUser: boolean;
}): boolean {
  return input.venueEnabled && input.consent && input.hasUser;
}

/**
 * Spec §7: an event's name, from the architecture id, area name, widget name and a content
 * description, in that order and joined by " / "; missing or blank parts are left out.
 */
export function analyticsEventName(parts: {
  architectureId: string;
  areaName?: string | undefined;
  widgetName?: string | undefined;
  content?: string | undefined;
}): string {
  const name = [parts.architectureId, parts.areaName, parts.widgetName, parts.content]
    .map((part) => part?.replace(/\s+/g, ' ').trim())
    .filter((part): part is string => !!part)
    .join(' / ');
  return name.length > ANALYTICS_NAME_MAX_LENGTH ? name.slice(0, ANALYTICS_NAME_MAX_LENGTH) : name;
}

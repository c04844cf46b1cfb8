// The bench server's API: the demo attendee's login, and the routes under test, found from the published
// venue (GET /api/venue/version → publishedArchitectureId, GET /api/ui/venue → defaultAreaId).

import { callApi } from '../support/api.mjs';

const ATTENDEE = { email: 'attendee@atrium.local', password: 'atrium-attendee' };

/** The demo attendee's access token. */
export async function logInAttendee(base) {
  const { accessToken } = await callApi(base, 'POST', '/api/auth/login', undefined, ATTENDEE);
  return accessToken;
}

const areaPath = (architectureId, areaId) =>
  `/v/${encodeURIComponent(architectureId)}/area/${encodeURIComponent(areaId)}`;

/**
 * The routes under test, from the published venue: its default area (e.g. /v/atrium-demo/area/lobby),
 * its first 360° area, and the default area's doors (LINK widgets leading to another area).
 */
export async function findRoutes(base, token) {
  const { publishedArchitectureId: architectureId } = await callApi(base, 'GET', '/api/venue/version', token);
  if (!architectureId) throw new Error('no published venue (the demo seed did not run?)');
  const venue = await callApi(
    base,
    'GET',
    `/api/ui/venue?architectureId=${encodeURIComponent(architectureId)}`,
    token,
  );
  const architecture = venue.architectures?.find((candidate) => candidate.id === architectureId);
  if (!architecture?.defaultAreaId) throw new Error(`architecture ${architectureId} has no defaultAreaId`);
  const areas = architecture.areas ?? [];
  const defaultArea = areas.find((area) => area.id === architecture.defaultAreaId);
  const panoramaArea = areas.find((area) => area.viewMode === 'VIEW_360D');
  const doors = (defaultArea?.contentWidgets ?? []).flatMap((widget) => {
    const targetAreaId = widget.configurations?.find(
      (configuration) => configuration.targetAreaId,
    )?.targetAreaId;
    const target = areas.find((area) => area.id === targetAreaId && area.id !== defaultArea.id);
    return widget.type === 'LINK' && target ? [{ widgetId: widget.id, name: widget.name, target }] : [];
  });
  const door2d = doors.find((door) => door.target.viewMode !== 'VIEW_360D');
  const door360 = doors.find((door) => door.target.viewMode === 'VIEW_360D');
  return {
    cookieProviderIds: (architecture.cookieProviders ?? []).map((provider) => provider.id),
    defaultPath: areaPath(architectureId, architecture.defaultAreaId),
    panoramaPath: panoramaArea ? areaPath(architectureId, panoramaArea.id) : null,
    doors: [door2d, door360].filter(Boolean).map((door) => ({
      ...door,
      path: areaPath(architectureId, door.target.id),
      panorama: door === door360,
    })),
  };
}

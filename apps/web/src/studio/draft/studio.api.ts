import type { Venue } from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';

export const fetchArchitectures = () => callApi(apiRoutes.designer.architectures);

export const fetchVersions = (architectureId: string) =>
  callApi(apiRoutes.designer.versions, { params: { architectureID: architectureId } });

export const fetchVersion = (architectureId: string, mode: 'STAGE' | 'LIVE', version: number) =>
  callApi(apiRoutes.designer.version, { params: { architectureID: architectureId, mode, version } });

export const stageVenue = (venue: Venue, baseVersion: number) =>
  callApi(apiRoutes.designer.stage, { body: venue, query: { baseVersion } }, { retry: 0 });

export const publishVenue = (architectureId: string) =>
  callApi(apiRoutes.designer.publish, { params: { architectureID: architectureId } }, { retry: 0 });

export const unpublishVenue = () => callApi(apiRoutes.designer.unpublish, undefined, { retry: 0 });

export const rollbackVenue = (architectureId: string, version: number) =>
  callApi(
    apiRoutes.designer.rollback,
    { params: { architectureID: architectureId }, body: { version } },
    { retry: 0 },
  );

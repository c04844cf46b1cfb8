import {
  assetDownloadParamsSchema,
  assetDownloadQuerySchema,
  backendAssetParamsSchema,
  backendAssetQuerySchema,
} from '../api/asset-download.schema';
import { signAssetUrlQuerySchema, signAssetUrlResponseSchema } from '../api/asset-signing.schema';
import { defineRoute } from './http-route.contract';

export const assetRoutes = {
  signUrl: defineRoute({
    method: 'GET',
    path: '/api/ui/sign-asset-url',
    access: 'venue.read',
    tags: ['assets'],
    summary: 'A signed URL of a backend asset (preview files for administrators only)',
    query: signAssetUrlQuerySchema,
    response: { 200: signAssetUrlResponseSchema },
  }),
  download: defineRoute({
    method: 'GET',
    path: '/api/ui/architecture/:architectureID/assets/:assetID/download',
    access: 'venue.read',
    tags: ['assets'],
    summary: 'Download an asset of the published venue',
    description:
      'The file itself (or a redirect to an external URI), as an attachment unless attachment=false.',
    params: assetDownloadParamsSchema,
    query: assetDownloadQuerySchema,
    response: {},
  }),
  file: defineRoute({
    method: 'GET',
    path: '/backend-assets/:mode/:architectureId/:fileName',
    access: 'public',
    tags: ['assets'],
    summary: 'A stored file of the venue, by the signed URL that /api/ui/sign-asset-url gives',
    description:
      'The signature is checked first, so that without one nobody learns which files exist (asset.signature_invalid, asset.signature_expired). Live files of a venue without login need none; preview files always do.',
    params: backendAssetParamsSchema,
    query: backendAssetQuerySchema,
    response: {},
  }),
} as const;

import { headApi, requestApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { toApiError } from '../../shared/api/http-client';
import { fileNameFromDisposition } from './asset-file';

/** Spec §7: the download route of an asset, as an attachment. */
const downloadRoute = apiRoutes.assets.download;
const downloadInput = (architectureId: string, assetId: string) => ({
  params: { architectureID: architectureId, assetID: assetId },
  query: { attachment: 'true' },
});

export type AssetFileInfo = { size?: number; contentType?: string };

/** Size and type of an asset's file, from the headers of the download route (HEAD). */
export async function fetchAssetFileInfo(architectureId: string, assetId: string): Promise<AssetFileInfo> {
  const response = await headApi(downloadRoute, downloadInput(architectureId, assetId));
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  return {
    ...(Number.isFinite(length) && length >= 0 ? { size: length } : {}),
    ...(response.headers.get('content-type') ? { contentType: response.headers.get('content-type')! } : {}),
  };
}

/**
 * Downloads an asset and saves it under the server's file name. The route needs the bearer token,
 * which a plain link cannot send, so the file is fetched by the HTTP client and saved as a blob.
 * Failures are thrown as ApiErrors.
 */
export async function downloadAsset(architectureId: string, assetId: string, fallbackName: string) {
  const response = await requestApi(downloadRoute, downloadInput(architectureId, assetId));
  const blob = await response.blob().catch((error: unknown) => {
    throw toApiError(error);
  });
  saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; a minute is plenty for a local blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

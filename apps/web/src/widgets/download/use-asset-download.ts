import { useCallback, useRef, useState } from 'react';
import { type ApiError, toApiError } from '../../shared/api/http-client';
import { downloadAsset } from './download.api';
import { trackDownload } from './track-download';

type Where = { architectureId: string; areaId: string; widgetName: string };

/** Downloads one asset at a time (further clicks meanwhile are ignored); keeps the last failure. */
export function useAssetDownload(where: Where) {
  const [busyId, setBusyId] = useState<string>();
  const busy = useRef(false);
  const [error, setError] = useState<ApiError>();
  const { architectureId, areaId, widgetName } = where;

  const download = useCallback(
    async (assetId: string, fileName: string) => {
      if (busy.current) return;
      busy.current = true;
      setBusyId(assetId);
      setError(undefined);
      try {
        await downloadAsset(architectureId, assetId, fileName);
        trackDownload({ architectureId, areaId, widgetName }, fileName);
      } catch (failure) {
        console.warn(`Download of asset ${assetId} failed`, failure);
        setError(toApiError(failure));
      } finally {
        busy.current = false;
        setBusyId(undefined);
      }
    },
    [architectureId, areaId, widgetName],
  );

  return { download, busyId, error };
}

import type { Asset, AssetUploadResponse } from '@atrium/domain';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRoutes } from '../../shared/api/api-routes';
import { uploadFile } from '../../shared/api/upload';
import { useDraftStore } from '../draft/draft.store';
import { logStudio } from '../shell/studio-log';

/** The uploaded file as a venue asset: stored in the draft's asset list (replacing one of the same id). */
export function assetOf(upload: AssetUploadResponse): Asset {
  return {
    id: upload.id,
    uri: upload.uri,
    generation: upload.generation,
    displayName: upload.displayName,
    alts: [],
    contentType: upload.contentType,
    size: upload.size,
  };
}

type Props = {
  architectureId: string;
  /** The file types offered by the picker, e.g. `image/*`. */
  accept: string;
  label: string;
  /** Called with the new asset, after it was added to the draft's assets (same undo step). */
  onUploaded: (asset: Asset) => void;
  disabled?: boolean;
  /** False where there is no draft yet to add the asset to (a new venue). */
  addToDraft?: boolean;
};

/** Uploads a file to the architecture with a progress bar; refusals are shown next to the button. */
export function AssetUploadButton({
  architectureId,
  accept,
  label,
  onUploaded,
  disabled,
  addToDraft = true,
}: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();

  const send = async (file: File) => {
    setError(undefined);
    setProgress(0);
    try {
      const upload = await uploadFile(
        apiRoutes.designer.uploadAsset,
        { params: { architectureID: architectureId } },
        file,
        setProgress,
      ).done;
      const asset = assetOf(upload);
      if (!addToDraft) {
        onUploaded(asset);
        return;
      }
      const draft = useDraftStore.getState();
      draft.batch(() => {
        draft.edit((venue) => {
          venue.assets = [...venue.assets.filter((item) => item.id !== asset.id), asset];
        });
        onUploaded(asset);
      });
    } catch (failure) {
      logStudio('ERROR', 'upload', 'A file could not be uploaded', failure);
      setError(failure instanceof Error ? failure.message : t('studio.upload.failed'));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        hidden
        data-testid="asset-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={disabled || progress !== undefined}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {progress !== undefined && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('studio.upload.progress')}
        />
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}

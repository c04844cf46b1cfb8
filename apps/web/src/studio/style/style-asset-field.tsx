import type { Venue } from '@atrium/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { AssetUploadButton } from '../fields/asset-upload-button';
import { useFieldIssue } from '../fields/use-field-issue';
import { useSignedAssetUrl } from '../fields/use-signed-asset-url';

export type StyleAsset = 'logoAssetId' | 'faviconAssetId';

type Props = { architectureId: string; venue: Venue; field: StyleAsset };

function setStyleAsset(field: StyleAsset, assetId: string | undefined) {
  useDraftStore.getState().edit((venue) => {
    const { style } = draftArchitecture(venue);
    if (assetId === undefined) delete style[field];
    else style[field] = assetId;
  });
}

/**
 * The logo or the favicon: what is set now, an upload that replaces it, and its removal (which
 * only unsets it: the file stays among the venue's assets, and undo brings it back).
 */
export function StyleAssetField({ architectureId, venue, field }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const issueId = useId();
  const assetId = draftArchitecture(venue).style[field];
  const asset = venue.assets.find((candidate) => candidate.id === assetId);
  const { src, failed } = useSignedAssetUrl(asset?.uri);
  const issue = useFieldIssue(['architectures', 0, 'style', field]);
  const text = (key: string, values?: Record<string, string>) =>
    t(`studio.style.assets.${field}.${key}`, values);

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-describedby={issue ? issueId : undefined}
      sx={{ display: 'grid', gap: 1, alignContent: 'start' }}
      data-testid={`style-asset-${field}`}
    >
      <Typography id={headingId} variant="subtitle1" component="h4">
        {text('title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          height: 72,
          border: 1,
          borderColor: issue ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        {assetId && src && !failed ? (
          <Box
            component="img"
            src={src}
            alt={text('current', { file: asset?.displayName ?? assetId })}
            sx={{ maxHeight: field === 'logoAssetId' ? 56 : 32, maxWidth: '90%', objectFit: 'contain' }}
          />
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <ImageIcon fontSize="small" aria-hidden />
            {assetId ? (asset?.displayName ?? assetId) : t('studio.style.assets.none')}
          </Typography>
        )}
      </Box>
      {issue && (
        <FormHelperText error id={issueId}>
          {issue}
        </FormHelperText>
      )}
      <Typography variant="caption" color="text.secondary">
        {text('hint')}
      </Typography>
      <AssetUploadButton
        architectureId={architectureId}
        accept="image/*"
        label={text(assetId ? 'replace' : 'upload')}
        onUploaded={(uploaded) => setStyleAsset(field, uploaded.id)}
      />
      {assetId && (
        <Button
          color="inherit"
          startIcon={<DeleteIcon />}
          onClick={() => setStyleAsset(field, undefined)}
          data-testid={`style-remove-${field}`}
        >
          {text('remove')}
        </Button>
      )}
    </Box>
  );
}

import type { Asset, DownloadWidget } from '@atrium/domain';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVenueStore } from '../../shared/stores/venue.store';
import type { WidgetViewProps } from '../widget-view.types';
import { assetTitle, fileTypeLabel, formatFileSize } from './asset-file';
import { type AssetFileInfo, fetchAssetFileInfo } from './download.api';
import { useAssetDownload } from './use-asset-download';

/** Size and type of each asset: from the venue JSON when it has them, else asked of the server. */
function useFileInfos(architectureId: string, assets: Asset[]) {
  const [infos, setInfos] = useState<Record<string, AssetFileInfo>>({});
  const unknown = assets
    .filter((asset) => asset.size === undefined)
    .map((asset) => asset.id)
    .join(' ');
  useEffect(() => {
    let active = true;
    for (const assetId of unknown.split(' ').filter(Boolean)) {
      fetchAssetFileInfo(architectureId, assetId).then(
        (info) => active && setInfos((known) => ({ ...known, [assetId]: info })),
        // The list still offers the file; only its size stays unknown.
        (error) => console.warn(`No file information for asset ${assetId}`, error),
      );
    }
    return () => {
      active = false;
    };
  }, [architectureId, unknown]);
  return (asset: Asset): AssetFileInfo => ({
    size: asset.size ?? infos[asset.id]?.size,
    contentType: asset.contentType ?? infos[asset.id]?.contentType,
  });
}

/** The configuration's files, each with its type, size and a download button (spec §7). */
export function DownloadWidgetView({
  widget,
  configuration,
  architectureId,
  areaId,
}: WidgetViewProps<DownloadWidget>) {
  const { t, i18n } = useTranslation();
  const venueAssets = useVenueStore((s) => s.venue?.assets);
  const assets = configuration.assetIds
    .map((id) => venueAssets?.find((asset) => asset.id === id))
    .filter((asset): asset is Asset => asset !== undefined);
  const infoOf = useFileInfos(architectureId, assets);
  const { download, busyId, error } = useAssetDownload({ architectureId, areaId, widgetName: widget.name });

  return (
    <Box data-testid="download-widget" sx={{ minWidth: { sm: 420 }, p: { xs: 0, sm: 1 } }}>
      {assets.length === 0 ? (
        <Alert severity="error">{t('errors.codes.WIDGET_ERROR')}</Alert>
      ) : (
        <List aria-label={t('download.files')} disablePadding>
          {assets.map((asset) => {
            const name = asset.displayName || asset.id;
            const info = infoOf(asset);
            const details = [
              fileTypeLabel(asset.uri, info.contentType),
              info.size === undefined ? '' : formatFileSize(info.size, i18n.language),
            ]
              .filter(Boolean)
              .join(' · ');
            const alt = assetTitle(asset, i18n.language);
            return (
              <ListItem key={asset.id} divider data-testid="download-item" sx={{ gap: 2, flexWrap: 'wrap' }}>
                <ListItemIcon sx={{ minWidth: 0 }}>
                  <InsertDriveFileOutlinedIcon />
                </ListItemIcon>
                <ListItemText
                  primary={name}
                  secondary={alt === name ? details : `${alt} — ${details}`}
                  sx={{ flex: '1 1 200px' }}
                />
                <Button
                  variant="outlined"
                  onClick={() => void download(asset.id, name)}
                  aria-busy={busyId === asset.id}
                  aria-label={t('download.downloadFile', { name })}
                  startIcon={busyId === asset.id ? <CircularProgress size={16} /> : <DownloadIcon />}
                >
                  {t('download.download')}
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t(`errors.codes.${error.code}`)}
        </Alert>
      )}
    </Box>
  );
}

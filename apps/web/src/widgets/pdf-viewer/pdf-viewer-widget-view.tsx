import type { PdfViewerWidget } from '@atrium/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useWidgetFocus } from '../../features/area/widget-focus';
import { useVenueStore } from '../../shared/stores/venue.store';
import { assetTitle } from '../download/asset-file';
import { useAssetDownload } from '../download/use-asset-download';
import type { WidgetViewProps } from '../widget-view.types';
import { PdfDocumentView } from './pdf-document-view';
import { PdfPasswordDialog } from './pdf-password-dialog';
import { usePdfDocument } from './use-pdf-document';
import './pdf-texts';

/**
 * Spec §2.8: a PDF of the venue's assets, drawn by pdf.js (loaded on first use), with page
 * navigation, zoom, a download button and a password prompt for protected files.
 */
export function PdfViewerWidgetView(props: WidgetViewProps<PdfViewerWidget>) {
  const { widget, configuration, architectureId, areaId, presentation } = props;
  const { t, i18n } = useTranslation();
  const asset = useVenueStore((s) => s.venue?.assets.find((a) => a.id === configuration.assetId));
  const pdf = usePdfDocument(asset);
  const { state } = pdf;
  const title = assetTitle(asset, i18n.language) || configuration.name;
  const {
    download,
    busyId,
    error: downloadError,
  } = useAssetDownload({
    architectureId,
    areaId,
    widgetName: widget.name,
  });
  // Overlays and embedded views give the viewer a height to fill; a dialog grows with its content.
  const fill = presentation !== 'dialog';
  const focus = useWidgetFocus(widget.id);

  return (
    <Box
      data-testid="pdf-viewer"
      data-state={state.status}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: presentation === 'overlay' ? 2 : 0,
        minHeight: 0,
        ...(fill ? { flex: '1 1 auto' } : { width: { xs: '100%', sm: 'min(860px, 80vw)' } }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: '1 1 240px' }}>
          {title}
        </Typography>
        {asset && (
          <Button
            variant="outlined"
            startIcon={busyId ? <CircularProgress size={16} /> : <DownloadIcon />}
            aria-busy={busyId !== undefined}
            onClick={() => void download(asset.id, asset.displayName || asset.id)}
          >
            {t('pdf.download')}
          </Button>
        )}
      </Box>
      {downloadError && (
        <Alert severity="error" role="alert">
          {t(`errors.codes.${downloadError.code}`)}
        </Alert>
      )}

      {!asset || state.status === 'error' ? (
        <Alert severity="error" data-testid="pdf-error">
          {t('errors.codes.WIDGET_ERROR')}
        </Alert>
      ) : state.status === 'ready' ? (
        <PdfDocumentView document={state.document} fill={fill} startPage={focus?.page} />
      ) : state.status === 'cancelled' ? (
        <Alert
          severity="info"
          data-testid="pdf-cancelled"
          action={
            <Button color="inherit" size="small" onClick={pdf.reopen}>
              {t('pdf.enterPassword')}
            </Button>
          }
        >
          {t('pdf.passwordCancelled')}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 6 }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography role="status">{t('pdf.loading')}</Typography>
        </Box>
      )}

      <PdfPasswordDialog
        open={state.status === 'password'}
        incorrect={state.status === 'password' && state.incorrect}
        checking={state.status === 'password' && state.checking}
        documentTitle={title}
        onSubmit={pdf.submitPassword}
        onCancel={pdf.cancelPassword}
      />
    </Box>
  );
}

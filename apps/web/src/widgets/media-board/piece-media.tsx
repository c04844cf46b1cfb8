import {
  type ContentPiece,
  type CookieProvider,
  type MediaBoardWidget,
  type PdfViewerWidget,
  videoBackgroundProviderIds,
} from '@atrium/domain';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ConsentGate } from '../../features/consent/consent-gate';
import { PdfViewerWidgetView } from '../pdf-viewer/pdf-viewer-widget-view';
import type { WidgetViewProps } from '../widget-view.types';

type BoardProps = Pick<
  WidgetViewProps<MediaBoardWidget>,
  'widget' | 'configuration' | 'architectureId' | 'areaId'
>;

/**
 * The providers a piece's video needs accepted: the board configuration's cookie providers and
 * the venue's default provider for the video's host (as for a video background).
 */
export function videoProviderIds(
  videoUrl: string,
  configurationProviderIds: readonly string[],
  providers: readonly CookieProvider[],
): string[] {
  return [...new Set([...configurationProviderIds, ...videoBackgroundProviderIds(videoUrl, providers)])];
}

/** A video piece in its provider's player, only once the visitor accepted that provider. */
export function PieceVideo({
  videoUrl,
  title,
  providerIds,
}: {
  videoUrl: string;
  title: string;
  providerIds: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <ConsentGate providerIds={providerIds} widgetType="MEDIA_BOARD">
      <Box
        component="iframe"
        src={videoUrl}
        title={t('mediaBoard.videoTitle', { title })}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="piece-video"
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: 960,
          aspectRatio: '16 / 9',
          border: 0,
          bgcolor: 'common.black',
        }}
      />
    </ConsentGate>
  );
}

/** A document piece in the venue's PDF viewer (pages, zoom, download, password prompt). */
export function PieceDocument({
  board,
  piece,
  title,
}: {
  board: BoardProps;
  piece: ContentPiece;
  title: string;
}) {
  if (!piece.assetId) return null;
  // The viewer takes a PDF widget: this piece, named after the board for the download's analytics.
  const configuration: PdfViewerWidget['configurations'][number] = {
    id: `${board.configuration.id}:${piece.id}`,
    name: title,
    cookieProviders: [],
    linkOpeningMode: board.configuration.linkOpeningMode,
    assetId: piece.assetId,
  };
  const widget: PdfViewerWidget = {
    id: board.widget.id,
    name: board.widget.name,
    type: 'PDF_VIEWER',
    placements: [],
    configurations: [configuration],
  };
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: { xs: '75vh', md: '70vh' }, minHeight: 360 }}
    >
      <PdfViewerWidgetView
        widget={widget}
        configuration={configuration}
        architectureId={board.architectureId}
        areaId={board.areaId}
        presentation="embedded"
        onClose={() => undefined}
      />
    </Box>
  );
}

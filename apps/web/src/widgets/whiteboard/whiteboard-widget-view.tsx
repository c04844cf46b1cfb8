import './whiteboard-texts';
import type { WhiteboardWidget } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presenceModeOf } from '../../features/presence/presence-scope';
import { tokenRoles, useSessionStore } from '../../shared/stores/session.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import type { WidgetViewProps } from '../widget-view.types';
import { useBoard } from './use-board';
import { problemKey } from './whiteboard-problem';

// Excalidraw reads its fonts from here (copied into the build, build/excalidraw-assets.plugin.ts)
// rather than from its CDN; set before it loads.
declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string;
  }
}
window.EXCALIDRAW_ASSET_PATH = import.meta.env.EXCALIDRAW_ASSET_PATH as string | undefined;

const WhiteboardCanvas = lazy(() => import('./whiteboard-canvas'));

/**
 * The WHITEBOARD content widget: the board its configuration names, of the venue and mode being
 * viewed, drawn on together. Attendees only look where the configuration makes it read-only
 * (the server decides, the join says so); guests have no realtime connection and are told.
 */
export function WhiteboardWidgetView({
  configuration,
  architectureId,
  widget,
}: WidgetViewProps<WhiteboardWidget>) {
  const { t } = useTranslation();
  const mode = useVenueStore((s) => presenceModeOf(s.version));
  const roles = tokenRoles(useSessionStore((s) => s.accessToken));
  const guest = roles.length > 0 && roles.every((role) => role === 'guest');
  const administrator = roles.includes('administrator');
  const boardRef = useMemo(
    () => ({ architectureId, mode, boardId: configuration.boardId }),
    [architectureId, mode, configuration.boardId],
  );
  const { board, state, errorId, clearError } = useBoard(boardRef);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? errorId;

  if (guest) {
    return (
      <Alert severity="info" data-testid="whiteboard-guest-note">
        {t('whiteboard.guestNote')}
      </Alert>
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 110px)', sm: '75vh' },
        minHeight: 320,
        // Wide in a dialog (which sizes to its content); on a phone the dialog's side padding
        // is given to the canvas, whose toolbar needs the whole width.
        width: { xs: 'auto', md: '80vw' },
        maxWidth: { xs: 'none', md: '100%' },
        mx: { xs: -3, sm: 0 },
      }}
      data-testid="whiteboard"
      data-joined={state.joined}
      data-read-only={state.readOnly}
    >
      {state.joined && state.readOnly && (
        <Alert severity="info" data-testid="whiteboard-read-only" sx={{ mb: 1 }}>
          {t('whiteboard.readOnly')}
        </Alert>
      )}
      {shown && (
        <Alert
          severity="error"
          data-testid="whiteboard-error"
          sx={{ mb: 1 }}
          onClose={() => {
            setProblem(undefined);
            clearError();
          }}
        >
          {t(problemKey(shown))}
        </Alert>
      )}
      {progress !== undefined && (
        <LinearProgress
          variant="determinate"
          value={progress * 100}
          aria-label={t('whiteboard.uploading')}
          data-testid="whiteboard-upload-progress"
        />
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <Suspense fallback={<CircularProgress aria-label={t('whiteboard.loading')} sx={{ m: 2 }} />}>
          <WhiteboardCanvas
            boardRef={boardRef}
            board={board}
            readOnly={state.readOnly}
            administrator={administrator}
            name={widget.name}
            maxImageBytes={state.limits?.maxImageBytes ?? Number.POSITIVE_INFINITY}
            onProblem={setProblem}
            onUploadProgress={setProgress}
          />
        </Suspense>
      </Box>
    </Box>
  );
}

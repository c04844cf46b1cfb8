import '@excalidraw/excalidraw/index.css';
import type { WhiteboardRef } from '@atrium/domain';
import {
  CaptureUpdateAction,
  Excalidraw,
  exportToBlob,
  exportToSvg,
  languages,
  reconcileElements,
} from '@excalidraw/excalidraw';
import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type { AppState, BinaryFiles, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardActions, BoardMenu, ClearBoardDialog } from './board-actions';
import { collaboratorsOf, selectedIds } from './board-collaborators';
import { filesOf } from './board-doc';
import { exportBoard } from './board-export';
import { imageProblem, loadBoardImages, uploadBoardImage } from './board-images';
import type { Board } from './board-provider';
import { BoardSummary } from './board-summary';
import { excalidrawLanguage } from './excalidraw-language';
import { bindScene, type Reconcile } from './scene-binding';

type Props = {
  boardRef: WhiteboardRef;
  board: Board | undefined;
  readOnly: boolean;
  administrator: boolean;
  name: string;
  maxImageBytes: number;
  onProblem: (errorId: string) => void;
  onUploadProgress: (share: number | undefined) => void;
};

/** Excalidraw on a board's document: what others draw appears, what the user draws is shared. */
export default function WhiteboardCanvas(props: Props) {
  const { boardRef, board, readOnly, administrator, name, onProblem, onUploadProgress } = props;
  const { i18n } = useTranslation();
  const [api, setApi] = useState<ExcalidrawImperativeAPI>();
  const binding = useRef<ReturnType<typeof bindScene>>(undefined);
  const [counts, setCounts] = useState({ shapes: 0, people: [] as string[] });

  // Excalidraw sets up its scene after handing out its API: binding before that, what the join
  // brought would be replaced by the empty initial scene.
  const [initialized, setInitialized] = useState(false);

  useEffect(() => {
    if (!api || !board || !initialized) return;
    // A new document (a cleared board) starts from an empty scene.
    api.updateScene({ elements: [], captureUpdate: CaptureUpdateAction.NEVER });
    api.history.clear();
    const bound = bindScene(board.doc, api, {
      reconcile: reconcileElements as unknown as Reconcile,
      origin: board.doc.clientID,
      captureNever: CaptureUpdateAction.NEVER,
    });
    binding.current = bound;
    const files = filesOf(board.doc);
    const loading = new Set<string>();
    const loadMissing = () => {
      const known = api.getFiles();
      const missing = [...files.values()].filter((file) => !known[file.id] && !loading.has(file.id));
      if (missing.length === 0) return;
      for (const file of missing) loading.add(file.id);
      loadBoardImages(boardRef, missing, api).catch(() => {
        for (const file of missing) loading.delete(file.id);
      });
    };
    files.observe(loadMissing);
    loadMissing();
    const showOthers = () => {
      const collaborators = collaboratorsOf(board.awareness.getStates(), board.doc.clientID);
      api.updateScene({ collaborators, captureUpdate: CaptureUpdateAction.NEVER });
      setCounts((current) => ({
        ...current,
        people: [...new Set([...collaborators.values()].map((c) => c.username ?? ''))].filter(Boolean),
      }));
    };
    board.awareness.on('change', showOthers);
    showOthers();
    return () => {
      binding.current = undefined;
      bound.destroy();
      files.unobserve(loadMissing);
      board.awareness.off('change', showOthers);
    };
  }, [api, board, boardRef, initialized]);

  const lastSelection = useRef('');
  const onChange = useCallback(
    (elements: readonly OrderedExcalidrawElement[], appState: AppState, files: BinaryFiles) => {
      if (appState.isLoading) return;
      setInitialized(true);
      if (!readOnly) binding.current?.sceneChanged(elements, files);
      const shapes = elements.filter((element) => !element.isDeleted).length;
      setCounts((current) => (current.shapes === shapes ? current : { ...current, shapes }));
      const selection = selectedIds(appState.selectedElementIds);
      const key = selection.join(',');
      if (board && key !== lastSelection.current) {
        lastSelection.current = key;
        board.awareness.setLocalStateField('selectedElementIds', selection);
      }
    },
    [board, readOnly],
  );

  const onPointerUpdate = useCallback(
    ({
      pointer,
      button,
    }: {
      pointer: { x: number; y: number; tool: 'pointer' | 'laser' };
      button: 'down' | 'up';
    }) => {
      board?.awareness.setLocalStateField('pointer', pointer);
      board?.awareness.setLocalStateField('button', button);
    },
    [board],
  );

  const generateIdForFile = useCallback(
    async (file: File) => {
      const refused = imageProblem(file, props.maxImageBytes);
      if (refused) {
        onProblem(refused);
        throw new Error(refused);
      }
      onUploadProgress(0);
      try {
        return await uploadBoardImage(boardRef, file, onUploadProgress);
      } catch (error) {
        onProblem(error instanceof Error ? error.message : 'whiteboard.upload_failed');
        throw error;
      } finally {
        onUploadProgress(undefined);
      }
    },
    [boardRef, onProblem, onUploadProgress, props.maxImageBytes],
  );

  const exportAs = useCallback(
    (format: 'png' | 'svg') => {
      if (api) void exportBoard(api, format, name, { exportToBlob, exportToSvg });
    },
    [api, name],
  );

  const [confirmingClear, setConfirmingClear] = useState(false);
  const actions = { administrator, onExport: exportAs, onClear: () => setConfirmingClear(true) };
  return (
    <Box
      sx={{ position: 'relative', height: '100%', '& .excalidraw': { '--ui-font': 'inherit' } }}
      data-testid="whiteboard-canvas"
      data-shapes={counts.shapes}
    >
      <Excalidraw
        excalidrawAPI={setApi}
        isCollaborating
        viewModeEnabled={readOnly}
        langCode={excalidrawLanguage(i18n.language, languages)}
        onChange={onChange}
        onPointerUpdate={onPointerUpdate}
        generateIdForFile={generateIdForFile}
        handleKeyboardGlobally={false}
        UIOptions={{
          canvasActions: {
            // Resetting or loading a scene would replace everyone's board: clearing is the
            // administrators' (on the server); exporting is ours, below.
            clearCanvas: false,
            loadScene: false,
            saveToActiveFile: false,
            export: false,
            saveAsImage: false,
          },
          tools: { image: !readOnly },
        }}
        renderTopRightUI={(isMobile) => (isMobile ? null : <BoardActions {...actions} />)}
      >
        <BoardMenu {...actions} />
      </Excalidraw>
      <ClearBoardDialog
        open={confirmingClear}
        boardRef={boardRef}
        onClose={() => setConfirmingClear(false)}
        onProblem={onProblem}
      />
      <BoardSummary shapes={counts.shapes} people={counts.people} />
    </Box>
  );
}

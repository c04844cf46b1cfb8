import type { WhiteboardRef } from '@atrium/domain';
import { useEffect, useState } from 'react';
import { realtime } from '../../shared/realtime/realtime';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { type Board, type BoardProvider, type BoardState, createBoardProvider } from './board-provider';

/**
 * The board's provider while the widget is open: joined at each (re)connect, left on closing.
 * Gives the current document, the join's state and the last refusal (an error id).
 */
export function useBoard(ref: WhiteboardRef) {
  const [board, setBoard] = useState<Board>();
  const [state, setState] = useState<BoardState>({ joined: false, readOnly: true });
  const [errorId, setErrorId] = useState<string>();
  const [provider, setProvider] = useState<BoardProvider>();
  const { architectureId, mode, boardId } = ref;

  useEffect(() => {
    const created = createBoardProvider(
      realtime,
      { architectureId, mode, boardId },
      { onBoard: setBoard, onState: setState, onError: setErrorId },
    );
    setProvider(created);
    return () => created.destroy();
  }, [architectureId, mode, boardId]);

  const connection = useRealtimeStatus((s) => (s.status === 'connected' ? s.connection : 0));
  useEffect(() => {
    if (!provider) return;
    if (connection === 0) provider.disconnected();
    else void provider.connected();
  }, [provider, connection]);

  return { board, state, errorId, clearError: () => setErrorId(undefined) };
}

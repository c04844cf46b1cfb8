import { mediaBoardEvents } from '@atrium/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime } from '../../shared/realtime/realtime';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import {
  applyCount,
  applyResult,
  applySnapshot,
  applyWish,
  dropWish,
  emptyLikeState,
  type LikeState,
} from './like-state';
import { type BoardRef, fetchBoardLikes, likePiece, unlikePiece } from './media-board.api';

export type BoardLikes = {
  state: LikeState;
  /** Whether the counts were loaded (false while loading and when they could not be). */
  loaded: boolean;
  /** Set when the viewer's last toggle was refused; cleared by the next one. */
  failed: boolean;
  toggle: (pieceId: string, liked: boolean) => void;
};

/**
 * A board's like counts and the viewer's likes: loaded over HTTP, kept live by watching the board
 * (the watch is sent again after every reconnect; its acknowledgement is a fresh snapshot), and
 * toggled optimistically. Toggles of one piece go one at a time: a click while one is on its way
 * is sent when its answer comes, if it still asks for something else.
 */
export function useBoardLikes(board: BoardRef | undefined): BoardLikes {
  const [state, setState] = useState<LikeState>(emptyLikeState);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(state);
  latest.current = state;
  const sending = useRef(new Set<string>());
  const connection = useRealtimeStatus((s) => (s.status === 'connected' ? s.connection : 0));
  const key = board && `${board.architectureId}|${board.mode}|${board.mediaBoardId}`;
  const boardRef = useRef(board);
  boardRef.current = board;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the board
  useEffect(() => {
    const current = boardRef.current;
    setState(emptyLikeState);
    setLoaded(false);
    if (!current) return;
    let live = true;
    fetchBoardLikes(current).then(
      (likes) => {
        if (!live) return;
        setState((s) => applySnapshot(s, likes));
        setLoaded(true);
      },
      (error) => console.warn('Failed to load the likes of the media board', error),
    );
    return () => {
      live = false;
    };
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the board
  useEffect(() => {
    const current = boardRef.current;
    if (!current || !connection) return;
    let live = true;
    const off = realtime.on(mediaBoardEvents.count, (count) => {
      if (count.mediaBoardId === current.mediaBoardId) setState((s) => applyCount(s, count));
    });
    realtime.emit(mediaBoardEvents.watch, current).then(
      (likes) => {
        if (!live) return;
        setState((s) => applySnapshot(s, likes));
        setLoaded(true);
      },
      (error) => console.warn('Failed to watch the likes of the media board', error),
    );
    return () => {
      live = false;
      off();
      realtime.emit(mediaBoardEvents.unwatch, current).catch(() => undefined);
    };
  }, [key, connection]);

  const send = useCallback(async (pieceId: string) => {
    const current = boardRef.current;
    if (!current || sending.current.has(pieceId)) return;
    sending.current.add(pieceId);
    try {
      for (;;) {
        const wanted = latest.current.wanted[pieceId];
        if (wanted === undefined || wanted === latest.current.liked.has(pieceId)) {
          setState((s) => dropWish(s, pieceId));
          return;
        }
        const result = await (wanted ? likePiece : unlikePiece)(current, pieceId);
        latest.current = applyResult(latest.current, result);
        setState((s) => applyResult(s, result));
      }
    } catch (error) {
      console.warn('Failed to save a like of the media board', error);
      setFailed(true);
      setState((s) => dropWish(s, pieceId));
    } finally {
      sending.current.delete(pieceId);
    }
  }, []);

  const toggle = useCallback(
    (pieceId: string, liked: boolean) => {
      setFailed(false);
      latest.current = applyWish(latest.current, pieceId, liked);
      setState((s) => applyWish(s, pieceId, liked));
      void send(pieceId);
    },
    [send],
  );

  return { state, loaded, failed, toggle };
}

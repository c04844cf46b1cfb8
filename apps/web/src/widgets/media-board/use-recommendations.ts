import type { Recommendations } from '@atrium/domain';
import { useEffect, useRef, useState } from 'react';
import { type BoardRef, fetchRecommended } from './media-board.api';

/** How many recommendations the view asks for. */
export const RECOMMENDED_LIMIT = 20;

export type RecommendationsState =
  | { status: 'loading' }
  | { status: 'ready'; recommendations: Recommendations }
  | { status: 'failed' };

/**
 * The viewer's recommendations, asked for again when their likes change (the server never
 * recommends what one liked). While the call fails the view falls back to top rated.
 */
export function useRecommendations(
  board: BoardRef | undefined,
  userId: string | undefined,
  likedKey: string,
): RecommendationsState {
  const [state, setState] = useState<RecommendationsState>({ status: 'loading' });
  const boardRef = useRef(board);
  boardRef.current = board;
  const key = board && `${board.architectureId}|${board.mode}|${board.mediaBoardId}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the board; likedKey asks again
  useEffect(() => {
    const current = boardRef.current;
    if (!current || !userId) {
      setState({ status: 'failed' });
      return;
    }
    let live = true;
    fetchRecommended(current, userId, RECOMMENDED_LIMIT).then(
      (recommendations) => live && setState({ status: 'ready', recommendations }),
      (error) => {
        if (!live) return;
        console.warn('Failed to load recommendations of the media board', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [key, userId, likedKey]);

  return state;
}

import type { MediaBoardScope } from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';

const routes = apiRoutes.mediaBoard;

export type BoardRef = MediaBoardScope & { mediaBoardId: string };

export const fetchBoardLikes = ({ mediaBoardId, ...scope }: BoardRef) =>
  callApi(routes.likes, { params: { mediaBoardId }, query: scope });

export const likePiece = (board: BoardRef, contentPieceId: string) =>
  callApi(routes.like, { body: { ...board, contentPieceId } });

export const unlikePiece = (board: BoardRef, contentPieceId: string) =>
  callApi(routes.unlike, { body: { ...board, contentPieceId } });

/** The caller's recommendations; no retries, so a failure falls back to top rated at once. */
export const fetchRecommended = ({ mediaBoardId, ...scope }: BoardRef, userId: string, limit: number) =>
  callApi(routes.recommended, { params: { mediaBoardId, userId }, query: { ...scope, limit } }, { retry: 0 });

import { QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { fetchPosts, fetchReplies, type WallRef } from './social-wall.api';
import type { ReplyPages, WallPages } from './wall-cache';

/**
 * The wall's own query cache: it loads with the widget's chunk, never with the first load. The
 * HTTP client retries failed reads itself (spec §9), so the queries do not retry again; signed
 * image URLs expire, so a wall shown again after a while is read again.
 */
export const wallQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: 5 * 60_000 } },
});

export const wallKey = (wall: WallRef) =>
  ['social-wall', wall.architectureId, wall.mode, wall.wallId] as const;
export const repliesKey = (postId: string) => ['social-wall-replies', postId] as const;

/** Guests have no realtime connection: they see what is new by reading again this often. */
const GUEST_REFRESH_MS = 30_000;

export function useWallPosts(wall: WallRef, { guest, ready }: { guest: boolean; ready: boolean }) {
  return useInfiniteQuery({
    queryKey: wallKey(wall),
    queryFn: ({ pageParam }) => fetchPosts(wall, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    refetchInterval: guest ? GUEST_REFRESH_MS : false,
    enabled: ready,
  });
}

export function useReplies(postId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: repliesKey(postId),
    queryFn: ({ pageParam }) => fetchReplies(postId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
}

export const setWallData = (wall: WallRef, change: (data: WallPages) => WallPages) =>
  wallQueryClient.setQueryData<WallPages>(wallKey(wall), (data) => data && change(data));

export const setRepliesData = (postId: string, change: (data: ReplyPages) => ReplyPages) =>
  wallQueryClient.setQueryData<ReplyPages>(repliesKey(postId), (data) => data && change(data));

export const wallData = (wall: WallRef) => wallQueryClient.getQueryData<WallPages>(wallKey(wall));
export const repliesData = (postId: string) => wallQueryClient.getQueryData<ReplyPages>(repliesKey(postId));

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PostCard } from './post-card';
import { RetryAlert } from './retry-alert';
import { allPosts } from './wall-cache';
import { useWall } from './wall-context';
import type { useWallPosts } from './wall-queries';

type Posts = ReturnType<typeof useWallPosts>;
type Props = { posts: Posts; focusPostId?: string };

/** How many pages are loaded at most to find the post a search result named. */
const FOCUS_PAGES = 10;

/** Brings the post a search result named into view and focus, loading older pages until it is there. */
function useFocusPost(postId: string | undefined, posts: Posts) {
  const done = useRef(false);
  const found = postId !== undefined && allPosts(posts.data).some((post) => post.id === postId);
  useEffect(() => {
    if (!postId || done.current || !posts.isSuccess || posts.isFetching) return;
    if (found) {
      done.current = true;
      const card = document.querySelector<HTMLElement>(`[data-post-id="${CSS.escape(postId)}"]`);
      card?.scrollIntoView({ block: 'center' });
      card?.focus();
    } else if (posts.hasNextPage && (posts.data?.pages.length ?? 0) < FOCUS_PAGES) {
      void posts.fetchNextPage();
    } else {
      done.current = true;
    }
  });
}

/** Loads the next page when its marker scrolls into view (the button does it by keyboard). */
function useLoadWhenSeen(load: () => void, active: boolean) {
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = marker.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return marker;
}

/** The wall's posts newest first, with the states around them: loading, failed, empty, more. */
export function WallPostList({ posts, focusPostId }: Props) {
  const { t } = useTranslation();
  const { guest } = useWall();
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError } = posts;
  const more = () => {
    if (hasNextPage && !posts.isFetching) void posts.fetchNextPage();
  };
  const marker = useLoadWhenSeen(more, Boolean(hasNextPage) && !isFetchNextPageError);
  useFocusPost(focusPostId, posts);

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
        <CircularProgress aria-label={t('socialWall.loading')} />
      </Box>
    );
  }
  if (isError && !data) {
    return (
      <RetryAlert
        text={t('socialWall.loadFailed')}
        onRetry={() => void posts.refetch()}
        testId="wall-load-failed"
      />
    );
  }
  const list = allPosts(data);
  if (list.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="wall-empty">
        {t(guest ? 'socialWall.emptyGuest' : 'socialWall.empty')}
      </Typography>
    );
  }
  return (
    <>
      <Box
        component="ol"
        aria-label={t('socialWall.postsLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {list.map((post) => (
          <Box component="li" key={post.id}>
            <PostCard post={post} />
          </Box>
        ))}
      </Box>
      {isFetchNextPageError && (
        <RetryAlert text={t('socialWall.loadFailed')} onRetry={() => void posts.fetchNextPage()} />
      )}
      {hasNextPage && !isFetchNextPageError && (
        <Box ref={marker} sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button
            color="inherit"
            variant="outlined"
            onClick={more}
            disabled={isFetchingNextPage}
            data-testid="wall-load-more"
          >
            {t(isFetchingNextPage ? 'socialWall.loadingMore' : 'socialWall.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}

import type { SocialWallPost } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LikeButton } from './like-button';
import { PostBody } from './post-body';
import { PostHeader } from './post-header';
import { RetryAlert } from './retry-alert';
import { useWallSubmit } from './use-wall-submit';
import { reply } from './wall-actions';
import { allReplies } from './wall-cache';
import { useWall } from './wall-context';
import { useReplies } from './wall-queries';
import { WallTextField } from './wall-text-field';

function ReplyItem({ reply: item }: { reply: SocialWallPost }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Box
      component="article"
      aria-label={t('socialWall.reply.by', { name: item.author.name })}
      data-testid="wall-reply"
      data-hidden={item.hidden ? 'true' : 'false'}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      <PostHeader post={item} onEdit={() => setEditing(true)} small />
      <Box sx={{ paddingInlineStart: 5.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <PostBody post={item} editing={editing} onDone={() => setEditing(false)} />
        <Box>
          <LikeButton post={item} />
        </Box>
      </Box>
    </Box>
  );
}

/** Writes a reply: Reply (or Ctrl+Enter) sends it. */
function ReplyBox({ post }: { post: SocialWallPost }) {
  const { t } = useTranslation();
  const { wall } = useWall();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const { busy, failure, submit } = useWallSubmit(async () => {
    await reply(wall, post, text.trim());
    setText('');
    input.current?.focus();
  });
  const send = () => {
    if (text.trim()) void submit();
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {failure && <Alert severity="error">{t(failure)}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <WallTextField
          label={t('socialWall.reply.label', { name: post.author.name })}
          value={text}
          onChange={setText}
          onSubmit={send}
          inputRef={input}
          testId="wall-reply-text"
        />
        <Button
          type="submit"
          variant="outlined"
          color="inherit"
          disabled={busy || !text.trim()}
          sx={{ flexShrink: 0, mt: 0.25 }}
        >
          {t('socialWall.reply.send')}
        </Button>
      </Box>
    </Box>
  );
}

/** A post's replies, oldest first, and the box to reply (not for guests). */
export function RepliesSection({ id, post }: { id: string; post: SocialWallPost }) {
  const { t } = useTranslation();
  const { guest } = useWall();
  const replies = useReplies(post.id, true);
  const list = allReplies(replies.data);
  return (
    <Box
      id={id}
      role="region"
      aria-label={t('socialWall.reply.region', { name: post.author.name })}
      data-testid="wall-replies"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderInlineStart: 2,
        borderColor: 'divider',
        paddingInlineStart: { xs: 1.25, sm: 2 },
      }}
    >
      {replies.isPending && <CircularProgress size={24} aria-label={t('socialWall.loading')} />}
      {replies.isError && (
        <RetryAlert text={t('socialWall.reply.failed')} onRetry={() => void replies.refetch()} />
      )}
      {list.length > 0 && (
        <Box
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {list.map((item) => (
            <li key={item.id}>
              <ReplyItem reply={item} />
            </li>
          ))}
        </Box>
      )}
      {replies.hasNextPage && (
        <Button
          color="inherit"
          onClick={() => void replies.fetchNextPage()}
          disabled={replies.isFetchingNextPage}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('socialWall.reply.more')}
        </Button>
      )}
      {!guest && replies.isSuccess && <ReplyBox post={post} />}
    </Box>
  );
}

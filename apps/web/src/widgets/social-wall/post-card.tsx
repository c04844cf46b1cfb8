import type { SocialWallPost } from '@atrium/domain';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LikeButton } from './like-button';
import { PostBody } from './post-body';
import { PostHeader } from './post-header';
import { PostImage } from './post-image';
import { RepliesSection } from './replies-section';

/** One post: author and time, text, image, likes, and its replies on demand. */
export function PostCard({ post }: { post: SocialWallPost }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [repliesOpen, setRepliesOpen] = useState(false);
  const repliesId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={t('socialWall.post.by', { name: post.author.name })}
      data-testid="wall-post"
      data-post-id={post.id}
      data-hidden={post.hidden ? 'true' : 'false'}
      // Focused when a search result opens the wall at this post.
      tabIndex={-1}
      sx={{
        '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
        ...(post.hidden ? { borderStyle: 'dashed', borderColor: 'warning.main' } : {}),
      }}
    >
      <PostHeader post={post} onEdit={() => setEditing(true)} />
      <PostBody post={post} editing={editing} onDone={() => setEditing(false)} />
      {post.image && <PostImage image={post.image} author={post.author.name} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <LikeButton post={post} />
        <Button
          size="small"
          color="inherit"
          startIcon={<ChatBubbleOutlineIcon />}
          aria-expanded={repliesOpen}
          aria-controls={repliesOpen ? repliesId : undefined}
          onClick={() => setRepliesOpen((open) => !open)}
          data-testid="wall-replies-toggle"
          sx={{ textTransform: 'none' }}
        >
          {t('socialWall.post.replies', { count: post.replies })}
        </Button>
      </Box>
      {repliesOpen && <RepliesSection id={repliesId} post={post} />}
    </Paper>
  );
}

import type { SocialWallPost } from '@atrium/domain';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { like } from './wall-actions';
import { useWall } from './wall-context';
import { wallErrorKey } from './wall-errors';

/** The likes count; for everyone but guests a toggle that likes and unlikes. */
export function LikeButton({ post }: { post: SocialWallPost }) {
  const { t } = useTranslation();
  const { wall, guest, notify } = useWall();
  const [busy, setBusy] = useState(false);
  const label = t('socialWall.post.likes', { count: post.likes });
  if (guest) {
    return (
      <Box
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, px: 1, color: 'text.secondary' }}
        data-testid="wall-post-likes"
      >
        <ThumbUpOutlinedIcon fontSize="small" aria-hidden />
        <span>{label}</span>
      </Box>
    );
  }
  const toggle = async () => {
    setBusy(true);
    try {
      await like(wall, post, !post.liked);
    } catch (error) {
      notify({ key: wallErrorKey(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      color="inherit"
      aria-pressed={post.liked}
      aria-label={t('socialWall.post.like', { likes: label })}
      disabled={busy}
      onClick={() => void toggle()}
      startIcon={post.liked ? <ThumbUpIcon color="primary" /> : <ThumbUpOutlinedIcon />}
      data-testid="wall-post-likes"
      sx={{ textTransform: 'none' }}
    >
      {label}
    </Button>
  );
}

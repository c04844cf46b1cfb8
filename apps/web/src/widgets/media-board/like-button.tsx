import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type LikeButtonProps = {
  title: string;
  liked: boolean;
  count: number;
  /** Guests may look but not like. */
  disabled: boolean;
  onToggle: (liked: boolean) => void;
};

/** Like or unlike a piece (a toggle button: aria-pressed), with the piece's like count. */
export function LikeButton({ title, liked, count, disabled, onToggle }: LikeButtonProps) {
  const { t } = useTranslation();
  const countId = useId();
  const button = (
    <Button
      size="small"
      color={liked ? 'secondary' : 'inherit'}
      aria-pressed={liked}
      aria-label={t('mediaBoard.like', { title })}
      aria-describedby={countId}
      disabled={disabled}
      onClick={() => onToggle(!liked)}
      startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      data-testid="like-button"
      sx={{ minWidth: 0 }}
    >
      <span aria-hidden="true" data-testid="like-count">
        {count}
      </span>
      <Box component="span" id={countId} sx={visuallyHidden}>
        {t('mediaBoard.likes', { count })}
      </Box>
    </Button>
  );
  if (!disabled) return button;
  return (
    <Tooltip title={t('mediaBoard.guestCannotLike')}>
      <span>{button}</span>
    </Tooltip>
  );
}

import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
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

/**
 * Like or unlike a piece: a toggle button (aria-pressed) named after the piece, the count beside
 * it (outside the button, so the button's name stays what it shows), described by "n likes".
 */
export function LikeButton({ title, liked, count, disabled, onToggle }: LikeButtonProps) {
  const { t } = useTranslation();
  const countId = useId();
  const button = (
    <IconButton
      size="small"
      color={liked ? 'secondary' : 'default'}
      aria-pressed={liked}
      aria-label={t('mediaBoard.like', { title })}
      aria-describedby={countId}
      disabled={disabled}
      onClick={() => onToggle(!liked)}
      data-testid="like-button"
    >
      {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      {disabled ? (
        <Tooltip title={t('mediaBoard.guestCannotLike')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Box
        component="span"
        aria-hidden="true"
        data-testid="like-count"
        sx={{ minWidth: '2ch', typography: 'body2' }}
      >
        {count}
      </Box>
      <Box component="span" id={countId} sx={visuallyHidden}>
        {t('mediaBoard.likes', { count })}
      </Box>
    </Box>
  );
}

import type { SocialWallPost } from '@atrium/domain';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProfileAvatar } from '../../features/profile/profile-avatar';
import { PostMenu } from './post-menu';
import { fullPostTime, postTime } from './post-time';

/** Who wrote a post or reply and when, whether it is hidden, and its actions. */
export function PostHeader({
  post,
  onEdit,
  small = false,
}: {
  post: SocialWallPost;
  onEdit: () => void;
  small?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <ProfileAvatar name={post.author.name} uri={post.author.avatarUri ?? null} size={small ? 32 : 40} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="subtitle2"
          component="p"
          noWrap
          data-testid="wall-post-author"
          sx={{ fontWeight: 600, lineHeight: 1.3 }}
        >
          {post.author.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time
            dateTime={new Date(post.createdAt).toISOString()}
            title={fullPostTime(post.createdAt, i18n.language)}
          >
            {postTime(post.createdAt, Date.now(), i18n.language)}
          </time>
          {post.editedAt !== undefined && ` ${t('socialWall.post.edited')}`}
        </Typography>
      </Box>
      {post.hidden && (
        <Chip
          size="small"
          variant="outlined"
          icon={<VisibilityOffOutlinedIcon />}
          label={t('socialWall.post.hidden')}
          data-testid="wall-post-hidden"
        />
      )}
      <PostMenu post={post} onEdit={onEdit} />
    </Box>
  );
}

import type { SocialWallPost } from '@atrium/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { ReportDialog } from './report-dialog';
import { hide, remove } from './wall-actions';
import { useWall } from './wall-context';
import { wallErrorKey } from './wall-errors';

/**
 * A post's or reply's actions: edit and delete one's own (deleting asks first), report someone
 * else's; administrators hide or show it and delete any.
 */
export function PostMenu({ post, onEdit }: { post: SocialWallPost; onEdit: () => void }) {
  const { t } = useTranslation();
  const { wall, guest, moderator, notify } = useWall();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'delete' | 'report'>();
  const menuId = useId();
  if (guest) return null;
  const reply = post.parentId !== null;
  const failed = (error: unknown) => notify({ key: wallErrorKey(error) });
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const items = [
    post.mine && (
      <MenuItem key="edit" onClick={pick(onEdit)}>
        {t('socialWall.post.edit')}
      </MenuItem>
    ),
    (post.mine || moderator) && (
      <MenuItem key="delete" onClick={pick(() => setDialog('delete'))} data-testid="wall-post-delete">
        {t('socialWall.post.delete')}
      </MenuItem>
    ),
    moderator && (
      <MenuItem
        key="hide"
        onClick={pick(() => void hide(wall, post, !post.hidden).catch(failed))}
        data-testid="wall-post-hide"
      >
        {t(post.hidden ? 'socialWall.post.unhide' : 'socialWall.post.hide')}
      </MenuItem>
    ),
    !post.mine && (
      <MenuItem key="report" onClick={pick(() => setDialog('report'))}>
        {t('socialWall.post.report')}
      </MenuItem>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;

  const deleteText = post.mine
    ? t(reply ? 'socialWall.post.deleteReplyText' : 'socialWall.post.deleteText')
    : t(reply ? 'socialWall.post.deleteAnyReplyText' : 'socialWall.post.deleteAnyText', {
        name: post.author.name,
      });
  return (
    <>
      <IconButton
        size="small"
        aria-label={t(reply ? 'socialWall.reply.actions' : 'socialWall.post.actions', {
          name: post.author.name,
        })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="wall-post-menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items}
      </Menu>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t(reply ? 'socialWall.post.deleteReplyTitle' : 'socialWall.post.deleteTitle')}
        text={deleteText}
        confirm={t('socialWall.post.delete')}
        cancel={t('socialWall.cancel')}
        onConfirm={() => void remove(wall, post).catch(failed)}
        onClose={() => setDialog(undefined)}
        testId="wall-confirm"
      />
      {dialog === 'report' && <ReportDialog post={post} onClose={() => setDialog(undefined)} />}
    </>
  );
}

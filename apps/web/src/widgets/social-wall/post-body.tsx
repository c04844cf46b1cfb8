import type { SocialWallPost } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../shared/ui/rich-text-view';
import { edit } from './wall-actions';
import { useWall } from './wall-context';
import { wallErrorKey } from './wall-errors';
import { WallTextField } from './wall-text-field';

const textStyle = {
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  '& a': { color: 'inherit', textDecoration: 'underline' },
  '& code': { fontFamily: 'monospace', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' },
} as const;

/** Edits one's own text in place: Save (or Ctrl+Enter) keeps it, Cancel (or Escape) gives up. */
function PostEditor({ post, onDone }: { post: SocialWallPost; onDone: () => void }) {
  const { t } = useTranslation();
  const { wall, notify } = useWall();
  const [text, setText] = useState(post.text);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    if (trimmed === post.text) return onDone();
    setBusy(true);
    try {
      await edit(wall, post, trimmed);
      onDone();
    } catch (error) {
      notify({ key: wallErrorKey(error) });
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <WallTextField
        label={t('socialWall.post.editLabel')}
        value={text}
        onChange={setText}
        onSubmit={() => void save()}
        onCancel={onDone}
        autoFocus
        testId="wall-edit-text"
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onDone}>
          {t('socialWall.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !text.trim()}>
          {t('socialWall.post.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** A post's or reply's text: the markdown subset and links as elements, never as HTML. */
export function PostBody({
  post,
  editing,
  onDone,
}: {
  post: SocialWallPost;
  editing: boolean;
  onDone: () => void;
}) {
  if (editing) return <PostEditor post={post} onDone={onDone} />;
  return (
    // dir="auto": a post in Arabic reads right to left on an English page, and the other way round.
    <Box sx={textStyle} dir="auto" data-testid="wall-post-text">
      <RichText text={post.text} />
    </Box>
  );
}

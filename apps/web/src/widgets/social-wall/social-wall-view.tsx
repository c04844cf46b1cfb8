import type { SocialWallPost } from '@atrium/domain';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import { LiveRegion } from '../../shared/ui/live-region';
import { ReportsDialog } from './reports-dialog';
import type { WallRef } from './social-wall.api';
import { useWallWatch } from './use-wall-watch';
import { WallComposer } from './wall-composer';
import { useWallRoles, WallContext, type WallNotice } from './wall-context';
import { WallPostList } from './wall-post-list';
import { useWallPosts } from './wall-queries';

/** How much of a new post the screen reader reads out. */
const ANNOUNCED_CHARS = 140;

/**
 * A social wall: the composer (not for guests), the posts newest first with their likes and
 * replies, live while open; administrators reach the reports from here.
 */
export function SocialWallView({ wall, focusPostId }: { wall: WallRef; focusPostId?: string }) {
  const { t } = useTranslation();
  const { guest, moderator } = useWallRoles();
  const selfId = useSessionStore((s) => s.user?.userId);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [reportsOpen, setReportsOpen] = useState(false);
  const onNewPost = useCallback(
    (post: SocialWallPost) =>
      setAnnouncement((previous) => ({
        text: t('socialWall.announce', { name: post.author.name, text: post.text.slice(0, ANNOUNCED_CHARS) }),
        count: previous.count + 1,
      })),
    [t],
  );
  const ready = useWallWatch(wall, { enabled: !guest, selfId, onNewPost });
  const posts = useWallPosts(wall, { guest, ready });
  const [notice, setNotice] = useState<WallNotice>();
  const viewer = useMemo(() => ({ wall, guest, moderator, notify: setNotice }), [wall, guest, moderator]);

  return (
    <WallContext value={viewer}>
      <Box
        data-testid="social-wall"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          p: { xs: 1.5, sm: 2 },
          width: '100%',
          maxWidth: 760,
          minWidth: { sm: 520 },
          mx: 'auto',
        }}
      >
        {moderator && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              color="inherit"
              startIcon={<FlagOutlinedIcon />}
              onClick={() => setReportsOpen(true)}
              aria-haspopup="dialog"
              data-testid="wall-reports-open"
            >
              {t('socialWall.reports.open')}
            </Button>
          </Box>
        )}
        {guest ? (
          <Typography color="text.secondary" data-testid="wall-guest-note">
            {t('socialWall.guestNote')}
          </Typography>
        ) : (
          posts.isSuccess && <WallComposer />
        )}
        <WallPostList posts={posts} focusPostId={focusPostId} />
        <LiveRegion text={announcement.text} count={announcement.count} testId="wall-announcer" />
        {reportsOpen && <ReportsDialog onClose={() => setReportsOpen(false)} />}
        <Snackbar
          open={Boolean(notice)}
          autoHideDuration={6000}
          onClose={(_event, reason) => reason !== 'clickaway' && setNotice(undefined)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={notice?.severity ?? 'error'}
            variant="filled"
            onClose={() => setNotice(undefined)}
            data-testid="wall-notice"
          >
            {notice && t(notice.key)}
          </Alert>
        </Snackbar>
      </Box>
    </WallContext>
  );
}

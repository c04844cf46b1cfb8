import type { SocialWallReport } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { RichText } from '../../shared/ui/rich-text-view';
import { postTime } from './post-time';
import { fetchReports } from './social-wall.api';
import { hide, remove } from './wall-actions';
import { useWall } from './wall-context';
import { wallErrorKey } from './wall-errors';
import { wallKey } from './wall-queries';

/** One report: who wrote what, who reported it and why, and what the administrator can do. */
function ReportItem({ report, onChanged }: { report: SocialWallReport; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const { wall, notify } = useWall();
  const [confirming, setConfirming] = useState(false);
  const { post } = report;
  const act = (action: Promise<unknown>) =>
    action.then(onChanged, (error: unknown) => notify({ key: wallErrorKey(error) }));
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
      }}
      data-testid="wall-report"
    >
      <Typography variant="caption" color="text.secondary">
        {t('socialWall.reports.line', {
          author: post.author.name,
          reporter: report.reporter.name,
          time: postTime(report.createdAt, Date.now(), i18n.language),
        })}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        <RichText text={post.text} />
      </Box>
      {report.reason && (
        <Typography variant="body2">{t('socialWall.reports.reason', { reason: report.reason })}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {post.hidden && <Chip size="small" variant="outlined" label={t('socialWall.post.hidden')} />}
        <Button size="small" color="inherit" onClick={() => void act(hide(wall, post, !post.hidden))}>
          {t(post.hidden ? 'socialWall.post.unhide' : 'socialWall.post.hide')}
        </Button>
        <Button size="small" color="inherit" onClick={() => setConfirming(true)}>
          {t('socialWall.post.delete')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t(post.parentId ? 'socialWall.post.deleteReplyTitle' : 'socialWall.post.deleteTitle')}
        text={t(post.parentId ? 'socialWall.post.deleteAnyReplyText' : 'socialWall.post.deleteAnyText', {
          name: post.author.name,
        })}
        confirm={t('socialWall.post.delete')}
        cancel={t('socialWall.cancel')}
        onConfirm={() => void act(remove(wall, post))}
        onClose={() => setConfirming(false)}
        testId="wall-confirm"
      />
    </Box>
  );
}

/** Administrators: the wall's reported posts and replies, newest first. */
export function ReportsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { wall } = useWall();
  const titleId = useId();
  const reports = useQuery({ queryKey: [...wallKey(wall), 'reports'], queryFn: () => fetchReports(wall) });
  const list = reports.data?.reports ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={small}
      data-testid="wall-reports"
    >
      <DialogTitle id={titleId}>{t('socialWall.reports.title')}</DialogTitle>
      <DialogContent dividers>
        {reports.isPending && <CircularProgress size={24} aria-label={t('socialWall.loading')} />}
        {reports.isError && <Alert severity="error">{t('socialWall.reports.failed')}</Alert>}
        {reports.isSuccess && list.length === 0 && (
          <Typography color="text.secondary">{t('socialWall.reports.none')}</Typography>
        )}
        {list.length > 0 && (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((report) => (
              <ReportItem key={report.id} report={report} onChanged={() => void reports.refetch()} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('socialWall.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

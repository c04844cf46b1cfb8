import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../shared/ui/rich-text-view';
import { type ChatReport, fetchReports } from './chat.api';
import { deleteMessage } from './chat-actions';
import { errorIdOf, errorKeyOf } from './chat-errors';
import { chatScopeNow } from './chat-scope';
import { timeOfDay } from './chat-time';
import { ConfirmDialog } from './confirm-dialog';
import { ViewHeader } from './view-header';

/** Administrators: the reported messages, newest first, each with a way to delete it. */
export function ReportsView() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [reports, setReports] = useState<ChatReport[]>();
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState<ChatReport>();

  const load = useCallback(async () => {
    const scope = chatScopeNow();
    if (!scope) return;
    try {
      setReports((await fetchReports(scope)).reports);
      setFailure(undefined);
    } catch (error) {
      setFailure(errorKeyOf(errorIdOf(error)));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (report: ChatReport) => {
    try {
      await deleteMessage(report.message.id);
      await load();
    } catch (error) {
      setFailure(errorKeyOf(errorIdOf(error)));
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      data-testid="chat-reports"
    >
      <ViewHeader id={headingId} title={t('chat.reports.title')} />
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        {!reports && !failure && <CircularProgress size={24} sx={{ m: 3 }} aria-label={t('chat.loading')} />}
        {reports?.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('chat.reports.none')}
          </Typography>
        )}
        <List>
          {reports?.map((report) => (
            <ListItem
              key={report.id}
              divider
              sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}
              data-testid="chat-report"
            >
              <Typography variant="caption" color="text.secondary">
                {t('chat.reports.line', {
                  author: report.message.author.name,
                  reporter: report.reporter.name,
                  time: timeOfDay(report.createdAt, i18n.language),
                })}
              </Typography>
              <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {report.message.deletedBy ? (
                  <em>{t('chat.message.deleted')}</em>
                ) : (
                  <RichText text={report.message.text || report.message.file?.name || ''} />
                )}
              </Box>
              {report.reason && (
                <Typography variant="body2" color="text.secondary">
                  {t('chat.reports.reason', { reason: report.reason })}
                </Typography>
              )}
              {!report.message.deletedBy && (
                <Box>
                  <Button size="small" color="error" onClick={() => setDeleting(report)}>
                    {t('chat.message.delete')}
                  </Button>
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('chat.message.deleteTitle')}
        text={t('chat.message.deleteAnyText', { name: deleting?.message.author.name ?? '' })}
        confirm={t('chat.message.delete')}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}

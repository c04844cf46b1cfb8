import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../shell/studio-sections';
import { CsvImport } from './csv-import';
import { registrationsCsv, registrationsCsvTemplate } from './registration-csv';
import { fetchRegistrations, registrationsKey } from './registrations.api';
import { RegistrationsTable } from './registrations-table';

/** Saves a text as a file through the browser's download. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The registrations that ticket-number and confirmation-number logins check, per architecture:
 * listed, exported, and replaced as a whole from a CSV file.
 */
export function Section({ architectureId }: SectionProps) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const key = registrationsKey(architectureId);
  const list = useQuery({ queryKey: key, queryFn: () => fetchRegistrations(architectureId) });
  const registrations = list.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }} data-testid="registrations-section">
      <Typography variant="h5" component="h2">
        {t('studio.registrations.title')}
      </Typography>
      <Typography color="text.secondary">{t('studio.registrations.intro')}</Typography>

      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="section"
        aria-labelledby="registrations-import-title"
      >
        <Stack spacing={2}>
          <Typography variant="h6" component="h3" id="registrations-import-title">
            {t('studio.registrations.import.title')}
          </Typography>
          <CsvImport
            architectureId={architectureId}
            currentCount={registrations?.length}
            onImported={() => void queries.invalidateQueries({ queryKey: key })}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              color="inherit"
              startIcon={<DownloadIcon />}
              onClick={() => download('registrations-template.csv', registrationsCsvTemplate())}
              data-testid="registrations-template"
            >
              {t('studio.registrations.template')}
            </Button>
            <Button
              color="inherit"
              startIcon={<DownloadIcon />}
              disabled={!registrations?.length}
              onClick={() =>
                registrations &&
                download(`registrations-${architectureId}.csv`, registrationsCsv(registrations))
              }
            >
              {t('studio.registrations.export')}
            </Button>
          </Box>
        </Stack>
      </Paper>

      <Stack spacing={1} component="section" aria-labelledby="registrations-list-title">
        <Typography variant="h6" component="h3" id="registrations-list-title">
          {t('studio.registrations.list')}
        </Typography>
        {list.isPending && <CircularProgress aria-label={t('studio.registrations.loading')} />}
        {list.isError && (
          <Alert
            severity="error"
            action={<Button onClick={() => void list.refetch()}>{t('studio.registrations.retry')}</Button>}
          >
            {t('studio.registrations.loadFailed', { message: list.error.message })}
          </Alert>
        )}
        {registrations && (
          <>
            <Typography data-testid="registrations-count">
              {t('studio.registrations.count', { count: registrations.length })}
            </Typography>
            {registrations.length > 0 ? (
              <RegistrationsTable registrations={registrations} />
            ) : (
              <Typography color="text.secondary">{t('studio.registrations.empty')}</Typography>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}

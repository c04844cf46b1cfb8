import { registrationCsvColumns } from '@atrium/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logStudio } from '../shell/studio-log';
import { checkCsvHeader, type HeaderProblem } from './registration-csv';
import { ImportRefused, importRegistrationsCsv } from './registrations.api';
import { type RowError, rowErrorsOf } from './row-errors';
import { RowErrorsTable } from './row-errors-table';

/** Enough of the file to hold its header row. */
const HEADER_PEEK_BYTES = 64 * 1024;

type Step =
  | { step: 'idle' }
  | { step: 'confirming'; file: File }
  | { step: 'uploading'; progress: number }
  | { step: 'done'; count: number }
  | { step: 'refused'; errors: RowError[]; checkedHere: boolean }
  | { step: 'failed'; message: string };

function headerErrors(problems: readonly HeaderProblem[], t: TFunction): RowError[] {
  const columns = registrationCsvColumns.join(',');
  return problems.map((problem) => ({
    line: 1,
    column: problem.kind === 'unknown' || problem.kind === 'duplicate' ? problem.column : undefined,
    message: t(`studio.registrations.header.${problem.kind}`, { columns }),
  }));
}

type Props = {
  architectureId: string;
  /** The registrations stored now (undefined while unknown): an import replaces them all. */
  currentCount: number | undefined;
  onImported: () => void;
};

/** Replaces all registrations with a CSV file: header checked here, rows by the server, with progress. */
export function CsvImport({ architectureId, currentCount, onImported }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [state, setState] = useState<Step>({ step: 'idle' });

  const upload = async (file: File) => {
    setState({ step: 'uploading', progress: 0 });
    try {
      const result = await importRegistrationsCsv(architectureId, file, (progress) =>
        setState({ step: 'uploading', progress }),
      ).done;
      setState({ step: 'done', count: result.count });
      onImported();
    } catch (error) {
      if (error instanceof ImportRefused) {
        setState({ step: 'refused', errors: rowErrorsOf(error.details), checkedHere: false });
      } else {
        logStudio('ERROR', 'registrations', 'The registrations could not be imported', error);
        setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  const choose = async (file: File) => {
    const problems = checkCsvHeader(await file.slice(0, HEADER_PEEK_BYTES).text());
    if (problems.length > 0) {
      setState({ step: 'refused', errors: headerErrors(problems, t), checkedHere: true });
    } else if (currentCount) {
      setState({ step: 'confirming', file });
    } else {
      await upload(file);
    }
  };

  const busy = state.step === 'uploading';
  return (
    <Stack spacing={1.5}>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="registrations-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      <Box>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
          data-testid="registrations-import"
        >
          {t('studio.registrations.import.choose')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('studio.registrations.import.replaces', { columns: registrationCsvColumns.join(',') })}
      </Typography>
      <Box role="status" aria-live="polite" data-testid="registrations-import-status">
        {state.step === 'uploading' && (
          <Stack spacing={0.5}>
            <LinearProgress
              variant={state.progress < 1 ? 'determinate' : 'indeterminate'}
              value={Math.round(state.progress * 100)}
              aria-label={t('studio.registrations.import.progress')}
            />
            <Typography variant="body2">
              {state.progress < 1
                ? t('studio.registrations.import.sending', { percent: Math.round(state.progress * 100) })
                : t('studio.registrations.import.checking')}
            </Typography>
          </Stack>
        )}
        {state.step === 'done' && (
          <Alert severity="success" role="none">
            {t('studio.registrations.import.done', { count: state.count })}
          </Alert>
        )}
        {state.step === 'failed' && (
          <Alert severity="error" role="none">
            {t('studio.registrations.import.failed', { message: state.message })}
          </Alert>
        )}
        {state.step === 'refused' && (
          <Alert severity="error" role="none">
            {state.checkedHere
              ? t('studio.registrations.import.refusedHere')
              : t('studio.registrations.import.refused', { count: currentCount ?? 0 })}{' '}
            {t('studio.registrations.import.problems', { count: state.errors.length })}
          </Alert>
        )}
      </Box>
      {state.step === 'refused' && <RowErrorsTable errors={state.errors} />}
      <Dialog
        open={state.step === 'confirming'}
        onClose={() => setState({ step: 'idle' })}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={titleId}>{t('studio.registrations.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('studio.registrations.confirm.text', {
              count: currentCount ?? 0,
              file: state.step === 'confirming' ? state.file.name : '',
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setState({ step: 'idle' })} autoFocus>
            {t('studio.registrations.confirm.cancel')}
          </Button>
          <Button
            variant="contained"
            color="warning"
            data-testid="registrations-import-confirm"
            onClick={() => state.step === 'confirming' && void upload(state.file)}
          >
            {t('studio.registrations.confirm.replace')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

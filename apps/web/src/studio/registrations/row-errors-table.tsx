import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { RowError } from './row-errors';

/** Every problem of a refused import, by line of the file. */
export function RowErrorsTable({ errors }: { errors: readonly RowError[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table
        size="small"
        stickyHeader
        aria-label={t('studio.registrations.import.errorsLabel')}
        data-testid="import-errors"
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('studio.registrations.import.line')}</TableCell>
            <TableCell>{t('studio.registrations.import.column')}</TableCell>
            <TableCell>{t('studio.registrations.import.problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, index) => (
            // The server's order is the file's order; the same line and column may come twice.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced, never reordered
            <TableRow key={index}>
              <TableCell>{error.line ?? t('studio.registrations.import.wholeFile')}</TableCell>
              <TableCell>{error.column ?? ''}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

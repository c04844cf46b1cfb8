import type { Registration } from '@atrium/domain';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOf, searchRegistrations } from './registration-search';

const pageSizes = [25, 50, 100];

/** The server keeps ticket and confirmation numbers unique, and each registration has one of them. */
const rowKey = (registration: Registration) =>
  registration.ticketNumber !== null
    ? `t${registration.ticketNumber}`
    : `c${registration.confirmationNumber}`;

/** The registrations, searchable and a page at a time (there may be thousands). */
export function RegistrationsTable({ registrations }: { registrations: readonly Registration[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSizes[0]!);
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(
    () => searchRegistrations(registrations, deferredQuery),
    [registrations, deferredQuery],
  );
  const shown = pageOf(found, page, size);
  const none = t('studio.registrations.table.none');

  return (
    <Stack spacing={1}>
      <TextField
        type="search"
        label={t('studio.registrations.table.search')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(0);
        }}
        size="small"
        sx={{ maxWidth: 360 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {deferredQuery.trim() !== '' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('studio.registrations.table.found', { count: found.length })}
        </Typography>
      )}
      <TableContainer>
        <Table
          size="small"
          aria-label={t('studio.registrations.table.label')}
          data-testid="registrations-table"
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('studio.registrations.columns.email')}</TableCell>
              <TableCell>{t('studio.registrations.columns.name')}</TableCell>
              <TableCell>{t('studio.registrations.columns.company')}</TableCell>
              <TableCell>{t('studio.registrations.columns.ticketNumber')}</TableCell>
              <TableCell>{t('studio.registrations.columns.confirmationNumber')}</TableCell>
              <TableCell>{t('studio.registrations.columns.active')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.items.map((registration) => (
              <TableRow key={rowKey(registration)}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{registration.email ?? none}</TableCell>
                <TableCell>{registration.name ?? none}</TableCell>
                <TableCell>{registration.company ?? none}</TableCell>
                <TableCell>{registration.ticketNumber ?? none}</TableCell>
                <TableCell>{registration.confirmationNumber ?? none}</TableCell>
                <TableCell>
                  {registration.active
                    ? t('studio.registrations.table.yes')
                    : t('studio.registrations.table.no')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={found.length}
        page={shown.page}
        rowsPerPage={size}
        rowsPerPageOptions={pageSizes}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('studio.registrations.table.perPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('studio.registrations.table.displayed', { from, to, count })
        }
        getItemAriaLabel={(type) => t(`studio.registrations.table.${type}Page`)}
      />
    </Stack>
  );
}

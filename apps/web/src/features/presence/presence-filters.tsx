import CheckIcon from '@mui/icons-material/Check';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type PresenceFilters as Filters, usePresenceStore } from './presence.store';

/** The name search's longest query (the server's limit). */
const QUERY_MAX = 128;

/** Filter chips (this area, my company) and the name search of the presence list. */
export function PresenceFilters({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const filters = usePresenceStore((s) => s.filters);
  const setFilters = usePresenceStore((s) => s.setFilters);
  const chip = (key: 'thisArea' | 'myCompany', label: string) => {
    const on = filters[key];
    return (
      <Chip
        size="small"
        label={label}
        icon={on ? <CheckIcon /> : undefined}
        color={on ? 'primary' : 'default'}
        variant={on ? 'filled' : 'outlined'}
        aria-pressed={on}
        onClick={() => setFilters({ [key]: !on } as Partial<Filters>)}
        data-testid={`presence-filter-${key}`}
      />
    );
  };

  return (
    <Box
      role="group"
      aria-label={t('presence.filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      {chip('thisArea', t('presence.filters.thisArea'))}
      {chip('myCompany', t('presence.filters.myCompany'))}
      <TextField
        size="small"
        type="search"
        value={filters.query}
        placeholder={t('presence.search')}
        onChange={(event) => setFilters({ query: event.target.value.slice(0, QUERY_MAX) })}
        sx={{ width: fullWidth ? '100%' : 200, '& .MuiInputBase-input': { py: 0.5 } }}
        slotProps={{
          htmlInput: {
            'aria-label': t('presence.search'),
            maxLength: QUERY_MAX,
            'data-testid': 'presence-search',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

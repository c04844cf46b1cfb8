import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchStore } from './search.store';

type Props = {
  inputRef?: Ref<HTMLInputElement>;
  fullWidth?: boolean;
  /** Called once a question is asked (the drawer closes). */
  onAsked?: () => void;
};

/** The 'ask me anything' input (spec §2.8): Enter asks, the answer opens in the search dialog. */
export function SearchField({ inputRef, fullWidth, onAsked }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const ask = useSearchStore((s) => s.ask);
  return (
    <Box
      component="form"
      role="search"
      data-testid="search-field"
      onSubmit={(event) => {
        event.preventDefault();
        const question = value.trim();
        if (!question) return;
        ask(question);
        setValue('');
        onAsked?.();
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        height: 40,
        width: fullWidth ? '100%' : { md: 220, lg: 280 },
        borderRadius: 5,
        bgcolor: 'action.hover',
        '&:focus-within': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <SearchIcon fontSize="small" aria-hidden color="action" />
      <InputBase
        inputRef={inputRef}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('header.ask')}
        inputProps={{ 'aria-label': t('header.ask'), type: 'search', enterKeyHint: 'search', maxLength: 256 }}
        sx={{ flexGrow: 1, minWidth: 0 }}
      />
    </Box>
  );
}

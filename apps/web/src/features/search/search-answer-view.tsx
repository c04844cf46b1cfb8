import type { SearchResult } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useVenueView } from '../../shared/ui/use-venue-view';
import { useSearchStore } from './search.store';
import { SearchLoading } from './search-loading';
import { SearchResultItem } from './search-result-item';
import { areaHref, viewResult } from './search-target';
import { useSearchAnswer } from './use-search-answer';

/** Arrow keys move between the results' actions (and from the question to the first). */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (!list || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const actions = [...list.querySelectorAll<HTMLElement>('[data-search-action]')];
  if (actions.length === 0) return;
  const at = actions.indexOf(document.activeElement as HTMLElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  const next = at < 0 ? 0 : Math.min(actions.length - 1, Math.max(0, at + step));
  event.preventDefault();
  actions[next]?.focus();
}

/** The question, the answer (English, spec §1) and the results, or the loading, empty and error states. */
export function SearchAnswerView({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { architecture } = useVenueView();
  const { question, asked, ask: askAgain } = useSearchStore();
  const [value, setValue] = useState(question);
  const { state, ask } = useSearchAnswer();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (asked === 0 || !question) return;
    setValue(question);
    ask(question);
  }, [asked, question, ask]);

  const go = (result: SearchResult, where: 'view' | 'area') => {
    if (!architecture) return;
    onDone();
    if (where === 'view' && result.view) viewResult(result.view, architecture.id, navigate);
    else if (result.viewArea) navigate(areaHref(architecture.id, result.viewArea.areaId));
  };

  const results = state.status === 'done' ? state.answer.results : [];
  const announcement =
    state.status === 'done'
      ? results.length > 0
        ? t('search.resultCount', { count: results.length })
        : t('search.empty')
      : '';

  return (
    <Box onKeyDown={(event) => moveFocus(event, list.current)}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) askAgain(value.trim());
        }}
        sx={{ display: 'flex', gap: 1, mb: 2 }}
      >
        <TextField
          value={value}
          onChange={(event) => setValue(event.target.value)}
          label={t('search.question')}
          size="small"
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { type: 'search', maxLength: 256, enterKeyHint: 'search' } }}
        />
        <Button type="submit" variant="contained">
          {t('search.ask')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('search.englishOnly')}
      </Typography>
      {/* What screen readers hear: the loading phrase, the result count, the empty message. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {state.status === 'loading' && <SearchLoading />}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          data-testid="search-error"
          action={
            <Button color="inherit" size="small" onClick={() => ask(state.question)}>
              {t('search.retry')}
            </Button>
          }
        >
          {t('search.error')}
        </Alert>
      )}
      {state.status === 'done' && results.length === 0 && (
        <Typography data-testid="search-empty" sx={{ py: 2 }}>
          {t('search.empty')}
        </Typography>
      )}
      {state.status === 'done' && state.answer.answer && (
        <Box data-testid="search-answer" sx={{ p: 2, mb: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="overline" component="h2">
            {t('search.answer')}
          </Typography>
          <Typography lang="en">{state.answer.answer}</Typography>
        </Box>
      )}
      {results.length > 0 && (
        <Box
          component="ul"
          ref={list}
          aria-label={t('search.resultCount', { count: results.length })}
          data-testid="search-results"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {results.map((result, index) => (
            <SearchResultItem
              // biome-ignore lint/suspicious/noArrayIndexKey: one answer's results, in their order.
              key={index}
              index={index}
              result={result}
              onView={() => go(result, 'view')}
              onViewArea={() => go(result, 'area')}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

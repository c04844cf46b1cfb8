import type { ContentPiece } from '@atrium/domain';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoardView, boardViews } from './board-views';
import type { PieceMatch } from './piece-texts';

export type ShownPiece = { piece: ContentPiece; match: PieceMatch };

type BoardOverviewProps = {
  view: BoardView;
  onView: (view: BoardView) => void;
  query: string;
  onQuery: (query: string) => void;
  /** Whether the query has words to look for: the list is then the search's results. */
  searching: boolean;
  pieces: readonly ShownPiece[];
  /** While the recommendations load. */
  loading: boolean;
  /** Shown above the list, e.g. that recommendations fell back to top rated. */
  note?: string | undefined;
  renderCard: (shown: ShownPiece) => ReactNode;
};

/** The board's overview: search as you type, the four views as tabs, the pieces as cards. */
export function BoardOverview(props: BoardOverviewProps) {
  const { view, onView, query, onQuery, searching, pieces, loading, note, renderCard } = props;
  const { t } = useTranslation();
  const base = useId();
  const tabId = (name: BoardView) => `${base}-tab-${name}`;
  const panelId = `${base}-panel`;

  let content: ReactNode;
  if (loading) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  } else if (pieces.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="media-empty">
        {searching ? t('mediaBoard.noResults', { query: query.trim() }) : t(`mediaBoard.empty.${view}`)}
      </Typography>
    );
  } else {
    content = (
      <Box
        component="ul"
        data-testid="media-cards"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
          gap: 2,
          p: 0,
          m: 0,
        }}
      >
        {pieces.map((shown) => renderCard(shown))}
      </Box>
    );
  }

  return (
    <Box
      data-testid="media-overview"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <TextField
        type="search"
        size="small"
        label={t('mediaBoard.search')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        // The clear button below does what the browser's own would.
        sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) {
            event.stopPropagation();
            onQuery('');
          }
        }}
        slotProps={{
          htmlInput: { 'data-testid': 'media-search', maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
            endAdornment: query ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={t('mediaBoard.clearSearch')} onClick={() => onQuery('')}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Tabs
        value={searching ? false : view}
        onChange={(_event, value: BoardView) => onView(value)}
        aria-label={t('mediaBoard.views')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {boardViews.map((name) => (
          <Tab
            key={name}
            value={name}
            id={tabId(name)}
            aria-controls={panelId}
            label={t(`mediaBoard.view.${name}`)}
            data-testid={`media-tab-${name}`}
          />
        ))}
      </Tabs>
      <Box
        id={panelId}
        role={searching ? 'region' : 'tabpanel'}
        aria-labelledby={searching ? undefined : tabId(view)}
        aria-label={searching ? t('mediaBoard.results') : undefined}
        data-testid="media-panel"
        data-view={searching ? 'search' : view}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
      >
        <Box role="status" sx={searching ? undefined : { display: 'none' }}>
          {searching && !loading && (
            <Typography variant="body2" color="text.secondary" data-testid="media-result-count">
              {t('mediaBoard.resultCount', { count: pieces.length })}
            </Typography>
          )}
        </Box>
        {note && !searching && (
          <Alert severity="info" data-testid="media-note">
            {note}
          </Alert>
        )}
        {content}
      </Box>
    </Box>
  );
}

import type { SearchResult } from '@atrium/domain';
import ArticleIcon from '@mui/icons-material/Article';
import ChatBubbleIcon from '@mui/icons-material/ChatBubbleOutline';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PersonIcon from '@mui/icons-material/Person';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { snippetParts } from './search-highlight';

const kindIcons = {
  area: MeetingRoomIcon,
  widget: DashboardIcon,
  'media-piece': PlayCircleIcon,
  post: ChatBubbleIcon,
  document: ArticleIcon,
  profile: PersonIcon,
} as const;

type Props = {
  /** The result's place in the list, for its element ids. */
  index: number;
  result: SearchResult;
  onView: () => void;
  onViewArea: () => void;
};

/** One result: its kind, title, the snippet with the matched words marked, View and View Area. */
export function SearchResultItem({ index, result, onView, onViewArea }: Props) {
  const { t } = useTranslation();
  const Icon = kindIcons[result.kind];
  const titleId = `search-result-${index}`;
  return (
    <Box
      component="li"
      data-search-result
      aria-labelledby={titleId}
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Icon color="action" aria-hidden sx={{ mt: 0.5 }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {t(`search.kind.${result.kind}`)}
        </Typography>
        <Typography id={titleId} fontWeight={600} lang="en" sx={{ overflowWrap: 'anywhere' }}>
          {result.title}
        </Typography>
        {result.snippet.text && (
          <Typography variant="body2" color="text.secondary" lang="en" sx={{ overflowWrap: 'anywhere' }}>
            {snippetParts(result.snippet).map((part, index) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
              part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
            )}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          {result.view && (
            <Button size="small" variant="outlined" onClick={onView} data-search-action>
              {t('search.view')}
            </Button>
          )}
          {result.viewArea && (
            <Button size="small" onClick={onViewArea} data-search-action>
              {t('search.viewArea')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

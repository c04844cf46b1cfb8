import Box from '@mui/material/Box';
import type { TextRange } from './piece-search';

/** Text with the search's matches marked (<mark>, which screen readers may announce). */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  if (ranges.length === 0) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const [from, to] of ranges) {
    if (from > at) parts.push(text.slice(at, from));
    parts.push(
      <Box
        component="mark"
        key={from}
        data-testid="search-match"
        sx={{ bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5, px: 0.25 }}
      >
        {text.slice(from, to)}
      </Box>,
    );
    at = to;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

/**
 * For screen readers (the canvas says nothing): how many shapes the board has and who else is on
 * it. Updated quietly, not announced on each stroke.
 */
export function BoardSummary({ shapes, people }: { shapes: number; people: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={visuallyHidden} data-testid="whiteboard-summary">
      <p data-testid="whiteboard-shapes">{t('whiteboard.shapes', { count: shapes })}</p>
      <p>
        {people.length === 0 ? t('whiteboard.nobodyElse') : t('whiteboard.others', { count: people.length })}
      </p>
      <ul aria-label={t('whiteboard.othersList')}>
        {people.map((person) => (
          <li key={person} data-testid="whiteboard-person">
            {person}
          </li>
        ))}
      </ul>
    </Box>
  );
}

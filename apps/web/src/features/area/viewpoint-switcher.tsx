import type { Viewpoint } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { defaultFirst } from './placement';

/**
 * Buttons for an area's viewpoints, the area's default one first (View 1, where the visitor
 * arrives), the current one pressed; nothing for a single viewpoint.
 */
export function ViewpointSwitcher(props: {
  viewpoints: readonly Viewpoint[];
  defaultId: string;
  currentId: string;
  onSelect: (viewpointId: string) => void;
}) {
  const { t } = useTranslation();
  if (props.viewpoints.length < 2) return null;
  return (
    <Box role="group" aria-label={t('area.viewpoints')} sx={{ display: 'flex', gap: 0.5 }}>
      {defaultFirst(props.viewpoints, props.defaultId).map((viewpoint, index) => {
        const current = viewpoint.id === props.currentId;
        return (
          <Button
            key={viewpoint.id}
            size="small"
            variant={current ? 'contained' : 'outlined'}
            aria-pressed={current}
            data-viewpoint-id={viewpoint.id}
            onClick={() => props.onSelect(viewpoint.id)}
          >
            {t('area.viewpointNumber', { number: index + 1 })}
          </Button>
        );
      })}
    </Box>
  );
}

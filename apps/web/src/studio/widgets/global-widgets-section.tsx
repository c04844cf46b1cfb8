import type { Venue } from '@atrium/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { draftArchitecture } from '../draft/draft.store';
import { type SectionProps, studioPath } from '../shell/studio-sections';
import { WidgetListEditor } from './widget-list-editor';

const globalWidgets = (venue: Venue) => draftArchitecture(venue).globalWidgets;

/** The architecture's global widgets: available in every area, placed like an area's own. */
export function Section({ architectureId }: SectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const widgetId = (useParams()['*'] ?? '').split('/')[1] || undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('studio.widgets.title')}
      </Typography>
      <Typography color="text.secondary">{t('studio.widgets.intro')}</Typography>
      <WidgetListEditor
        architectureId={architectureId}
        path={['architectures', 0, 'globalWidgets']}
        select={globalWidgets}
        selectedWidgetId={widgetId}
        onSelect={(id) => navigate(studioPath('widgets', id))}
      />
    </Box>
  );
}

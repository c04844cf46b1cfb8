import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WidgetViewProps } from '../widget-view.types';

/** Widget kinds the venue may already contain but this version cannot show yet. */
export function UnavailableWidgetView(_props: WidgetViewProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ p: 3, display: 'grid', placeItems: 'center', minHeight: 120 }}
      data-testid="widget-unavailable"
    >
      <Typography color="text.secondary">{t('widget.unavailable')}</Typography>
    </Box>
  );
}

import type { ContentWidget, WidgetType } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { highlightSx } from './hotspot-button';
import { WidgetIcon } from './widget-icon';
import { isWidgetSeen } from './widget-seen';

/** The venue's global widgets that have no place on the current background, as buttons in every area. */
export function GlobalWidgetBar(props: {
  widgets: readonly ContentWidget[];
  iconOf: (type: WidgetType) => string | undefined;
  onActivate: (widget: ContentWidget) => void;
}) {
  const { t } = useTranslation();
  if (props.widgets.length === 0) return null;
  return (
    <Box role="group" aria-label={t('area.globalWidgets')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {props.widgets.map((widget) => (
        <Button
          key={widget.id}
          size="small"
          variant="outlined"
          data-testid="global-widget"
          data-widget-id={widget.id}
          onClick={() => props.onActivate(widget)}
          startIcon={
            <Box
              component="span"
              sx={[
                { display: 'block', width: 20, height: 20, borderRadius: '50%' },
                ...(isWidgetSeen(widget.id) ? [] : [highlightSx]),
              ]}
            >
              <WidgetIcon type={widget.type} assetId={props.iconOf(widget.type)} />
            </Box>
          }
        >
          {widget.name}
        </Button>
      ))}
    </Box>
  );
}

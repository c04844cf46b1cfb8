import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AttendeeMenu, type MenuTarget } from '../../features/presence/attendee-menu';
import { ATTENDEE_ROW_HEIGHT, AttendeeRow } from '../../features/presence/attendee-row';
import { usePresenceStore } from '../../features/presence/presence.store';
import { usePresenceActive } from '../../features/presence/presence-active';
import { PresenceFilters } from '../../features/presence/presence-filters';
import { PresenceListbox } from '../../features/presence/presence-listbox';
import { useAttendeeActions } from '../../features/presence/use-attendee-actions';
import type { WidgetViewProps } from '../widget-view.types';

/**
 * The PRESENCE_LIST content widget: the venue's attendees with the filters, the name search and
 * the context menu, as long as the widget is open (it then decides the watched window).
 */
export function PresenceListWidgetView({ widget }: WidgetViewProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = usePresenceActive(pathname);
  const ready = usePresenceStore((s) => s.ready);
  const total = usePresenceStore((s) => s.total);
  const [target, setTarget] = useState<MenuTarget>();
  const actions = useAttendeeActions();

  if (!active) {
    return (
      <Box sx={{ p: 3 }} data-testid="presence-list-widget">
        <Typography color="text.secondary">{t('presence.unavailable')}</Typography>
      </Box>
    );
  }
  if (!ready) {
    return (
      <Box sx={{ p: 3, display: 'grid', placeItems: 'center' }} data-testid="presence-list-widget">
        <CircularProgress aria-label={t('presence.connecting')} />
      </Box>
    );
  }
  return (
    <Box
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: { sm: 420 } }}
      data-testid="presence-list-widget"
    >
      <Typography variant="subtitle1" component="p" data-testid="presence-total">
        {t('presence.total', { count: total })}
      </Typography>
      <PresenceFilters fullWidth />
      <PresenceListbox
        owner={`widget:${widget.id}`}
        itemSize={ATTENDEE_ROW_HEIGHT}
        label={t('presence.listLabel')}
        sx={{ height: `min(60vh, 480px, ${Math.max(1, total) * ATTENDEE_ROW_HEIGHT}px)` }}
        onActivate={(entry, anchor) => setTarget({ entry, anchor })}
        renderEntry={(entry) => (
          <AttendeeRow entry={entry} self={actions.isSelf(entry)} areaName={actions.areaName(entry)} />
        )}
      />
      {total === 0 && <Typography color="text.secondary">{t('presence.empty')}</Typography>}
      <AttendeeMenu target={target} onClose={() => setTarget(undefined)} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttendeeMenu, type MenuTarget } from './attendee-menu';
import { AttendeeChip } from './attendee-row';
import { usePresenceStore } from './presence.store';
import { PresenceFilters } from './presence-filters';
import { PresenceListbox } from './presence-listbox';
import { useAttendeeActions } from './use-attendee-actions';

/**
 * The presence widget of the desktop header (spec §2.3): how many are here, the filters and the
 * name search, and the attendees as a strip; an attendee opens the context menu. Shown once the
 * first page arrived (the header has grown to 102 px then).
 */
export function PresenceHeaderWidget() {
  const { t } = useTranslation();
  const ready = usePresenceStore((s) => s.ready);
  const total = usePresenceStore((s) => s.total);
  const [target, setTarget] = useState<MenuTarget>();
  const actions = useAttendeeActions();
  if (!ready) return null;

  return (
    <Box
      component="section"
      aria-label={t('presence.title')}
      data-testid="presence-header"
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, py: 0.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Typography variant="body2" fontWeight={600} noWrap data-testid="presence-total">
          {t('presence.total', { count: total })}
        </Typography>
        <PresenceFilters />
      </Box>
      <PresenceListbox
        owner="header"
        horizontal
        itemSize={72}
        label={t('presence.listLabel')}
        sx={{ height: 50, overflowY: 'hidden' }}
        onActivate={(entry, anchor) => setTarget({ entry, anchor })}
        renderEntry={(entry) => <AttendeeChip entry={entry} self={actions.isSelf(entry)} />}
      />
      <AttendeeMenu target={target} onClose={() => setTarget(undefined)} />
    </Box>
  );
}

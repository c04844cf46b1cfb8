import type { AttendeeEntry } from '@atrium/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttendeeCard } from './attendee-card';
import { ATTENDEE_ROW_HEIGHT, AttendeeRow } from './attendee-row';
import { usePresenceStore } from './presence.store';
import { PresenceFilters } from './presence-filters';
import { PresenceListbox } from './presence-listbox';
import { useAttendeeActions } from './use-attendee-actions';

/** The list shows up to four rows and scrolls beyond; the drawer's links follow below it. */
const DRAWER_LIST_ROWS = 4;

/**
 * The presence list of the mobile drawer (spec §2.3): selecting an attendee shows the floating
 * card; selecting the same attendee again, or clicking outside, deselects it. Opening a profile
 * closes the drawer (the drawer does that when a profile panel opens).
 */
export function PresenceDrawerList() {
  const { t } = useTranslation();
  const ready = usePresenceStore((s) => s.ready);
  const total = usePresenceStore((s) => s.total);
  const [selected, setSelected] = useState<AttendeeEntry>();
  // The latest entry of the selected attendee, while the list still holds it.
  const current = usePresenceStore((s) => s.entries.find((entry) => entry.uid === selected?.uid)) ?? selected;
  const listRef = useRef<HTMLDivElement>(null);
  const actions = useAttendeeActions();

  if (!ready) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} role="status">
        {t('presence.connecting')}
      </Typography>
    );
  }
  return (
    <Box
      component="section"
      aria-label={t('presence.title')}
      data-testid="presence-drawer"
      sx={{ px: 2, pb: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="subtitle2" data-testid="presence-total">
        {t('presence.total', { count: total })}
      </Typography>
      <PresenceFilters fullWidth />
      <PresenceListbox
        owner="drawer"
        itemSize={ATTENDEE_ROW_HEIGHT}
        label={t('presence.listLabel')}
        listRef={listRef}
        sx={{ height: Math.min(DRAWER_LIST_ROWS, Math.max(1, total)) * ATTENDEE_ROW_HEIGHT }}
        selectedUid={selected?.uid}
        onActivate={(entry) => setSelected((was) => (was?.uid === entry.uid ? undefined : entry))}
        renderEntry={(entry) => (
          <AttendeeRow entry={entry} self={actions.isSelf(entry)} areaName={actions.areaName(entry)} />
        )}
      />
      {total === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('presence.empty')}
        </Typography>
      )}
      {current && (
        <AttendeeCard entry={current} anchor={listRef.current} onClose={() => setSelected(undefined)} />
      )}
    </Box>
  );
}

import type { VenueChange } from '@atrium/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** How many changes a list shows before it says "and N more". */
const SHOWN = 30;

/** One change in words: "Area “Lounge”: added", "Widget “Keynote” (in Lobby): moved". */
export function useChangeText() {
  const { t } = useTranslation();
  return (change: VenueChange) =>
    t('studio.diff.line', {
      subject: t(`studio.diff.subject.${change.subject}`),
      name: change.name ? `“${change.name}”` : '',
      kind: t(`studio.diff.kind.${change.kind}`),
      where: change.area ? t('studio.diff.inArea', { area: change.area }) : '',
      detail: change.previousName
        ? t('studio.diff.wasNamed', { name: change.previousName })
        : change.path && change.subject !== 'hotspot'
          ? `(${change.path})`
          : '',
    })
      .replace(/\s+/g, ' ')
      .trim();
}

/** A readable list of what differs between two versions. */
export function ChangeList({ changes, testId }: { changes: VenueChange[]; testId?: string }) {
  const { t } = useTranslation();
  const text = useChangeText();
  if (changes.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {t('studio.diff.none')}
      </Typography>
    );
  }
  return (
    <List dense data-testid={testId}>
      {changes.slice(0, SHOWN).map((change, index) => (
        // Changes have no identity of their own; the list is rebuilt whole.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ListItem key={index} disableGutters>
          <ListItemText primary={text(change)} />
        </ListItem>
      ))}
      {changes.length > SHOWN && (
        <ListItem disableGutters>
          <ListItemText secondary={t('studio.diff.more', { count: changes.length - SHOWN })} />
        </ListItem>
      )}
    </List>
  );
}

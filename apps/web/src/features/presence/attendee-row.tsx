import type { AttendeeEntry } from '@atrium/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AttendeeAvatar } from './attendee-avatar';

const detailsOf = (entry: AttendeeEntry) => [entry.title, entry.company].filter(Boolean).join(' · ');

/** An attendee in a vertical list: initials, name, title and company, and the area. */
export function AttendeeRow({
  entry,
  self,
  areaName,
}: {
  entry: AttendeeEntry;
  self: boolean;
  areaName?: string;
}) {
  const { t } = useTranslation();
  const details = detailsOf(entry);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, height: '100%', minWidth: 0 }}>
      <AttendeeAvatar name={entry.name} self={self} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap fontWeight={500}>
          {self ? t('presence.self', { name: entry.name }) : entry.name}
        </Typography>
        {details && (
          <Typography noWrap variant="body2" color="text.secondary">
            {details}
          </Typography>
        )}
      </Box>
      {areaName && (
        <Typography noWrap variant="caption" color="text.secondary" sx={{ maxWidth: '35%', flexShrink: 0 }}>
          {areaName}
        </Typography>
      )}
    </Box>
  );
}

/** An attendee in the header's strip: initials above the first name. */
export function AttendeeChip({ entry, self }: { entry: AttendeeEntry; self: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'grid', justifyItems: 'center', alignContent: 'start', gap: 0.25, pt: 0.5, px: 0.5 }}
      title={[entry.name, detailsOf(entry)].filter(Boolean).join(' – ')}
    >
      <AttendeeAvatar name={entry.name} size={30} self={self} />
      <Typography noWrap variant="caption" sx={{ maxWidth: '100%', lineHeight: 1.2 }}>
        {self ? t('presence.you') : entry.name}
      </Typography>
    </Box>
  );
}

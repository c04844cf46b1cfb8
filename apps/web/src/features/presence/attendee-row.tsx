import type { AttendeeEntry } from '@atrium/domain';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { AttendeeAvatar } from './attendee-avatar';
import { detailsOf, firstName } from './attendee-text';

/** A row's height: three lines of text (the lists are virtualised, every row as high as this). */
export const ATTENDEE_ROW_HEIGHT = 64;

/**
 * A name, title or company is laid out in its own direction (a Latin name in an Arabic page is cut
 * at its end, not its start), aligned at the start of the page's direction: 'left' is turned to
 * 'right' in right-to-left pages by the theme's style plugin, like every side in our styles.
 */
export const ownDirection = { unicodeBidi: 'plaintext', textAlign: 'left' } as const;

const line = { ...ownDirection, display: 'block', lineHeight: '16px' } as const;

/**
 * An attendee in a vertical list: initials, then the name, title and company, and the area on
 * lines of their own, each cut with an ellipsis when too long; the whole text is the row's
 * tooltip (and, being in the page, its accessible name).
 */
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
  const name = self ? t('presence.self', { name: entry.name }) : entry.name;
  const details = detailsOf(entry);
  return (
    <Box
      title={[name, details, areaName].filter(Boolean).join('\n')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, height: '100%', minWidth: 0 }}
    >
      <AttendeeAvatar name={entry.name} self={self} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap variant="body2" fontWeight={600} sx={{ ...ownDirection, lineHeight: '20px' }}>
          {name}
        </Typography>
        {details && (
          <Typography noWrap variant="caption" color="text.secondary" sx={line}>
            {details}
          </Typography>
        )}
        {areaName && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ ...line, display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}
          >
            <PlaceOutlinedIcon sx={{ fontSize: 14, flexShrink: 0, marginInlineStart: '-1px' }} />
            <Box
              component="span"
              sx={{ ...ownDirection, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {areaName}
            </Box>
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * An attendee in the header's strip: initials above the first name. The full name is the
 * attendee's accessible name, and with title and company its tooltip.
 */
export function AttendeeChip({ entry, self }: { entry: AttendeeEntry; self: boolean }) {
  const { t } = useTranslation();
  const label = { maxWidth: '100%', lineHeight: 1.2 } as const;
  return (
    <Tooltip title={[entry.name, detailsOf(entry)].filter(Boolean).join(' – ')} describeChild>
      <Box
        sx={{ display: 'grid', justifyItems: 'center', alignContent: 'start', gap: 0.25, pt: 0.5, px: 0.5 }}
      >
        <AttendeeAvatar name={entry.name} size={30} self={self} />
        {self ? (
          <Typography noWrap variant="caption" sx={label}>
            {t('presence.you')}
          </Typography>
        ) : (
          <>
            <Typography noWrap variant="caption" aria-hidden sx={{ ...label, ...ownDirection }}>
              {firstName(entry.name)}
            </Typography>
            <Box component="span" sx={visuallyHidden}>
              {entry.name}
            </Box>
          </>
        )}
      </Box>
    </Tooltip>
  );
}

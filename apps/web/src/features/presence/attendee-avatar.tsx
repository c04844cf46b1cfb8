import { initials } from '@atrium/domain';
import Avatar from '@mui/material/Avatar';

/**
 * An attendee's initials in a circle; decorative, the name is written beside it. The initials
 * are drawn by CSS, so a row's text is the attendee's name alone (for copying and for tests).
 */
export function AttendeeAvatar({
  name,
  size = 36,
  self = false,
}: {
  name: string;
  size?: number;
  self?: boolean;
}) {
  return (
    <Avatar
      aria-hidden
      data-initials={initials(name) || '?'}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: self ? 'primary.main' : 'secondary.main',
        color: self ? 'primary.contrastText' : 'secondary.contrastText',
        '&::before': { content: 'attr(data-initials)' },
      }}
    >
      {/* A child, else the avatar draws its person icon beside the initials. */}
      <span />
    </Avatar>
  );
}

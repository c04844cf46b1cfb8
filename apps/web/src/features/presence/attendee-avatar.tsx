import { initials } from '@atrium/domain';
import Avatar from '@mui/material/Avatar';

/** An attendee's initials in a circle; decorative, the name is written beside it. */
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
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: self ? 'primary.main' : 'secondary.main',
        color: self ? 'primary.contrastText' : 'secondary.contrastText',
      }}
    >
      {initials(name) || '?'}
    </Avatar>
  );
}

import type { UserStatus } from '@atrium/domain';
import Box from '@mui/material/Box';

const colours: Record<UserStatus, string> = {
  AVAILABLE: 'success.main',
  BUSY: 'error.main',
  IDLE: 'warning.main',
  OFFLINE: 'grey.500',
};

/** A status as a coloured dot; decorative, the status is written beside it or in its label. */
export function StatusDot({ status, size = 10 }: { status: UserStatus; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-status={status}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: colours[status],
        border: 1,
        borderColor: 'background.paper',
      }}
    />
  );
}

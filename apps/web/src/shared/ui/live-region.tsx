import Box from '@mui/material/Box';

/** Visually hidden, still read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  // '1px': a bare 1 would be read by MUI as 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A polite live region: a screen reader reads each announcement once, without moving focus.
 * `count` tells announcements apart, so the same text twice is read twice.
 */
export function LiveRegion({ text, count, testId }: { text: string; count: number; testId?: string }) {
  return (
    <Box sx={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {/* A new node per announcement. */}
      <span key={count}>{text}</span>
    </Box>
  );
}

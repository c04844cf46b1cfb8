import type { IssuePath } from '@atrium/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFieldError } from '../fields/use-field-issue';
import { isoToLocalInput, localInputToIso } from './date-time-local';

type Props = {
  label: string;
  /** The stored ISO 8601 date-time with offset; undefined when not set. */
  value: string | undefined;
  /** Called with the new ISO date-time, or undefined when the field was emptied. */
  onChange: (iso: string | undefined) => void;
  path: IssuePath;
  /** The zone the field shows and reads times in. */
  timeZone: string;
  'data-testid'?: string;
};

/** A date and time with the browser's calendar, stored as an ISO date-time with the zone's offset. */
export function DateTimeField({ label, value, onChange, path, timeZone, 'data-testid': testId }: Props) {
  // While the field has the focus it shows what is being typed: read back, a half-typed year could
  // come out differently and move the cursor.
  const [typing, setTyping] = useState<string>();
  const shown = typing ?? isoToLocalInput(value, timeZone);
  const errorProps = useFieldError(path);
  return (
    <TextField
      type="datetime-local"
      size="small"
      label={label}
      value={shown}
      onChange={(event) => {
        setTyping(event.target.value);
        onChange(localInputToIso(event.target.value, timeZone));
      }}
      onBlur={() => setTyping(undefined)}
      {...errorProps}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { step: /T\d\d:\d\d:\d\d/.test(shown) ? 1 : 60, 'data-testid': testId },
      }}
    />
  );
}

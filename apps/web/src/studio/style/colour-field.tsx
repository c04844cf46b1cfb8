import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { useFieldError } from '../fields/use-field-issue';
import { colourInputValue, type StyleColour } from './style-colours';

type Props = { colour: StyleColour; value: string };

/**
 * One colour of the style: the browser's colour picker beside the hex text, both editing the same
 * value. The text is stored as typed, so the schema's issue shows at the field until it is a colour.
 */
export function ColourField({ colour, value }: Props) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorProps = useFieldError(['architectures', 0, 'style', colour], t(`studio.style.hints.${colour}`));
  // The picker keeps the last valid colour while the text is being typed.
  const lastValid = useRef('#000000');
  const picked = colourInputValue(value);
  if (picked) lastValid.current = picked;
  const label = t(`studio.style.colours.${colour}`);

  const set = (next: string) =>
    useDraftStore.getState().edit((venue) => {
      draftArchitecture(venue).style[colour] = next;
    }, `style-colour:${colour}`);

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        value={picked ?? lastValid.current}
        onChange={(event: ChangeEvent<HTMLInputElement>) => set(event.target.value.toUpperCase())}
        aria-label={t('studio.style.pick', { colour: t(`studio.style.colourNames.${colour}`) })}
        aria-describedby={`${fieldId}-helper-text`}
        data-testid={`style-picker-${colour}`}
        sx={{
          width: 44,
          height: 40,
          flexShrink: 0,
          p: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
          cursor: 'pointer',
        }}
      />
      <TextField
        id={fieldId}
        size="small"
        fullWidth
        label={label}
        value={value}
        onChange={(event) => set(event.target.value.trim())}
        {...errorProps}
        slotProps={{
          htmlInput: { spellCheck: false, autoComplete: 'off', 'data-testid': `style-colour-${colour}` },
        }}
      />
    </Box>
  );
}

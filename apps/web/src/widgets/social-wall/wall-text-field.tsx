import { SOCIAL_WALL_TEXT_MAX_CHARS } from '@atrium/domain';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The counter shows once this much of the limit is used. */
const COUNT_FROM = SOCIAL_WALL_TEXT_MAX_CHARS * 0.9;

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl+Enter (⌘+Enter) sends; Enter alone starts a new line. */
  onSubmit: () => void;
  /** Escape gives up (the editor); left out, Escape does what the dialog around does. */
  onCancel?: () => void;
  minRows?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  testId?: string;
};

/** A post's, reply's or edit's text: several lines, at most 2,000 characters, counted near the end. */
export function WallTextField({ label, value, onChange, onSubmit, onCancel, minRows = 1, ...rest }: Props) {
  const { t } = useTranslation();
  const length = value.length;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onSubmit();
        } else if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }
      }}
      multiline
      minRows={minRows}
      maxRows={12}
      fullWidth
      size="small"
      autoFocus={rest.autoFocus}
      disabled={rest.disabled}
      inputRef={rest.inputRef}
      helperText={
        length >= COUNT_FROM
          ? t('socialWall.chars', { used: length, max: SOCIAL_WALL_TEXT_MAX_CHARS })
          : undefined
      }
      slotProps={{ htmlInput: { maxLength: SOCIAL_WALL_TEXT_MAX_CHARS, 'data-testid': rest.testId } }}
    />
  );
}

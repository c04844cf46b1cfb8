import type { IssuePath, LocalizedList } from '@atrium/domain';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useContentLocaleStore } from './content-locale.store';
import { useFieldError } from './use-field-issue';

/** The list with the content locale's text set (an empty text removes the locale's entry). */
export function withLocalizedText(list: LocalizedList, locale: string, text: string): LocalizedList {
  const rest = list.filter((item) => item.locale !== locale);
  const current = list.find((item) => item.locale === locale);
  if (text === '')
    return current && (current.uri || current.assetId) ? [...rest, { ...current, text: undefined }] : rest;
  if (!current) return [...list, { locale, text }];
  return list.map((item) => (item.locale === locale ? { ...item, text } : item));
}

type Props = {
  /** Where the list is in the venue JSON, for its validation issues. */
  path: IssuePath;
  value: LocalizedList;
  onChange: (list: LocalizedList) => void;
  label: string;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'label' | 'error'>;

/** A text of a localized list, in the language the studio edits content in (shown in the label). */
export function LocalizedTextField({ path, value, onChange, label, helperText, ...rest }: Props) {
  const { t } = useTranslation();
  const locale = useContentLocaleStore((state) => state.locale);
  const text = value.find((item) => item.locale === locale)?.text ?? '';
  const fallback = value.find((item) => item.text)?.text;
  const errorProps = useFieldError(path, helperText === undefined ? undefined : String(helperText));
  return (
    <TextField
      fullWidth
      size="small"
      label={`${label} (${locale})`}
      value={text}
      placeholder={text === '' && fallback ? fallback : undefined}
      onChange={(event) => onChange(withLocalizedText(value, locale, event.target.value))}
      {...errorProps}
      helperText={
        errorProps.helperText ?? (text === '' && fallback ? t('studio.fields.untranslated') : undefined)
      }
      {...rest}
    />
  );
}

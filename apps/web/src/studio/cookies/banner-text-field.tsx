import { type IssuePath, type LocalizedList, localizedText } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLocaleStore } from '../fields/content-locale.store';
import { withLocalizedText } from '../fields/localized-text-field';
import { useFieldError } from '../fields/use-field-issue';
import { RichTextEditor } from '../legal/rich-text-editor';
import { localesWithScript } from './banner-contrast';

type Props = {
  /** Where the list is in the venue JSON, for its validation issues. */
  path: IssuePath;
  value: LocalizedList;
  onChange: (list: LocalizedList) => void;
  label: string;
  help: string;
  testId?: string;
};

/** A localized rich text of the banner, in the content language, edited as the legal texts are. */
export function BannerTextField({ path, value, onChange, label, help, testId }: Props) {
  const { t } = useTranslation();
  const ids = { label: useId(), editor: useId(), help: useId() };
  const locale = useContentLocaleStore((state) => state.locale);
  const own = value.find((item) => item.locale === locale)?.text ?? '';
  const untranslated = own === '' && localizedText(value, locale) !== '';
  const { error, helperText } = useFieldError(
    path,
    untranslated ? t('studio.cookies.banner.untranslated') : help,
  );
  const withScript = localesWithScript(value);
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography id={ids.label} variant="subtitle2" component="span">
        {`${label} (${locale})`}
      </Typography>
      <RichTextEditor
        id={ids.editor}
        value={own}
        onChange={(html) => onChange(withLocalizedText(value, locale, html))}
        labelledBy={ids.label}
        describedBy={ids.help}
        invalid={error}
        toolbarLabel={t('studio.cookies.banner.toolbar', { text: label })}
        placeholder={t('studio.cookies.banner.placeholder')}
        testId={testId}
      />
      <FormHelperText id={ids.help} error={error} sx={{ mt: 0 }}>
        {helperText}
      </FormHelperText>
      {withScript.length > 0 && (
        <Alert severity="error">
          {t('studio.cookies.banner.script', { locales: withScript.join(', ') })}
        </Alert>
      )}
    </Box>
  );
}

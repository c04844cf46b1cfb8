import { type LocalizedList, localizedText } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { useContentLocaleStore } from '../fields/content-locale.store';
import { withLocalizedText } from '../fields/localized-text-field';
import { useFieldIssue } from '../fields/use-field-issue';
import { RichTextEditor } from './rich-text-editor';
import { RichTextPreview } from './rich-text-preview';

export type LegalText = 'impress' | 'privacyNotice';

type Props = { field: LegalText; list: LocalizedList; theme: Theme };

/** A language's name in the studio's language ("German" in an English sentence, not "Deutsch"). */
function languageIn(locale: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** One legal text in the content language: its editor, its problems, and the viewer's rendering. */
export function LegalTextEditor({ field, list, theme }: Props) {
  const { t, i18n } = useTranslation();
  const ids = { heading: useId(), label: useId(), editor: useId(), help: useId(), preview: useId() };
  const locale = useContentLocaleStore((state) => state.locale);
  const issue = useFieldIssue(['architectures', 0, field]);
  const own = list.find((item) => item.locale === locale)?.text ?? '';
  // What an attendee reading this language sees: the viewer falls back to another language.
  const shown = localizedText(list, locale);
  const language = languageIn(locale, i18n.language);

  const change = (html: string) =>
    useDraftStore.getState().edit((venue) => {
      const architecture = draftArchitecture(venue);
      architecture[field] = withLocalizedText(architecture[field], locale, html);
    }, `legal-${field}:${locale}`);

  return (
    <Box
      component="section"
      aria-labelledby={ids.heading}
      sx={{ display: 'grid', gap: 1.5 }}
      data-testid={`legal-${field}`}
    >
      <Typography id={ids.heading} variant="h6" component="h3">
        {t(`studio.legal.${field}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`studio.legal.${field}.intro`)}
      </Typography>
      {/<script/i.test(own) && (
        <Alert severity="warning" data-testid={`legal-${field}-refused`}>
          {t('studio.legal.refusedStored')}
        </Alert>
      )}
      <Typography id={ids.label} variant="subtitle2" component="span">
        {t('studio.legal.editorLabel', { text: t(`studio.legal.${field}.title`), language })}
      </Typography>
      <RichTextEditor
        id={ids.editor}
        value={own}
        onChange={change}
        labelledBy={ids.label}
        describedBy={ids.help}
        invalid={issue !== undefined}
        toolbarLabel={t('studio.legal.toolbar.label', { text: t(`studio.legal.${field}.title`) })}
        placeholder={
          own === '' && shown ? t('studio.legal.untranslatedPlaceholder') : t('studio.legal.placeholder')
        }
        testId={`legal-${field}-editor`}
      />
      <FormHelperText id={ids.help} error={issue !== undefined} sx={{ mt: 0 }}>
        {issue ??
          (own === '' && shown ? t('studio.legal.untranslated', { language }) : t('studio.legal.hint'))}
      </FormHelperText>
      {/* Not a heading: the texts' own headings (h2, h3) come before and after it. */}
      <Box role="group" aria-labelledby={ids.preview} sx={{ display: 'grid', gap: 1, mt: 1 }}>
        <Typography id={ids.preview} variant="subtitle2">
          {t('studio.legal.previewTitle', { language })}
        </Typography>
        <RichTextPreview html={shown} theme={theme} testId={`legal-${field}-preview`} />
      </Box>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Spec §8's "there was a problem with the content on this page", in place of a failed widget. */
export function ContentProblem() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid="widget-error">
      {t('errors.codes.WIDGET_ERROR')}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A failed read, said plainly, with the button to try it again. */
export function RetryAlert({
  text,
  onRetry,
  testId,
}: {
  text: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('socialWall.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

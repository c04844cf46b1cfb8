import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft.store';

const colours = {
  saved: 'success',
  pending: 'default',
  saving: 'info',
  invalid: 'error',
  conflict: 'warning',
  failed: 'error',
} as const;

/** Whether the draft is staged: announced politely to screen readers as it changes. */
export function SaveStatus() {
  const { t } = useTranslation();
  const saveState = useDraftStore((state) => state.saveState);
  const issueCount = useDraftStore((state) => state.issues.length);
  const version = useDraftStore((state) => state.baseVersion);
  const label =
    saveState === 'invalid'
      ? t('studio.save.invalid', { count: issueCount })
      : t(`studio.save.${saveState}`, { version });
  return (
    <Chip
      size="small"
      color={colours[saveState]}
      label={label}
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={saveState}
      data-version={version}
    />
  );
}

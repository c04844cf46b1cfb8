import { useTranslation } from 'react-i18next';
import {
  type ConfirmDialogProps,
  ConfirmDialog as SharedConfirmDialog,
} from '../../shared/ui/confirm-dialog';

/** Asks before something that cannot be undone (deleting a message or a channel). */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, 'cancel' | 'testId'>) {
  const { t } = useTranslation();
  return <SharedConfirmDialog {...props} cancel={t('chat.cancel')} testId="chat-confirm" />;
}

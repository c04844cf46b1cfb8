import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../shared/ui/reason-dialog';
import { reportMessage } from './chat.api';
import { errorIdOf, errorKeyOf } from './chat-errors';
import { useChatPanel } from './chat-panel.store';

const REASON_MAX = 500;

/** Reports a message to the administrators, with an optional reason. */
export function ReportDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      texts={{
        title: t('chat.report.title'),
        text: t('chat.report.text'),
        reason: t('chat.report.reason'),
        send: t('chat.report.send'),
        cancel: t('chat.cancel'),
      }}
      reasonMax={REASON_MAX}
      onSend={async (reason) => {
        await reportMessage(messageId, reason);
        useChatPanel.getState().setNotice({ key: 'chat.report.done', severity: 'success' });
      }}
      failureText={(error) => t(errorKeyOf(errorIdOf(error)))}
      onClose={onClose}
      sendTestId="chat-report-send"
      testId="chat-report-dialog"
    />
  );
}

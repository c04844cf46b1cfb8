import { SOCIAL_WALL_REPORT_REASON_MAX, type SocialWallPost } from '@atrium/domain';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../shared/ui/reason-dialog';
import { reportPost } from './social-wall.api';
import { useWall } from './wall-context';
import { wallErrorKey } from './wall-errors';

/** Reports a post or reply to the administrators, with an optional reason. */
export function ReportDialog({ post, onClose }: { post: SocialWallPost; onClose: () => void }) {
  const { t } = useTranslation();
  const { notify } = useWall();
  return (
    <ReasonDialog
      texts={{
        title: t('socialWall.report.title'),
        text: t('socialWall.report.text'),
        reason: t('socialWall.report.reason'),
        send: t('socialWall.report.send'),
        cancel: t('socialWall.cancel'),
      }}
      reasonMax={SOCIAL_WALL_REPORT_REASON_MAX}
      onSend={async (reason) => {
        await reportPost(post.id, reason);
        notify({ key: 'socialWall.report.done', severity: 'success' });
      }}
      failureText={(error) => t(wallErrorKey(error))}
      onClose={onClose}
      sendTestId="wall-report-send"
      testId="wall-report-dialog"
    />
  );
}

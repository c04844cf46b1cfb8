import { type Conversation, VIDEO_CALL_MAX_PARTICIPANTS } from '@atrium/domain';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useVideoCallStore } from './video-call.store';
import './video-texts';

export type CallableConversation = Pick<Conversation, 'id' | 'kind' | 'architectureId' | 'members'>;

/**
 * Starts a video call with the conversation's members, for a conversation's header. Nothing for
 * a room chat (calls are for private chats and group channels); disabled for a group larger than
 * a call, and while this tab is in a call.
 */
export function StartCallButton({
  conversation,
  size = 'small',
}: {
  conversation: CallableConversation;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const inCall = useVideoCallStore((s) => Boolean(s.current));
  if (conversation.kind === 'ROOM') return null;
  const tooMany = conversation.members.length > VIDEO_CALL_MAX_PARTICIPANTS;
  const label = t('video.start');
  const note = tooMany
    ? t('video.tooMany', { count: VIDEO_CALL_MAX_PARTICIPANTS })
    : inCall
      ? t('video.inCall')
      : label;
  return (
    <Tooltip title={note}>
      <span>
        <IconButton
          size={size}
          aria-label={label}
          aria-description={note === label ? undefined : note}
          disabled={tooMany || inCall}
          data-testid="video-start-call"
          onClick={() => void import('./call-session').then(({ startCall }) => startCall(conversation))}
        >
          <VideoCallIcon fontSize={size} />
        </IconButton>
      </span>
    </Tooltip>
  );
}

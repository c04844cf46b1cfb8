import type { Conversation } from '@atrium/domain';
import { useTranslation } from 'react-i18next';
import { useVenueView } from '../../shared/ui/use-venue-view';

/**
 * The name a conversation shows: a channel's name, the other person's name, or for a room chat
 * "Room chat: " and the area's name in the chosen language.
 */
export function useConversationTitle() {
  const { t } = useTranslation();
  const { architecture, text } = useVenueView();
  return (conversation: Pick<Conversation, 'kind' | 'name' | 'room'> | undefined) => {
    if (!conversation) return '';
    if (conversation.kind !== 'ROOM') return conversation.name;
    const area = architecture?.areas.find((candidate) => candidate.id === conversation.room?.areaId);
    return t('chat.roomTitle', { area: area ? text(area.names) : (conversation.room?.areaId ?? '') });
  };
}

import { randomUUID } from 'node:crypto';
import type { VideoAccess, videoAccessRequestSchema } from '@atrium/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { iceServersFor } from './ice-servers';
import type { VideoRepository } from './video.repository';
import { requireCallConversation, videoErrors } from './video-errors';

export type VideoAccessInput = z.output<typeof videoAccessRequestSchema>;

/**
 * Spec §7 POST /video-access: every request is recorded, granted or not; a granted one answers
 * the ICE servers (TURN with credentials made for this user, short-lived).
 */
export function createVideoAccessService(deps: {
  repository: Pick<VideoRepository, 'conversationOf' | 'findCall' | 'recordAccess'>;
  video: Config['video'];
  now: Clock;
}) {
  const { repository, video, now } = deps;

  async function decide(userId: string, request: VideoAccessInput, at: Date): Promise<VideoAccess> {
    if (!video.enabled) throw videoErrors.notEnabled();
    await requireCallConversation(repository, request.conversationId, userId, request.architectureId);
    if (request.callId) {
      const call = await repository.findCall(request.callId);
      if (call?.conversationId !== request.conversationId) throw videoErrors.callNotFound();
    }
    return iceServersFor(video, userId, at);
  }

  return {
    async request(caller: { userId: string }, request: VideoAccessInput): Promise<VideoAccess> {
      const at = now();
      let granted = false;
      try {
        const answer = await decide(caller.userId, request, at);
        granted = true;
        return answer;
      } finally {
        await repository.recordAccess({
          id: randomUUID(),
          userId: caller.userId,
          architectureId: request.architectureId,
          conversationId: request.conversationId,
          callId: request.callId ?? null,
          media: request.media,
          granted,
          createdAt: at,
        });
      }
    },
  };
}

export type VideoAccessService = ReturnType<typeof createVideoAccessService>;

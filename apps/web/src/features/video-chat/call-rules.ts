import type { VideoCall } from '@atrium/domain';
import type { VideoNotice } from './video-call.store';

type Participant = VideoCall['participants'][number];

export const participantOf = (call: VideoCall, uid: string): Participant | undefined =>
  call.participants.find((participant) => participant.uid === uid);

/** The call rings for this user (and has not ended). */
export const ringsFor = (call: VideoCall, uid: string) =>
  call.state !== 'ENDED' && participantOf(call, uid)?.state === 'RINGING';

/** The name of who started the call. */
export const callerOf = (call: VideoCall) => participantOf(call, call.startedBy)?.name ?? '';

/** This tab (its connection id) is still in the call. */
export const tabInCall = (call: VideoCall, uid: string, connectionId: string | undefined) => {
  const self = participantOf(call, uid);
  return call.state !== 'ENDED' && self?.state === 'JOINED' && self.connectionId === connectionId;
};

/** The other joined participants' tabs: those this tab keeps a peer connection with. */
export const remoteTabs = (call: VideoCall, uid: string) =>
  call.participants.flatMap((participant) =>
    participant.uid !== uid && participant.state === 'JOINED' && participant.connectionId
      ? [{ connectionId: participant.connectionId, uid: participant.uid, name: participant.name }]
      : [],
  );

/**
 * Perfect negotiation needs one polite side per pair: the one with the smaller user id (a user
 * talks from one tab in a call, so the pair's ids differ and both sides agree).
 */
export const isPolite = (uid: string, remoteUid: string) => uid < remoteUid;

const names = (participants: Participant[]) => participants.map((participant) => participant.name).join(', ');

/**
 * What this tab says when its call ended without it hanging up:
 *
 * | how it ended                                  | notice                |
 * |-----------------------------------------------|-----------------------|
 * | everyone else was busy in another call        | `busy` (their names)  |
 * | everyone else declined or was busy            | `declined` (names)    |
 * | it never had two people in it                 | `noAnswer`            |
 * | it ran, and the others left                   | `ended`               |
 */
export function endNotice(call: VideoCall, uid: string, wasActive: boolean): VideoNotice {
  const others = call.participants.filter((participant) => participant.uid !== uid);
  if (!wasActive && others.length > 0) {
    if (others.every((participant) => participant.state === 'BUSY')) {
      return { key: 'video.notices.busy', values: { names: names(others) }, severity: 'warning' };
    }
    if (others.every((participant) => participant.state === 'BUSY' || participant.state === 'DECLINED')) {
      return { key: 'video.notices.declined', values: { names: names(others) }, severity: 'info' };
    }
    return { key: 'video.notices.noAnswer', severity: 'info' };
  }
  return { key: 'video.notices.ended', severity: 'info' };
}

/** Tiles of a call as the window shows them: the own first, then the others in the call's order. */
export function tilesOf(call: VideoCall | undefined, uid: string) {
  if (!call) return [];
  return call.participants.filter(
    (participant) =>
      participant.uid !== uid && (participant.state === 'JOINED' || participant.state === 'RINGING'),
  );
}

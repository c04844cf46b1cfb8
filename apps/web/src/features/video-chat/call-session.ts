import {
  type Conversation,
  VIDEO_HEARTBEAT_MS,
  VIDEO_RING_TIMEOUT_MS,
  type VideoCall,
  type VideoSignal,
  videoEvents,
} from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { RealtimeError } from '../../shared/realtime/emit-event';
import { realtime } from '../../shared/realtime/realtime';
import { useSessionStore } from '../../shared/stores/session.store';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';
import { closeLinks, configureLinks, keepLinks, linkTo, offerToTabs, setIceServers } from './call-links';
import { closeLocalMedia, openLocalMedia } from './call-media';
import { endNotice, participantOf, remoteTabs, ringsFor, tabInCall } from './call-rules';
import { mediaPermission } from './local-media';
import { useVideoCallStore, type VideoNotice } from './video-call.store';
import { videoErrorKey } from './video-error';

/**
 * The call of this tab, from the click to the end: access (ICE servers), camera and
 * microphone, `video:start` or `video:accept`, the heartbeat, the peer connections
 * (call-links.ts), and hanging up. Rings of calls for this user are kept in the store for the
 * ring dialog.
 */
let heartbeat: ReturnType<typeof setInterval> | undefined;
/** A push of the call being started or accepted that came before its acknowledgement. */
let early: VideoCall | undefined;
/** The call being accepted, before its acknowledgement. */
let acceptingId: string | undefined;
/** Counts the attempts: a flow that awaited finds out whether it was hung up meanwhile. */
let attempt = 0;
const ringTimers = new Map<string, ReturnType<typeof setTimeout>>();

const store = () => useVideoCallStore.getState();
const selfUid = () => useSessionStore.getState().user?.userId ?? '';
const callIdNow = () => store().current?.call?.id ?? acceptingId;

configureLinks({ callId: callIdNow, selfUid });

async function requestAccess(architectureId: string | undefined, conversationId: string, callId?: string) {
  if (!architectureId) throw new RealtimeError('video.no_venue', 'No venue is loaded');
  const media = await mediaPermission();
  const access = await callApi(
    apiRoutes.video.access,
    { body: { architectureId, conversationId, media, ...(callId ? { callId } : {}) } },
    { retry: 0 },
  );
  setIceServers(access.iceServers.map(({ urls, username, credential }) => ({ urls, username, credential })));
}

/** Ends this tab's part: heartbeat, connections and media stop; the window closes. */
function finish(notice?: VideoNotice) {
  attempt += 1;
  clearInterval(heartbeat);
  heartbeat = undefined;
  closeLinks();
  early = undefined;
  acceptingId = undefined;
  closeLocalMedia();
  store().endCurrent();
  if (notice) store().notify(notice);
}

const errorNotice = (error: unknown): VideoNotice => ({
  key: `video.errors.${videoErrorKey(error)}`,
  severity: 'error',
});

function beat() {
  const callId = store().current?.call?.id;
  if (!callId) return;
  realtime.emit(videoEvents.heartbeat, { callId }).catch((error: unknown) => {
    // The server no longer counts this tab in (silent too long, or the call ended unseen).
    if (
      error instanceof RealtimeError &&
      error.errorId === 'video.call_not_found' &&
      store().current?.call?.id === callId
    ) {
      finish({ key: 'video.notices.ended', severity: 'info' });
    }
  });
}

/** The call as the server told it now, for the call of this tab. */
function apply(call: VideoCall) {
  const current = store().current;
  if (!current) return;
  const uid = selfUid();
  if (!tabInCall(call, uid, current.ownConnectionId)) {
    const self = participantOf(call, uid);
    const elsewhere = call.state !== 'ENDED' && self?.state === 'JOINED';
    finish(
      elsewhere
        ? { key: 'video.notices.elsewhere', severity: 'info' }
        : endNotice(call, uid, current.wasActive || call.state === 'ACTIVE'),
    );
    return;
  }
  store().patchCurrent({ call, phase: 'live', wasActive: current.wasActive || call.state === 'ACTIVE' });
  keepLinks(remoteTabs(call, uid));
}

/** The acknowledgement of a start or accept: the tab is in the call. */
function adopt(call: VideoCall) {
  const latest = early?.id === call.id ? early : call;
  early = undefined;
  acceptingId = undefined;
  store().patchCurrent({ call, ownConnectionId: participantOf(call, selfUid())?.connectionId });
  offerToTabs(remoteTabs(call, selfUid()).map((tab) => tab.connectionId));
  clearInterval(heartbeat);
  heartbeat = setInterval(beat, VIDEO_HEARTBEAT_MS);
  apply(latest);
}

/** Starts a call in a conversation (or joins the one running there). */
export async function startCall(conversation: Pick<Conversation, 'id' | 'architectureId'>) {
  if (store().current) return;
  const mine = ++attempt;
  store().setCurrent({ conversationId: conversation.id, phase: 'preparing', wasActive: false });
  store().setWindow('normal');
  try {
    await requestAccess(conversation.architectureId, conversation.id);
    await openLocalMedia();
    if (mine !== attempt) return closeLocalMedia();
    const call = await realtime.emit(videoEvents.start, { conversationId: conversation.id });
    if (mine !== attempt) {
      realtime.emit(videoEvents.hangUp, { callId: call.id }).catch(() => {});
      return;
    }
    adopt(call);
  } catch (error) {
    if (mine === attempt) finish(errorNotice(error));
  }
}

export async function acceptCall(callId: string) {
  const ring = store().incoming.find((entry) => entry.call.id === callId);
  if (!ring) return;
  if (store().current) {
    store().patchIncoming(callId, { error: 'busy' });
    return;
  }
  const mine = ++attempt;
  store().dropIncoming(callId);
  store().setCurrent({ conversationId: ring.call.conversationId, phase: 'preparing', wasActive: false });
  store().setWindow('normal');
  acceptingId = callId;
  try {
    await requestAccess(architectureOf(useVenueStore.getState().venue)?.id, ring.call.conversationId, callId);
    await openLocalMedia();
    if (mine !== attempt) return closeLocalMedia();
    const call = await realtime.emit(videoEvents.accept, { callId });
    if (mine !== attempt) {
      realtime.emit(videoEvents.hangUp, { callId }).catch(() => {});
      return;
    }
    adopt(call);
  } catch (error) {
    if (mine !== attempt) return;
    const latest = early?.id === callId ? early : ring.call;
    finish();
    // Still ringing: the ring comes back with the error, to try again or decline.
    if (ringsFor(latest, selfUid())) {
      ringFor(latest, ring.at);
      store().patchIncoming(callId, { error: videoErrorKey(error) });
    } else {
      store().notify(errorNotice(error));
    }
  }
}

export function declineCall(callId: string) {
  store().dropIncoming(callId);
  realtime
    .emit(videoEvents.decline, { callId })
    .catch((error: unknown) => console.warn('video: decline failed', error));
}

/** Leaves the call this tab is in (or stops preparing one). */
export function hangUp() {
  const callId = store().current?.call?.id;
  // Given up while still joining a call that rings: that is declining it.
  const ringing = callId ? undefined : acceptingId;
  finish();
  if (callId) realtime.emit(videoEvents.hangUp, { callId }).catch(() => {});
  if (ringing) realtime.emit(videoEvents.decline, { callId: ringing }).catch(() => {});
}

/** A call of this user changed: rings start and stop; the tab's own call follows. */
export function onCallPushed(call: VideoCall) {
  const current = store().current;
  const ownCall = current?.call?.id === call.id || acceptingId === call.id;
  if (!ownCall && ringsFor(call, selfUid())) {
    ringFor(call, store().incoming.find((entry) => entry.call.id === call.id)?.at ?? Date.now());
  } else {
    dropRing(call.id);
  }
  if (current?.call?.id === call.id) apply(call);
  else if (
    current &&
    (acceptingId === call.id || (!current.call && current.conversationId === call.conversationId))
  ) {
    early = call;
  }
}

/** Shows (or updates) a ring; it stops here after the ring timeout even if no end comes (a node died). */
function ringFor(call: VideoCall, since: number) {
  store().putIncoming(call, since);
  if (ringTimers.has(call.id)) return;
  const left = Math.max(0, since + VIDEO_RING_TIMEOUT_MS - Date.now());
  ringTimers.set(
    call.id,
    setTimeout(() => dropRing(call.id), left),
  );
}

function dropRing(callId: string) {
  clearTimeout(ringTimers.get(callId));
  ringTimers.delete(callId);
  store().dropIncoming(callId);
}

/** Another participant's signal for this tab. */
export function onSignal(payload: {
  callId: string;
  from: string;
  fromUser: { uid: string; name: string };
  signal: VideoSignal;
}) {
  if (payload.callId !== callIdNow() || payload.fromUser.uid === selfUid()) return;
  void linkTo(payload.from, payload.fromUser.uid, payload.fromUser.name).receive(payload.signal);
}

/** After a reconnect: the server hears of this tab at once (a tab that came back keeps its call). */
export const heartbeatNow = beat;

/** The session ends (logout) or the page goes: hang up, forget the rings. */
export function leaveVideoChat() {
  hangUp();
  for (const callId of [...ringTimers.keys()]) dropRing(callId);
}

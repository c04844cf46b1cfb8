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
import { closeLocalMedia, openLocalMedia, outgoingTracks, sendChangesTo } from './call-media';
import { endNotice, isPolite, participantOf, remoteTabs, ringsFor, tabInCall } from './call-rules';
import { mediaPermission } from './local-media';
import { createPeerLink, type PeerLink } from './peer-link';
import { useVideoCallStore, type VideoNotice } from './video-call.store';
import { videoErrorKey } from './video-error';

/**
 * The call of this tab, from the click to the end: access (ICE servers), camera and
 * microphone, `video:start` or `video:accept`, the heartbeat, one peer connection per other
 * joined participant's tab, the signals between them, and hanging up. Rings of calls for this
 * user are kept in the store for the ring dialog.
 */
type Link = { link: PeerLink; uid: string; name: string; sending: Promise<void> };

const links = new Map<string, Link>();
let iceServers: RTCIceServer[] = [];
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

sendChangesTo((kind, track) => {
  for (const { link } of links.values()) {
    link
      .setTrack(kind, track)
      .catch((error: unknown) => console.warn('video: a track could not be sent', error));
  }
});

async function requestAccess(architectureId: string | undefined, conversationId: string, callId?: string) {
  if (!architectureId) throw new RealtimeError('video.no_venue', 'No venue is loaded');
  const media = await mediaPermission();
  const access = await callApi(
    apiRoutes.video.access,
    { body: { architectureId, conversationId, media, ...(callId ? { callId } : {}) } },
    { retry: 0 },
  );
  iceServers = access.iceServers.map(({ urls, username, credential }) => ({ urls, username, credential }));
}

/** Sends a signal; when the connection's event budget is spent, waits as told and sends again. */
async function sendSignal(to: string, signal: VideoSignal) {
  for (let tries = 0; ; tries++) {
    const callId = callIdNow();
    if (!callId) return;
    try {
      await realtime.emit(videoEvents.signal, { callId, to, signal });
      return;
    } catch (error) {
      if (!(error instanceof RealtimeError) || error.errorId !== 'rate.limited' || tries >= 5) throw error;
      const seconds = Number(/(\d+) s/.exec(error.message)?.[1] ?? 1);
      await sleep(seconds * 1000);
    }
  }
}

function linkTo(connectionId: string, uid: string, name: string): Link {
  const known = links.get(connectionId);
  if (known) return known;
  const entry: Link = {
    uid,
    name,
    sending: Promise.resolve(),
    link: createPeerLink({
      polite: isPolite(selfUid(), uid),
      iceServers,
      outgoing: outgoingTracks,
      // In order, one after the other (a retried one holds the rest back).
      send: (signal) => {
        entry.sending = entry.sending
          .then(() => sendSignal(connectionId, signal))
          .catch((error: unknown) => console.warn('video: a signal could not be sent', error));
      },
      onTracks: (stream) => {
        const peer = store().peers[connectionId];
        if (peer) store().putPeer({ ...peer, stream, version: peer.version + 1 });
      },
      onState: (state) => {
        const peer = store().peers[connectionId];
        if (peer) store().putPeer({ ...peer, state });
      },
    }),
  };
  links.set(connectionId, entry);
  store().putPeer({ connectionId, uid, name, stream: entry.link.remote, state: 'new', version: 0 });
  return entry;
}

function closeLink(connectionId: string) {
  links.get(connectionId)?.link.close();
  links.delete(connectionId);
  store().dropPeer(connectionId);
}

/** Ends this tab's part: heartbeat, connections and media stop; the window closes. */
function finish(notice?: VideoNotice) {
  attempt += 1;
  clearInterval(heartbeat);
  heartbeat = undefined;
  for (const id of [...links.keys()]) closeLink(id);
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
  const wanted = remoteTabs(call, uid);
  for (const id of links.keys()) {
    if (!wanted.some((tab) => tab.connectionId === id)) closeLink(id);
  }
  for (const tab of wanted) linkTo(tab.connectionId, tab.uid, tab.name);
}

/** The acknowledgement of a start or accept: the tab is in the call. */
function adopt(call: VideoCall) {
  const latest = early?.id === call.id ? early : call;
  early = undefined;
  acceptingId = undefined;
  store().patchCurrent({ call, ownConnectionId: participantOf(call, selfUid())?.connectionId });
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
      store().putIncoming(latest, ring.at);
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
  finish();
  if (callId) realtime.emit(videoEvents.hangUp, { callId }).catch(() => {});
}

/** A call of this user changed: rings start and stop; the tab's own call follows. */
export function onCallPushed(call: VideoCall) {
  const current = store().current;
  const ownCall = current?.call?.id === call.id || acceptingId === call.id;
  if (!ownCall && ringsFor(call, selfUid())) {
    const fresh = !store().incoming.some((entry) => entry.call.id === call.id);
    store().putIncoming(call, Date.now());
    // The ring stops here after the ring timeout even if no end comes (a server node died).
    if (fresh)
      ringTimers.set(
        call.id,
        setTimeout(() => dropRing(call.id), VIDEO_RING_TIMEOUT_MS),
      );
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
  void linkTo(payload.from, payload.fromUser.uid, payload.fromUser.name).link.receive(payload.signal);
}

/** After a reconnect: the server hears of this tab at once (a tab that came back keeps its call). */
export const heartbeatNow = beat;

/** The session ends (logout) or the page goes: hang up, forget the rings. */
export function leaveVideoChat() {
  hangUp();
  for (const callId of [...ringTimers.keys()]) dropRing(callId);
}

import { type VideoSignal, videoEvents } from '@atrium/domain';
import { RealtimeError } from '../../shared/realtime/emit-event';
import { realtime } from '../../shared/realtime/realtime';
import { outgoingTracks, sendChangesTo } from './call-media';
import { isPolite } from './call-rules';
import { createPeerLink, type PeerLink } from './peer-link';
import { useVideoCallStore } from './video-call.store';

/**
 * The peer connections of this tab's call, one per other joined participant's tab, and the
 * signals they send (in order, through the gateway). The tabs that were in the call when this
 * tab joined get an offer from it; tabs that join later offer to it, and their connection is
 * made on their first signal.
 */
type Link = { link: PeerLink; sending: Promise<void> };

const links = new Map<string, Link>();
const offerTo = new Set<string>();
let iceServers: RTCIceServer[] = [];
/** The call the signals are for, and who this tab is. */
let context: { callId: () => string | undefined; selfUid: () => string } = {
  callId: () => undefined,
  selfUid: () => '',
};

const store = () => useVideoCallStore.getState();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

sendChangesTo((kind, track) => {
  for (const { link } of links.values()) {
    link
      .setTrack(kind, track)
      .catch((error: unknown) => console.warn('video: a track could not be sent', error));
  }
});

export function configureLinks(next: typeof context) {
  context = next;
}

export function setIceServers(servers: RTCIceServer[]) {
  iceServers = servers;
}

/** This tab joined: it offers to the tabs already in the call. */
export function offerToTabs(connectionIds: string[]) {
  offerTo.clear();
  for (const id of connectionIds) offerTo.add(id);
}

/** Sends a signal; when the connection's event budget is spent, waits as told and sends again. */
async function sendSignal(to: string, signal: VideoSignal) {
  for (let tries = 0; ; tries++) {
    const callId = context.callId();
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

/** The connection to a tab, made when there is none yet. */
export function linkTo(connectionId: string, uid: string, name: string): PeerLink {
  const known = links.get(connectionId);
  if (known) return known.link;
  const entry: Link = {
    sending: Promise.resolve(),
    link: createPeerLink({
      polite: isPolite(context.selfUid(), uid),
      initiator: offerTo.has(connectionId),
      iceServers,
      outgoing: outgoingTracks,
      // One after the other (a retried one holds the rest back).
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
  return entry.link;
}

function closeLink(connectionId: string) {
  links.get(connectionId)?.link.close();
  links.delete(connectionId);
  offerTo.delete(connectionId);
  store().dropPeer(connectionId);
}

/** Keeps connections to exactly these tabs: new ones this tab offers to are made now. */
export function keepLinks(tabs: { connectionId: string; uid: string; name: string }[]) {
  for (const id of [...links.keys(), ...offerTo]) {
    if (!tabs.some((tab) => tab.connectionId === id)) closeLink(id);
  }
  for (const tab of tabs) {
    if (offerTo.has(tab.connectionId)) linkTo(tab.connectionId, tab.uid, tab.name);
  }
}

export function closeLinks() {
  for (const id of [...links.keys()]) closeLink(id);
  offerTo.clear();
}

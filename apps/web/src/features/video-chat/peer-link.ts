import type { VideoSignal } from '@atrium/domain';

export type OutgoingTracks = { audio: MediaStreamTrack | null; video: MediaStreamTrack | null };

export type PeerLinkOptions = {
  polite: boolean;
  /**
   * This side makes the first offer. The other side waits for it before it negotiates on its
   * own: when both offer at once, candidates sent for an offer that is then rolled back can be
   * lost, and the connection never starts checking.
   */
  initiator: boolean;
  iceServers: RTCIceServer[];
  /** The tracks this tab sends now, and the stream they belong to. */
  outgoing: () => OutgoingTracks & { stream: MediaStream };
  send: (signal: VideoSignal) => void;
  onTracks: (stream: MediaStream) => void;
  onState: (state: RTCPeerConnectionState) => void;
};

export type PeerLink = ReturnType<typeof createPeerLink>;

/**
 * One RTCPeerConnection to another participant's tab, negotiated with the "perfect negotiation"
 * pattern: either side may (re)negotiate whenever its tracks change; when both offer at once,
 * the impolite side ignores the other's offer and the polite side rolls its own back. The first
 * offer comes from one side only (`initiator`), the newcomer to the call.
 */
export function createPeerLink(options: PeerLinkOptions) {
  const pc = new RTCPeerConnection({ iceServers: options.iceServers });
  const remote = new MediaStream();
  let makingOffer = false;
  let waiting = !options.initiator;
  let ignoreOffer = false;
  let settingRemoteAnswer = false;
  let queue: Promise<void> = Promise.resolve();

  const { audio, video, stream } = options.outgoing();
  for (const track of [audio, video]) if (track) pc.addTrack(track, stream);

  pc.ontrack = ({ track }) => {
    remote.addTrack(track);
    track.addEventListener('ended', () => {
      remote.removeTrack(track);
      options.onTracks(remote);
    });
    options.onTracks(remote);
  };

  pc.onnegotiationneeded = async () => {
    // Negotiation still needed after the first answer fires again once the state is stable.
    if (waiting) return;
    try {
      makingOffer = true;
      await pc.setLocalDescription();
      const description = pc.localDescription;
      if (description?.type === 'offer') options.send({ type: 'offer', sdp: description.sdp });
    } catch (error) {
      console.warn('video: an offer could not be made', error);
    } finally {
      makingOffer = false;
    }
  };

  pc.onicecandidate = ({ candidate }) => {
    // The end of candidates (null or an empty candidate) needs no message.
    if (!candidate?.candidate) return;
    options.send({
      type: 'candidate',
      candidate: candidate.candidate,
      sdpMid: candidate.sdpMid,
      sdpMLineIndex: candidate.sdpMLineIndex,
    });
  };

  pc.onconnectionstatechange = () => options.onState(pc.connectionState);
  pc.oniceconnectionstatechange = () => {
    if (pc.iceConnectionState === 'failed') pc.restartIce();
  };

  async function handle(signal: VideoSignal) {
    if (signal.type === 'candidate') {
      try {
        await pc.addIceCandidate({
          candidate: signal.candidate,
          sdpMid: signal.sdpMid ?? null,
          sdpMLineIndex: signal.sdpMLineIndex ?? null,
        });
      } catch (error) {
        if (!ignoreOffer) throw error;
      }
      return;
    }
    const readyForOffer = !makingOffer && (pc.signalingState === 'stable' || settingRemoteAnswer);
    const collision = signal.type === 'offer' && !readyForOffer;
    ignoreOffer = !options.polite && collision;
    if (ignoreOffer) return;
    settingRemoteAnswer = signal.type === 'answer';
    await pc.setRemoteDescription({ type: signal.type, sdp: signal.sdp });
    settingRemoteAnswer = false;
    if (signal.type === 'offer') {
      await pc.setLocalDescription();
      const answer = pc.localDescription;
      if (answer) options.send({ type: 'answer', sdp: answer.sdp });
      waiting = false;
    }
  }

  return {
    pc,
    /** What the other side sends (one stream, whatever streams it named). */
    remote,

    /** Handles the other side's signals one after the other, in the order they came. */
    receive(signal: VideoSignal) {
      queue = queue
        .then(() => handle(signal))
        .catch((error: unknown) => console.warn('video: a signal could not be applied', error));
      return queue;
    },

    /**
     * Sends another track of a kind (another device, the screen, or none: camera off) without a
     * new negotiation where a sender of that kind exists; adds one where none does.
     */
    async setTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null) {
      if (pc.connectionState === 'closed') return;
      const transceiver = pc
        .getTransceivers()
        .find(
          (candidate) => candidate.receiver.track.kind === kind && candidate.currentDirection !== 'stopped',
        );
      if (!transceiver) {
        if (track) pc.addTrack(track, options.outgoing().stream);
        return;
      }
      if (track && (transceiver.direction === 'recvonly' || transceiver.direction === 'inactive')) {
        transceiver.direction = 'sendrecv';
        transceiver.sender.setStreams(options.outgoing().stream);
      }
      await transceiver.sender.replaceTrack(track);
    },

    close() {
      pc.ontrack = null;
      pc.onnegotiationneeded = null;
      pc.onicecandidate = null;
      pc.onconnectionstatechange = null;
      pc.close();
    },
  };
}

import type { VideoCall } from '@atrium/domain';
import { create } from 'zustand';

/** A text to show once (a notice or one of the spec §8 errors), by its key under `video`. */
export type VideoNotice = {
  key: string;
  values?: Record<string, string>;
  severity: 'info' | 'warning' | 'error';
};

/** The call this tab takes part in, from the first click until it ends. */
export type CurrentCall = {
  conversationId: string;
  /** Preparing: asking for access and the camera, then for the call itself. */
  phase: 'preparing' | 'live';
  /** The call as the server last told it (absent while preparing a start). */
  call?: VideoCall;
  /** The tab's own connection id in the call: another tab taking over ends it here. */
  ownConnectionId?: string;
  /** It had two or more in it at some point ("no answer" otherwise, when it ends). */
  wasActive: boolean;
};

/** Another participant's tab this tab talks to. */
export type RemotePeer = {
  connectionId: string;
  uid: string;
  name: string;
  stream: MediaStream;
  state: RTCPeerConnectionState;
  /** Bumped when the stream's tracks change (the same MediaStream object is kept). */
  version: number;
};

export type DeviceOption = { deviceId: string; label: string };

export type MediaState = {
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  audioDeviceId?: string;
  videoDeviceId?: string;
  /** The own preview (what is sent), and a counter bumped when its tracks change. */
  preview?: MediaStream;
  previewVersion: number;
};

export type Incoming = {
  call: VideoCall;
  /** When this tab heard of it (the ring stops here after the ring timeout, whatever the server does). */
  at: number;
  /** An error of the last accept, shown in the ring dialog. */
  error?: string;
  accepting?: boolean;
};

type VideoCallState = {
  current?: CurrentCall;
  incoming: Incoming[];
  peers: Record<string, RemotePeer>;
  media: MediaState;
  devices: { audio: DeviceOption[]; video: DeviceOption[] };
  window: 'normal' | 'minimized' | 'full';
  notice?: VideoNotice;
  setCurrent: (current: CurrentCall | undefined) => void;
  patchCurrent: (patch: Partial<CurrentCall>) => void;
  putIncoming: (call: VideoCall, at: number) => void;
  patchIncoming: (callId: string, patch: Partial<Incoming>) => void;
  dropIncoming: (callId: string) => void;
  putPeer: (peer: RemotePeer) => void;
  dropPeer: (connectionId: string) => void;
  patchMedia: (patch: Partial<MediaState>) => void;
  setDevices: (devices: VideoCallState['devices']) => void;
  setWindow: (window: VideoCallState['window']) => void;
  notify: (notice: VideoNotice | undefined) => void;
  /** Back to no call (media state kept: the next call starts as the user left it). */
  endCurrent: () => void;
};

const initialMedia: MediaState = { micOn: true, cameraOn: true, sharing: false, previewVersion: 0 };

/** What the video chat shows: the own call, rings, remote peers, own media, notices. */
export const useVideoCallStore = create<VideoCallState>()((set) => ({
  incoming: [],
  peers: {},
  media: initialMedia,
  devices: { audio: [], video: [] },
  window: 'normal',
  setCurrent: (current) => set({ current }),
  patchCurrent: (patch) => set((s) => (s.current ? { current: { ...s.current, ...patch } } : {})),
  putIncoming: (call, at) =>
    set((s) => {
      const known = s.incoming.find((entry) => entry.call.id === call.id);
      if (known)
        return { incoming: s.incoming.map((entry) => (entry === known ? { ...entry, call } : entry)) };
      return { incoming: [...s.incoming, { call, at }] };
    }),
  patchIncoming: (callId, patch) =>
    set((s) => ({
      incoming: s.incoming.map((entry) => (entry.call.id === callId ? { ...entry, ...patch } : entry)),
    })),
  dropIncoming: (callId) =>
    set((s) => ({ incoming: s.incoming.filter((entry) => entry.call.id !== callId) })),
  putPeer: (peer) => set((s) => ({ peers: { ...s.peers, [peer.connectionId]: peer } })),
  dropPeer: (connectionId) =>
    set((s) => {
      const { [connectionId]: _gone, ...peers } = s.peers;
      return { peers };
    }),
  patchMedia: (patch) => set((s) => ({ media: { ...s.media, ...patch } })),
  setDevices: (devices) => set({ devices }),
  setWindow: (window) => set({ window }),
  notify: (notice) => set({ notice }),
  endCurrent: () =>
    set((s) => ({
      current: undefined,
      peers: {},
      window: 'normal',
      media: { ...s.media, sharing: false, preview: undefined, previewVersion: s.media.previewVersion + 1 },
    })),
}));

import { errorBodySchema } from '../api/error-body.schema';
import {
  callRefSchema,
  sendSignalSchema,
  signalReceivedSchema,
  startCallSchema,
  videoAccessRequestSchema,
  videoAccessSchema,
  videoCallSchema,
} from '../chat/video.schema';
import { defineRoute } from './http-route.contract';
import { defineClientEvent, defineServerEvent, emptySchema } from './socket-event.contract';

/**
 * Video chat: the calls are WebRTC between the participants' browsers; the gateway carries the
 * ringing and the signals, only between members of the call's conversation.
 */
export const videoEvents = {
  start: defineClientEvent({
    name: 'video:start',
    access: 'video.use',
    summary: "Start a call in a conversation: the other members' tabs ring",
    payload: startCallSchema,
    ack: videoCallSchema,
  }),
  accept: defineClientEvent({
    name: 'video:accept',
    access: 'video.use',
    summary: 'Join a ringing or running call from this tab (busy in another call: video.busy)',
    payload: callRefSchema,
    ack: videoCallSchema,
  }),
  decline: defineClientEvent({
    name: 'video:decline',
    access: 'video.use',
    summary: 'Decline a call that rings',
    payload: callRefSchema,
    ack: emptySchema,
  }),
  hangUp: defineClientEvent({
    name: 'video:hang-up',
    access: 'video.use',
    summary: 'Leave a call (the last but one to leave ends it)',
    payload: callRefSchema,
    ack: emptySchema,
  }),
  heartbeat: defineClientEvent({
    name: 'video:heartbeat',
    access: 'video.use',
    summary: 'The tab is still in the call (a participant silent for long is taken to have left)',
    payload: callRefSchema,
    ack: emptySchema,
  }),
  signal: defineClientEvent({
    name: 'video:signal',
    access: 'video.use',
    summary: "Relay a WebRTC offer, answer or ICE candidate to another participant's tab",
    payload: sendSignalSchema,
    ack: emptySchema,
  }),

  call: defineServerEvent({
    name: 'video:call',
    summary: 'A call of the user rings, changed (joined, declined, busy, left) or ended',
    payload: videoCallSchema,
  }),
  signalReceived: defineServerEvent({
    name: 'video:signal',
    summary: "Another participant's WebRTC signal for this tab",
    payload: signalReceivedSchema,
  }),
} as const;

export const videoRoutes = {
  access: defineRoute({
    method: 'POST',
    path: '/api/video-access',
    access: 'video.use',
    tags: ['video'],
    summary: 'Request access to video chat in a conversation: recorded; answers the ICE servers to use',
    description:
      'video.not_enabled when video chat is switched off (VIDEO_CHAT_ENABLED=false); chat.not_found for a conversation the caller is not in.',
    body: videoAccessRequestSchema,
    response: { 200: videoAccessSchema, 404: errorBodySchema, 409: errorBodySchema },
  }),
} as const;

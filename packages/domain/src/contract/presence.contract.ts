import { z } from 'zod';
import {
  attendeeEntrySchema,
  presenceMoveSchema,
  presencePageSchema,
  presenceScopeSchema,
  presenceViewSchema,
} from '../realtime/presence.schema';
import { defineClientEvent, defineServerEvent, emptySchema } from './socket-event.contract';

export const presenceEvents = {
  move: defineClientEvent({
    name: 'presence:move',
    access: 'presence.join',
    summary: 'Enter the presence of a venue and mode in an area, or move to another area',
    payload: presenceMoveSchema,
    ack: z.object({ entry: attendeeEntrySchema, seq: z.number().int() }),
  }),
  leave: defineClientEvent({
    name: 'presence:leave',
    access: 'presence.join',
    summary: 'Leave the presence (also done on logout and disconnect)',
    payload: presenceScopeSchema,
    ack: emptySchema,
  }),
  watch: defineClientEvent({
    name: 'presence:watch',
    access: 'presence.join',
    summary: 'Look at a window of the presence list; replaces the previous view',
    payload: presenceViewSchema,
    ack: presencePageSchema,
  }),
  unwatch: defineClientEvent({
    name: 'presence:unwatch',
    access: 'presence.join',
    summary: 'Stop receiving presence pages',
    payload: emptySchema,
    ack: emptySchema,
  }),
  page: defineServerEvent({
    name: 'presence:page',
    summary: 'The watched window and the area counts, pushed when they change (batched per room)',
    payload: presencePageSchema,
  }),
} as const;

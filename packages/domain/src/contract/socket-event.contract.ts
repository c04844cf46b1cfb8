import { z } from 'zod';
import { errorBodySchema } from '../api/error-body.schema';
import type { Access } from './access';

/**
 * An event a client sends; the server validates `payload`, runs `authorize(access)`, applies the
 * connection's rate limit and always answers with an acknowledgement (`ackOf(ack)`).
 */
export type ClientEvent = {
  name: string;
  access: Access;
  summary: string;
  payload: z.ZodType;
  ack: z.ZodType;
};

/** An event the server pushes; clients validate nothing but may rely on the shape. */
export type ServerEvent = {
  name: string;
  summary: string;
  payload: z.ZodType;
};

export const defineClientEvent = <const E extends ClientEvent>(event: E): E => event;
export const defineServerEvent = <const E extends ServerEvent>(event: E): E => event;

/** Every acknowledgement: the result, or the error body routes answer with (id, message, details). */
export const ackOf = <S extends z.ZodType>(data: S) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), data }),
    z.object({ ok: z.literal(false), error: errorBodySchema }),
  ]);

export type Ack<T> = { ok: true; data: T } | { ok: false; error: z.infer<typeof errorBodySchema> };
export type EventPayload<E extends ClientEvent | ServerEvent> = z.input<E['payload']>;
export type EventResult<E extends ClientEvent> = z.output<E['ack']>;

/** An empty payload or result. */
export const emptySchema = z.object({}).strict();

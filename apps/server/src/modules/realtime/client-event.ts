import type { Ack, ClientEvent, EventResult } from '@atrium/domain';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError, errorBodyOf } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { authorize, type Principal } from '../auth/authorize';
import type { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import type { RatePolicy } from '../rate-limit/rate-limit.types';

/** Events one connection may send, all kinds together. */
export const CONNECTION_EVENT_POLICY: RatePolicy = { limit: 50, windowMs: 10_000 };

export type ClientEventContext = {
  principal: () => Principal;
  limiter: Pick<MemoryRateLimiter, 'takeNow'>;
  log: Logger;
};

export type ClientEventHandler<E extends ClientEvent> = (
  payload: z.output<E['payload']>,
) => Promise<EventResult<E>> | EventResult<E>;

/**
 * How an event is limited: by the connection's limit of all events, or (`own`) by its handler
 * alone — for the high-rate streams (whiteboard sync and awareness) with their own buckets.
 */
export type EventOptions = { rateLimit?: 'connection' | 'own' };

/** Registers a contract event's handler on a connection (what `registerRoute` is for HTTP). */
export type EventRegistrar = <E extends ClientEvent>(
  event: E,
  handler: ClientEventHandler<E>,
  options?: EventOptions,
) => void;

const MAX_DETAILS = 20;

function validationError(error: z.ZodError): AppError {
  return new AppError(
    'validation.failed',
    'The request is not valid.',
    error.issues.slice(0, MAX_DETAILS).map((issue) => ({
      path: ['payload', ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  );
}

/** The acknowledgement of a failure: an AppError as it is, anything else as internal.error (logged). */
export function errorAck(error: unknown, log: Logger, event: string): Ack<never> {
  if (error instanceof AppError) return { ok: false, error: errorBodyOf(error) };
  log.error({ err: error, event }, 'socket event failed');
  return { ok: false, error: { error: 'internal.error', errMsg: 'Something went wrong on the server.' } };
}

function safeAck(ack: ((answer: unknown) => void) | undefined, answer: unknown, log: Logger) {
  if (!ack) return;
  try {
    ack(answer);
  } catch (error) {
    log.warn({ err: error }, 'socket acknowledgement failed');
  }
}

/** Splits what a client sent into the payload and the acknowledgement callback, if any. */
function argumentsOf(args: unknown[]) {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : undefined;
  const payload = ack ? args.slice(0, -1)[0] : args[0];
  return { ack, payload: payload === undefined ? {} : payload };
}

/** Refused events in a row after which a connection is closed: it ignores the limit. */
export const MAX_REFUSED_IN_A_ROW = 100;

/**
 * The one way socket events are handled: the connection's rate limit, the payload checked with
 * the contract's schema, `authorize` with the event's access, then the handler with plain
 * input; every request is acknowledged, a failure with the error body routes answer with
 * (unknown events with route.not_found). A missing callback or a throwing handler never takes
 * the process down; a connection that keeps sending beyond its limit is closed.
 */
export function createEventRegistrar(socket: Socket, context: ClientEventContext) {
  let refusedInARow = 0;

  /** Takes from the connection's limit; false when the connection was closed for flooding. */
  function admit(): boolean {
    const decision = context.limiter.takeNow(socket.id, CONNECTION_EVENT_POLICY);
    if (decision.allowed) {
      refusedInARow = 0;
      return true;
    }
    refusedInARow += 1;
    if (refusedInARow > MAX_REFUSED_IN_A_ROW) {
      context.log.warn(
        { userId: context.principal().userId },
        'socket closed: it kept sending beyond its limit',
      );
      socket.disconnect(true);
      return false;
    }
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    throw new AppError('rate.limited', `Too many requests: try again in ${seconds} s.`);
  }

  const on: EventRegistrar = (event, handler, options = {}) => {
    socket.on(event.name, async (...args: unknown[]) => {
      const { ack, payload } = argumentsOf(args);
      try {
        if (options.rateLimit !== 'own' && !admit()) return;
        const parsed = event.payload.safeParse(payload);
        if (!parsed.success) throw validationError(parsed.error);
        authorize(context.principal(), event.access);
        const data = await handler(parsed.data as never);
        safeAck(ack, { ok: true, data }, context.log);
      } catch (error) {
        safeAck(ack, errorAck(error, context.log, event.name), context.log);
      }
    });
  };

  /** Answers every event not in `known` that asks for an answer: there is no such event. */
  function answerUnknown(known: ReadonlySet<string>) {
    socket.onAny((name: unknown, ...args: unknown[]) => {
      if (typeof name === 'string' && known.has(name)) return;
      const { ack } = argumentsOf(args);
      try {
        if (!admit()) return;
        throw new AppError('route.not_found', 'No such event.');
      } catch (error) {
        safeAck(ack, errorAck(error, context.log, 'unknown'), context.log);
      }
    });
  }

  return { on, answerUnknown };
}

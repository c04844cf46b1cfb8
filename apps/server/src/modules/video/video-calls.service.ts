import { randomUUID } from 'node:crypto';
import type { VideoSignal } from '@atrium/domain';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import type { Logger } from '../../logger';
import { presentCall } from './video.presenter';
import { createVideoRepository, type VideoRepository } from './video.repository';
import {
  afterTime,
  type CallTimings,
  callFits,
  defaultCallTimings,
  isLive,
  participantOf,
  type StoredCall,
  visiblyChanged,
  withParticipant,
} from './video-call.rules';
import { type CallWork, createCallWork } from './video-call-work';
import { requireCallConversation, videoErrors } from './video-errors';

/** Who acts: the user and the tab (socket id) the event came from. */
export type CallCaller = { userId: string; connectionId: string };

/**
 * Video calls of a conversation's members (spec §2.8): ring, accept, decline, hang up, busy;
 * the signals of WebRTC relayed between joined participants only. The state lives in the
 * database, so any node may serve any participant; each change is serialised (one lock),
 * committed, then pushed to the people of the call through the bus (`video.call`).
 *
 * Time is checked three ways: a timer per call on the node that rang it, a sweep every
 * heartbeat period on every node that knows of a live call, and on every read (so a dead node
 * cannot leave a call ringing).
 */
export function createVideoCallsService(deps: {
  database: DatabaseHandle;
  enabled: boolean;
  events: Pick<EventBus, 'emit'>;
  /** The name a user goes by in a venue (their profile's). */
  nameOf: (userId: string, architectureId: string) => Promise<string>;
  now: Clock;
  log: Logger;
  timings?: CallTimings;
  /** How often this node sweeps for overdue calls. */
  sweepEveryMs?: number;
}) {
  const { database, events, log } = deps;
  const timings = deps.timings ?? defaultCallTimings;
  const repository = createVideoRepository(database.db, database.dialect);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let sweeper: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const push = (call: StoredCall) =>
    events.emit('video.call', {
      userIds: call.participants.map((participant) => participant.userId),
      call: presentCall(call),
    });

  function later(ms: number, run: () => Promise<unknown>) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run().catch((error: unknown) => log.warn({ err: error }, 'video: a timed check failed'));
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  function sweepWhileLive() {
    if (sweeper || closed) return;
    sweeper = setInterval(
      () => {
        sweep().catch((error: unknown) => log.warn({ err: error }, 'video: the sweep failed'));
      },
      deps.sweepEveryMs ?? timings.silentAfterMs / 2,
    );
    sweeper.unref();
  }

  /**
   * Runs `work` in one transaction under the calls' lock, saves what it changed (what time
   * changed too, even when `work` refuses with an AppError), then pushes the changes.
   */
  async function transact<T>(work: (calls: CallWork, repo: VideoRepository) => Promise<T>): Promise<T> {
    let outcome: { value: T } | { error: AppError } | undefined;
    const { changed, created } = await database.db.transaction().execute(async (trx) => {
      const repo = createVideoRepository(trx, database.dialect);
      await repo.lockCalls();
      const calls = createCallWork(repo, deps.now().getTime(), timings);
      try {
        outcome = { value: await work(calls, repo) };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcome = { error };
      }
      return calls.save();
    });
    for (const call of changed) push(call);
    for (const call of created) {
      if (call.state === 'RINGING') later(timings.ringTimeoutMs + 50, () => settle([call.id]));
    }
    if (changed.some(isLive) || created.some(isLive)) sweepWhileLive();
    if (!outcome || 'error' in outcome) throw outcome?.error;
    return outcome.value;
  }

  /** Reads the calls (the lazy check settles what time changed in them). */
  const settle = (callIds: string[]) =>
    transact(async (calls) => {
      for (const id of callIds) await calls.load(id);
    });

  /** Whether the user is joined in a live call other than `exceptCallId` (after time's changes). */
  async function joinedElsewhere(
    calls: CallWork,
    repo: VideoRepository,
    userId: string,
    exceptCallId?: string,
  ) {
    for (const id of await repo.liveCallsJoinedBy([userId])) {
      if (id === exceptCallId) continue;
      const call = await calls.load(id);
      if (call && isLive(call) && participantOf(call, userId)?.state === 'JOINED') return true;
    }
    return false;
  }

  function join(calls: CallWork, call: StoredCall, caller: CallCaller): StoredCall {
    if (!isLive(call)) throw videoErrors.callNotFound();
    return calls.put(
      withParticipant(call, caller.userId, {
        state: 'JOINED',
        connectionId: caller.connectionId,
        lastSeenAt: calls.now,
      }),
    );
  }

  async function sweep() {
    const now = deps.now().getTime();
    const overdue = await repository.overdueCalls(now - timings.ringTimeoutMs, now - timings.silentAfterMs);
    if (overdue.length > 0) await settle(overdue);
    if (!(await repository.hasLiveCalls()) && sweeper) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  }

  /** The joined participant's tab is gone: they have left the calls they talk from in it. */
  const leaveFromTab = (caller: CallCaller, seenUpTo?: number) =>
    transact(async (calls, repo) => {
      for (const id of await repo.liveCallsOfConnection(caller.userId, caller.connectionId)) {
        const call = await calls.load(id);
        const me = call && participantOf(call, caller.userId);
        if (!call || me?.state !== 'JOINED' || me.connectionId !== caller.connectionId) continue;
        if (seenUpTo !== undefined && me.lastSeenAt > seenUpTo) continue;
        calls.put(withParticipant(call, caller.userId, { state: 'LEFT', connectionId: null }));
      }
    });

  return {
    /**
     * Starts a call in a conversation (the other members' tabs ring), or joins the one that is
     * live there. Members joined in another live call are marked BUSY.
     */
    async start(caller: CallCaller, conversationId: string) {
      if (!deps.enabled) throw videoErrors.notEnabled();
      const conversation = await requireCallConversation(repository, conversationId, caller.userId);
      const members = await repository.memberIds(conversationId);
      if (!callFits(members.length)) throw videoErrors.callFull();
      // As in chat: no private call where either blocked the other; in a group, who blocked the caller is not rung.
      const others = members.filter((id) => id !== caller.userId);
      const blocks = await repository.blockedAmong(caller.userId, others);
      if (conversation.kind === 'PRIVATE' && blocks.blockedMe.length + blocks.blockedByMe.length > 0) {
        throw videoErrors.blocked();
      }
      const memberIds = members.filter((id) => !blocks.blockedMe.includes(id));
      const names = await Promise.all(memberIds.map((id) => deps.nameOf(id, conversation.architectureId)));
      const call = await transact(async (calls, repo) => {
        const liveId = await repo.liveCallOf(conversationId);
        const live = liveId ? await calls.load(liveId) : undefined;
        if (await joinedElsewhere(calls, repo, caller.userId, live?.id)) throw videoErrors.busy();
        if (live && isLive(live)) {
          if (participantOf(live, caller.userId)) return join(calls, live, caller);
          // A member who came into the conversation after the call began joins it, if there is room.
          if (!callFits(live.participants.length + 1)) throw videoErrors.callFull();
          const name = names[memberIds.indexOf(caller.userId)] ?? '';
          return join(
            calls,
            {
              ...live,
              participants: [
                ...live.participants,
                { userId: caller.userId, name, state: 'LEFT', connectionId: null, lastSeenAt: calls.now },
              ],
            },
            caller,
          );
        }
        const busy = new Set<string>();
        for (const id of memberIds) {
          if (id !== caller.userId && (await joinedElsewhere(calls, repo, id))) busy.add(id);
        }
        const now = calls.now;
        return calls.put({
          id: randomUUID(),
          conversationId,
          startedBy: caller.userId,
          state: 'RINGING',
          createdAt: now,
          endedAt: null,
          participants: memberIds.map((userId, index) => {
            const own = userId === caller.userId;
            return {
              userId,
              name: names[index] ?? '',
              state: own ? 'JOINED' : busy.has(userId) ? 'BUSY' : 'RINGING',
              connectionId: own ? caller.connectionId : null,
              lastSeenAt: now,
            };
          }),
        });
      });
      return presentCall(call);
    },

    /** Joins a ringing or running call from this tab (a tab of the same user already in it hands over). */
    async accept(caller: CallCaller, callId: string) {
      if (!deps.enabled) throw videoErrors.notEnabled();
      const call = await transact(async (calls, repo) => {
        const found = await calls.load(callId);
        if (
          !found ||
          !participantOf(found, caller.userId) ||
          !(await repo.isMember(found.conversationId, caller.userId))
        ) {
          throw videoErrors.callNotFound();
        }
        if (!isLive(found)) throw videoErrors.callNotFound();
        if (await joinedElsewhere(calls, repo, caller.userId, callId)) throw videoErrors.busy();
        return join(calls, found, caller);
      });
      return presentCall(call);
    },

    async decline(caller: CallCaller, callId: string) {
      await transact(async (calls) => {
        const call = await calls.load(callId);
        const me = call && participantOf(call, caller.userId);
        if (!call || !me) throw videoErrors.callNotFound();
        if (me.state === 'RINGING') calls.put(withParticipant(call, caller.userId, { state: 'DECLINED' }));
      });
      return {};
    },

    /** Leaves the call (a ring is declined); the caller hanging up while it rings ends it. */
    async hangUp(caller: CallCaller, callId: string) {
      await transact(async (calls) => {
        const call = await calls.load(callId);
        const me = call && participantOf(call, caller.userId);
        if (!call || !me) throw videoErrors.callNotFound();
        if (me.state === 'JOINED') {
          calls.put(withParticipant(call, caller.userId, { state: 'LEFT', connectionId: null }));
        } else if (me.state === 'RINGING') {
          calls.put(withParticipant(call, caller.userId, { state: 'DECLINED' }));
        }
      });
      return {};
    },

    /** The tab is still in the call; refused (video.call_not_found) when it is no longer. */
    async heartbeat(caller: CallCaller, callId: string) {
      const call = await repository.findCall(callId);
      if (!call) throw videoErrors.callNotFound();
      const timed = afterTime(call, deps.now().getTime(), timings);
      if (visiblyChanged(call, timed)) await settle([callId]);
      const me = participantOf(timed, caller.userId);
      if (!isLive(timed) || me?.state !== 'JOINED' || me.connectionId !== caller.connectionId) {
        throw videoErrors.callNotFound();
      }
      if (!(await repository.touch(callId, caller.userId, caller.connectionId, deps.now().getTime()))) {
        throw videoErrors.callNotFound();
      }
      return {};
    },

    /** Relays a signal from the caller's tab to another joined participant's tab of the same call. */
    async signal(caller: CallCaller, input: { callId: string; to: string; signal: VideoSignal }) {
      const call = await repository.findCall(input.callId);
      const from = call && participantOf(call, caller.userId);
      const target = call?.participants.find(
        (participant) => participant.state === 'JOINED' && participant.connectionId === input.to,
      );
      if (
        !call ||
        !isLive(call) ||
        from?.state !== 'JOINED' ||
        from.connectionId !== caller.connectionId ||
        !target ||
        target.userId === caller.userId
      ) {
        throw videoErrors.callNotFound();
      }
      events.emit('video.signal', {
        to: input.to,
        callId: call.id,
        from: caller.connectionId,
        fromUser: { uid: caller.userId, name: from.name },
        signal: input.signal,
      });
      return {};
    },

    /**
     * A tab disconnected. For good (closed by the client or the server): it hangs up at once.
     * Otherwise it may come back with its state within `graceMs`: it hangs up then unless it
     * was heard of (a heartbeat) after it dropped.
     */
    async disconnected(caller: CallCaller, options: { forGood: boolean; graceMs: number }) {
      if (closed) return;
      try {
        if (options.forGood) {
          await leaveFromTab(caller);
          return;
        }
        if ((await repository.liveCallsOfConnection(caller.userId, caller.connectionId)).length === 0) return;
        const droppedAt = deps.now().getTime();
        later(options.graceMs, () => leaveFromTab(caller, droppedAt));
      } catch (error) {
        log.warn({ err: error }, 'video: a disconnected tab could not leave its call');
      }
    },

    /** Settles every overdue call now (the periodic sweep; tests call it directly). */
    sweep,

    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (sweeper) clearInterval(sweeper);
      sweeper = undefined;
    },
  };
}

export type VideoCallsService = ReturnType<typeof createVideoCallsService>;

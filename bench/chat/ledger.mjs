// What the chat bench's generator sent and what reached whom: per message its conversation, sender,
// send time, answer and which members received it (a byte per member), so that a second copy at one
// receiver counts as duplicated and a delivery never received after the drain as lost. Every other
// member of the conversation is expected to receive each accepted message; the sender's own copy,
// if the server pushes one, is an echo, not a delivery.
import { createHistogram } from '../presence/histogram.mjs';

// A message's state: 0 while unanswered, then accepted or refused.
const ACCEPTED = 1;
const REFUSED = 2;

export function createLedger({ capacity, conversations, now }) {
  const conversationOf = new Int32Array(capacity);
  const senderOf = new Int32Array(capacity);
  const sentAtOf = new Float64Array(capacity);
  const stateOf = new Uint8Array(capacity);
  const measuredOf = new Uint8Array(capacity);
  const receivedOf = new Int32Array(capacity);
  const seenOf = new Array(capacity);
  let count = 0;

  const latency = createHistogram();
  const ackLatency = createHistogram();
  const lateness = createHistogram();
  const totals = {
    measured: 0,
    accepted: 0,
    refused: 0,
    unanswered: 0,
    unansweredMeasured: 0,
    expected: 0,
    expectedMeasured: 0,
    outstanding: 0,
    outstandingMeasured: 0,
    duplicated: 0,
    stray: 0,
    echoes: 0,
    deliveredRefused: 0,
  };
  let firstRefusal;
  let window;
  // The slowest delivery of the messages sent in each second of the measured window: shows
  // whether a p99 comes from steady queueing or from a few stalls.
  let windowStart;
  const slowestBySecond = [];

  const expectedOf = (number) => conversations[conversationOf[number]].members.length - 1;

  return {
    conversationOf: (number) => (number < count ? conversationOf[number] : -1),

    /** A message goes out now (due at `dueAt` by the schedule): its number. */
    sent(conversation, sender, measured, sentAt, dueAt) {
      if (count === capacity) throw new Error(`more than ${capacity} messages`);
      const number = count++;
      conversationOf[number] = conversation;
      senderOf[number] = sender;
      sentAtOf[number] = sentAt;
      measuredOf[number] = measured ? 1 : 0;
      seenOf[number] = new Uint8Array(conversations[conversation].members.length);
      const expected = expectedOf(number);
      totals.unanswered++;
      totals.expected += expected;
      totals.outstanding += expected;
      if (measured) {
        totals.measured++;
        totals.unansweredMeasured++;
        totals.expectedMeasured += expected;
        totals.outstandingMeasured += expected;
        lateness.record(sentAt - dueAt);
      }
      if (window) window.sent++;
      return number;
    },

    /** The sender's acknowledgement of message `number`. */
    answered(number, ack) {
      totals.unanswered--;
      if (measuredOf[number]) {
        totals.unansweredMeasured--;
        ackLatency.record(now() - sentAtOf[number]);
      }
      if (ack?.ok) {
        stateOf[number] = ACCEPTED;
        totals.accepted++;
        if (window) window.accepted++;
        return;
      }
      stateOf[number] = REFUSED;
      totals.refused++;
      firstRefusal ??= JSON.stringify(ack?.error ?? ack);
      // Nobody should receive a refused message: what has not arrived yet is not expected any more,
      // what has is counted apart.
      totals.deliveredRefused += receivedOf[number];
      const remaining = expectedOf(number) - receivedOf[number];
      totals.outstanding -= remaining;
      if (measuredOf[number]) totals.outstandingMeasured -= remaining;
    },

    /** Message `number` reached client `receiver`, its `slot` in the conversation (-1: no member). */
    delivered(number, receiver, slot, latencyMs) {
      if (number >= count || slot < 0) {
        totals.stray++;
        return;
      }
      const seen = seenOf[number];
      if (seen[slot]) {
        totals.duplicated++;
        return;
      }
      seen[slot] = 1;
      if (receiver === senderOf[number]) {
        totals.echoes++;
        return;
      }
      if (stateOf[number] === REFUSED) {
        totals.deliveredRefused++;
        return;
      }
      receivedOf[number]++;
      totals.outstanding--;
      if (window) window.deliveries++;
      if (measuredOf[number]) {
        totals.outstandingMeasured--;
        latency.record(latencyMs);
        const second = Math.max(0, Math.floor((sentAtOf[number] - windowStart) / 1000));
        if (!(slowestBySecond[second] >= latencyMs)) slowestBySecond[second] = latencyMs;
      }
    },

    startWindow() {
      window = { sent: 0, accepted: 0, deliveries: 0 };
      windowStart = now();
    },
    endWindow() {
      const ended = window;
      window = undefined;
      return ended;
    },

    /** Every message answered and every expected delivery made. */
    settled: () => totals.unanswered === 0 && totals.outstanding === 0,

    result() {
      return {
        messages: count,
        measured: totals.measured,
        accepted: totals.accepted,
        refused: totals.refused,
        firstRefusal,
        unanswered: totals.unanswered,
        expectedDeliveries: totals.expected,
        expectedMeasuredDeliveries: totals.expectedMeasured,
        // Expected deliveries not received by the end of the drain (of every message sent).
        lost: totals.outstanding,
        lostMeasured: totals.outstandingMeasured,
        duplicated: totals.duplicated,
        stray: totals.stray,
        echoes: totals.echoes,
        // Deliveries of messages their sender was told were refused.
        deliveredRefused: totals.deliveredRefused,
        // Send to receipt at each receiver; a delivery that never came counts as the slowest.
        latencyMs: latency.summary(totals.outstandingMeasured),
        ackMs: ackLatency.summary(totals.unansweredMeasured),
        sendLatenessMs: lateness.summary(0),
        slowestBySecondMs: Array.from(slowestBySecond, (ms) => (ms === undefined ? null : Math.round(ms))),
      };
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus';

describe('the event bus', () => {
  it('delivers an event to its listeners in order, with whether it came from another node', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('venue.published', (event, meta) => seen.push(`a:${event.publishedVersion}:${meta.remote}`));
    bus.on('venue.published', (event) => seen.push(`b:${event.architectureId}`));
    bus.on('venue.unpublished', () => seen.push('wrong'));
    bus.emit('venue.published', { architectureId: 'expo', publishedVersion: 3 });
    bus.emit('venue.published', { architectureId: 'expo', publishedVersion: 4 }, { remote: true });
    expect(seen).toEqual(['a:3:false', 'b:expo', 'a:4:true', 'b:expo']);
  });

  it('keeps delivering when a listener throws, and reports the error', () => {
    const errors: string[] = [];
    const bus = createEventBus((error, name) => errors.push(`${name}:${(error as Error).message}`));
    const seen: string[] = [];
    bus.on('session.ended', () => {
      throw new Error('boom');
    });
    bus.on('session.ended', (event) => seen.push(event.sessionId));
    expect(() => bus.emit('session.ended', { sessionId: 's1', userId: 'u1' })).not.toThrow();
    expect(seen).toEqual(['s1']);
    expect(errors).toEqual(['session.ended:boom']);
  });

  it('stops delivering to a listener that unsubscribed', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.on('user.sessions.ended', (event) => seen.push(event.userId));
    bus.emit('user.sessions.ended', { userId: 'u1' });
    off();
    bus.emit('user.sessions.ended', { userId: 'u2' });
    expect(seen).toEqual(['u1']);
  });
});

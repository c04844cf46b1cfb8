// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../api/api-client';
import { messageOriginOf, sendLog } from './send-log';

vi.mock('../api/api-client', () => ({ callApi: vi.fn(async () => ({})) }));

describe('the origin of a front-end log message (spec §3)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the designer’s on the studio’s pages, the viewer’s elsewhere', () => {
    expect(messageOriginOf('/studio')).toBe('DESIGNER');
    expect(messageOriginOf('/studio/areas/lobby')).toBe('DESIGNER');
    expect(messageOriginOf('/v/expo/area/lobby')).toBe('UI');
    expect(messageOriginOf('/studios')).toBe('UI');
    expect(messageOriginOf('/')).toBe('UI');
  });

  it('goes with the message sent from the page it was logged on', async () => {
    window.history.replaceState(null, '', '/studio/overview');
    await sendLog('ERROR', 'studio.save', 'The draft could not be staged');
    window.history.replaceState(null, '', '/v/expo/area/lobby');
    await sendLog('WARN', 'consent', 'not saved');
    const origins = vi
      .mocked(callApi)
      .mock.calls.map(([, options]) => (options as { body: { messageOrigin: string } }).body.messageOrigin);
    expect(origins).toEqual(['DESIGNER', 'UI']);
  });
});

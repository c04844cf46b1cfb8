import { type SearchBuildEvent, searchEvents } from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import {
  connectClient,
  type RealtimeApp,
  realtimeTargets,
  startRealtimeApp,
  tokenFor,
  until,
} from '../realtime/realtime-test.helpers';
import { uiConfigWithSearch } from './search-test.helpers';

describe.each(realtimeTargets())('search index build progress over the gateway ($name)', (target) => {
  let app: RealtimeApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startRealtimeApp(target, { UI_CONFIG_FILE: uiConfigWithSearch() });
    await publishExampleVenue(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.cleanup();
  });

  it("pushes a build's phases and its end to administrators, and nothing to attendees", async () => {
    const adminEvents: SearchBuildEvent[] = [];
    const attendeeEvents: SearchBuildEvent[] = [];
    const adminToken = await tokenFor(app, ['administrator']);
    sockets.push(
      await connectClient(app.url, adminToken, { record: { [searchEvents.build.name]: adminEvents } }),
      await connectClient(app.url, await tokenFor(app, ['attendee']), {
        record: { [searchEvents.build.name]: attendeeEvents },
      }),
    );
    const started = await app.inject({
      method: 'POST',
      url: '/api/search/index/update',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    await app.services.search.job.idle();
    await until(() => adminEvents.some((event) => event.state === 'done'));
    expect(adminEvents.every((event) => event.jobId === jobId)).toBe(true);
    const phases = [...new Set(adminEvents.map((event) => event.progress?.phase))];
    expect(phases).toEqual(['venue', 'documents', 'posts', 'profiles', 'saving']);
    expect(adminEvents.at(-1)).toMatchObject({ state: 'done', coveredVersion: 1 });
    expect(attendeeEvents).toEqual([]);
  });
});

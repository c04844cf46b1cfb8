import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Ack, type AttendeeEntry, type PresencePage, presenceEvents } from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, passwordLogin, publishExampleVenue } from '../../testing/auth-test.helpers';
import { bearerFor, exampleVenue } from '../../testing/test-app.factory';
import { RECOVERY_MS } from '../realtime/realtime.module';
import {
  ask,
  connectClient,
  openClient,
  type RealtimeApp,
  realtimeTargets,
  startRealtimeApp,
  tokenFor,
  until,
} from '../realtime/realtime-test.helpers';

const LIVE = { architectureId: 'example-expo', mode: 'LIVE' } as const;

describe.each(realtimeTargets())('presence ($name)', (target) => {
  let app: RealtimeApp;
  let serial = 0;
  const clients: Socket[] = [];

  beforeAll(async () => {
    app = await startRealtimeApp(target);
    await publishExampleVenue(app);
  });
  afterEach(async () => {
    for (const socket of clients.splice(0)) socket.close();
    // Nobody is left present for the next test (a closed client leaves at once).
    const observer = await connectClient(app.url, await tokenFor(app, ['administrator']));
    try {
      for (const mode of ['LIVE', 'STAGE']) {
        await until(async () => {
          const ack = (await ask(observer, presenceEvents.watch.name, {
            ...LIVE,
            mode,
          })) as Ack<PresencePage>;
          return !ack.ok || ack.data.total === 0;
        });
      }
    } finally {
      observer.close();
    }
  });
  afterAll(async () => {
    await app.cleanup();
  });

  type Attendee = {
    userId: string;
    token: string;
    email: string;
    company: string;
    socket: Socket;
    pages: PresencePage[];
  };

  /** A logged-in attendee with a profile, connected, collecting the pages pushed to it. */
  async function attendee(
    profile: { name: string; company?: string; title?: string; listed?: boolean },
    roles: ('attendee' | 'administrator')[] = ['attendee'],
  ): Promise<Attendee> {
    serial += 1;
    const email = `person-${serial}-${target.store}@test.local`;
    const user = await app.services.auth.ensureUser(email, 'user-password', roles);
    const { authorization } = await bearerFor(app, roles, email);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/userProfile/architecture/example-expo/userProfile',
      headers: { authorization },
      payload: {
        attributes: {
          name: profile.name,
          company: profile.company ?? '',
          title: profile.title ?? '',
          openForNetworking: profile.listed ?? true,
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const token = authorization.slice('Bearer '.length);
    const pages: PresencePage[] = [];
    const socket = await connectClient(app.url, token, { record: { 'presence:page': pages } });
    clients.push(socket);
    return { userId: user.id, token, email, company: profile.company ?? '', socket, pages };
  }

  const saveProfileOf = async (who: Attendee, attributes: Record<string, string | boolean>) => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/userProfile/architecture/example-expo/userProfile',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { attributes },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  const move = async (who: Attendee, areaId: string) => {
    const ack = (await ask(who.socket, presenceEvents.move.name, { ...LIVE, areaId })) as Ack<{
      entry: AttendeeEntry;
      seq: number;
    }>;
    if (!ack.ok) throw new Error(`move refused: ${ack.error.error}`);
    return ack.data;
  };
  const watch = async (who: Attendee, view: Record<string, unknown> = {}) => {
    const ack = (await ask(who.socket, presenceEvents.watch.name, { ...LIVE, ...view })) as Ack<PresencePage>;
    if (!ack.ok) throw new Error(`watch refused: ${ack.error.error}`);
    return ack.data;
  };
  const latest = (who: Attendee) => who.pages.at(-1);
  const namesIn = (page: PresencePage | undefined) => page?.entries.map((entry) => entry.name) ?? [];
  const seesOnly = (who: Attendee, names: string[], timeout?: number) =>
    until(() => JSON.stringify(namesIn(latest(who))) === JSON.stringify(names), timeout);

  it('shows an attendee who enters, and replaces the entry on every move', async () => {
    const watcher = await attendee({ name: 'Wendy Watcher' });
    const mover = await attendee({ name: 'Mo Mover', company: 'Acme', title: 'Engineer' });
    const first = await watch(watcher);
    expect(first).toMatchObject({ total: 0, offset: 0, entries: [], counts: {} });

    const entered = await move(mover, 'lobby');
    expect(entered.entry).toMatchObject({
      uid: mover.userId,
      areaId: 'lobby',
      name: 'Mo Mover',
      company: 'Acme',
      title: 'Engineer',
    });
    await until(() => (latest(watcher)?.seq ?? 0) >= entered.seq);
    expect(latest(watcher)).toMatchObject({ total: 1, entries: [entered.entry], counts: { lobby: 1 } });

    const moved = await move(mover, 'auditorium');
    expect(moved.seq).toBeGreaterThan(entered.seq);
    await until(() => (latest(watcher)?.seq ?? 0) >= moved.seq);
    expect(latest(watcher)).toMatchObject({ total: 1, counts: { auditorium: 1 } });
    expect(latest(watcher)?.entries).toEqual([moved.entry]);
  });

  it('shows a changed profile at once', async () => {
    const watcher = await attendee({ name: 'Wendy' });
    const changer = await attendee({ name: 'Old Name', company: 'Old Co' });
    await watch(watcher);
    await move(changer, 'lobby');
    await seesOnly(watcher, ['Old Name']);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/userProfile/architecture/example-expo/userProfile',
      headers: { authorization: `Bearer ${changer.token}` },
      payload: { attributes: { name: 'New Name', company: 'New Co', title: 'Chief' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await seesOnly(watcher, ['New Name']);
    expect(latest(watcher)?.entries[0]).toMatchObject({ company: 'New Co', title: 'Chief', areaId: 'lobby' });
  });

  it("follows a viewer's own profile change made elsewhere: 'my company' and being listed", async () => {
    const tag = `${target.store}-${Date.now()}`;
    const viewer = await attendee({ name: 'Vera', company: `Initech ${tag}` });
    const colleague = await attendee({ name: 'Col', company: `Northwind ${tag}` });
    const other = await attendee({ name: 'Oz', company: `Globex ${tag}` });
    await move(colleague, 'lobby');
    await move(other, 'lobby');
    await move(viewer, 'lobby');
    await saveProfileOf(viewer, { name: 'Vera', company: colleague.company });
    // The viewer's own entry shows the saved company a moment after the save (pushed then).
    const first = await watch(viewer, { myCompany: true });
    await until(() => JSON.stringify(namesIn(latest(viewer) ?? first)) === JSON.stringify(['Col', 'Vera']));
    // Another tab (or device) of the viewer changes the company: the open list follows at once.
    await saveProfileOf(viewer, { name: 'Vera', company: other.company });
    await seesOnly(viewer, ['Oz', 'Vera']);
    // ...and switching networking off there keeps the viewer in their own list only.
    await saveProfileOf(viewer, { name: 'Vera', company: other.company, openForNetworking: false });
    await seesOnly(viewer, ['Oz', 'Vera']);
    expect(latest(viewer)?.total).toBe(2);
  });

  it('removes the entry on leave, and at once when the connection closes', async () => {
    const watcher = await attendee({ name: 'Wendy' });
    const leaver = await attendee({ name: 'Lea' });
    const closer = await attendee({ name: 'Clo' });
    await watch(watcher);
    await move(leaver, 'lobby');
    await move(closer, 'lobby');
    await seesOnly(watcher, ['Clo', 'Lea']);
    expect(await ask(leaver.socket, presenceEvents.leave.name, LIVE)).toEqual({ ok: true, data: {} });
    await seesOnly(watcher, ['Clo']);
    closer.socket.disconnect();
    await seesOnly(watcher, []);
    expect(latest(watcher)?.counts).toEqual({});
  });

  it('removes the entry at logout (the session ends) but not for another session of the user', async () => {
    const watcher = await attendee({ name: 'Wendy' });
    const user = await attendee({ name: 'Logan' });
    const login = await passwordLogin(app, user.email, 'user-password');
    const tab = await connectClient(app.url, login.json().accessToken);
    clients.push(tab);
    await watch(watcher);
    expect(await ask(tab, presenceEvents.move.name, { ...LIVE, areaId: 'lobby' })).toMatchObject({
      ok: true,
    });
    await seesOnly(watcher, ['Logan']);
    await logout(app, login);
    await seesOnly(watcher, []);
    await move(user, 'expo-hall');
    await seesOnly(watcher, ['Logan']);
  });

  it('keeps the entry of the connection that moved last when another tab of the user closes', async () => {
    const watcher = await attendee({ name: 'Wendy' });
    const user = await attendee({ name: 'Tab Two' });
    const otherTab = await connectClient(app.url, user.token);
    clients.push(otherTab);
    await watch(watcher);
    expect(await ask(otherTab, presenceEvents.move.name, { ...LIVE, areaId: 'lobby' })).toMatchObject({
      ok: true,
    });
    await move(user, 'auditorium');
    otherTab.disconnect();
    await seesOnly(watcher, ['Tab Two']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(latest(watcher)?.entries).toMatchObject([{ areaId: 'auditorium' }]);
  });

  it('filters by area, by the caller’s own company and by name, in windows sorted by name', async () => {
    const watcher = await attendee({ name: 'Zed Watcher', company: 'Acme' });
    const people = [
      { name: 'Carla Acme', company: 'ACME', area: 'lobby' },
      { name: 'ann Other', company: 'Other', area: 'lobby' },
      { name: 'Bert Acme', company: 'Acme', area: 'auditorium' },
      { name: 'Dora', company: '', area: 'lobby' },
    ];
    for (const person of people) await move(await attendee(person), person.area);
    const everyone = await watch(watcher);
    expect(everyone.total).toBe(4);
    expect(namesIn(everyone)).toEqual(['ann Other', 'Bert Acme', 'Carla Acme', 'Dora']);
    expect(everyone.counts).toEqual({ lobby: 3, auditorium: 1 });

    expect(namesIn(await watch(watcher, { areaId: 'lobby' }))).toEqual(['ann Other', 'Carla Acme', 'Dora']);
    expect(namesIn(await watch(watcher, { myCompany: true }))).toEqual(['Bert Acme', 'Carla Acme']);
    expect(namesIn(await watch(watcher, { query: 'ACME' }))).toEqual(['Bert Acme', 'Carla Acme']);
    expect(namesIn(await watch(watcher, { areaId: 'lobby', myCompany: true }))).toEqual(['Carla Acme']);
    const window = await watch(watcher, { offset: 1, limit: 2 });
    expect(window).toMatchObject({ total: 4, offset: 1 });
    expect(namesIn(window)).toEqual(['Bert Acme', 'Carla Acme']);
    expect(window.counts).toEqual({ lobby: 3, auditorium: 1 });

    const companyless = await attendee({ name: 'No Company' });
    expect(await watch(companyless, { myCompany: true })).toMatchObject({ total: 0, entries: [] });
  });

  it('pushes a view only when its page or the counts changed', async () => {
    const watcher = await attendee({ name: 'Wendy' });
    const mover = await attendee({ name: 'Mo' });
    await watch(watcher, { areaId: 'auditorium' });
    const first = await move(mover, 'lobby');
    await until(() => (latest(watcher)?.seq ?? 0) >= first.seq);
    const pushes = watcher.pages.length;
    expect(latest(watcher)).toMatchObject({ total: 0, counts: { lobby: 1 } });
    const again = await move(mover, 'lobby');
    // A later change shows the watcher got nothing for the move that changed nothing it sees.
    const third = await move(await attendee({ name: 'Ivy' }), 'auditorium');
    await until(() => (latest(watcher)?.seq ?? 0) >= third.seq);
    expect(third.seq).toBeGreaterThan(again.seq);
    expect(watcher.pages.length).toBe(pushes + 1);
    expect(namesIn(latest(watcher))).toEqual(['Ivy']);
  });

  it('stops pushing after unwatch', async () => {
    const watcher = await attendee({ name: 'Wendy' });
    const control = await attendee({ name: 'Control' });
    const mover = await attendee({ name: 'Mo' });
    await watch(watcher);
    await watch(control);
    expect(await ask(watcher.socket, presenceEvents.unwatch.name, {})).toEqual({ ok: true, data: {} });
    const moved = await move(mover, 'lobby');
    await until(() => (latest(control)?.seq ?? 0) >= moved.seq);
    expect(watcher.pages).toEqual([]);
  });

  it('shows an attendee who is not open for networking only to administrators and to themself', async () => {
    const hidden = await attendee({ name: 'Hidden Hank', listed: false });
    const watcher = await attendee({ name: 'Wendy' });
    const administrator = await attendee({ name: 'Ada Admin' }, ['administrator']);
    await move(hidden, 'lobby');
    await move(watcher, 'lobby');
    const byWatcher = await watch(watcher);
    expect(namesIn(byWatcher)).toEqual(['Wendy']);
    expect(byWatcher.counts).toEqual({ lobby: 1 });
    const byAdministrator = await watch(administrator);
    expect(namesIn(byAdministrator)).toEqual(['Hidden Hank', 'Wendy']);
    expect(byAdministrator.counts).toEqual({ lobby: 2 });
    const byThemself = await watch(hidden);
    expect(namesIn(byThemself)).toEqual(['Hidden Hank', 'Wendy']);
  });

  it('refuses areas the venue does not have, venues that are not live, and the stage to attendees', async () => {
    const visitor = await attendee({ name: 'Vi' });
    const refused = async (event: string, payload: Record<string, unknown>) =>
      ((await ask(visitor.socket, event, payload)) as Ack<unknown> & { ok: false }).error?.error;
    expect(await refused(presenceEvents.move.name, { ...LIVE, areaId: 'nowhere' })).toBe(
      'presence.unknown_area',
    );
    expect(await refused(presenceEvents.watch.name, { ...LIVE, areaId: 'nowhere' })).toBe(
      'presence.unknown_area',
    );
    expect(
      await refused(presenceEvents.move.name, { ...LIVE, architectureId: 'other-venue', areaId: 'lobby' }),
    ).toBe('venue.not_published');
    expect(await refused(presenceEvents.move.name, { ...LIVE, mode: 'STAGE', areaId: 'lobby' })).toBe(
      'auth.forbidden',
    );
    expect(await refused(presenceEvents.watch.name, { ...LIVE, limit: 101 })).toBe('validation.failed');
  });

  it('empties the live presence of a venue that is unpublished', async () => {
    const watcher = await attendee({ name: 'Wendy' });
    const present = await attendee({ name: 'Pat' });
    await move(present, 'lobby');
    await move(watcher, 'auditorium');
    const headers = await bearerFor(app, ['administrator']);
    const administrator = await attendee({ name: 'Ada Admin' }, ['administrator']);
    try {
      expect((await app.inject({ method: 'POST', url: '/api/designer/unpublish', headers })).statusCode).toBe(
        200,
      );
      await until(async () => {
        const ack = (await ask(administrator.socket, presenceEvents.watch.name, LIVE)) as Ack<PresencePage>;
        return !ack.ok && ack.error.error === 'venue.not_published';
      });
    } finally {
      await publishExampleVenue(app);
    }
    expect(await watch(administrator)).toMatchObject({ total: 0, counts: {} });
  });

  it('keeps the stage and the live venue apart; administrators may be present on the stage', async () => {
    const headers = await bearerFor(app, ['administrator']);
    const venue = exampleVenue();
    venue.architectures[0].areas.push({
      ...venue.architectures[0].areas[0],
      id: 'new-stage-area',
      contentWidgets: [],
    });
    const staged = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers,
      payload: venue,
    });
    expect(staged.statusCode, staged.body).toBe(200);
    const administrator = await attendee({ name: 'Ada Admin' }, ['administrator']);
    const liveWatcher = await attendee({ name: 'Wendy' });
    await watch(liveWatcher);
    const onStage = await ask(administrator.socket, presenceEvents.move.name, {
      ...LIVE,
      mode: 'STAGE',
      areaId: 'new-stage-area',
    });
    expect(onStage, JSON.stringify(onStage)).toMatchObject({
      ok: true,
      data: { entry: { areaId: 'new-stage-area' } },
    });
    const stagePage = (await ask(administrator.socket, presenceEvents.watch.name, {
      ...LIVE,
      mode: 'STAGE',
    })) as Ack<PresencePage>;
    expect(stagePage.ok && namesIn(stagePage.data), JSON.stringify(stagePage)).toEqual(['Ada Admin']);
    expect(await watch(liveWatcher)).toMatchObject({ total: 0 });
    await publishExampleVenue(app);
  });

  it('brings a connection back after a short drop with its entry and its view (connection-state recovery)', async () => {
    const watcher = await attendee({ name: 'Wendy' });
    const user = await attendee({ name: 'Dropper' });
    const pages: PresencePage[] = [];
    const socket = openClient(app.url, user.token, { reconnect: true });
    socket.on('presence:page', (page: PresencePage) => pages.push(page));
    clients.push(socket);
    await until(() => socket.connected);
    await watch(watcher);
    expect(await ask(socket, presenceEvents.move.name, { ...LIVE, areaId: 'lobby' })).toMatchObject({
      ok: true,
    });
    expect(await ask(socket, presenceEvents.watch.name, LIVE)).toMatchObject({ ok: true });
    await seesOnly(watcher, ['Dropper']);
    const pushesBefore = watcher.pages.length;

    socket.io.engine.close();
    await until(() => !socket.connected);
    await until(() => socket.connected);
    expect(socket.recovered).toBe(true);
    // Its own view is pushed to it again; the watcher never saw it leave.
    await until(() => pages.length >= 1 && namesIn(pages.at(-1)).includes('Dropper'));
    const moved = (await ask(socket, presenceEvents.move.name, { ...LIVE, areaId: 'auditorium' })) as Ack<{
      seq: number;
    }>;
    await until(() => (latest(watcher)?.seq ?? 0) >= (moved.ok ? moved.data.seq : Number.POSITIVE_INFINITY));
    expect(watcher.pages.slice(pushesBefore).every((page) => namesIn(page).includes('Dropper'))).toBe(true);
  });

  it(
    'takes a dropped connection that does not come back out within the ghost timeout',
    async () => {
      const watcher = await attendee({ name: 'Wendy' });
      const ghost = await attendee({ name: 'Ghost' });
      await watch(watcher);
      await move(ghost, 'lobby');
      await seesOnly(watcher, ['Ghost']);
      const dropped = Date.now();
      // The transport closes without a goodbye: the server keeps the entry while the client may come back.
      ghost.socket.io.engine.close();
      await new Promise((resolve) => setTimeout(resolve, RECOVERY_MS / 2));
      expect(namesIn(latest(watcher))).toEqual(['Ghost']);
      await seesOnly(watcher, [], RECOVERY_MS + 5_000);
      expect(Date.now() - dropped).toBeGreaterThanOrEqual(RECOVERY_MS);
    },
    RECOVERY_MS + 15_000,
  );

  it('is off while the UI configuration switches presence off', async () => {
    const file = join(app.dataDir, 'ui-config-presence-off.json');
    writeFileSync(file, JSON.stringify({ features: { userPresence: false } }));
    const off = await startRealtimeApp(target, { UI_CONFIG_FILE: file });
    try {
      await publishExampleVenue(off);
      const socket = await connectClient(off.url, await tokenFor(off, ['attendee']));
      clients.push(socket);
      expect(await ask(socket, presenceEvents.move.name, { ...LIVE, areaId: 'lobby' })).toMatchObject({
        ok: false,
        error: { error: 'presence.inactive' },
      });
    } finally {
      await off.cleanup();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, exampleVenue, type TestApp, testDialects } from '../../testing/test-app.factory';
import { createUsersRepository } from '../auth/users.repository';
import { createProfilesRepository } from './profiles.repository';
import { createProfilesService } from './profiles.service';
import { type TestUser, userWith } from './profiles-test.helpers';

describe.each(testDialects())('the profiles service for presence on %s', (dialect) => {
  let app: TestApp;
  let ada: TestUser;
  const changes: { userId: string; architectureId: string; company: unknown }[] = [];
  const reported: unknown[] = [];
  let failNext = false;

  const service = () => {
    const profiles = createProfilesRepository(app.services.database.db);
    return createProfilesService({
      profiles,
      users: createUsersRepository(app.services.database.db),
      venues: app.services.venues,
      files: app.services.assets,
      async onProfileChanged(userId, architectureId) {
        // Called after the save is stored: what it reads is the new profile.
        const stored = await profiles.find(userId, architectureId);
        changes.push({ userId, architectureId, company: stored?.values.company });
        if (failNext) throw new Error('presence is down');
      },
      reportError: (error) => reported.push(error),
    });
  };

  beforeAll(async () => {
    app = await createTestApp(dialect);
    const admin = await userWith(app, ['administrator']);
    // The example venue, with the company made private by the venue.
    const venue = exampleVenue();
    const company = venue.architectures[0].userProfileAttributes.find(
      (a: { key: string }) => a.key === 'company',
    );
    company.private = true;
    const staged = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin.headers,
      payload: venue,
    });
    expect(staged.statusCode, staged.body).toBe(200);
    const published = await app.inject({
      method: 'POST',
      url: '/api/designer/publish/example-expo',
      headers: admin.headers,
    });
    expect(published.statusCode, published.body).toBe(200);
    ada = await userWith(app, ['attendee'], 'Ada Lovelace');
  });
  afterAll(() => app?.cleanup());

  const caller = () => ({ userId: ada.id, roles: ['attendee' as const] });
  const input = (company: string, openForNetworking = true) => ({
    attributes: { name: 'Ada Lovelace', company, title: 'Mathematician', openForNetworking },
    shareEmail: false,
  });

  it('gives presence the card of a user without a profile: the default name, listed', async () => {
    expect(await service().presenceCardOf(ada.id, 'example-expo')).toEqual({
      name: 'Ada Lovelace',
      company: '',
      title: '',
      listed: true,
    });
  });

  it('calls onProfileChanged once per save, after it is stored', async () => {
    changes.length = 0;
    await service().save(caller(), 'example-expo', input('Engines Ltd'));
    expect(changes).toEqual([{ userId: ada.id, architectureId: 'example-expo', company: 'Engines Ltd' }]);
  });

  it('keeps a save whose onProfileChanged fails, and reports the failure', async () => {
    failNext = true;
    const saved = await service().save(caller(), 'example-expo', input('Other Ltd', false));
    failNext = false;
    expect(saved.attributes.company).toBe('Other Ltd');
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain('presence is down');
  });

  it('leaves out what the venue made private, and says when the owner is not listed', async () => {
    expect(await service().presenceCardOf(ada.id, 'example-expo')).toEqual({
      name: 'Ada Lovelace',
      company: '',
      title: 'Mathematician',
      listed: false,
    });
  });

  it('uses the standard fields outside the published venue and refuses unknown users', async () => {
    expect(await service().presenceCardOf(ada.id, 'stage-only')).toMatchObject({
      name: 'Ada Lovelace',
      listed: true,
    });
    await expect(service().presenceCardOf('no-such-user', 'example-expo')).rejects.toMatchObject({
      id: 'profile.not_found',
    });
  });
});

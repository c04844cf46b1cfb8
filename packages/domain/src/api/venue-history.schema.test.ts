import { describe, expect, it } from 'vitest';
import { errorIds } from './error-body.schema';
import {
  rollbackRequestSchema,
  stageConflictDetails,
  stageConflictOf,
  stageQuerySchema,
  venueVersionParamsSchema,
} from './venue-history.schema';

describe('the stage conflict details', () => {
  it('tell the latest version, who saved it and when, and read back', () => {
    const conflict = { latestVersion: 4, savedBy: 'ada@test.local', savedAt: '2026-05-04T09:00:00.000Z' };
    const details = stageConflictDetails(conflict);
    expect(details).toEqual([
      { path: 'latest.version', message: '4' },
      { path: 'latest.savedBy', message: 'ada@test.local' },
      { path: 'latest.savedAt', message: '2026-05-04T09:00:00.000Z' },
    ]);
    expect(stageConflictOf(details)).toEqual(conflict);
  });

  it('leave out what is unknown', () => {
    const details = stageConflictDetails({ latestVersion: 0, savedBy: null, savedAt: null });
    expect(details).toEqual([{ path: 'latest.version', message: '0' }]);
    expect(stageConflictOf(details)).toEqual({ latestVersion: 0, savedBy: null, savedAt: null });
  });

  it('read nothing from details of another error', () => {
    expect(stageConflictOf(undefined)).toBeUndefined();
    expect(
      stageConflictOf([{ path: 'architectures[0].id', message: 'Use 1 to 100 letters' }]),
    ).toBeUndefined();
    expect(stageConflictOf([{ path: 'latest.version', message: 'many' }])).toBeUndefined();
  });

  it('belong to registered error ids', () => {
    expect(Object.values(errorIds)).toEqual(
      expect.arrayContaining(['venue.stage_conflict', 'venue.version_not_found']),
    );
  });
});

describe('version numbers in paths and queries', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    [7, 7],
    ['2147483647', 2147483647],
  ])('accept %j as %s', (text, value) => {
    expect(stageQuerySchema.parse({ baseVersion: text })).toEqual({ baseVersion: value });
  });

  it.each(['x', '-1', '1.5', '2147483648', 'NaN'])('refuse %j', (text) => {
    expect(stageQuerySchema.safeParse({ baseVersion: text }).success).toBe(false);
  });

  it('leave the base version out when none is sent', () => {
    expect(stageQuerySchema.parse({})).toEqual({});
  });

  it('read a version path', () => {
    expect(venueVersionParamsSchema.parse({ architectureID: 'expo', mode: 'LIVE', version: '3' })).toEqual({
      architectureID: 'expo',
      mode: 'LIVE',
      version: 3,
    });
    expect(
      venueVersionParamsSchema.safeParse({ architectureID: 'expo', mode: 'DRAFT', version: '3' }).success,
    ).toBe(false);
  });
});

describe('the rollback request', () => {
  it('names a live version from 1 on, and nothing else', () => {
    expect(rollbackRequestSchema.parse({ version: 2 })).toEqual({ version: 2 });
    for (const body of [
      { version: 0 },
      { version: '2' },
      { version: 1.5 },
      {},
      { version: 2, mode: 'LIVE' },
    ]) {
      expect(rollbackRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { decideVersionChange, type VersionChangeInput } from './version-watch.rule';

const loggedIn = { loginEnabled: true, loggedIn: true } as const;

function live(current: number, latest: number, extra: Partial<VersionChangeInput> = {}): VersionChangeInput {
  return {
    ...loggedIn,
    mode: 'LIVE',
    current: { version: 100, publishedVersion: current },
    latest: { version: 200, publishedVersion: latest },
    ...extra,
  };
}

function stage(current: number | undefined, latest: number | undefined): VersionChangeInput {
  return {
    ...loggedIn,
    mode: 'STAGE',
    current: { version: current, publishedVersion: 7 },
    latest: { version: latest, publishedVersion: 9 },
  };
}

describe('decideVersionChange', () => {
  it('does nothing when login is enabled and nobody is logged in', () => {
    expect(decideVersionChange(live(1, 2, { loggedIn: false }))).toBe('none');
  });

  it('watches anonymous visitors when login is disabled', () => {
    expect(decideVersionChange(live(1, 2, { loginEnabled: false, loggedIn: false }))).toBe('reload-venue');
  });

  it('does nothing when the versions are equal', () => {
    expect(decideVersionChange(live(3, 3))).toBe('none');
  });

  it('reports unpublished when the new version is -1', () => {
    expect(decideVersionChange(live(3, -1))).toBe('unpublished');
  });

  it('reloads the version when the new version is lower', () => {
    expect(decideVersionChange(live(3, 2))).toBe('reload-version');
  });

  it('reloads the venue when the new version is higher', () => {
    expect(decideVersionChange(live(3, 4))).toBe('reload-venue');
    expect(decideVersionChange(live(-1, 0))).toBe('reload-venue');
  });

  it('compares publishedVersion in live mode and ignores version', () => {
    expect(decideVersionChange(live(5, 5))).toBe('none');
  });

  it('compares version in stage mode and ignores publishedVersion', () => {
    expect(decideVersionChange(stage(4, 4))).toBe('none');
    expect(decideVersionChange(stage(4, 5))).toBe('reload-venue');
    expect(decideVersionChange(stage(4, 3))).toBe('reload-version');
  });

  it('treats a missing stage version as -1', () => {
    expect(decideVersionChange(stage(4, undefined))).toBe('unpublished');
    expect(decideVersionChange(stage(undefined, undefined))).toBe('none');
  });

  it('uses -1 for both sides when the mode is unknown', () => {
    expect(
      decideVersionChange({
        ...loggedIn,
        mode: undefined,
        current: { publishedVersion: 1 },
        latest: { publishedVersion: 9 },
      }),
    ).toBe('none');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app.factory';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body.parser';

const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, and only up to the limit', () => {
    expect(jsonNestsDeeperThan(arrays(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(arrays(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan(objects(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('[{"a":[1]},{"b":[2]},[3]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":1}', 0)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan('["[[[[", "{{{{"]', 1)).toBe(false);
    expect(jsonNestsDeeperThan('["\\"[[[[", "\\\\", [1]]', 1)).toBe(true);
    expect(jsonNestsDeeperThan('["\\"[[[[", "\\\\"]', 1)).toBe(false);
  });

  it('scans a body nested 100,000 levels deep without recursion', () => {
    expect(jsonNestsDeeperThan(arrays(100_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('the JSON body parser', () => {
  let app: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await bearerFor(app, ['administrator']);
  });
  afterAll(() => app.cleanup());

  const stage = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: { ...admin, 'content-type': 'application/json' },
      payload,
    });

  it.each([
    { name: 'arrays', payload: `{"assets":[],"deep":${arrays(10_000)}}` },
    { name: 'objects', payload: `{"assets":[],"deep":${objects(10_000)}}` },
    { name: 'arrays just over the limit', payload: arrays(MAX_JSON_DEPTH + 1) },
  ])('answers a body of $name nested too deep with 400 request.too_deep', async ({ payload }) => {
    const response = await stage(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'request.too_deep',
      errMsg: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
    });
  });

  it('passes a body at the limit on to the route', async () => {
    const response = await stage(`{"assets":[],"deep":${arrays(MAX_JSON_DEPTH - 1)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('venue.invalid');
  });

  it('still refuses prototype poisoning', async () => {
    for (const payload of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const response = await stage(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('request.malformed_json');
    }
  });

  it('still answers an empty or broken body as malformed JSON', async () => {
    for (const payload of ['', '{"a":', '[1,]']) {
      const response = await stage(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('request.malformed_json');
    }
  });
});

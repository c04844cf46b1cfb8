// Test-only helpers (not exported from the package): the example venue and path-based edits of it.
import { expect } from 'vitest';
import { exampleVenueText } from './fixtures/example-venue.fixture';
import type { ValidationIssue } from './validation-issue.util';
import { validateVenue } from './venue.validator';

const exampleVenueSource = exampleVenueText();

type Container = Record<string, unknown> | unknown[];

/** A fresh, mutable copy of the example venue fixture. */
export function exampleVenue(): Record<string, unknown> {
  return JSON.parse(exampleVenueSource) as Record<string, unknown>;
}

function segmentsOf(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index !== undefined ? Number(index) : (key as string),
  );
}

function containerAt(root: unknown, segments: (string | number)[]): Container {
  let current: unknown = root;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null)
      throw new Error(`No container at ${String(segment)}`);
    current = (current as Record<string | number, unknown>)[segment];
  }
  if (typeof current !== 'object' || current === null)
    throw new Error(`No container at ${segments.join('.')}`);
  return current as Container;
}

function parentAndKey(root: unknown, path: string): [Container, string | number] {
  const segments = segmentsOf(path);
  const key = segments.pop();
  if (key === undefined) throw new Error('Empty path');
  return [containerAt(root, segments), key];
}

export function getAt(root: unknown, path: string): unknown {
  const [parent, key] = parentAndKey(root, path);
  return (parent as Record<string | number, unknown>)[key];
}

export function setAt(root: unknown, path: string, value: unknown): void {
  const [parent, key] = parentAndKey(root, path);
  (parent as Record<string | number, unknown>)[key] = value;
}

export function deleteAt(root: unknown, path: string): void {
  const [parent, key] = parentAndKey(root, path);
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else delete (parent as Record<string | number, unknown>)[key];
}

export function pushAt(root: unknown, path: string, value: unknown): void {
  const list = getAt(root, path);
  if (!Array.isArray(list)) throw new Error(`${path} is not an array`);
  list.push(value);
}

export function errorsOf(input: unknown): ValidationIssue[] {
  const result = validateVenue(input);
  if (result.ok) throw new Error('Expected the venue to be invalid');
  return result.errors;
}

/** Asserts the venue fails with exactly this one issue. */
export function expectOnlyIssue(input: unknown, path: string, message: string | RegExp): void {
  const errors = errorsOf(input);
  expect(errors).toHaveLength(1);
  expect(errors[0]?.path).toBe(path);
  if (typeof message === 'string') expect(errors[0]?.message).toBe(message);
  else expect(errors[0]?.message).toMatch(message);
}

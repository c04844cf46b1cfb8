// Reference checks also run on input that failed the schema, so they read it without trusting its shape.

export type LooseRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is LooseRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Records of an array together with their index, skipping entries that are not objects. */
export function recordsOf(value: unknown): [LooseRecord, number][] {
  const result: [LooseRecord, number][] = [];
  asArray(value).forEach((entry, index) => {
    if (isRecord(entry)) result.push([entry, index]);
  });
  return result;
}

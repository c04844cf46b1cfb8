import fc from 'fast-check';

/** The part of JSON Schema that the OpenAPI document generated from our zod schemas uses. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

const LONGEST_STRING = 40;
const LONGEST_ARRAY = 3;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, 200));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_STRING, LONGEST_STRING));
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 100_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that mostly satisfy a JSON Schema: the starting point that the mutations then break.
 * `depth` bounds nesting, so that large schemas (the venue) give bodies of sane size.
 */
export function arbitraryOf(schema: JsonSchema, depth = 6): fc.Arbitrary<unknown> {
  const inner = (child: JsonSchema) => arbitraryOf(child, depth - 1);
  let value: fc.Arbitrary<unknown>;
  if (schema.const !== undefined) value = fc.constant(schema.const);
  else if (schema.enum) value = fc.constantFrom(...schema.enum);
  else if (schema.anyOf || schema.oneOf) value = fc.oneof(...(schema.anyOf ?? schema.oneOf ?? []).map(inner));
  else if (schema.allOf?.length) value = inner(schema.allOf[0]!);
  else {
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const options = types.map((type) => {
      switch (type) {
        case 'string':
          return stringOf(schema);
        case 'integer':
          return numberOf(schema, true);
        case 'number':
          return numberOf(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return depth <= 0
            ? fc.constant([])
            : fc.array(inner(schema.items ?? {}), {
                minLength: schema.minItems ?? 0,
                maxLength: Math.max(
                  schema.minItems ?? 0,
                  Math.min(schema.maxItems ?? LONGEST_ARRAY, LONGEST_ARRAY),
                ),
              });
        case 'object': {
          const properties = schema.properties ?? {};
          if (depth <= 0) return fc.constant({});
          return fc.record(
            Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, inner(child)])),
            { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
          );
        }
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    });
    value = options.length ? fc.oneof(...options) : fc.jsonValue({ maxDepth: 2 });
  }
  return schema.nullable ? fc.option(value, { nil: null, freq: 10 }) : value;
}

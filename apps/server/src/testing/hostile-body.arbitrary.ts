import fc from 'fast-check';

/** Nests `inner` `levels` deep, alternating arrays and objects, without recursion. */
export function nested(levels: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Values that do not belong where they are put: wrong types, extremes, odd text, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, '', 0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 63)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    '../../../etc/passwd',
    '/backend-assets/preview/../../x',
    '<svg onload=alert(1)>',
    "'; drop table users; --",
    '%_\\',
    '\u0000',
    '\ud800',
    'NaN',
    '1e999',
    '2026-13-45T99:99:99Z',
  ),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.integer({ min: 2, max: 60 }).map((levels) => nested(levels)),
);

export type Mutation = {
  kind: 'replace' | 'delete' | 'add' | 'wrap' | 'poison';
  at: number;
  key: string;
  value: unknown;
};

// Characters that text columns or parsers may choke on (PostgreSQL refuses U+0000 in text).
const POISON = ['\u0000', '\ud800', '\u202e', '\r\n', '%00', '\\'];

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'delete', 'add', 'wrap', 'poison', 'poison'),
  at: fc.nat(),
  key: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id')),
  value: hostileValue,
});

type Container = Record<string, unknown> | unknown[];

/** Every object and array inside `root` (root first), found iteratively. */
function containersOf(root: unknown): Container[] {
  const found: Container[] = [];
  const stack: unknown[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node === null || typeof node !== 'object') continue;
    found.push(node as Container);
    for (const child of Object.values(node)) stack.push(child);
  }
  return found;
}

/** Applies one mutation to `root` (edited in place; `mutated` passes a copy). */
export function applyMutation(root: unknown, change: Mutation): unknown {
  // A copy: generated values may be shared instances (constants), never to be edited in place.
  const value = structuredClone(change.value);
  const containers = containersOf(root);
  if (!containers.length || change.kind === 'wrap') {
    return change.kind === 'wrap' ? [root] : value;
  }
  const target = containers[change.at % containers.length]!;
  const keys = Object.keys(target);
  // An empty array takes an index: a generated key such as `length` would break the array itself.
  const key = keys.length ? keys[change.at % keys.length]! : Array.isArray(target) ? '0' : change.key;
  const place = (name: string, value: unknown) =>
    Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
  if (change.kind === 'poison') {
    const current = (target as Record<string, unknown>)[key];
    const poison = POISON[change.at % POISON.length]!;
    place(key, typeof current === 'string' ? `${current.slice(0, 1)}${poison}${current.slice(1)}` : poison);
  } else if (change.kind === 'replace') place(key, value);
  else if (change.kind === 'delete') delete (target as Record<string, unknown>)[key];
  else place(Array.isArray(target) ? String(target.length) : change.key, value);
  return root;
}

/** A valid-ish value broken by one to three mutations (the value is copied first). */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) => changes.reduce(applyMutation, structuredClone(value)));
}

/** A valid-ish value with odd characters slipped into its text only, so it may pass validation. */
export function poisoned(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const poisoning = mutation.map((change) => ({ ...change, kind: 'poison' as const }));
  return fc
    .tuple(valid, fc.array(poisoning, { minLength: 1, maxLength: 2 }))
    .map(([value, changes]) => changes.reduce(applyMutation, structuredClone(value)));
}

/** JSON text a parser must refuse or that probes its limits. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,]',
    '{"a":1,}',
    'null',
    'true',
    '"text"',
    '1e999999',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\\ud800"}',
    '\ufeff{}',
  ),
  fc.integer({ min: 60, max: 20_000 }).map((levels) => `${'['.repeat(levels)}${']'.repeat(levels)}`),
  fc.integer({ min: 60, max: 12_000 }).map((levels) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`),
  fc.integer({ min: 60, max: 5_000 }).map((levels) => '['.repeat(levels)),
);

/** The JSON text of a value, sometimes cut short. */
export function jsonTextOf(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.tuple(value, fc.nat(), fc.boolean()).map(([body, cut, truncate]) => {
    const text = JSON.stringify(body) ?? 'null';
    return truncate && text.length > 1 ? text.slice(0, cut % text.length) : text;
  });
}

const BOUNDARY = 'fuzz-boundary';

const fileNames = fc.oneof(
  fc.constantFrom('a.png', 'x.csv', '../../x.svg', '', 'a\u0000.svg', 'a\u202e.png', 'a"b.svg', 'ü.csv'),
  fc.string({ maxLength: 20 }),
);

// Files the upload routes accept: mutations of the rest of the request then reach the services.
const acceptedFiles = fc.constantFrom(
  'email,name,company,ticketNumber,confirmationNumber,active\nfuzz@test.local,A\u0000,B,12345,C1,true',
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);

type Part = { name: string; fileName: string | null; contentType: string | null; content: string };

const multipartPart: fc.Arbitrary<Part> = fc.record({
  name: fc.oneof(fc.constantFrom('file', 'assetId', '__proto__', ''), fc.string({ maxLength: 10 })),
  fileName: fc.option(fileNames),
  contentType: fc.option(fc.constantFrom('image/png', 'text/csv', 'image/svg+xml', 'application/json')),
  content: fc.oneof(
    fc.string({ maxLength: 200 }),
    acceptedFiles,
    fc.constantFrom(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '\x89PNG\r\n\x1a\n',
      'x'.repeat(3000),
    ),
  ),
});

/** An asset id field (perhaps) and then a file the routes accept, under an odd name perhaps. */
const plausibleUpload: fc.Arbitrary<Part[]> = fc
  .tuple(
    fc.option(fc.oneof(fc.constantFrom('logo', 'fuzz-asset', 'a_b'), fc.string({ maxLength: 12 }))),
    fileNames,
    acceptedFiles,
  )
  .map(([assetId, fileName, content]) => [
    ...(assetId === null ? [] : [{ name: 'assetId', fileName: null, contentType: null, content: assetId }]),
    { name: 'file', fileName, contentType: null, content },
  ]);

/** Multipart bodies: well formed, truncated, without the closing boundary, or plain garbage. */
export const multipartBody: fc.Arbitrary<{ payload: string; contentType: string }> = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.array(multipartPart, { maxLength: 8 }), plausibleUpload),
      fc.constantFrom('whole', 'whole', 'unclosed', 'cut'),
      fc.nat(),
    )
    .map(([parts, ending, cut]) => {
      const text = parts
        .map((part) => {
          const fileName = part.fileName === null ? '' : `; filename="${part.fileName}"`;
          const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
          return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${fileName}${type}\r\n\r\n${part.content}\r\n`;
        })
        .join('');
      const whole = `${text}--${BOUNDARY}--\r\n`;
      const payload =
        ending === 'whole' ? whole : ending === 'unclosed' ? text : whole.slice(0, cut % (whole.length + 1));
      return { payload, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
    }),
  fc.record({
    payload: fc.string({ maxLength: 100 }),
    contentType: fc.constantFrom(
      'multipart/form-data',
      `multipart/form-data; boundary=${BOUNDARY}`,
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary="unterminated',
      'multipart/mixed; boundary=x',
    ),
  }),
);

/** Form-urlencoded bodies (the SAML POST binding), well formed or not. */
export const urlencodedBody: fc.Arbitrary<string> = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom('SAMLResponse', 'RelayState', '__proto__', 'a[b]'),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(fc.string({ maxLength: 40 }), fc.base64String({ maxLength: 200 })),
      { maxKeys: 4 },
    )
    .map((fields) => new URLSearchParams(fields).toString()),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('%', '%zz', 'a=%E0%A4%A', '&&&==', 'SAMLResponse=%00', 'SAMLResponse'),
);

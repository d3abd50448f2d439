import fc from 'fast-check';
import type { JsonSchema } from './routes';

/** Runs per property, sized to run in seconds: raise it locally (FUZZ_RUNS=500) to search harder. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const INT32_MAX = 2 ** 31 - 1;

/** Characters that trip naive handling: NUL, controls, unpaired surrogates, bidi overrides, quotes. */
const TRICKY = ['\u0000', '\u0007', '\t', '\n', '\ud800', '\udfff', '\u202e', '\u200b', '😀', 'é', '"', '\\'];

/** Text of any characters, with the tricky ones common rather than one in a million. */
export function messyText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const unit = fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.constantFrom(...TRICKY) },
  );
  return fc.string({ minLength, maxLength, unit });
}

/**
 * Values that satisfy a JSON Schema: the subset zod's toJSONSchema writes for the contract
 * (objects, arrays, strings with patterns and lengths, bounded numbers, enums, unions). Free
 * text is messy: NUL, controls and unpaired surrogates included.
 */
export function valuesOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(valuesOf));
  switch ([schema.type].flat()[0]) {
    case 'object': {
      const fields = Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valuesOf(s)] as const);
      return fc.record(Object.fromEntries(fields), { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(valuesOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 10_000;
      const text = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : messyText(min, Math.min(max, 300));
      return text.filter((s) => s.length >= min && s.length <= max);
    }
    case 'integer': {
      const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -INT32_MAX);
      const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? INT32_MAX);
      // fc.integer stays within 32 bits; the schema's own edges (up to 2^53 - 1) are tried as they are.
      return fc.oneof(
        fc.integer({ min: Math.max(min, -INT32_MAX), max: Math.min(max, INT32_MAX) }),
        fc.constantFrom(min, max),
      );
    }
    case 'number':
      return fc.double({
        min: schema.exclusiveMinimum ?? schema.minimum ?? -1e9,
        max: schema.exclusiveMaximum ?? schema.maximum ?? 1e9,
        minExcluded: schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.exclusiveMaximum !== undefined,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

// Request parts for fuzzing the API: bodies, content types, path values and queries.

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
export const anyJson = fc.jsonValue({ maxDepth: 4 });
export const anyText = (maxLength: number) => messyText(0, maxLength);

/** A copy of `base` with these own keys: `__proto__` included, which a literal would not create. */
export function withOwnKeys(base: unknown, entries: [string, unknown][]): object {
  const target: object = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  for (const [key, value] of entries)
    Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** Strings from 5 k to ~1.2 MB of JSON: some under the body limit, some over it. */
const hugeString = fc
  .tuple(fc.integer({ min: 5_000, max: 600_000 }), fc.constantFrom('x', 'é', '"', '😀', '\u0000'))
  .map(([units, c]) => c.repeat(Math.ceil(units / c.length / (c === '\u0000' ? 6 : 1))));
/** Deeply nested JSON text (arrays or objects), which a recursive reader would overflow on. */
export const nestedJson = (maxDepth: number) =>
  fc
    .tuple(fc.integer({ min: 50, max: maxDepth }), fc.boolean())
    .map(([depth, arrays]) =>
      arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    );
const deepJson = nestedJson(100_000);
export const oddValue = fc.oneof(
  anyJson,
  hugeString,
  anyText(40),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    2 ** 53,
    1e308,
    -1e308,
    0.5,
    '',
    ' ',
    [],
    {},
    '0',
    'null',
    '\u0000',
    '\ud800',
  ),
);

/**
 * Request bodies for a route: valid ones (their ids sometimes the caller's own), valid but one
 * wrong-typed field, extra keys, any JSON, not JSON at all.
 */
export function bodiesFor(schema: JsonSchema | null, ownIds: string[]): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const idKeys = keys.filter((k) => schema?.properties?.[k]?.format === 'uuid');
  const generated = schema ? valuesOf(schema) : fc.constant({});
  const valid = fc.oneof(
    generated,
    fc.tuple(generated, fc.constantFrom(...ownIds)).map(([v, id]) =>
      withOwnKeys(
        v,
        idKeys.map((k) => [k, id] as [string, unknown]),
      ),
    ),
  );
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 12 });
  const DEEP = '"\u0001deep\u0001"';
  return fc.oneof(
    valid.map((v) => JSON.stringify(v)),
    fc.tuple(valid, key, oddValue).map(([v, k, odd]) => JSON.stringify(withOwnKeys(v, [[k, odd]]))),
    fc
      .array(fc.tuple(key, oddValue), { minLength: 1, maxLength: keys.length + 1 })
      .map((fields) => JSON.stringify(withOwnKeys({}, fields))),
    fc
      .tuple(
        valid,
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string()), anyJson), { maxLength: 4 }),
      )
      .map(([v, extra]) => JSON.stringify(withOwnKeys(v, extra))),
    fc
      .tuple(valid, key, deepJson)
      .map(([v, k, deep]) => JSON.stringify(withOwnKeys(v, [[k, '\u0001deep\u0001']])).replace(DEEP, deep)),
    anyJson.map((v) => JSON.stringify(v)),
    deepJson,
    fc.string({ maxLength: 200 }),
    anyText(200),
  );
}

export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'multipart/form-data; boundary=x',
      'application/xml',
    ),
  },
);
/** Path parameter values: the caller's own ids (so handlers run past the access check) and junk. */
export const pathValue = (ownIds: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ownIds) },
    fc.uuid(),
    fc.string({ maxLength: 60 }),
    // A URL cannot carry an unpaired surrogate (encodeURIComponent throws); NUL and the rest it can.
    anyText(20).filter((text) => !/[\ud800-\udfff]/u.test(text)),
    fc.constantFrom('..', '%', 'null', '0', '-1', '99999999999999999999', 'discovering', 'index.html'),
  );
export const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PROTO_KEYS, 'ticket', 'voice', 'a[b]'), fc.string({ maxLength: 10 })),
      fc.oneof(fc.string({ maxLength: 60 }), anyText(30)),
    ),
    {
      maxLength: 3,
    },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

import fc from 'fast-check';

/**
 * Hostile values of the corpus: what an attacker or a broken client sends. Each arbitrary mixes
 * fixed known-bad values (the cases that found real bugs) with generated ones.
 */

/** Object-prototype keys: must never pass a "closed set" check. */
export const PROTO_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'];

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud83d', '\ude00b'];

/** Strings that are valid JSON strings but hostile to validation, SQL or the database encoding. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'NCT0000\u00000001',
  'a\u0000b',
  ...LONE_SURROGATES,
  ...PROTO_KEYS,
  'ALL',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  "'; drop table trials; --",
  '%',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  '..',
  '\\',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'é'.repeat(300),
  '🧪'.repeat(200),
  'x'.repeat(10_000),
  'NCT04368728',
  'nct00000000',
  'PHASE3,PHASE3,PHASE3,PHASE3,PHASE3,PHASE3,PHASE3,PHASE3,PHASE3,PHASE3,PHASE3,PHASE3',
  'PHASE3,constructor',
  '2024-02-30',
  '0000-00-00',
  '9999-12',
  '2024-13',
  'INVESTIR',
  'desc',
  'DROP',
  '\r\nX-Injected: 1',
  '\u202e\u200b\ufeff',
  'a@b',
  'demo1@trialyst.demo',
];

/** A hostile string: a known-bad one, or a generated one over the whole code-point range (lone surrogates included). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PROTO_KEYS, 'PHASE3', 'OUI', 'likes'), fc.constantFrom('\u0000', '\ud800', '')).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }) },
);

export const HOSTILE_NUMBERS = [0, -1, -2147483649, 2147483648, 9007199254740992, 1e308, -1e308, 0.5, 1000, 1001, 100000, 2 ** 31 - 1];

/** A value of the wrong JSON type (or a hostile one of the right type). */
export const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}, [1, 2], JSON.parse('{"__proto__":{"admin":true}}'), { constructor: { prototype: { x: 1 } } }),
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...PROTO_KEYS, 'a', 'content'), hostileString, { maxKeys: 3 }),
);

/** A JSON document nested `depth` levels deep (arrays or objects). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Raw request bodies that are not a well-formed object for the route. */
export const HOSTILE_RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"str"',
  '123',
  'true',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\u0000',
  '\ufeff{}',
  deepJson(5000, 'array'),
  deepJson(5000, 'object'),
  `{"a":"${'x'.repeat(1_100_000)}"}`,
  '{"a":1,"a":2}',
  'a=1&b=2',
];

/** Path-segment values (already as they go on the wire: `%` stays raw on purpose). */
export const HOSTILE_PATH_SEGMENTS = [
  '%',
  '%ED%A0%80',
  '%00',
  '%C0%AF',
  '%FF',
  '%E2%82',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'x'.repeat(5000),
  '%F0%9F%A7%AA',
  'caf%C3%A9',
  'NCT0436872%00',
  'NCT00000000',
  'nct04368728',
  '-1',
  '1e999',
  '00000000-0000-0000-0000-000000000000',
  '9999-99',
  '2024-00',
  "'",
  '%27%20or%201=1--',
];

/** Header sets of a body request: broken content types and encodings. */
export const HOSTILE_BODY_HEADERS: Record<string, string>[] = [
  { 'content-type': 'application/json; charset=bogus' },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'content-type': 'application/json; charset=latin1' },
  { 'content-type': 'application/json', 'content-encoding': 'gzip' },
  { 'content-type': 'application/json', 'content-encoding': 'deflate' },
  { 'content-type': 'application/json', 'content-encoding': 'br' },
  { 'content-type': 'application/json', 'content-encoding': 'x-foo' },
  { 'content-type': 'application/json', 'content-encoding': 'gzip, identity, x-foo' },
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-type': 'multipart/form-data; boundary=x' },
  { 'content-type': 'application/json;;;' },
  { 'content-type': '*/*' },
  {},
];

/** Other headers that must not matter: forwarded addresses, languages, request ids. */
export const HOSTILE_MISC_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': 'not-an-ip' },
  { 'x-forwarded-for': '1.1.1.1, , ,' },
  { 'accept-language': 'constructor' },
  { 'accept-language': 'x'.repeat(4000) },
  { 'x-request-id': 'x'.repeat(2000) },
  { 'x-forwarded-host': 'evil.example' },
  { accept: 'text/html' },
];

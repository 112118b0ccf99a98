import crypto from 'node:crypto';
import { badInput } from '../../errors.js';

/** Printable ASCII (space allowed inside), 1 to 255 characters: a UUID fits, so does any opaque token. */
const KEY_PATTERN = /^[\x21-\x7E](?:[\x20-\x7E]{0,253}[\x21-\x7E])?$/;

/** The client's key, validated; `undefined`/`null` means "no key" (the write runs as without idempotency). */
export function parseIdempotencyKey(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw badInput('Invalid idempotency key (Idempotency-Key header or clientMutationId): use 1 to 255 printable ASCII characters, for example a UUID', {
      field: 'idempotencyKey',
      reason: 'INVALID_IDEMPOTENCY_KEY',
    });
  }
  return value;
}

/** Our inputs are flat; a deeper one is a client's mistake (and would overflow the stack). */
const MAX_INPUT_DEPTH = 32;

/** Same value whatever the key order, and null the same as absent (GraphQL sends null where REST omits). */
function canonical(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (depth > MAX_INPUT_DEPTH) throw badInput('The request input is nested too deeply', { reason: 'INPUT_TOO_DEEP' });
  if (Array.isArray(value)) return value.map((v) => canonical(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .filter((k) => o[k] !== undefined && o[k] !== null)
        .sort()
        .map((k) => [k, canonical(o[k], depth + 1)]),
    );
  }
  return value;
}

const hmac = (secret: Uint8Array, parts: unknown[]) => crypto.createHmac('sha256', secret).update(JSON.stringify(parts));

export interface KeyMaterial {
  /** Primary key of the row: unique per (operation, user, key). */
  keyHash: string;
  /** Fingerprint of the request input (keyed, so a stored register does not expose a password hash anyone can brute-force). */
  requestHash: string;
  /** AES-256-GCM key of the stored answer; derived from the client's key, which is never stored. */
  answerKey: Buffer;
}

export function keyMaterial(secret: Uint8Array, operation: string, userId: string | null, key: string, input: unknown): KeyMaterial {
  return {
    keyHash: hmac(secret, ['idempotency/key', operation, userId, key]).digest('hex'),
    requestHash: hmac(secret, ['idempotency/request', operation, canonical(input)]).digest('hex'),
    answerKey: hmac(secret, ['idempotency/answer', operation, userId, key]).digest(),
  };
}

/** Dates are tagged so a replayed service result has the same types as the first one. */
const DATE_TAG = '$idempotency.date';

function toJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, k: string, v: unknown) {
    const raw = this[k];
    if (raw instanceof Date) return { [DATE_TAG]: Number.isNaN(raw.getTime()) ? null : raw.toISOString() };
    return v;
  });
}

function fromJson(text: string): unknown {
  return JSON.parse(text, (_k, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o);
      if (keys.length === 1 && keys[0] === DATE_TAG) return typeof o[DATE_TAG] === 'string' ? new Date(o[DATE_TAG]) : null;
    }
    return v;
  });
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealAnswer(answerKey: Buffer, value: unknown): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', answerKey, iv);
  const body = Buffer.concat([cipher.update(toJson(value) ?? 'null', 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openAnswer<T>(answerKey: Buffer, sealed: string): T {
  const buf = Buffer.from(sealed, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', answerKey, buf.subarray(0, IV_BYTES));
  decipher.setAuthTag(buf.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(buf.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  return fromJson(text) as T;
}

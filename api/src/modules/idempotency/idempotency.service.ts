import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { logger } from '../../lib/logger.js';
import { jwtSecret } from '../auth/auth.secret.js';
import { keyMaterial, openAnswer, parseIdempotencyKey, sealAnswer, type KeyMaterial } from './idempotency.codec.js';
import type { IdempotencyStatus } from './idempotency.entity.js';

/** The writes that a retry must not repeat: each creates rows or flips a toggle. */
export const IDEMPOTENT_OPERATIONS = [
  'register',
  'createComment',
  'toggleCommentLike',
  'likeTrial',
  'dislikeTrial',
  'reanalyzeTrial',
  'refreshAnalytics',
] as const;
export type IdempotentOperation = (typeof IDEMPOTENT_OPERATIONS)[number];

/** Timings (tests shorten them). */
export const idempotencyTimings = {
  /** How long a key and its answer are kept. */
  ttlMs: 24 * 60 * 60 * 1000,
  /** How long a duplicate waits for the first request to finish before answering CONFLICT. */
  waitMs: 10_000,
  /** A pending key older than this belongs to a request that died (process crash): a retry takes it over. */
  leaseMs: 120_000,
  sweepEveryMs: 60_000,
};

interface StoredRow {
  status: IdempotencyStatus;
  request_hash: string;
  response: string | null;
  expired: boolean;
  stale: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const keyReused = () =>
  new AppError('CONFLICT', 'This idempotency key was already used for a different request: send a new key with each new request', {
    reason: 'IDEMPOTENCY_KEY_REUSED',
  });
const stillRunning = () =>
  new AppError('CONFLICT', 'A request with this idempotency key is still being processed: retry in a moment', {
    reason: 'IDEMPOTENCY_IN_PROGRESS',
    retryAfterSeconds: 1,
  });

let lastSweep = 0;

/**
 * Runs a non-idempotent write at most once per client key. Without a key it simply runs `run`.
 * With one: the first request claims the key (a PENDING row, committed at once so that concurrent
 * duplicates see it) and runs; its result is stored and every later request with the same key,
 * operation and user gets that stored result, whatever the transport, and creates nothing. A
 * duplicate that arrives while the first one runs waits for it (bounded). The same key with a
 * different input is a CONFLICT. A failed run releases the key, so the retry runs again.
 */
export async function withIdempotency<I, T>(
  ctx: AppContext,
  operation: IdempotentOperation,
  rawKey: unknown,
  input: I,
  run: (input: I) => Promise<T>,
): Promise<T> {
  const key = parseIdempotencyKey(rawKey);
  if (key === null) return run(input);
  const conn = ctx.deps.orm.em.getConnection();
  const exec = <T = Record<string, unknown>>(query: string, params: unknown[]) => conn.execute<T[]>(query, params, 'all');
  const userId = ctx.user?.id ?? null;
  const m = keyMaterial(jwtSecret(ctx.deps.config), operation, userId, key, input);
  sweepExpired(exec);

  const deadline = Date.now() + idempotencyTimings.waitMs;
  for (let attempt = 0; ; attempt++) {
    const claimed = await exec(
      `insert into idempotency_keys (key_hash, scope, user_id, request_hash, status) values (?, ?, ?, ?, 'PENDING') on conflict (key_hash) do nothing returning key_hash`,
      [m.keyHash, operation, userId, m.requestHash],
    );
    if (claimed.length) return runClaimed(exec, m, input, run);

    const [row] = await exec<StoredRow>(
      `select status, request_hash, response, created_at < now() - ? * interval '1 millisecond' as expired,
              created_at < now() - ? * interval '1 millisecond' as stale
         from idempotency_keys where key_hash = ?`,
      [idempotencyTimings.ttlMs, idempotencyTimings.leaseMs, m.keyHash],
    );
    if (!row) continue; // released by a failed first attempt meanwhile: claim it
    if (row.expired) {
      await exec(`delete from idempotency_keys where key_hash = ? and created_at < now() - ? * interval '1 millisecond'`, [
        m.keyHash,
        idempotencyTimings.ttlMs,
      ]);
      continue;
    }
    if (row.request_hash !== m.requestHash) throw keyReused();
    if (row.status === 'COMPLETED' && row.response !== null) return openAnswer<T>(m.answerKey, row.response);
    if (row.stale) {
      const taken = await exec(
        `update idempotency_keys set created_at = now() where key_hash = ? and status = 'PENDING' and created_at < now() - ? * interval '1 millisecond' returning key_hash`,
        [m.keyHash, idempotencyTimings.leaseMs],
      );
      if (taken.length) return runClaimed(exec, m, input, run);
    }
    if (Date.now() >= deadline) throw stillRunning();
    await sleep(Math.min(25 * 2 ** Math.min(attempt, 3), 200));
  }
}

async function runClaimed<I, T>(exec: (q: string, p: unknown[]) => Promise<unknown>, m: KeyMaterial, input: I, run: (input: I) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await run(input);
  } catch (err) {
    await exec(`delete from idempotency_keys where key_hash = ? and status = 'PENDING'`, [m.keyHash]).catch((e: unknown) =>
      logger.warn({ err: e }, 'idempotency: could not release a key after a failed request'),
    );
    throw err;
  }
  // The write happened: answer it even if storing the answer fails (a retry would then wait for the lease).
  await exec(`update idempotency_keys set status = 'COMPLETED', response = ? where key_hash = ?`, [sealAnswer(m.answerKey, result), m.keyHash]).catch(
    (e: unknown) => logger.warn({ err: e }, 'idempotency: could not store an answer'),
  );
  return result;
}

/** Expired keys are deleted at most once a minute per process, in the background. */
function sweepExpired(exec: (q: string, p: unknown[]) => Promise<unknown>): void {
  const now = Date.now();
  if (now - lastSweep < idempotencyTimings.sweepEveryMs) return;
  lastSweep = now;
  exec(`delete from idempotency_keys where created_at < now() - ? * interval '1 millisecond'`, [idempotencyTimings.ttlMs]).catch((e: unknown) =>
    logger.warn({ err: e }, 'idempotency: could not delete expired keys'),
  );
}

import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import type { Row } from '../../db/rows.js';
import { AppError } from '../../errors.js';
import { loggerFor } from '../../lib/logger.js';
import { jwtSecret } from '../auth/auth.secret.js';
import { keyMaterial, openAnswer, parseIdempotencyKey, sealAnswer, type KeyMaterial } from './idempotency.codec.js';
import { IdempotencyKey, type IdempotencyKeyEntity } from './idempotency.entity.js';

/** The writes that a retry must not repeat: each creates rows or flips a toggle. */
export const IDEMPOTENT_OPERATIONS = [
  'register',
  'createComment',
  'toggleCommentLike',
  'likeTrial',
  'dislikeTrial',
  'reanalyzeTrial',
  'refreshAnalytics',
  'createCalendarFeed',
  'setWebhook',
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

/** A stored key, with its age against the TTL and the lease (on the database's clock). */
type StoredRow = Row<IdempotencyKeyEntity, 'status' | 'requestHash' | 'response'> & { expired: boolean; stale: boolean };

/** The moment `ms` milliseconds ago on the database's clock: a SQL fragment standing for a timestamp. */
const olderThan = (ms: number): Date => sql`now() - ${ms} * interval '1 millisecond'`;

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
  // The process-wide entity manager, outside any transaction: a claim is committed at once.
  const em = ctx.deps.orm.em;
  const userId = ctx.user?.id ?? null;
  const m = keyMaterial(jwtSecret(ctx.deps.config), operation, userId, key, input);
  sweepExpired(em);

  const deadline = Date.now() + idempotencyTimings.waitMs;
  for (let attempt = 0; ; attempt++) {
    if (await insertKey(em, m, operation, userId, null)) return runClaimed(em, m, input, run);

    const row = await em
      .createQueryBuilder(IdempotencyKey, 'k')
      .select([
        'status',
        'requestHash',
        'response',
        sql`k.created_at < now() - ${idempotencyTimings.ttlMs} * interval '1 millisecond' as expired`,
        sql`k.created_at < now() - ${idempotencyTimings.leaseMs} * interval '1 millisecond' as stale`,
      ])
      .where({ keyHash: m.keyHash })
      .execute<StoredRow | undefined>('get');
    if (!row) continue; // released by a failed first attempt meanwhile: claim it
    if (row.expired) {
      await em.nativeDelete(IdempotencyKey, { keyHash: m.keyHash, createdAt: { $lt: olderThan(idempotencyTimings.ttlMs) } });
      continue;
    }
    if (row.requestHash !== m.requestHash) throw keyReused();
    if (row.status === 'COMPLETED' && row.response !== null) return openAnswer<T>(m.answerKey, row.response);
    if (row.stale) {
      const taken = await em.nativeUpdate(
        IdempotencyKey,
        { keyHash: m.keyHash, status: 'PENDING', createdAt: { $lt: olderThan(idempotencyTimings.leaseMs) } },
        { createdAt: sql.now() },
      );
      if (taken) return runClaimed(em, m, input, run);
    }
    if (Date.now() >= deadline) throw stillRunning();
    await sleep(Math.min(25 * 2 ** Math.min(attempt, 3), 200));
  }
}

/** A write done in one transaction: `work` runs inside it; `settle` after its commit (pub/sub, loaders). */
export interface AtomicWrite<I, T> {
  work(em: EntityManager, input: I): Promise<T>;
  settle?(result: T): void;
}

/** Thrown inside the transaction to roll the work back: another request holds the key. */
const KEY_TAKEN = Symbol('idempotency key taken');

/**
 * withIdempotency for a write that is one transaction: the key and its answer are written in that
 * transaction, after the work (one commit instead of three, and nothing before the work). A
 * concurrent duplicate waits on the key's row (or on a lock the work takes), then finds the key
 * taken: its work is rolled back and it answers as withIdempotency does (the stored answer, a
 * CONFLICT for another input, or a new run when the key expired). A failed work stores nothing.
 */
export async function withIdempotentTransaction<I, T>(
  ctx: AppContext,
  operation: IdempotentOperation,
  rawKey: unknown,
  input: I,
  write: AtomicWrite<I, T>,
): Promise<T> {
  const once = async (i: I) => {
    const result = await ctx.em.transactional((em) => write.work(em, i));
    write.settle?.(result);
    return result;
  };
  const key = parseIdempotencyKey(rawKey);
  if (key === null) return once(input);
  const userId = ctx.user?.id ?? null;
  const m = keyMaterial(jwtSecret(ctx.deps.config), operation, userId, key, input);
  sweepExpired(ctx.deps.orm.em);
  let result: T;
  try {
    result = await ctx.em.transactional(async (em) => {
      const done = await write.work(em, input);
      if (!(await insertKey(em, m, operation, userId, sealAnswer(m.answerKey, done)))) throw KEY_TAKEN;
      return done;
    });
  } catch (err) {
    if (err !== KEY_TAKEN) throw err;
    return withIdempotency(ctx, operation, key, input, once);
  }
  write.settle?.(result);
  return result;
}

/**
 * Inserts the key unless a row holds it already: PENDING (claimed, no answer yet) or, with its sealed
 * answer, COMPLETED. True when this call inserted it.
 */
async function insertKey(em: EntityManager, m: KeyMaterial, operation: IdempotentOperation, userId: string | null, response: string | null): Promise<boolean> {
  const inserted = await em
    .createQueryBuilder(IdempotencyKey)
    .insert({
      keyHash: m.keyHash,
      scope: operation,
      user: userId,
      requestHash: m.requestHash,
      ...(response === null ? { status: 'PENDING' as const } : { status: 'COMPLETED' as const, response }),
    })
    .onConflict('keyHash')
    .ignore()
    .execute();
  return inserted.affectedRows > 0;
}

async function runClaimed<I, T>(em: EntityManager, m: KeyMaterial, input: I, run: (input: I) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await run(input);
  } catch (err) {
    await em
      .nativeDelete(IdempotencyKey, { keyHash: m.keyHash, status: 'PENDING' })
      .catch((e: unknown) => loggerFor(em).warn({ err: e }, 'idempotency: could not release a key after a failed request'));
    throw err;
  }
  // The write happened: answer it even if storing the answer fails (a retry would then wait for the lease).
  await em
    .nativeUpdate(IdempotencyKey, { keyHash: m.keyHash }, { status: 'COMPLETED', response: sealAnswer(m.answerKey, result) })
    .catch((e: unknown) => loggerFor(em).warn({ err: e }, 'idempotency: could not store an answer'));
  return result;
}

/** Expired keys are deleted at most once a minute per process, in the background. */
function sweepExpired(em: EntityManager): void {
  const now = Date.now();
  if (now - lastSweep < idempotencyTimings.sweepEveryMs) return;
  lastSweep = now;
  em.nativeDelete(IdempotencyKey, { createdAt: { $lt: olderThan(idempotencyTimings.ttlMs) } }).catch((e: unknown) =>
    loggerFor(em).warn({ err: e }, 'idempotency: could not delete expired keys'),
  );
}

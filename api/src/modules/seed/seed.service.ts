import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../db/orm.js';
import { resolveSponsor, syncCompanies, type CompanyDirectory } from '../companies/companies.service.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { upsertTrials, type UpsertCounts } from '../trials/trials.record.js';
import { todayIso } from './seed.dates.js';
import { seedHistory } from './seed.history.js';
import { DEFAULT_SEED, generateTrial, MAX_DEMO_TRIALS, type GeneratorOptions } from './seed.generator.js';

export interface SeedProgress {
  done: number;
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  elapsedMs: number;
  /** Trials per second since the start. */
  rate: number;
}

export interface SeedOptions {
  count: number;
  seed?: string | number;
  /** 'YYYY-MM-DD'; defaults to the real today (UTC). */
  today?: string;
  /** Delete every demo trial first (imported trials are never touched). */
  reset?: boolean;
  /** Records per transaction. */
  batchSize?: number;
  /** Batches written at the same time (default 2). */
  concurrency?: number;
  /** The company directory, when the caller already synced it. */
  directory?: CompanyDirectory;
  onProgress?: (p: SeedProgress) => void;
  /** Called after each committed batch with the nctIds inserted or updated (e.g. to analyse them). */
  onBatch?: (changed: string[]) => Promise<void> | void;
}

export interface SeedSummary extends SeedProgress {
  deleted: number;
  seed: string;
  today: string;
}

/** Deletes demo trials (their reactions, comments and analyses cascade); returns how many. */
export async function deleteDemoTrials(em: EntityManager): Promise<number> {
  const res = await em.getKnex()('trials').where('source', 'demo').delete();
  return Number(res);
}

export async function hasAnyTrial(em: EntityManager): Promise<boolean> {
  const rows: { exists: boolean }[] = await em.getConnection().execute('select exists (select 1 from trials) as "exists"');
  return Boolean(rows[0]?.exists);
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Seeds trials 0..count-1 of the demo dataset defined by (seed, today), streaming: one batch is
 * generated while the previous one is written, each batch in its own transaction, so memory stays
 * flat whatever the count. Idempotent: seeding the same dataset twice changes nothing.
 */
export async function seedTrials(orm: Orm, options: SeedOptions): Promise<SeedSummary> {
  const count = options.count;
  if (!Number.isInteger(count) || count < 0 || count > MAX_DEMO_TRIALS) throw new Error(`--trials must be an integer between 0 and ${MAX_DEMO_TRIALS}`);
  const seed = String(options.seed ?? DEFAULT_SEED);
  const today = options.today ?? todayIso();
  const batchSize = Math.max(1, Math.min(options.batchSize ?? 1000, 1400));
  const em = orm.em.fork();
  const directory = options.directory ?? (await syncCompanies(em));
  const deleted = options.reset ? await deleteDemoTrials(em) : 0;
  const gen: GeneratorOptions = { seed, today, resolve: (lead, collaborators) => resolveSponsor(directory, lead, collaborators) };

  const started = Date.now();
  const totals = { inserted: 0, updated: 0, unchanged: 0, done: 0 };
  const progress = (): SeedProgress => {
    const elapsedMs = Date.now() - started;
    return { ...totals, total: count, elapsedMs, rate: elapsedMs > 0 ? Math.round((totals.done * 1000) / elapsedMs) : 0 };
  };
  const write = async (batch: TrialRecord[]): Promise<void> => {
    const counts: UpsertCounts = await orm.em.fork().transactional(async (tem) => {
      // Demo data can always be regenerated: no need to wait for each commit's WAL flush.
      await tem.getConnection().execute('set local synchronous_commit = off', [], 'run', tem.getTransactionContext());
      const written = await upsertTrials(tem, batch);
      await seedHistory(tem, batch, written.changed, seed); // demo change history (seed.history.ts)
      return written;
    });
    totals.inserted += counts.inserted;
    totals.updated += counts.updated;
    totals.unchanged += counts.unchanged;
    totals.done += batch.length;
    if (options.onBatch && counts.changed.length) await options.onBatch(counts.changed);
    options.onProgress?.(progress());
  };

  // Up to `concurrency` batches are written while the next one is generated: memory stays
  // bounded by (concurrency + 1) batches whatever the count.
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const inFlight: Promise<void>[] = [];
  try {
    for (let from = 0; from < count; from += batchSize) {
      const to = Math.min(count, from + batchSize);
      const batch: TrialRecord[] = [];
      for (let i = from; i < to; i++) {
        batch.push(generateTrial(i, gen));
        // Let the writes in flight progress while this batch is generated.
        if (inFlight.length && i % 100 === 99) await yieldToEventLoop();
      }
      while (inFlight.length >= concurrency) await inFlight.shift();
      const p = write(batch);
      // Awaited above or below; this only keeps Node from flagging a failure as unhandled meanwhile.
      p.catch(() => undefined);
      inFlight.push(p);
    }
    while (inFlight.length) await inFlight.shift();
  } catch (e) {
    await Promise.allSettled(inFlight);
    throw e;
  }
  return { ...progress(), deleted, seed, today };
}

import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CtgovClient, CtgovQuery } from '../../providers/ctgov/ctgov.client.js';
import { syncCompanies } from '../companies/companies.service.js';
import type { CompanyDirectory } from '../companies/sponsor-resolver.js';
import { Batch, type BatchSummary } from './imports.batch.js';
import { readStudies, type FileItem } from './imports.files.js';
import { abandonRuns, baseQueryKey, createRun, finishRun, findResumableRun, liveQueryKey, recordPage, type LiveRunState } from './imports.runs.js';

export type { SkippedStudy } from './imports.batch.js';

export interface ImportSummary extends BatchSummary {
  runId: string;
  /** Live imports: pages fetched by this invocation, whether it resumed an earlier run, how it ended. */
  pages?: number;
  resumed?: boolean;
  status?: 'completed' | 'stopped';
  nextPageToken?: string | null;
  totalCount?: number | null;
}

export interface ImportOptions {
  /** Records per upsert statement (default 500). */
  batchSize?: number;
  /** Progress lines for long runs. */
  log?: (line: string) => void;
  /** The company directory; synced from the curated table when absent. */
  directory?: CompanyDirectory;
}

function finalSummary(batch: Batch, runId: string, extra: Partial<ImportSummary> = {}): ImportSummary {
  return { ...batch.summary, changed: [...new Set(batch.summary.changed)], runId, ...extra };
}

/**
 * Imports studies from items (raw studies or read errors): maps each, skips malformed ones with
 * their nctId and reason, and upserts the rest in batches, each batch in its own transaction.
 */
export async function importStudies(
  em: EntityManager,
  items: AsyncIterable<FileItem> | Iterable<FileItem>,
  opts: ImportOptions & { label?: string } = {},
): Promise<ImportSummary> {
  const dir = opts.directory ?? (await syncCompanies(em));
  const batchSize = opts.batchSize ?? 500;
  const log = opts.log ?? (() => undefined);
  const label = opts.label ?? 'studies';
  const runId = await createRun(em, 'file', `file:${label}`, { source: label });
  const batch = new Batch(dir, log, runId);
  try {
    for await (const item of items) {
      if ('error' in item) batch.skip(null, item.error, item.source);
      else batch.add(item.study, item.source);
      if (batch.pending >= batchSize) {
        await batch.commit(em, batchSize);
        batch.progress();
      }
    }
    if (batch.pending) await batch.commit(em, batchSize);
  } catch (e) {
    await finishRun(em, runId, 'failed', batch.summary, (e as Error).message);
    throw e;
  }
  await finishRun(em, runId, 'completed', batch.summary, null);
  return finalSummary(batch, runId);
}

/** Imports a v2 file (list answer, single study, array or NDJSON) or every such file of a folder. */
export async function importFromPath(em: EntityManager, target: string, opts: ImportOptions = {}): Promise<ImportSummary> {
  const absolute = path.resolve(target);
  return importStudies(em, readStudies(absolute), { ...opts, label: absolute });
}

export interface LiveImportOptions extends ImportOptions {
  /** Stop after this many studies (the run can be resumed later). */
  max?: number;
  /** Studies per page (default and maximum 1000). */
  pageSize?: number;
  /** Start over even if an earlier run of the same query can be resumed. */
  restart?: boolean;
  /** Stops the run before its next page (status 'stopped': the same query resumes it). */
  signal?: AbortSignal;
}

/**
 * Fetches studies from the live API page by page and upserts each page in one transaction that
 * also stores the next page token, so an interrupted run of the same query resumes where it stopped.
 */
export async function importLive(em: EntityManager, client: CtgovClient, query: CtgovQuery, opts: LiveImportOptions = {}): Promise<ImportSummary> {
  const dir = opts.directory ?? (await syncCompanies(em));
  const log = opts.log ?? (() => undefined);
  const max = opts.max ?? Infinity;
  let state: LiveRunState | null = opts.restart ? null : await findResumableRun(em, query);
  const resumed = state !== null;
  if (state) log(`import: resuming run ${state.id} at page ${state.pagesFetched + 1}`);
  else {
    const pageSize = Math.min(opts.pageSize ?? 1000, 1000, Number.isFinite(max) ? Math.max(1, max) : 1000);
    state = await createLiveRun(em, query, pageSize, opts.restart === true);
  }
  const batch = new Batch(dir, log, state.id);
  const batchSize = opts.batchSize ?? 500;
  let pages = 0;
  let token = state.nextPageToken;
  let totalCount: number | null = null;
  try {
    for (;;) {
      if (batch.summary.total >= max || opts.signal?.aborted) return await stop('stopped');
      const page = await client.fetchPage(query, state.pageSize, token);
      totalCount = page.totalCount ?? totalCount;
      const room = max - batch.summary.total;
      const partial = page.studies.length > room;
      const studies = partial ? page.studies.slice(0, room) : page.studies;
      // A truncated page is fetched again on resume: its token is the one to keep.
      const next = partial ? token : page.nextPageToken;
      const before = { ...batch.summary };
      for (const study of studies) batch.add(study);
      // The page's trials and its next page token are committed together.
      await batch.commit(em, batchSize, (tx) =>
        recordPage(tx, state.id, next, {
          inserted: batch.summary.inserted - before.inserted,
          updated: batch.summary.updated - before.updated,
          unchanged: batch.summary.unchanged - before.unchanged,
          skipped: batch.summary.skipped - before.skipped,
        }),
      );
      pages += 1;
      token = next;
      batch.progress(`import: page ${state.pagesFetched + pages}${totalCount !== null ? ` (${totalCount} matching)` : ''}`, true);
      if (partial) return await stop('stopped');
      if (!next) return await stop('completed');
    }
  } catch (e) {
    await finishRun(em, state.id, 'failed', null, (e as Error).message);
    throw e;
  }

  async function stop(status: 'completed' | 'stopped'): Promise<ImportSummary> {
    await finishRun(em, state!.id, status, null, null);
    return finalSummary(batch, state!.id, { pages, resumed, status, nextPageToken: token, totalCount });
  }
}

async function createLiveRun(em: EntityManager, query: CtgovQuery, pageSize: number, restart: boolean): Promise<LiveRunState> {
  if (restart) await abandonRuns(em, query);
  const id = await createRun(em, 'live', liveQueryKey(query), { ...query, pageSize, baseKey: baseQueryKey(query) });
  return { id, nextPageToken: null, pagesFetched: 0, pageSize };
}

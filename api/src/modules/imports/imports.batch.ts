import type { EntityManager } from '@mikro-orm/postgresql';
import { describeCut, type FieldCut } from '../../domain/record-bounds.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { CtgovMappingError, mapStudyBounded, nctIdOf } from '../../providers/ctgov/ctgov.mapper.js';
import { loadWatched, recordImportChanges } from '../changes/changes.record.js';
import { linkSponsor } from '../companies/sponsor-link.js';
import type { CompanyDirectory } from '../companies/sponsor-resolver.js';
import { upsertTrials } from '../trials/trials.record.js';

export interface SkippedStudy {
  nctId: string | null;
  reason: string;
  source?: string;
}

/** A study imported with some fields cut to their limits (domain/record-bounds.ts). */
export interface TruncatedStudy {
  nctId: string;
  cuts: FieldCut[];
  source?: string;
}

export interface BatchSummary {
  /** Studies read (mapped or skipped). */
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** The first skipped studies with their reasons (at most 1000 listed; `skipped` counts all). */
  skippedStudies: SkippedStudy[];
  /** Studies imported with at least one text or list cut to its limit. */
  truncated: number;
  /** The first of them with their cuts (at most 1000 listed; `truncated` counts all). */
  truncatedStudies: TruncatedStudy[];
  /** nctIds inserted or updated: their analyses are stale. */
  changed: string[];
  /** Change rows recorded (one per changed watched field of an updated trial, changes module). */
  changes: number;
}

const MAX_LISTED_SKIPS = 1000;

/** PostgreSQL data and constraint errors (classes 22, 23, 54): the record is at fault, not the database. */
function isDataError(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

/** Maps raw studies, upserts them and keeps the running counts of one import. */
export class Batch {
  readonly summary: BatchSummary = {
    total: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skippedStudies: [],
    truncated: 0,
    truncatedStudies: [],
    changed: [],
    changes: 0,
  };
  private records: { record: TrialRecord; source?: string }[] = [];
  private readonly started = Date.now();
  private lastLog = Date.now();

  constructor(
    private readonly dir: CompanyDirectory,
    private readonly log: (line: string) => void,
    /** The import run the change rows are recorded under. */
    private readonly runId: string | null = null,
  ) {}

  get pending(): number {
    return this.records.length;
  }

  private listSkip(nctId: string | null, reason: string, source?: string): void {
    this.summary.skipped += 1;
    if (this.summary.skippedStudies.length < MAX_LISTED_SKIPS) this.summary.skippedStudies.push({ nctId, reason, ...(source ? { source } : {}) });
  }

  /** Counts an unreadable item as read and skipped. */
  skip(nctId: string | null, reason: string, source?: string): void {
    this.summary.total += 1;
    this.listSkip(nctId, reason, source);
  }

  add(study: unknown, source?: string): void {
    try {
      // The provider maps and bounds the study; the sponsor is linked here, from the bounded names.
      const { record: mapped, cuts } = mapStudyBounded(study);
      const record = linkSponsor(this.dir, mapped);
      this.records.push({ record, source });
      this.summary.total += 1;
      if (cuts.length) this.noteCuts(record.nctId, cuts, source);
    } catch (e) {
      if (e instanceof CtgovMappingError) this.skip(e.nctId, e.reason, source);
      else this.skip(nctIdOf(study), `mapping failed: ${(e as Error).message}`, source);
    }
  }

  private noteCuts(nctId: string, cuts: FieldCut[], source?: string): void {
    this.summary.truncated += 1;
    if (this.summary.truncatedStudies.length >= MAX_LISTED_SKIPS) return;
    this.summary.truncatedStudies.push({ nctId, cuts, ...(source ? { source } : {}) });
    this.log(`import: ${nctId} imported with ${cuts.map(describeCut).join(', ')}`);
  }

  private async upsert(em: EntityManager, records: TrialRecord[]): Promise<void> {
    // Compare step (changes module): the watched fields as stored, then one change row per difference.
    const before = await loadWatched(em, [...new Set(records.map((r) => r.nctId))]);
    const counts = await upsertTrials(em, records);
    const recorded = await recordImportChanges(em, { before, records, written: counts.changed, importRunId: this.runId });
    this.summary.changes += recorded.length;
    // A study repeated within one batch counts once in the upsert: the repeats are unchanged.
    const repeated = records.length - (counts.inserted + counts.updated + counts.unchanged);
    this.summary.inserted += counts.inserted;
    this.summary.updated += counts.updated;
    this.summary.unchanged += counts.unchanged + repeated;
    this.summary.changed.push(...counts.changed);
  }

  /**
   * Upserts the pending records in one transaction (in statements of `chunk` records), running
   * `after` in the same transaction. If the database rejects a record (data or constraint error),
   * the records are retried one per transaction and the rejected ones skipped with the reason.
   */
  async commit(em: EntityManager, chunk: number, after?: (tx: EntityManager) => Promise<void>): Promise<void> {
    const pending = this.records;
    this.records = [];
    const saved = { ...this.summary, changed: this.summary.changed.length, skippedStudies: this.summary.skippedStudies.length };
    try {
      await em.transactional(async (tx) => {
        for (let i = 0; i < pending.length; i += chunk)
          await this.upsert(
            tx,
            pending.slice(i, i + chunk).map((p) => p.record),
          );
        if (after) await after(tx);
      });
      return;
    } catch (e) {
      if (!isDataError(e)) throw e;
      Object.assign(this.summary, {
        inserted: saved.inserted,
        updated: saved.updated,
        unchanged: saved.unchanged,
        skipped: saved.skipped,
        changes: saved.changes,
      });
      this.summary.changed.length = saved.changed;
      this.summary.skippedStudies.length = saved.skippedStudies;
    }
    for (const { record, source } of pending) {
      try {
        await em.transactional((tx) => this.upsert(tx, [record]));
      } catch (e) {
        if (!isDataError(e)) throw e;
        this.listSkip(record.nctId, `database rejected the record: ${(e as Error).message.slice(0, 300)}`, source);
      }
    }
    if (after) await em.transactional((tx) => after(tx));
  }

  progress(prefix = 'import', force = false): void {
    if (!force && Date.now() - this.lastLog < 2000) return;
    this.lastLog = Date.now();
    const s = this.summary;
    const rate = Math.round(s.total / Math.max((Date.now() - this.started) / 1000, 0.001));
    this.log(`${prefix}: ${s.total} studies (inserted ${s.inserted}, updated ${s.updated}, unchanged ${s.unchanged}, skipped ${s.skipped}) ${rate}/s`);
  }
}

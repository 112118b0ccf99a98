import fs from 'node:fs';
import path from 'node:path';
import { QueryOrder, type ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../../db/rows.js';
import { ANALYSIS_FIELDS, toAnalysisInput, type AnalysisInput, type TrialForAnalysis } from '../../domain/analysis-input.js';
import { readPostedResults, type ReadoutReading } from '../../domain/readout.js';
import { slipRun } from '../../domain/slips.js';
import type { TrialResults } from '../../domain/trial-record.js';
import { CtgovMappingError, mapStudy, nctIdOf } from '../../providers/ctgov/ctgov.mapper.js';
import { targetFromHistory, type EnrollmentChange } from '../analysis/analysis.inputs.js';
import { PRIMARY_COMPLETION } from '../changes/changes.fields.js';
import { readStudies } from '../imports/imports.files.js';
import { Trial, type TrialEntity } from '../trials/trials.entity.js';
import { parseLabelCsv } from './evaluation.csv.js';
import { ExclusionTally, type EvaluationSetKind } from './evaluation.report.js';
import { asKnownBeforeReadout, readoutDay, type HistoryBeforeReadout } from './evaluation.strip.js';

/** A labelled trial, its input already as known before the readout. */
export interface Candidate {
  nctId: string;
  y: 0 | 1;
  input: AnalysisInput;
}

/** A labelled set being read: its trials stream out of `items()`; `exclusions` and `read` are complete once it is drained. */
export interface LabelledSet {
  name: string;
  kind: EvaluationSetKind;
  exclusions: ExclusionTally;
  read: () => number;
  items: () => AsyncGenerator<Candidate>;
}

/**
 * The label a trial's own posted results give: MET → 1, NOT_MET → 0; anything else is an exclusion
 * (no posted primary results, MIXED, NOT_ANALYSABLE), counted in `tally`.
 */
export function labelFromReading(nctId: string, reading: ReadoutReading | null, tally: ExclusionTally): 0 | 1 | null {
  if (!reading) {
    tally.add('NO_POSTED_RESULTS', nctId);
    return null;
  }
  if (reading.outcome === 'MET') return 1;
  if (reading.outcome === 'NOT_MET') return 0;
  tally.add(reading.outcome, nctId);
  return null;
}

export const labelFromResults = (nctId: string, results: TrialResults | null | undefined, tally: ExclusionTally) =>
  labelFromReading(nctId, readPostedResults(results), tally);

/** A trial row or record as the engine reads it, as of its readout (no database figures: see asKnownBeforeReadout). */
function inputBeforeReadout(t: TrialForAnalysis, history: HistoryBeforeReadout = {}): AnalysisInput {
  const input = toAnalysisInput(t, { sponsorRecord: null, marketCap: null, asOf: new Date().toISOString().slice(0, 10) });
  return asKnownBeforeReadout(input, history);
}

/**
 * (a) Folders (or files) of ClinicalTrials.gov v2 records (.json, .ndjson, .jsonl: single studies,
 * lists, /studies answers), read with the importer's readers and mapped with its mapper, each
 * labelled from its own posted results; a trial met again (in a list, or in another folder) counts
 * once. Nothing is written to the database.
 */
export function recordsSet(targets: string | readonly string[], name?: string): LabelledSet {
  const paths = typeof targets === 'string' ? [targets] : targets;
  const tally = new ExclusionTally();
  let read = 0;
  return {
    name: name ?? paths.map((p) => path.basename(path.resolve(p))).join('+'),
    kind: 'RECORDS',
    exclusions: tally,
    read: () => read,
    async *items() {
      // A trial counts once. A copy without results (a projected list page) never hides one with
      // results: its NO_POSTED_RESULTS is counted at the end, or as the DUPLICATE of a copy with results.
      const decided = new Set<string>();
      const unposted = new Set<string>();
      for await (const item of studiesOf(paths)) {
        read += 1;
        if ('error' in item) {
          tally.add('UNREADABLE', item.source);
          continue;
        }
        let record;
        try {
          record = mapStudy(item.study);
        } catch (e) {
          if (!(e instanceof CtgovMappingError)) throw e;
          tally.add('NOT_MAPPABLE', nctIdOf(item.study) ?? item.source);
          continue;
        }
        const id = record.nctId;
        const reading = readPostedResults(record.results);
        if (decided.has(id) || (unposted.has(id) && !reading)) {
          tally.add('DUPLICATE', id);
          continue;
        }
        if (!reading) {
          unposted.add(id);
          continue;
        }
        if (unposted.delete(id)) tally.add('DUPLICATE', id);
        decided.add(id);
        const y = labelFromReading(id, reading, tally);
        if (y === null) continue;
        // Not linked to a listed company: the listing weighs the score, never the probability.
        yield { nctId: id, y, input: inputBeforeReadout({ ...record, ticker: null, investmentVerdict: 'NON' }) };
      }
      for (const id of unposted) tally.add('NO_POSTED_RESULTS', id);
    },
  };
}

async function* studiesOf(paths: readonly string[]) {
  for (const p of paths) yield* readStudies(p);
}

type TrialRow = Row<TrialEntity, (typeof ANALYSIS_FIELDS)[number]>;
const BATCH = 500;

async function trialRows(em: EntityManager, where: ObjectQuery<TrialEntity>): Promise<TrialRow[]> {
  return em
    .createQueryBuilder(Trial, 't')
    .select([...ANALYSIS_FIELDS])
    .where(where)
    .orderBy({ nctId: QueryOrder.ASC })
    .limit(BATCH)
    .execute<TrialRow[]>('all');
}

const isoDay = (v: Date | string | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10));

/**
 * What each trial's change history recorded up to its readout day: the run of primary completion
 * slips and the enrollment target (the analysis module's rule, `targetFromHistory`, over the
 * changes up to that day). A change with no registry date is left out: it cannot be placed before
 * the readout.
 */
async function historyBeforeReadout(em: EntityManager, rows: TrialRow[]): Promise<Map<string, HistoryBeforeReadout>> {
  const out = new Map<string, HistoryBeforeReadout>();
  if (!rows.length) return out;
  const {
    rows: changes,
  }: { rows: { nct_id: string; field: string; old_value: string | null; new_value: string | null; slip_days: number | null; changed_at: string }[] } = await em
    .getKnex()
    .raw(
      `select trial_nct_id as nct_id, field, old_value, new_value, slip_days, to_char(changed_at, 'YYYY-MM-DD') as changed_at from trial_changes
        where trial_nct_id = any(?::text[]) and field in (?, 'enrollment', 'enrollmentType') and changed_at is not null
        order by trial_nct_id, changed_at, recorded_at, id`,
      [rows.map((r) => r.nctId), PRIMARY_COMPLETION],
    );
  const byTrial = new Map<string, typeof changes>();
  for (const c of changes) {
    const list = byTrial.get(c.nct_id) ?? [];
    list.push(c);
    byTrial.set(c.nct_id, list);
  }
  for (const row of rows) {
    const day = readoutDay({ primaryCompletionDate: isoDay(row.primaryCompletionDate), completionDate: isoDay(row.completionDate) });
    const known = day === null ? [] : (byTrial.get(row.nctId) ?? []).filter((c) => c.changed_at <= day);
    const slips = slipRun(
      known.filter((c) => c.field === PRIMARY_COMPLETION && c.slip_days !== null).map((c) => ({ slipDays: c.slip_days, newValue: c.new_value })),
    );
    const enrollment: EnrollmentChange[] = known.flatMap((c) =>
      c.field === 'enrollment' || c.field === 'enrollmentType'
        ? [{ field: c.field, oldValue: c.old_value, newValue: c.new_value, changedAt: c.changed_at }]
        : [],
    );
    const enrollmentTarget = row.enrollmentType === 'ACTUAL' ? targetFromHistory(enrollment, row.enrollment) : null;
    out.set(row.nctId, { slips, enrollmentTarget });
  }
  return out;
}

async function* candidatesOf(em: EntityManager, rows: TrialRow[], labelOf: (row: TrialRow) => 0 | 1 | null): AsyncGenerator<Candidate> {
  const labelled = rows.flatMap((row) => {
    const y = labelOf(row);
    return y === null ? [] : [{ row, y }];
  });
  const history = await historyBeforeReadout(
    em,
    labelled.map((l) => l.row),
  );
  for (const { row, y } of labelled) yield { nctId: row.nctId, y, input: inputBeforeReadout(row, history.get(row.nctId)) };
}

/**
 * (b) A CSV of `nctid,label` (header optional, label 0 or 1), joined with the trials in the
 * database; ids not found there are counted (NOT_FOUND).
 */
export function csvSet(em: EntityManager, file: string, name = path.basename(file)): LabelledSet {
  const tally = new ExclusionTally();
  let read = 0;
  return {
    name,
    kind: 'CSV',
    exclusions: tally,
    read: () => read,
    async *items() {
      const parsed = parseLabelCsv(await fs.promises.readFile(file, 'utf8'));
      read = parsed.rows.length + parsed.invalid.length + parsed.duplicates.length + parsed.conflicting.length;
      for (const bad of parsed.invalid) tally.add('INVALID_ROW', `line ${bad.line}: ${bad.text}`);
      for (const id of parsed.duplicates) tally.add('DUPLICATE', id);
      for (const id of parsed.conflicting) tally.add('CONFLICTING_LABELS', id);
      const labels = new Map(parsed.rows.map((r) => [r.nctId, r.label]));
      const ids = [...labels.keys()].sort();
      for (let i = 0; i < ids.length; i += BATCH) {
        const chunk = ids.slice(i, i + BATCH);
        const rows = await trialRows(em, { nctId: { $in: chunk } });
        const found = new Set(rows.map((r) => r.nctId));
        for (const id of chunk) if (!found.has(id)) tally.add('NOT_FOUND', id);
        yield* candidatesOf(em, rows, (row) => labels.get(row.nctId) ?? null);
      }
    },
  };
}

/** (a) on the database: the imported trials (source `imported`), each labelled from its own posted results. */
export function importedSet(em: EntityManager, name = 'imported'): LabelledSet {
  const tally = new ExclusionTally();
  let read = 0;
  return {
    name,
    kind: 'IMPORTED',
    exclusions: tally,
    read: () => read,
    async *items() {
      // Those without results are only counted (their rows are not read).
      const unposted = await em.count(Trial, { source: 'imported', results: null });
      read += unposted;
      if (unposted) tally.add('NO_POSTED_RESULTS', undefined, unposted);
      let last = '';
      for (;;) {
        const rows = await trialRows(em, { source: 'imported', results: { $ne: null }, nctId: { $gt: last } });
        if (!rows.length) break;
        last = rows[rows.length - 1].nctId;
        read += rows.length;
        yield* candidatesOf(em, rows, (row) => labelFromResults(row.nctId, row.results, tally));
      }
    },
  };
}

import type { Recommendation } from '../../domain/analysis.js';
import { nextCatalystOf, type CatalystLocale, type NextCatalyst, type StoredCatalyst } from '../../domain/catalyst.js';
import { addMonthsIso } from '../../domain/dates.js';
import type { Area } from '../../domain/therapeutic-areas.js';
import type { PhaseCode, TrialStatus } from '../../domain/trial.js';
import { readPostedResults } from '../../domain/readout.js';
import type { TrialResults } from '../../domain/trial-record.js';
import { classifyTrial } from '../../providers/analysis/areas.js';

/**
 * A company's trials as its page needs them: the few columns read for every trial of the company
 * (one query, companies.loaders.ts), and everything the page shows computed from them in memory —
 * groups, counts, score distribution, catalysts, past readouts, chart events.
 */
export interface CompanyTrialRow extends StoredCatalyst {
  nctId: string;
  briefTitle: string;
  phases: PhaseCode[];
  status: TrialStatus;
  conditions: string[];
  score: number | null;
  recommendation: Recommendation | null;
  startDate: string | null;
  primaryCompletionDate: string | null;
  completionDate: string | null;
  resultsFirstPostDate: string | null;
  lastUpdatePostDate: string | null;
  hasResults: boolean;
  leadSponsorName: string;
  ticker: string | null;
  collaboratorTickers: string[];
  matchMethod: string | null;
  matchVia: string | null;
}

export const COMPANY_ROLES = ['LEAD', 'COLLABORATOR'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** One trial of the company's pipeline. */
export interface CompanyTrial extends CompanyTrialRow {
  /** LEAD: the lead sponsor is the company or one of its subsidiaries / former companies; COLLABORATOR: a listed partner. */
  role: CompanyRole;
  area: Area;
  /** Pipeline group: the phases joined ("PHASE2,PHASE3"), "NA" when none. */
  phaseKey: string;
}

const PHASE_ORDER: Record<string, number> = { EARLY_PHASE1: 1, PHASE1: 2, PHASE2: 3, PHASE3: 4, PHASE4: 5, NA: 0 };
const areaCache = new Map<string, Area>();

/** The trial's therapeutic area (the analysis's classifier), memoised on its conditions. */
export function areaOf(conditions: string[], title: string): Area {
  const key = conditions.length ? conditions.join('\u0001') : `\u0002${title}`;
  let a = areaCache.get(key);
  if (!a) {
    a = classifyTrial(conditions, title).area;
    if (areaCache.size > 50_000) areaCache.clear();
    areaCache.set(key, a);
  }
  return a;
}

export const phaseKeyOf = (phases: PhaseCode[]) => (phases.length ? [...phases].sort((a, b) => (PHASE_ORDER[a] ?? 0) - (PHASE_ORDER[b] ?? 0)).join(',') : 'NA');
const phaseRank = (key: string) => Math.max(...key.split(',').map((p) => PHASE_ORDER[p] ?? 0));

export function toCompanyTrial(row: CompanyTrialRow, ticker: string): CompanyTrial {
  const lead = row.ticker === ticker && row.matchMethod !== 'collaborator';
  return { ...row, role: lead ? 'LEAD' : 'COLLABORATOR', area: areaOf(row.conditions, row.briefTitle), phaseKey: phaseKeyOf(row.phases) };
}

/** Most advanced phase first, then best score, then nctId. */
export function pipelineOrder(a: CompanyTrial, b: CompanyTrial): number {
  return phaseRank(b.phaseKey) - phaseRank(a.phaseKey) || (b.score ?? -1) - (a.score ?? -1) || a.nctId.localeCompare(b.nctId);
}

export interface CountBy {
  key: string;
  count: number;
}

export function countBy<T>(items: readonly T[], key: (t: T) => string, order?: (a: string, b: string) => number): CountBy[] {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return [...m.entries()]
    .map(([k, count]) => ({ key: k, count }))
    .sort((a, b) => (order ? order(a.key, b.key) : 0) || b.count - a.count || a.key.localeCompare(b.key));
}

export const phaseGroupOrder = (a: string, b: string) => phaseRank(b) - phaseRank(a) || a.localeCompare(b);

export interface ScoreBucket {
  /** Inclusive lower bound (0, 1 ... 9). */
  from: number;
  /** Exclusive upper bound (10 is inclusive for the last bucket). */
  to: number;
  count: number;
}

/** Scores (0–10) in ten buckets of one point; unscored trials are counted apart. */
export function scoreDistribution(trials: readonly CompanyTrial[]): { buckets: ScoreBucket[]; unscored: number } {
  const buckets = Array.from({ length: 10 }, (_, i) => ({ from: i, to: i + 1, count: 0 }));
  let unscored = 0;
  for (const t of trials) {
    if (t.score === null || !Number.isFinite(t.score)) unscored += 1;
    else buckets[Math.min(9, Math.max(0, Math.floor(t.score)))].count += 1;
  }
  return { buckets, unscored };
}

/** Statuses whose pending dates are no longer catalysts. */
const STOPPED: ReadonlySet<string> = new Set(['TERMINATED', 'WITHDRAWN', 'SUSPENDED']);

/**
 * An OVERDUE date stays on the timeline this many months after its window ended: the readout may
 * come any day; a date stale for longer says more about the record (not updated) than about a readout.
 */
export const OVERDUE_LOOKBACK_MONTHS = 12;

export interface CompanyCatalyst {
  catalyst: NextCatalyst;
  trial: CompanyTrial;
}

/**
 * Upcoming catalysts (the readout-window model, domain/catalyst.ts): ANTICIPATED windows starting
 * within `months`, and OVERDUE ones whose window ended less than OVERDUE_LOOKBACK_MONTHS ago; ACTUAL
 * and PASSED catalysts are behind us (past readouts), stopped trials are left out. By window start,
 * then the narrower window, then pipeline order.
 */
export function upcomingCatalysts(trials: readonly CompanyTrial[], today: string, months: number, first: number, locale: CatalystLocale): CompanyCatalyst[] {
  const end = addMonthsIso(today, months);
  const staleFrom = addMonthsIso(today, -OVERDUE_LOOKBACK_MONTHS);
  const out: CompanyCatalyst[] = [];
  for (const trial of trials) {
    if (STOPPED.has(trial.status)) continue;
    const catalyst = nextCatalystOf(trial, today, locale);
    if (!catalyst) continue;
    const ahead = catalyst.confidence === 'ANTICIPATED' && catalyst.windowStart <= end;
    const late = catalyst.confidence === 'OVERDUE' && catalyst.windowEnd >= staleFrom;
    if (ahead || late) out.push({ catalyst, trial });
  }
  return out
    .sort(
      (a, b) =>
        a.catalyst.windowStart.localeCompare(b.catalyst.windowStart) ||
        a.catalyst.windowEnd.localeCompare(b.catalyst.windowEnd) ||
        pipelineOrder(a.trial, b.trial),
    )
    .slice(0, first);
}

export const READOUT_OUTCOMES = ['MET', 'NOT_MET', 'MIXED', 'NO_ANALYSIS', 'NO_RESULTS'] as const;
export type ReadoutOutcome = (typeof READOUT_OUTCOMES)[number];

export interface PrimaryOutcome {
  outcome: ReadoutOutcome;
  /** The decisive primary-outcome analysis' p-value as posted ("0.003", "<0.001"). */
  bestPValue: string | null;
  /** Title of the primary outcome measure it belongs to. */
  measure: string | null;
}

const OUTCOME_OF = { MET: 'MET', NOT_MET: 'NOT_MET', MIXED: 'MIXED', NOT_ANALYSABLE: 'NO_ANALYSIS' } as const;

/**
 * Whether the primary end point was met, from posted results, by the rule the analysis and every
 * signal use (domain/readout.ts: p and CI against the stated alpha, per-protocol analyses dropped…):
 * MET, NOT_MET, MIXED, NO_ANALYSIS (results without a readable primary analysis), NO_RESULTS (no
 * posted primary results). The p-value shown is the decisive one of the first decided primary.
 */
export function primaryOutcome(results: TrialResults | null): PrimaryOutcome {
  const reading = readPostedResults(results);
  if (!reading) return { outcome: 'NO_RESULTS', bestPValue: null, measure: null };
  const outcome = OUTCOME_OF[reading.outcome];
  const decisive =
    reading.primaries.find((p) => p.verdict === (outcome === 'NOT_MET' ? 'NOT_MET' : 'MET')) ?? reading.primaries.find((p) => p.verdict !== 'UNKNOWN');
  return { outcome, bestPValue: decisive?.pValue?.trim() ?? null, measure: decisive?.title ?? null };
}

/**
 * Past readouts: trials whose results were posted, or whose primary completion is behind us (not
 * withdrawn), most recent first; the date is the results posting when there is one. A primary
 * completion still ESTIMATED after its date is no readout: the registry does not say it happened
 * (the trial is an OVERDUE upcoming catalyst instead).
 */
export function pastReadouts(trials: readonly CompanyTrial[], today: string, first: number): { date: string; trial: CompanyTrial }[] {
  const completed = (t: CompanyTrial) => t.primaryCompletionDate !== null && t.primaryCompletionDate < today && t.catalystBasis !== 'ESTIMATED';
  return trials
    .filter((t) => t.status !== 'WITHDRAWN' && (t.resultsFirstPostDate !== null || completed(t)))
    .map((t) => ({ date: (t.resultsFirstPostDate ?? t.primaryCompletionDate)!, trial: t }))
    .sort((a, b) => b.date.localeCompare(a.date) || pipelineOrder(a.trial, b.trial))
    .slice(0, first);
}

export const TRIAL_EVENT_KINDS = ['STUDY_START', 'PRIMARY_COMPLETION', 'RESULTS_POSTED', 'TERMINATED', 'SUSPENDED', 'COMPLETED'] as const;
export type TrialEventKind = (typeof TRIAL_EVENT_KINDS)[number];

export interface TrialEvent {
  date: string;
  kind: TrialEventKind;
  trial: CompanyTrial;
}

/** Which events matter most when a range holds more than the chart can show. */
const EVENT_WEIGHT: Record<TrialEventKind, number> = {
  RESULTS_POSTED: 5,
  TERMINATED: 5,
  PRIMARY_COMPLETION: 4,
  SUSPENDED: 4,
  COMPLETED: 3,
  STUDY_START: 2,
};

/**
 * The company's trial events between `from` and `to` (chart markers): study starts, primary
 * completions, results posted, and the status changes to TERMINATED / SUSPENDED / COMPLETED. With no
 * status history stored, a status change is dated by the trial's last update post. At most `max`
 * events (the most material: event weight, then phase, then score), in date order.
 */
export function trialEvents(trials: readonly CompanyTrial[], from: string, to: string, max: number): TrialEvent[] {
  const out: TrialEvent[] = [];
  const add = (date: string | null, kind: TrialEventKind, trial: CompanyTrial) => {
    if (date && date >= from && date <= to) out.push({ date, kind, trial });
  };
  for (const t of trials) {
    add(t.startDate, 'STUDY_START', t);
    add(t.primaryCompletionDate, 'PRIMARY_COMPLETION', t);
    add(t.resultsFirstPostDate, 'RESULTS_POSTED', t);
    if (t.status === 'TERMINATED' || t.status === 'SUSPENDED' || t.status === 'COMPLETED') add(t.lastUpdatePostDate, t.status, t);
  }
  const kept =
    out.length <= max
      ? out
      : [...out]
          .sort(
            (a, b) =>
              EVENT_WEIGHT[b.kind] - EVENT_WEIGHT[a.kind] ||
              phaseRank(b.trial.phaseKey) - phaseRank(a.trial.phaseKey) ||
              (b.trial.score ?? -1) - (a.trial.score ?? -1) ||
              b.date.localeCompare(a.date),
          )
          .slice(0, max);
  return kept.sort((a, b) => a.date.localeCompare(b.date) || a.trial.nctId.localeCompare(b.trial.nctId) || a.kind.localeCompare(b.kind));
}

import crypto from 'node:crypto';
import { continentsOf } from '../analytics/analytics.continents.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  ArmGroup,
  Eligibility,
  Intervention,
  InvestmentVerdict,
  Location,
  Outcomes,
  Sponsor,
  SponsorMatch,
  TrialResults,
  TrialSource,
  TrialStatus,
} from './trials.entity.js';

/**
 * A trial as the importer and the seed produce it: every stored field except those owned by
 * the app (reactions, latest analysis, timestamps) and those derived here (search text, countries,
 * site count, hash).
 */
export interface TrialRecord {
  nctId: string;
  source: TrialSource;
  briefTitle: string;
  officialTitle: string | null;
  acronym: string | null;
  description: string | null;
  detailedDescription: string | null;
  status: TrialStatus;
  whyStopped: string | null;
  phases: string[];
  studyType: string | null;
  startDate: string | null;
  startDateRaw: string | null;
  primaryCompletionDate: string | null;
  primaryCompletionDateRaw: string | null;
  completionDate: string | null;
  completionDateRaw: string | null;
  completionDateType: string | null;
  firstPostDate: string | null;
  resultsFirstPostDate: string | null;
  lastUpdatePostDate: string | null;
  enrollment: number | null;
  enrollmentType: string | null;
  conditions: string[];
  keywords: string[];
  interventions: Intervention[];
  armGroups: ArmGroup[];
  eligibility: Eligibility | null;
  outcomes: Outcomes | null;
  results: TrialResults | null;
  locations: Location[];
  leadSponsorName: string;
  leadSponsorClass: string | null;
  collaborators: Sponsor[];
  companyId: number | null;
  ticker: string | null;
  investmentVerdict: InvestmentVerdict;
  sponsorMatch: SponsorMatch | null;
}

/** Lower case, no accents, single spaces: the form both stored search text and queries take. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchTextOf(r: Pick<TrialRecord, 'nctId' | 'briefTitle' | 'officialTitle' | 'acronym' | 'leadSponsorName' | 'conditions'>): string {
  return normalizeSearch([r.nctId, r.briefTitle, r.acronym ?? '', r.leadSponsorName, ...r.conditions, r.officialTitle ?? ''].join(' | '));
}

export function countriesOf(locations: Location[]): string[] {
  const seen = new Map<string, number>();
  for (const l of locations) if (l.country) seen.set(l.country, (seen.get(l.country) ?? 0) + 1);
  // Most sites first: the table shows the first 2 countries, the detail card the first 3.
  return [...seen.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}

export function contentHashOf(r: TrialRecord): string {
  return crypto.createHash('sha256').update(JSON.stringify(r)).digest('hex');
}

/** The database row (snake_case columns) of a record. */
export function trialRow(r: TrialRecord): Record<string, unknown> {
  const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
  const countries = countriesOf(r.locations);
  return {
    nct_id: r.nctId,
    source: r.source,
    brief_title: r.briefTitle,
    official_title: r.officialTitle,
    acronym: r.acronym,
    description: r.description,
    detailed_description: r.detailedDescription,
    status: r.status,
    why_stopped: r.whyStopped,
    phases: r.phases,
    study_type: r.studyType,
    start_date: r.startDate,
    start_date_raw: r.startDateRaw,
    primary_completion_date: r.primaryCompletionDate,
    primary_completion_date_raw: r.primaryCompletionDateRaw,
    completion_date: r.completionDate,
    completion_date_raw: r.completionDateRaw,
    completion_date_type: r.completionDateType,
    first_post_date: r.firstPostDate,
    results_first_post_date: r.resultsFirstPostDate,
    last_update_post_date: r.lastUpdatePostDate,
    enrollment: r.enrollment,
    enrollment_type: r.enrollmentType,
    conditions: r.conditions,
    keywords: r.keywords,
    interventions: json(r.interventions),
    arm_groups: json(r.armGroups),
    eligibility: json(r.eligibility),
    outcomes: json(r.outcomes),
    results: json(r.results),
    has_results: r.results !== null,
    locations: json(r.locations),
    countries,
    continents: continentsOf(countries),
    site_count: r.locations.length,
    lead_sponsor_name: r.leadSponsorName,
    lead_sponsor_class: r.leadSponsorClass,
    collaborators: json(r.collaborators),
    company_id: r.companyId,
    ticker: r.ticker,
    investment_verdict: r.investmentVerdict,
    sponsor_match: json(r.sponsorMatch),
    search_text: searchTextOf(r),
    content_hash: contentHashOf(r),
  };
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** nctIds inserted or updated (their analyses are stale). */
  changed: string[];
}

/**
 * Inserts new trials and updates changed ones in one statement; an unchanged record (same
 * content hash) is left alone, so importing the same data twice changes nothing.
 * Reactions, analyses and timestamps of existing rows are kept.
 */
export async function upsertTrials(em: EntityManager, records: TrialRecord[]): Promise<UpsertCounts> {
  if (!records.length) return { inserted: 0, updated: 0, unchanged: 0, changed: [] };
  const unique = new Map(records.map((r) => [r.nctId, r]));
  const rows = [...unique.values()].map(trialRow);
  const knex = em.getKnex();
  const columns = Object.keys(rows[0]).filter((c) => c !== 'nct_id');
  const query = knex('trials')
    .insert(rows)
    .onConflict('nct_id')
    .merge(
      [...columns, 'updated_at'].reduce<Record<string, unknown>>((acc, c) => {
        acc[c] = c === 'updated_at' ? knex.fn.now() : knex.ref(`excluded.${c}`);
        return acc;
      }, {}),
    )
    .where('trials.content_hash', '<>', knex.ref('excluded.content_hash'))
    .returning(['nct_id', knex.raw('(xmax = 0) as inserted')]);
  const trx = em.getTransactionContext();
  const result: { nct_id: string; inserted: boolean }[] = await (trx ? query.transacting(trx) : query);
  const inserted = result.filter((r) => r.inserted).length;
  const updated = result.length - inserted;
  return { inserted, updated, unchanged: rows.length - result.length, changed: result.map((r) => r.nct_id) };
}

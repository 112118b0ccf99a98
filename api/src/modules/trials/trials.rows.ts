import type { Knex } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import type { TrialType } from './trials.types.js';

/**
 * Trials are read with SQL (filters, keyset pages, sorts) and handed to GraphQL as plain objects
 * shaped like the `Trial` entity (TrialType). Dates come back as 'YYYY-MM-DD' text.
 */
const SCALAR_COLUMNS = [
  'nct_id',
  'source',
  'brief_title',
  'official_title',
  'acronym',
  'description',
  'status',
  'why_stopped',
  'phases',
  'study_type',
  'start_date_raw',
  'primary_completion_date_raw',
  'completion_date_raw',
  'completion_date_type',
  'enrollment',
  'enrollment_type',
  'conditions',
  'keywords',
  'has_results',
  'countries',
  'site_count',
  'lead_sponsor_name',
  'lead_sponsor_class',
  'collaborators',
  'company_id',
  'ticker',
  'investment_verdict',
  'sponsor_match',
  'likes',
  'dislikes',
  'score',
  'recommendation',
  'analyzed_at',
  'created_at',
  'updated_at',
];
const DATE_COLUMNS = ['start_date', 'primary_completion_date', 'completion_date', 'first_post_date', 'results_first_post_date', 'last_update_post_date'];
/** Large columns: left out of lists, loaded on demand (see trials.resolver.ts, TrialDetailFields). */
export const HEAVY_COLUMNS = ['detailed_description', 'interventions', 'arm_groups', 'eligibility', 'outcomes', 'results', 'locations'];

export function trialColumns(alias = 't', opts: { heavy?: boolean } = {}): string[] {
  const cols = [...SCALAR_COLUMNS, ...(opts.heavy ? HEAVY_COLUMNS : [])].map((c) => `${alias}.${c}`);
  return [...cols, ...DATE_COLUMNS.map((c) => `to_char(${alias}.${c}, 'YYYY-MM-DD') as ${c}`)];
}

export const trialSelect = (knex: Knex, alias = 't', opts: { heavy?: boolean } = {}) => trialColumns(alias, opts).map((c) => knex.raw(c));

const camel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A row of `trials` (snake_case) → the object GraphQL and presenters read (TrialType). */
export function rowToTrial(row: Record<string, unknown>): TrialType {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[camel(k)] = v;
  out.companyId = row.company_id ?? null;
  out.company = row.company_id == null ? null : { id: Number(row.company_id) };
  if (typeof out.score === 'string') out.score = Number(out.score);
  // The driver hands timestamps over as text here; GraphQL's DateTimeISO only serialises Date objects.
  for (const k of ['analyzedAt', 'createdAt', 'updatedAt']) if (typeof out[k] === 'string') out[k] = new Date(out[k]);
  return out as unknown as TrialType;
}

export const knexOf = (ctx: AppContext): Knex => ctx.em.getKnex();

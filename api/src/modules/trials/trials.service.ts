import type { z } from 'zod';
import type { Knex } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import { badInput, notFound } from '../../errors.js';
import { confidencePredicate } from './trials.catalyst.js';
import { parseNctId } from './trials.ids.js';
import { trialLoader } from './trials.loaders.js';
import { knexOf, rowToTrial, trialSelect } from './trials.rows.js';
import { INDUSTRY_KEYWORDS } from './trials.signals.js';
import type { TrialType } from './trials.types.js';
import { likeEscape, listSchema, popularLimit, todayUtc, upcomingSchema, type ListTrialsInput, type trialsFilterSchema } from './trials.validation.js';

export { trialsFilterSchema, type ListTrialsInput, type TrialsFilterInput } from './trials.validation.js';

/** One trial with every field; malformed id → BAD_USER_INPUT, unknown → NOT_FOUND. */
export async function getTrial(ctx: AppContext, nctId: unknown): Promise<TrialType> {
  const id = parseNctId(nctId);
  const trial = await trialLoader(ctx).load(id);
  if (!trial) throw notFound(`Trial ${id} not found`, 'TRIAL_NOT_FOUND', { nctId: id });
  return trial;
}

// ---- /trials list: server-side filters, keyset pages --------------------------------------------

export interface TrialsPage {
  nodes: TrialType[];
  nextPageToken: string | null;
  totalCount: number;
}

/** Page tokens are opaque: base64url of the last row's key (the list is newest NCT id first, served by the primary key). */
export const encodeCursor = (nctId: string) => Buffer.from(JSON.stringify({ i: nctId })).toString('base64url');
function decodeCursor(token: string): string {
  try {
    const c = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { i?: unknown };
    if (typeof c?.i === 'string' && /^NCT\d{8}$/.test(c.i)) return c.i;
  } catch {
    /* fall through */
  }
  throw badInput('Invalid page token', { field: 'after', reason: 'INVALID_PAGE_TOKEN' });
}

function applyListFilter(q: Knex.QueryBuilder, f: z.output<typeof trialsFilterSchema>): Knex.QueryBuilder {
  if (f.country) q.whereRaw(`exists (select 1 from unnest(t.countries) c where c ilike ?)`, [`%${likeEscape(f.country)}%`]);
  // lower(lead_sponsor_name) like … is served by the trigram index trials_sponsor_trgm.
  if (f.sponsor) q.whereRaw(`lower(t.lead_sponsor_name) like ?`, [`%${likeEscape(f.sponsor.toLowerCase())}%`]);
  if (f.statuses) q.whereIn('t.status', f.statuses);
  if (f.startDateFrom) q.where('t.start_date', '>=', f.startDateFrom);
  if (f.phases) q.whereRaw('t.phases && ?::text[]', [f.phases]);
  if (f.industryOnly) q.whereRaw(`lower(t.lead_sponsor_name) similar to ?`, [`%(${INDUSTRY_KEYWORDS.join('|')})%`]);
  return q;
}

/**
 * The /trials page: filtered trials, most recently registered (highest NCT id) first, 'first' per
 * page. Keyset paging on the primary key: no duplicates or gaps even while trials are added.
 */
export async function listTrials(ctx: AppContext, input: ListTrialsInput, opts: { full?: boolean } = {}): Promise<TrialsPage> {
  const { filter, after, first } = listSchema.parse(input);
  const knex = knexOf(ctx);
  const page = applyListFilter(knex('trials as t').select(trialSelect(knex, 't', { heavy: opts.full })), filter);
  if (after) page.where('t.nct_id', '<', decodeCursor(after));
  page.orderBy('t.nct_id', 'desc').limit(first + 1);
  const count = applyListFilter(knex('trials as t').count({ n: '*' }), filter);
  const [rows, [{ n }]] = await Promise.all([page, count]);
  const nodes = rows.slice(0, first).map(rowToTrial);
  const last = nodes[nodes.length - 1];
  const nextPageToken = rows.length > first && last ? encodeCursor(last.nctId) : null;
  return { nodes, nextPageToken, totalCount: Number(n) };
}

// ---- popular, upcoming -----------------------------------------------------------------------

/** Trials with at least one like, most liked first; ties: most recently changed first. */
export async function popularTrials(ctx: AppContext, input: { limit?: number | null }): Promise<TrialType[]> {
  const limit = popularLimit.parse(input.limit ?? undefined);
  const knex = knexOf(ctx);
  const rows = await knex('trials as t').select(trialSelect(knex)).where('t.likes', '>', 0).orderByRaw('t.likes desc, t.updated_at desc').limit(limit);
  return rows.map(rowToTrial);
}

/**
 * Trials of listed sponsors (a stored ticker is a real one) whose next catalyst is ANTICIPATED in
 * the next `days` days: its window starts in them, or is open and ends in them; soonest window
 * first (domain/catalyst.ts; the SQL of the confidence: trials.catalyst.ts).
 */
export async function upcomingTrials(ctx: AppContext, input: { days?: number | null; phases?: string[] | null; limit?: number | null }): Promise<TrialType[]> {
  const { days, phases, limit } = upcomingSchema.parse({ days: input.days ?? undefined, phases: input.phases, limit: input.limit ?? undefined });
  const knex = knexOf(ctx);
  const today = todayUtc();
  const until = todayUtc(days);
  const anticipated = confidencePredicate(['ANTICIPATED'], today);
  const q = knex('trials as t')
    .select(trialSelect(knex))
    .where('t.catalyst_window_start', '<=', until)
    .whereRaw(anticipated.sql, anticipated.bindings)
    .where((w) => w.where('t.catalyst_window_start', '>=', today).orWhere('t.catalyst_window_end', '<=', until))
    .whereNotNull('t.ticker');
  if (phases) q.whereRaw('t.phases && ?::text[]', [phases]);
  const rows = await q.orderByRaw('t.catalyst_window_start asc, t.catalyst_window_end asc, t.nct_id asc').limit(limit);
  return rows.map(rowToTrial);
}

import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, badInput, notFound } from '../../errors.js';
import { watchlistPolicy } from './watchlist.policy.js';
import { companyTrialCountLoader } from '../companies/companies.loaders.js';
import { getCompany } from '../companies/companies.page.js';
import { requireTicker } from '../stocks/stocks.ticker.js';
import { parseNctId } from '../trials/trials.ids.js';
import { knexOf } from '../trials/trials.rows.js';
import { Watch, WATCH_KINDS, type WatchKind } from './watchlist.entity.js';

/** A user watches at most this many trials and companies (together). */
export const WATCHLIST_MAX = 500;

export const watchInputSchema = z.object({
  kind: z.enum(WATCH_KINDS, { error: `kind must be one of ${WATCH_KINDS.join(', ')}` }),
  id: z.string({ error: 'id is required (an NCT id or a ticker)' }).max(40, 'id is too long'),
});
export type WatchInput = z.input<typeof watchInputSchema>;

export interface WatchedTrial {
  nctId: string;
  watchedAt: Date;
}
export interface WatchedCompany {
  ticker: string;
  watchedAt: Date;
  /** The company's name as its page shows it (null when the ticker has no company page any more). */
  name: string | null;
  /** Its trials as lead sponsor or collaborator: the company page's count (one loader for both). */
  trialCount: number;
}
export interface Watchlist {
  trials: WatchedTrial[];
  companies: WatchedCompany[];
}

/** The watch's target in its stored form: an upper-case NCT id or ticker (BAD_USER_INPUT otherwise). */
export function parseWatchTarget(input: WatchInput): { kind: WatchKind; target: string } {
  const { kind, id } = watchInputSchema.parse(input);
  return { kind, target: kind === 'TRIAL' ? parseNctId(id) : requireTicker(id) };
}

/** The company of a ticker as its page finds it, or null (its page answers "not found"). */
async function companyOrNull(ctx: AppContext, ticker: string) {
  try {
    return await getCompany(ctx, ticker);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') return null;
    throw e;
  }
}

/** A trial can be watched when it is stored; a company when it has a company page (the same lookup). */
async function targetExists(ctx: AppContext, kind: WatchKind, target: string): Promise<boolean> {
  if (kind === 'COMPANY') return (await companyOrNull(ctx, target)) !== null;
  const { rows } = await knexOf(ctx).raw<{ rows: unknown[] }>('select 1 from trials where nct_id = ? limit 1', [target]);
  return rows.length > 0;
}

/** Starts watching a trial or a company (already watched: nothing changes). Answers the new watchlist. */
export async function watch(ctx: AppContext, input: WatchInput): Promise<Watchlist> {
  const user = watchlistPolicy.authorize(ctx, 'watchlist.manage');
  const { kind, target } = parseWatchTarget(input);
  if (!(await targetExists(ctx, kind, target))) throw notFound(kind === 'TRIAL' ? `Trial ${target} not found` : `No company with ticker ${target}`);
  const count = await ctx.em.count(Watch, { user: user.id });
  if (count >= WATCHLIST_MAX) {
    const already = await ctx.em.count(Watch, { user: user.id, kind, target });
    if (!already) throw badInput(`A watchlist holds at most ${WATCHLIST_MAX} trials and companies`, { reason: 'WATCHLIST_FULL' });
  }
  await ctx.em.createQueryBuilder(Watch).insert({ user: user.id, kind, target }).onConflict(['user', 'kind', 'target']).ignore().execute();
  return myWatchlist(ctx);
}

/** Stops watching (not watched: nothing changes). Answers the new watchlist. */
export async function unwatch(ctx: AppContext, input: WatchInput): Promise<Watchlist> {
  const user = watchlistPolicy.authorize(ctx, 'watchlist.manage');
  const { kind, target } = parseWatchTarget(input);
  await ctx.em.nativeDelete(Watch, { user: user.id, kind, target });
  return myWatchlist(ctx);
}

/** The signed-in user's watched trials and companies, most recently watched first. */
export async function myWatchlist(ctx: AppContext): Promise<Watchlist> {
  const user = watchlistPolicy.authorize(ctx, 'watchlist.manage');
  const knex = knexOf(ctx);
  const [trials, companies] = await Promise.all([
    knex.raw<{ rows: WatchedTrial[] }>(
      `select w.target as "nctId", w.created_at as "watchedAt" from watches w
       where w.user_id = ? and w.kind = 'TRIAL' order by w.created_at desc, w.target asc`,
      [user.id],
    ),
    knex.raw<{ rows: { ticker: string; watchedAt: Date }[] }>(
      `select w.target as ticker, w.created_at as "watchedAt" from watches w
       where w.user_id = ? and w.kind = 'COMPANY' order by w.created_at desc, w.target asc`,
      [user.id],
    ),
  ]);
  return {
    trials: trials.rows.map((r) => ({ ...r, watchedAt: new Date(r.watchedAt) })),
    companies: await Promise.all(companies.rows.map((r) => watchedCompany(ctx, r.ticker, new Date(r.watchedAt)))),
  };
}

/**
 * A watched company with the name and trial count its page shows: the same lookup (`getCompany`) and
 * the same count (`companyTrialCountLoader`, batched over the list), so the two cannot disagree.
 */
async function watchedCompany(ctx: AppContext, ticker: string, watchedAt: Date): Promise<WatchedCompany> {
  const [company, trialCount] = await Promise.all([companyOrNull(ctx, ticker), companyTrialCountLoader(ctx).load(ticker)]);
  return { ticker, watchedAt, name: company?.name ?? null, trialCount };
}

import crypto from 'node:crypto';
import type { AppContext, Locale } from '../../context.js';
import { notFound } from '../../errors.js';
import { watchlistPolicy } from './watchlist.policy.js';
import { buildIcs, type IcsTrial } from '../calendar/calendar.ics.js';
import { privateFeedRegulatoryEvents } from '../calendar/calendar.ics.regulatory.js';
import { trialSignalsOf } from '../analysis/analysis.signal.js';
import { nextCatalystOf, type StoredCatalyst } from '../../domain/catalyst.js';
import { knexOf } from '../trials/trials.rows.js';
import { todayUtc } from '../trials/trials.validation.js';

/**
 * The private calendar feed of a user's watchlist: an `.ics` URL whose secret token authenticates it
 * (calendar apps cannot send a bearer token). Only the token's SHA-256 is stored; creating a new
 * one replaces (rotates) the old, revoking deletes it.
 */

/** At most this many events in one private feed. */
export const PRIVATE_FEED_MAX_EVENTS = 1000;

const TOKEN_PATTERN = /^tcf_[A-Za-z0-9_-]{32}$/;
export const hashFeedToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The feed's path under /api for a token. */
export const privateFeedPath = (token: string) => `/api/watchlist/feed/${token}.ics`;

export interface CalendarFeedStatus {
  active: boolean;
  createdAt: Date | null;
}

/** Creates the signed-in user's feed token, replacing any previous one (whose URL stops working). The token is shown this once. */
export async function createCalendarFeed(ctx: AppContext): Promise<{ token: string; path: string; createdAt: Date }> {
  const user = watchlistPolicy.authorize(ctx, 'watchlist.manage');
  const token = `tcf_${crypto.randomBytes(24).toString('base64url')}`;
  const { rows } = await knexOf(ctx).raw<{ rows: { createdAt: Date }[] }>(
    `insert into calendar_feeds (user_id, token_hash) values (?, ?)
     on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now() returning created_at as "createdAt"`,
    [user.id, hashFeedToken(token)],
  );
  return { token, path: privateFeedPath(token), createdAt: new Date(rows[0].createdAt) };
}

/** Revokes the signed-in user's feed (its URL answers 404 from now on). Answers whether there was one. */
export async function revokeCalendarFeed(ctx: AppContext): Promise<boolean> {
  const user = watchlistPolicy.authorize(ctx, 'watchlist.manage');
  const r = await knexOf(ctx).raw<{ rowCount: number }>('delete from calendar_feeds where user_id = ?', [user.id]);
  return (r.rowCount ?? 0) > 0;
}

export async function calendarFeedStatus(ctx: AppContext): Promise<CalendarFeedStatus> {
  const user = watchlistPolicy.authorize(ctx, 'watchlist.manage');
  const { rows } = await knexOf(ctx).raw<{ rows: { createdAt: Date }[] }>('select created_at as "createdAt" from calendar_feeds where user_id = ?', [user.id]);
  return { active: rows.length > 0, createdAt: rows[0] ? new Date(rows[0].createdAt) : null };
}

/** The user a feed token belongs to; unknown or revoked token: NOT_FOUND. */
async function feedOwnerId(ctx: AppContext, token: string): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw notFound('Unknown calendar feed');
  const { rows } = await knexOf(ctx).raw<{ rows: { userId: string }[] }>('select user_id as "userId" from calendar_feeds where token_hash = ?', [
    hashFeedToken(token),
  ]);
  if (!rows[0]) throw notFound('Unknown calendar feed');
  return rows[0].userId;
}

type FeedRow = Omit<IcsTrial, 'updatedAt' | 'catalyst' | 'signal'> & { updatedAt: Date | string; hasResults: boolean } & StoredCatalyst;

/**
 * The trials of a feed token's user: watched trials and the trials of watched companies (as lead
 * sponsor or collaborator, as their company page counts them), each with its next catalyst (the
 * stored readout window, domain/catalyst.ts) unless that readout is behind us (PASSED), earliest
 * window first. Unknown token: NOT_FOUND (the same answer as a revoked one).
 */
export async function privateFeedTrials(ctx: AppContext, token: string, locale: Locale = 'fr'): Promise<IcsTrial[]> {
  const userId = await feedOwnerId(ctx, token);
  const knex = knexOf(ctx);
  const { rows } = await knex.raw<{ rows: FeedRow[] }>(
    `with watched as (
       select t.nct_id from watches w join trials t on t.nct_id = w.target where w.user_id = ? and w.kind = 'TRIAL'
       union
       select t.nct_id from watches w join trials t on (t.ticker = w.target or t.collaborator_tickers @> array[w.target::text])
        where w.user_id = ? and w.kind = 'COMPANY')
     select t.nct_id as "nctId", t.brief_title as "briefTitle", to_char(t.completion_date, 'YYYY-MM-DD') as "completionDate",
       t.completion_date_type as "completionDateType", t.lead_sponsor_name as "leadSponsorName", t.ticker, t.phases, t.status,
       t.investment_verdict as "investmentVerdict", t.recommendation, t.score, t.enrollment, t.updated_at as "updatedAt", t.has_results as "hasResults",
       t.catalyst_kind as "catalystKind", to_char(t.catalyst_window_start, 'YYYY-MM-DD') as "catalystWindowStart",
       to_char(t.catalyst_window_end, 'YYYY-MM-DD') as "catalystWindowEnd", t.catalyst_precision as "catalystPrecision", t.catalyst_basis as "catalystBasis"
     from trials t join watched using (nct_id)
     where t.catalyst_kind is not null order by t.catalyst_window_start asc, t.nct_id asc limit ?`,
    [userId, userId, PRIVATE_FEED_MAX_EVENTS],
  );
  const today = todayUtc();
  const signals = await trialSignalsOf(ctx, rows);
  return rows.flatMap(({ catalystKind, catalystWindowStart, catalystWindowEnd, catalystPrecision, catalystBasis, hasResults: _hasResults, ...r }) => {
    const catalyst = nextCatalystOf({ catalystKind, catalystWindowStart, catalystWindowEnd, catalystPrecision, catalystBasis }, today, locale);
    return catalyst && catalyst.confidence !== 'PASSED'
      ? [{ ...r, updatedAt: new Date(r.updatedAt).toISOString(), catalyst, signal: signals.get(r.nctId)! }]
      : [];
  });
}

/** The feed's iCalendar document: the trials' next catalysts and the regulatory events of the watched trials and companies. */
export async function privateFeedIcs(ctx: AppContext, token: string, opts: { baseUrl: string; locale: Locale }): Promise<string> {
  const trials = await privateFeedTrials(ctx, token, opts.locale);
  const regulatory = await privateFeedRegulatoryEvents(ctx, await feedOwnerId(ctx, token));
  return buildIcs(trials, { ...opts, regulatory });
}

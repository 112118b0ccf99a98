import crypto from 'node:crypto';
import type { AppContext, Locale } from '../../context.js';
import { notFound } from '../../errors.js';
import { authorize } from '../../policy/policy.js';
import { buildIcs, type IcsTrial } from '../calendar/calendar.ics.js';
import { knexOf } from '../trials/trials.rows.js';

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
  const user = authorize(ctx, 'watchlist.manage');
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
  const user = authorize(ctx, 'watchlist.manage');
  const r = await knexOf(ctx).raw<{ rowCount: number }>('delete from calendar_feeds where user_id = ?', [user.id]);
  return (r.rowCount ?? 0) > 0;
}

export async function calendarFeedStatus(ctx: AppContext): Promise<CalendarFeedStatus> {
  const user = authorize(ctx, 'watchlist.manage');
  const { rows } = await knexOf(ctx).raw<{ rows: { createdAt: Date }[] }>('select created_at as "createdAt" from calendar_feeds where user_id = ?', [user.id]);
  return { active: rows.length > 0, createdAt: rows[0] ? new Date(rows[0].createdAt) : null };
}

type FeedRow = Omit<IcsTrial, 'updatedAt'> & { updatedAt: Date | string };

/**
 * The trials of a feed token's user: watched trials and the trials of watched companies whose next
 * catalyst — the primary completion date, else the completion date, that is today or later — is
 * known, earliest first. Unknown token: NOT_FOUND (the same answer as a revoked one).
 */
export async function privateFeedTrials(ctx: AppContext, token: string): Promise<IcsTrial[]> {
  if (!TOKEN_PATTERN.test(token)) throw notFound('Unknown calendar feed');
  const knex = knexOf(ctx);
  const { rows: owner } = await knex.raw<{ rows: { userId: string }[] }>('select user_id as "userId" from calendar_feeds where token_hash = ?', [
    hashFeedToken(token),
  ]);
  if (!owner[0]) throw notFound('Unknown calendar feed');
  const { rows } = await knex.raw<{ rows: FeedRow[] }>(
    `with watched as (
       select t.nct_id from watches w join trials t on t.nct_id = w.target where w.user_id = ? and w.kind = 'TRIAL'
       union
       select t.nct_id from watches w join trials t on t.ticker = w.target where w.user_id = ? and w.kind = 'COMPANY'),
     dated as (
       select t.*, case when t.primary_completion_date >= current_date then t.primary_completion_date
                        when t.completion_date >= current_date then t.completion_date end as catalyst,
              case when t.primary_completion_date >= current_date then null else t.completion_date_type end as catalyst_type
       from trials t join watched using (nct_id))
     select nct_id as "nctId", brief_title as "briefTitle", to_char(catalyst, 'YYYY-MM-DD') as "completionDate",
       catalyst_type as "completionDateType", lead_sponsor_name as "leadSponsorName", ticker, phases, status,
       investment_verdict as "investmentVerdict", recommendation, score, enrollment, updated_at as "updatedAt"
     from dated where catalyst is not null order by catalyst asc, nct_id asc limit ?`,
    [owner[0].userId, owner[0].userId, PRIVATE_FEED_MAX_EVENTS],
  );
  return rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() }));
}

/** The feed's iCalendar document. */
export async function privateFeedIcs(ctx: AppContext, token: string, opts: { baseUrl: string; locale: Locale }): Promise<string> {
  return buildIcs(await privateFeedTrials(ctx, token), opts);
}

import { z } from 'zod';
import type { Locale } from '../../context.js';
import { success } from '../../rest/openapi.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { publicOrigin } from '../../server/public-origin.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import { ICS_PER_MINUTE } from '../calendar/calendar.ics.js';
import { WATCH_KINDS } from './watchlist.entity.js';
import { calendarFeedStatus, createCalendarFeed, privateFeedIcs, revokeCalendarFeed } from './watchlist.feed.js';
import { myWatchlist, unwatch, watch, watchInputSchema, type Watchlist } from './watchlist.service.js';

const dateTime = z.string().meta({ format: 'date-time' });

export const WatchlistOut = z
  .strictObject({
    trials: z.array(z.strictObject({ nctId: z.string(), watchedAt: dateTime })),
    companies: z.array(z.strictObject({ ticker: z.string(), watchedAt: dateTime, name: z.string().nullable(), trialCount: z.number().int() })),
  })
  .meta({ id: 'Watchlist' });

const present = (w: Watchlist) => ({
  success: true as const,
  watchlist: {
    trials: w.trials.map((t) => ({ nctId: t.nctId, watchedAt: t.watchedAt.toISOString() })),
    companies: w.companies.map((c) => ({ ...c, watchedAt: c.watchedAt.toISOString() })),
  },
});
const WatchlistAnswer = success({ watchlist: WatchlistOut });

/** REST facades of the watchlist module, mounted under /api. */
export const watchlistRoutes = [
  defineRoute({
    method: 'get',
    path: '/watchlist',
    tag: 'watchlist',
    summary: "The signed-in user's watched trials and companies",
    auth: 'required',
    response: WatchlistAnswer,
    handler: async (ctx) => present(await myWatchlist(ctx)),
  }),
  defineRoute({
    method: 'post',
    path: '/watchlist',
    tag: 'watchlist',
    summary: 'Watch a trial (id: NCT id) or a company (id: ticker); already watched: no change',
    auth: 'required',
    body: watchInputSchema,
    response: WatchlistAnswer,
    errors: { '404': 'Trial or ticker not found' },
    handler: async (ctx, { body }) => present(await watch(ctx, { kind: body.kind as never, id: body.id as never })),
  }),
  defineRoute({
    method: 'delete',
    path: '/watchlist',
    tag: 'watchlist',
    summary: 'Stop watching a trial or a company; not watched: no change',
    auth: 'required',
    query: {
      kind: z.enum(WATCH_KINDS).describe('TRIAL or COMPANY'),
      id: z.string().describe('NCT id or ticker'),
    },
    response: WatchlistAnswer,
    handler: async (ctx, { query }) => present(await unwatch(ctx, { kind: query.kind as never, id: query.id as never })),
  }),
  defineRoute({
    method: 'get',
    path: '/watchlist/feed',
    tag: 'watchlist',
    summary: "Whether the signed-in user's private calendar feed exists",
    auth: 'required',
    response: success({ active: z.boolean(), createdAt: dateTime.nullable() }),
    handler: async (ctx) => {
      const s = await calendarFeedStatus(ctx);
      return { success: true as const, active: s.active, createdAt: s.createdAt?.toISOString() ?? null };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/watchlist/feed',
    tag: 'watchlist',
    summary: 'Create (or rotate) the private calendar feed of the watchlist; its URL holds a secret token, shown once',
    auth: 'required',
    status: 201,
    idempotent: true,
    response: success({ token: z.string(), url: z.string().describe('The feed URL to subscribe to from a calendar app'), createdAt: dateTime }),
    handler: async (ctx, { req }) => {
      const f = await withIdempotency(ctx, 'createCalendarFeed', idempotencyKeyOf(req), {}, () => createCalendarFeed(ctx));
      return { success: true as const, token: f.token, url: `${publicOrigin(req, ctx.deps.config)}${f.path}`, createdAt: f.createdAt.toISOString() };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/watchlist/feed',
    tag: 'watchlist',
    summary: 'Revoke the private calendar feed (its URL answers 404)',
    auth: 'required',
    response: success({ revoked: z.boolean() }),
    handler: async (ctx) => ({ success: true as const, revoked: await revokeCalendarFeed(ctx) }),
  }),
  defineRoute({
    method: 'get',
    path: '/watchlist/feed/:token.ics',
    tag: 'watchlist',
    summary:
      'A private calendar feed: the next catalyst (primary completion, else completion date) of every watched trial and of the trials of watched companies',
    params: { token: z.string().describe('The secret feed token') },
    query: { lang: z.enum(['fr', 'en']).optional().describe('Language of the event texts (default from Accept-Language, else fr)') },
    produces: 'text/calendar',
    response: z.string().describe('RFC 5545 calendar, one all-day event per trial'),
    errors: { '404': 'Unknown or revoked feed' },
    handler: async (ctx, { params, query, req, res }) => {
      await ctx.deps.limiter.consume(
        `watchlist.feed:ip:${ctx.ip ?? 'unknown'}`,
        ICS_PER_MINUTE,
        60_000,
        `Too many calendar downloads: at most ${ICS_PER_MINUTE} per minute`,
      );
      const locale: Locale = query.lang === 'en' || query.lang === 'fr' ? query.lang : ctx.locale;
      const body = await privateFeedIcs(ctx, params.token, { baseUrl: publicOrigin(req, ctx.deps.config), locale });
      res.set('Content-Type', 'text/calendar; charset=utf-8');
      res.set('Content-Disposition', 'attachment; filename="trialyst-watchlist.ics"');
      // A private document: never stored by a shared cache.
      res.set('Cache-Control', 'private, no-store');
      res.set('Referrer-Policy', 'no-referrer');
      return body;
    },
  }),
];

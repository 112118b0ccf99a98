import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { ReactionsOut, ViewerReactionOut } from '../reactions/reactions.outputs.js';
import { TrialOut } from './trials.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { viewerReaction } from '../reactions/reactions.service.js';
import { boolParam, intParam, listParam, statusListParam } from './trials.params.js';
import { presentTrials } from './trials.present.js';
import { searchSchema } from './trials.search.js';
import { getTrial, listTrials, popularTrials, upcomingTrials } from './trials.service.js';
import { searchTrials } from './trials.search.js';
import { trialsTableRoutes } from './trials.table.rest.js';
import { listSchema, nctIdParam, popularLimit, trialsFilterSchema, upcomingSchema } from './trials.validation.js';

const TrialsOut = success({ trials: z.array(TrialOut) });
const f = trialsFilterSchema.shape;

/** REST facades of the trials module (the spec's section 7), mounted under /api. Specific paths before /trials/:id. */
export const trialsRoutes = [
  defineRoute({
    method: 'get',
    path: '/trials',
    tag: 'trials',
    summary: 'List trials (server-side filters, token pagination)',
    query: {
      country: f.country.describe('Country (case-insensitive)'),
      sponsor: f.sponsor.describe('Lead sponsor name contains'),
      status: f.statuses.describe('Statuses, comma-joined (RECRUITING,COMPLETED)'),
      startDate: f.startDateFrom.describe('Trials starting on or after this date'),
      phase: f.phases.describe('Phase codes, comma-joined (PHASE2,PHASE3)'),
      industryOnly: f.industryOnly.describe('Only industry sponsors'),
      pageToken: listSchema.shape.after.describe('nextPageToken of the previous page'),
      pageSize: listSchema.shape.first.describe('Trials per page'),
    },
    response: success({ trials: z.array(TrialOut), nextPageToken: z.string().nullable(), totalCount: z.number().int() }),
    handler: async (ctx, { query: q }) => {
      const filter = {
        country: q.country,
        sponsor: q.sponsor,
        statuses: statusListParam(q.status),
        startDateFrom: q.startDate,
        phases: listParam(q.phase),
        industryOnly: boolParam(q.industryOnly, 'industryOnly'),
      };
      const page = await listTrials(ctx, { filter, after: q.pageToken, first: intParam(q.pageSize, 'pageSize') }, { full: true });
      return {
        success: true as const,
        trials: await presentTrials(ctx, page.nodes),
        nextPageToken: page.nextPageToken,
        totalCount: page.totalCount,
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/trials/popular',
    tag: 'trials',
    summary: 'Most liked trials',
    query: { limit: popularLimit.describe('How many trials') },
    response: TrialsOut,
    handler: async (ctx, { query }) => ({
      success: true as const,
      trials: await presentTrials(ctx, await popularTrials(ctx, { limit: intParam(query.limit, 'limit') })),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/trials/upcoming',
    tag: 'trials',
    summary: 'Trials of listed sponsors completing soon (today to today + days)',
    query: {
      days: upcomingSchema.shape.days.describe('Window in days'),
      phase: upcomingSchema.shape.phases.describe('Phase codes, comma-joined'),
      limit: upcomingSchema.shape.limit.describe('How many trials'),
    },
    response: TrialsOut,
    handler: async (ctx, { query: q }) => ({
      success: true as const,
      trials: await presentTrials(
        ctx,
        await upcomingTrials(ctx, { days: intParam(q.days, 'days'), phases: listParam(q.phase), limit: intParam(q.limit, 'limit') }),
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/trials/search',
    tag: 'trials',
    summary: 'Ranked, accent-insensitive search over NCT id, title, sponsor, conditions and interventions (names, brand names, codes)',
    query: { q: searchSchema.shape.query.describe('Search text (at least 2 characters)'), limit: searchSchema.shape.limit.describe('How many trials') },
    response: TrialsOut,
    handler: async (ctx, { query }) => ({
      success: true as const,
      trials: await presentTrials(ctx, await searchTrials(ctx, { query: query.q ?? '', limit: intParam(query.limit, 'limit') })),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/trials/:id',
    tag: 'trials',
    summary: 'One trial with the viewer reaction and global counts',
    auth: 'optional',
    params: { id: nctIdParam },
    response: success({ trial: TrialOut, userReaction: ViewerReactionOut, globalReactions: ReactionsOut }),
    errors: { '404': 'Trial not found' },
    handler: async (ctx, { params }) => {
      const trial = await getTrial(ctx, params.id);
      const [userReaction, [presented]] = await Promise.all([viewerReaction(ctx, trial.nctId), presentTrials(ctx, [trial])]);
      return {
        success: true as const,
        trial: presented,
        userReaction,
        globalReactions: { likes: trial.likes, dislikes: trial.dislikes },
      };
    },
  }),
  ...trialsTableRoutes,
];

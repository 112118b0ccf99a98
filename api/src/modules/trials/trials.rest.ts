import type { Router } from 'express';
import type { Deps } from '../../deps.js';
import { handle, queryString } from '../../rest/handler.js';
import { viewerReaction } from '../reactions/reactions.service.js';
import { boolParam, intParam, listParam, statusListParam } from './trials.params.js';
import { presentTrial } from './trials.presenter.js';
import { getTrial, listTrials, popularTrials, upcomingTrials } from './trials.service.js';
import { searchTrials } from './trials.search.js';
import { trialsTableRoutes } from './trials.table.rest.js';

/** REST facades of the trials module (the spec's section 7), mounted under /api. Specific paths before /trials/:id. */
export function trialsRoutes(router: Router, deps: Deps): void {
  router.get(
    '/trials',
    handle(deps, async (ctx, req) => {
      const page = await listTrials(
        ctx,
        {
          filter: {
            country: queryString(req, 'country'),
            sponsor: queryString(req, 'sponsor'),
            statuses: statusListParam(req, 'status'),
            startDateFrom: queryString(req, 'startDate'),
            phases: listParam(req, 'phase'),
            industryOnly: boolParam(req, 'industryOnly'),
          },
          after: queryString(req, 'pageToken'),
          first: intParam(req, 'pageSize'),
        },
        { full: true },
      );
      return { success: true, trials: page.nodes.map(presentTrial), nextPageToken: page.nextPageToken, totalCount: page.totalCount };
    }),
  );

  router.get(
    '/trials/popular',
    handle(deps, async (ctx, req) => ({ success: true, trials: (await popularTrials(ctx, { limit: intParam(req, 'limit') })).map(presentTrial) })),
  );

  router.get(
    '/trials/upcoming',
    handle(deps, async (ctx, req) => ({
      success: true,
      trials: (await upcomingTrials(ctx, { days: intParam(req, 'days'), phases: listParam(req, 'phase'), limit: intParam(req, 'limit') })).map(presentTrial),
    })),
  );

  router.get(
    '/trials/search',
    handle(deps, async (ctx, req) => ({
      success: true,
      trials: (await searchTrials(ctx, { query: queryString(req, 'q') ?? '', limit: intParam(req, 'limit') })).map(presentTrial),
    })),
  );

  router.get(
    '/trials/:id',
    handle(deps, async (ctx, req) => {
      const trial = await getTrial(ctx, req.params.id);
      const userReaction = await viewerReaction(ctx, trial.nctId);
      return { success: true, trial: presentTrial(trial), userReaction, globalReactions: { likes: trial.likes, dislikes: trial.dislikes } };
    }),
  );

  trialsTableRoutes(router, deps);
}

import type { Router } from 'express';
import type { Deps } from '../../deps.js';
import { handle } from '../../rest/handler.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import { dislikeTrial, likeTrial, myReactions } from './reactions.service.js';

/** REST facades of the reactions module (the spec's section 7), mounted under /api (before /trials/:id). */
export function reactionsRoutes(router: Router, deps: Deps): void {
  router.get(
    '/trials/user/reactions',
    handle(deps, async (ctx) => ({ success: true, ...(await myReactions(ctx)) })),
  );

  router.post(
    '/trials/:id/like',
    handle(deps, async (ctx, req) => {
      const r = await withIdempotency(ctx, 'likeTrial', idempotencyKeyOf(req), { nctId: req.params.id }, (input) => likeTrial(ctx, input.nctId));
      return { success: true, globalReactions: r.reactions, userReaction: r.viewerReaction };
    }),
  );

  router.post(
    '/trials/:id/dislike',
    handle(deps, async (ctx, req) => {
      const r = await withIdempotency(ctx, 'dislikeTrial', idempotencyKeyOf(req), { nctId: req.params.id }, (input) => dislikeTrial(ctx, input.nctId));
      return { success: true, globalReactions: r.reactions, userReaction: r.viewerReaction };
    }),
  );
}

import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { ReactionsOut, ViewerReactionOut } from './reactions.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { nctIdParam } from '../trials/trials.validation.js';
import { dislikeTrial, likeTrial, myReactions } from './reactions.service.js';

const ToggleOut = success({ globalReactions: ReactionsOut, userReaction: ViewerReactionOut });

const toggle = (kind: 'like' | 'dislike') =>
  defineRoute({
    method: 'post',
    path: `/trials/:id/${kind}`,
    tag: 'reactions',
    summary: kind === 'like' ? 'Toggle like (clears a dislike)' : 'Toggle dislike (clears a like)',
    auth: 'required',
    params: { id: nctIdParam },
    response: ToggleOut,
    errors: { '404': 'Trial not found' },
    idempotent: true,
    handler: async (ctx, { params, req }) => {
      const run = kind === 'like' ? likeTrial : dislikeTrial;
      const r = await run(ctx, params.id, idempotencyKeyOf(req));
      return { success: true as const, globalReactions: r.reactions, userReaction: r.viewerReaction };
    },
  });

/** REST facades of the reactions module (the spec's section 7), mounted under /api (before /trials/:id). */
export const reactionsRoutes = [
  defineRoute({
    method: 'get',
    path: '/trials/user/reactions',
    tag: 'reactions',
    summary: "The signed-in user's liked and disliked trials",
    auth: 'required',
    response: success({ likedTrials: z.array(z.string()), dislikedTrials: z.array(z.string()) }),
    handler: async (ctx) => ({ success: true as const, ...(await myReactions(ctx)) }),
  }),
  toggle('like'),
  toggle('dislike'),
];

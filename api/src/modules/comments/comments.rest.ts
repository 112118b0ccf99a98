import type { Router } from 'express';
import type { Deps } from '../../deps.js';
import { handle, queryString } from '../../rest/handler.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import type { CommentDto } from './comments.queries.js';
import * as service from './comments.service.js';

/** The spec's comment shape: _id, userId, nctId, name, content, createdAt, isEdited, likes, likedBy (plus id, updatedAt, trialTitle). */
export function presentComment(c: CommentDto) {
  return {
    _id: c.id,
    id: c.id,
    userId: c.userId,
    nctId: c.nctId,
    name: c.name,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    isEdited: c.isEdited,
    likes: c.likes,
    likedBy: c.likedBy,
    trialTitle: c.trialTitle,
  };
}

const body = (req: { body?: unknown }) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

/** REST facades of the comments module (the spec's section 7), mounted under /api. */
export function commentsRoutes(router: Router, deps: Deps): void {
  // Specific paths first: /comments/recent/all would otherwise match /comments/:nctId/...
  router.get(
    '/comments/recent/all',
    handle(deps, async (ctx, req) => {
      const list = await service.recentComments(ctx, { limit: queryString(req, 'limit') });
      return { success: true, comments: list.map(presentComment) };
    }),
  );

  router.get(
    '/comments/popular/all',
    handle(deps, async (ctx, req) => {
      const list = await service.popularComments(ctx, { limit: queryString(req, 'limit') });
      return { success: true, comments: list.map(presentComment) };
    }),
  );

  router.get(
    '/comments/:nctId/stats',
    handle(deps, async (ctx, req) => {
      return { success: true, stats: await service.commentStats(ctx, { nctId: req.params.nctId }) };
    }),
  );

  router.get(
    '/comments/:nctId',
    handle(deps, async (ctx, req) => {
      const page = await service.listComments(ctx, {
        nctId: req.params.nctId,
        page: queryString(req, 'page'),
        limit: queryString(req, 'limit'),
        sortBy: queryString(req, 'sortBy'),
        sortOrder: queryString(req, 'sortOrder'),
      });
      return {
        success: true,
        comments: page.comments.map(presentComment),
        pagination: {
          currentPage: page.page,
          totalPages: page.totalPages,
          totalCount: page.totalCount,
          limit: page.limit,
          hasNextPage: page.hasNextPage,
          hasPrevPage: page.hasPrevPage,
        },
      };
    }),
  );

  router.post(
    '/comments',
    handle(deps, async (ctx, req, res) => {
      const b = body(req);
      const comment = await withIdempotency(ctx, 'createComment', idempotencyKeyOf(req), { nctId: b.nctId, content: b.content }, (input) =>
        service.createComment(ctx, input),
      );
      res.status(201);
      return { success: true, comment: presentComment(comment) };
    }),
  );

  router.put(
    '/comments/:id',
    handle(deps, async (ctx, req) => {
      const comment = await service.updateComment(ctx, { id: req.params.id, content: body(req).content });
      return { success: true, comment: presentComment(comment) };
    }),
  );

  router.delete(
    '/comments/:id',
    handle(deps, async (ctx, req) => {
      await service.deleteComment(ctx, { id: req.params.id });
      return { success: true, message: 'Comment deleted' };
    }),
  );

  router.post(
    '/comments/:id/like',
    handle(deps, async (ctx, req) => {
      const r = await withIdempotency(ctx, 'toggleCommentLike', idempotencyKeyOf(req), { id: req.params.id }, (input) => service.toggleCommentLike(ctx, input));
      return { success: true, liked: r.liked, likes: r.likes, comment: presentComment(r.comment) };
    }),
  );
}

import { z } from 'zod';
import { PaginationOut, success } from '../../rest/openapi.outputs.js';
import { CommentOut } from './comments.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import type { CommentDto } from './comments.queries.js';
import * as service from './comments.service.js';
import { commentIdParam, createInput, feedInput, listInput, statsInput, updateInput } from './comments.validation.js';

/** The spec's comment shape: _id, userId, nctId, name, content, createdAt, isEdited, likes, likedBy (plus id, updatedAt, trialTitle). */
export function presentComment(c: CommentDto): z.input<typeof CommentOut> {
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

const CommentsOut = success({ comments: z.array(CommentOut) });
const id = { id: commentIdParam };

/** REST facades of the comments module (the spec's section 7), mounted under /api. */
export const commentsRoutes = [
  // Specific paths first: /comments/recent/all would otherwise match /comments/:nctId/...
  defineRoute({
    method: 'get',
    path: '/comments/recent/all',
    tag: 'comments',
    summary: 'Most recent comments on any trial',
    query: { limit: feedInput.shape.limit.describe('How many comments') },
    response: CommentsOut,
    handler: async (ctx, { query }) => ({ success: true as const, comments: (await service.recentComments(ctx, { limit: query.limit })).map(presentComment) }),
  }),
  defineRoute({
    method: 'get',
    path: '/comments/popular/all',
    tag: 'comments',
    summary: 'Most liked comments on any trial',
    query: { limit: feedInput.shape.limit.describe('How many comments') },
    response: CommentsOut,
    handler: async (ctx, { query }) => ({ success: true as const, comments: (await service.popularComments(ctx, { limit: query.limit })).map(presentComment) }),
  }),
  defineRoute({
    method: 'get',
    path: '/comments/:nctId/stats',
    tag: 'comments',
    summary: "A trial's comment statistics",
    params: { nctId: statsInput.shape.nctId },
    response: success({ stats: z.strictObject({ totalComments: z.number().int(), uniqueUsers: z.number().int() }) }),
    handler: async (ctx, { params }) => ({ success: true as const, stats: await service.commentStats(ctx, { nctId: params.nctId }) }),
  }),
  defineRoute({
    method: 'get',
    path: '/comments/:nctId',
    tag: 'comments',
    summary: "A trial's comments",
    params: { nctId: listInput.shape.nctId },
    query: {
      page: listInput.shape.page.describe('Page number'),
      limit: listInput.shape.limit.describe('Comments per page'),
      sortBy: listInput.shape.sortBy.describe('Sort field'),
      sortOrder: listInput.shape.sortOrder.describe('Sort direction'),
    },
    response: success({ comments: z.array(CommentOut), pagination: PaginationOut }),
    handler: async (ctx, { params, query: q }) => {
      const page = await service.listComments(ctx, { nctId: params.nctId, page: q.page, limit: q.limit, sortBy: q.sortBy, sortOrder: q.sortOrder });
      return {
        success: true as const,
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
    },
  }),
  defineRoute({
    method: 'post',
    path: '/comments',
    tag: 'comments',
    summary: 'Post a comment',
    auth: 'required',
    body: createInput,
    status: 201,
    response: success({ comment: CommentOut }),
    errors: { '404': 'Trial not found' },
    idempotent: true,
    handler: async (ctx, { body, req }) => {
      const input = { nctId: body.nctId, content: body.content };
      const comment = await withIdempotency(ctx, 'createComment', idempotencyKeyOf(req), input, (i) => service.createComment(ctx, i));
      return { success: true as const, comment: presentComment(comment) };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/comments/:id',
    tag: 'comments',
    summary: 'Edit your comment',
    auth: 'required',
    params: id,
    body: updateInput,
    response: success({ comment: CommentOut }),
    errors: { '403': 'Not your comment', '404': 'Comment not found' },
    handler: async (ctx, { params, body }) => ({
      success: true as const,
      comment: presentComment(await service.updateComment(ctx, { id: params.id, content: body.content })),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/comments/:id',
    tag: 'comments',
    summary: 'Delete your comment',
    auth: 'required',
    params: id,
    response: success({ message: z.string() }),
    errors: { '403': 'Not your comment', '404': 'Comment not found' },
    handler: async (ctx, { params }) => {
      await service.deleteComment(ctx, { id: params.id });
      return { success: true as const, message: 'Comment deleted' };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/comments/:id/like',
    tag: 'comments',
    summary: 'Toggle your like on a comment',
    auth: 'required',
    params: id,
    response: success({ liked: z.boolean(), likes: z.number().int(), comment: CommentOut }),
    errors: { '404': 'Comment not found' },
    idempotent: true,
    handler: async (ctx, { params, req }) => {
      const r = await withIdempotency(ctx, 'toggleCommentLike', idempotencyKeyOf(req), { id: params.id }, (input) => service.toggleCommentLike(ctx, input));
      return { success: true as const, liked: r.liked, likes: r.likes, comment: presentComment(r.comment) };
    },
  }),
];

import { ForeignKeyConstraintViolationException, LockMode, sql } from '@mikro-orm/core';
import type { AppContext } from '../../context.js';
import type { Row } from '../../db/rows.js';
import { notFound } from '../../errors.js';
import { paginate } from '../../lib/pagination.js';
import { requireUser } from '../../policy/policy.js';
import { commentPolicy } from './comments.policy.js';
import { Comment, CommentLike, type CommentEntity } from './comments.entity.js';
import { publishCommentEvent, type CommentEventType } from './comments.events.js';
import { selectComment, selectComments, selectStats, type CommentDto, type CommentStatsDto } from './comments.queries.js';
import { commentId, COMMENTS_PER_MINUTE, createInput, feedInput, listInput, statsInput, updateInput } from './comments.validation.js';

export interface CommentPage {
  comments: CommentDto[];
  page: number;
  limit: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

const TRIAL_NOT_FOUND = 'Trial not found';
const COMMENT_NOT_FOUND = 'Comment not found';

/** The insert broke the comment's foreign key to its trial: the trial does not exist. */
const trialMissing = (err: unknown) =>
  err instanceof ForeignKeyConstraintViolationException && 'constraint' in err && err.constraint === 'comments_trial_nct_id_foreign';

/** A trial's comments, one page (default 50, newest first). */
export async function listComments(
  ctx: AppContext,
  input: { nctId?: unknown; page?: unknown; limit?: unknown; sortBy?: unknown; sortOrder?: unknown },
): Promise<CommentPage> {
  const { nctId, page, limit, sortBy, sortOrder } = listInput.parse(input ?? {});
  const stats = await selectStats(ctx.em, nctId);
  if (!stats) throw notFound(TRIAL_NOT_FOUND, 'TRIAL_NOT_FOUND', { nctId });
  const comments = stats.totalComments ? await selectComments(ctx.em, { trial: nctId }, `${sortBy}:${sortOrder}`, limit, (page - 1) * limit) : [];
  const { totalPages, totalCount, hasNextPage, hasPrevPage } = paginate(page, limit, stats.totalComments);
  return { comments, page, limit, totalCount, totalPages, hasNextPage, hasPrevPage };
}

export async function commentStats(ctx: AppContext, input: { nctId?: unknown }): Promise<CommentStatsDto> {
  const { nctId } = statsInput.parse(input ?? {});
  const stats = await selectStats(ctx.em, nctId);
  if (!stats) throw notFound(TRIAL_NOT_FOUND, 'TRIAL_NOT_FOUND', { nctId });
  return stats;
}

/** Newest comments across all trials (default 10), with each trial's title. */
export async function recentComments(ctx: AppContext, input: { limit?: unknown } = {}): Promise<CommentDto[]> {
  const { limit } = feedInput.parse(input ?? {});
  return selectComments(ctx.em, {}, 'createdAt:desc', limit);
}

/** Most-liked comments across all trials (default 10; ties: newest first). */
export async function popularComments(ctx: AppContext, input: { limit?: unknown } = {}): Promise<CommentDto[]> {
  const { limit } = feedInput.parse(input ?? {});
  return selectComments(ctx.em, {}, 'likes:desc', limit);
}

async function publish(ctx: AppContext, type: CommentEventType, comment: CommentDto): Promise<void> {
  const stats = (await selectStats(ctx.em, comment.nctId)) ?? { totalComments: 0, uniqueUsers: 0 };
  publishCommentEvent(ctx.deps, { type, nctId: comment.nctId, comment, stats });
}

export async function createComment(ctx: AppContext, input: { nctId?: unknown; content?: unknown }): Promise<CommentDto> {
  const user = commentPolicy.authorize(ctx, 'comment.create');
  const { nctId, content } = createInput.parse(input ?? {});
  await ctx.deps.limiter.consume(
    `comments:create:${user.id}`,
    COMMENTS_PER_MINUTE,
    60_000,
    `Too many comments: at most ${COMMENTS_PER_MINUTE} per minute, please wait a moment`,
    'TOO_MANY_COMMENTS',
    { max: COMMENTS_PER_MINUTE },
  );
  // One statement: the trial must exist at insert time (its foreign key says so).
  const id = await ctx.em.insert(Comment, { trial: nctId, user: user.id, content }).catch((err: unknown) => {
    throw trialMissing(err) ? notFound(TRIAL_NOT_FOUND, 'TRIAL_NOT_FOUND', { nctId }) : err;
  });
  const comment = (await selectComment(ctx.em, id))!;
  await publish(ctx, 'ADDED', comment);
  return comment;
}

export async function updateComment(ctx: AppContext, input: { id?: unknown; content?: unknown }): Promise<CommentDto> {
  // Signed in first (401 before 400/404); the authorship rule once the comment is read.
  const user = requireUser(ctx);
  const id = commentId(input.id);
  const { content } = updateInput.parse({ content: input.content });
  const existing = await ctx.em.createQueryBuilder(Comment).select('user').where({ id }).execute<Row<CommentEntity, 'user'> | undefined>('get');
  if (!existing) throw notFound(COMMENT_NOT_FOUND, 'COMMENT_NOT_FOUND');
  commentPolicy.authorize(ctx, 'comment.update', { userId: existing.user });
  const updated = await ctx.em.nativeUpdate(Comment, { id, user: user.id }, { content, isEdited: true, updatedAt: sql.now() });
  if (!updated) throw notFound(COMMENT_NOT_FOUND, 'COMMENT_NOT_FOUND');
  const comment = (await selectComment(ctx.em, id))!;
  await publish(ctx, 'UPDATED', comment);
  return comment;
}

export async function deleteComment(ctx: AppContext, input: { id?: unknown }): Promise<CommentDto> {
  const user = requireUser(ctx);
  const id = commentId(input.id);
  const comment = await selectComment(ctx.em, id);
  if (!comment) throw notFound(COMMENT_NOT_FOUND, 'COMMENT_NOT_FOUND');
  commentPolicy.authorize(ctx, 'comment.delete', comment);
  const deleted = await ctx.em.nativeDelete(Comment, { id, user: user.id });
  if (!deleted) throw notFound(COMMENT_NOT_FOUND, 'COMMENT_NOT_FOUND');
  await publish(ctx, 'DELETED', comment);
  return comment;
}

export interface LikeResult {
  liked: boolean;
  likes: number;
  comment: CommentDto;
}

/**
 * Likes the comment, or removes the like when already given. The comment row is locked for the
 * transaction, so concurrent toggles queue up and the count is recomputed from the like rows:
 * it can never drift from them.
 */
export async function toggleCommentLike(ctx: AppContext, input: { id?: unknown }): Promise<LikeResult> {
  const user = commentPolicy.authorize(ctx, 'comment.like');
  const id = commentId(input.id);
  const liked = await ctx.em.transactional(async (em) => {
    const locked = await em
      .createQueryBuilder(Comment)
      .select('id')
      .where({ id })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<Row<CommentEntity, 'id'> | undefined>('get');
    if (!locked) throw notFound(COMMENT_NOT_FOUND, 'COMMENT_NOT_FOUND');
    const removed = await em.nativeDelete(CommentLike, { comment: id, user: user.id });
    if (!removed) await em.insert(CommentLike, { comment: id, user: user.id });
    // The recount (an aggregate) under the comment's lock: the count always equals the like rows.
    await em.nativeUpdate(Comment, { id }, { likes: sql`(select count(*) from comment_likes where comment_id = ${id})` });
    return !removed;
  });
  const comment = await selectComment(ctx.em, id);
  if (!comment) throw notFound(COMMENT_NOT_FOUND, 'COMMENT_NOT_FOUND');
  await publish(ctx, 'LIKED', comment);
  return { liked, likes: comment.likes, comment };
}

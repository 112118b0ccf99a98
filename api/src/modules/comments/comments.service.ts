import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { paginate } from '../../lib/pagination.js';
import { authorize, requireUser } from '../../policy/policy.js';
import { publishCommentEvent, type CommentEventType } from './comments.events.js';
import { selectComment, selectComments, selectStats, type CommentDto, type CommentStatsDto } from './comments.queries.js';
import { commentId, COMMENTS_PER_MINUTE, createInput, feedInput, listInput, statsInput, updateInput } from './comments.validation.js';
import { sql } from '../../db/sql.js';

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

/** A trial's comments, one page (default 50, newest first). */
export async function listComments(
  ctx: AppContext,
  input: { nctId?: unknown; page?: unknown; limit?: unknown; sortBy?: unknown; sortOrder?: unknown },
): Promise<CommentPage> {
  const { nctId, page, limit, sortBy, sortOrder } = listInput.parse(input ?? {});
  const stats = await selectStats(ctx.em, nctId);
  if (!stats) throw notFound(TRIAL_NOT_FOUND);
  const comments = stats.totalComments ? await selectComments(ctx.em, 'c.trial_nct_id = ?', [nctId], `${sortBy}:${sortOrder}`, limit, (page - 1) * limit) : [];
  const { totalPages, totalCount, hasNextPage, hasPrevPage } = paginate(page, limit, stats.totalComments);
  return { comments, page, limit, totalCount, totalPages, hasNextPage, hasPrevPage };
}

export async function commentStats(ctx: AppContext, input: { nctId?: unknown }): Promise<CommentStatsDto> {
  const { nctId } = statsInput.parse(input ?? {});
  const stats = await selectStats(ctx.em, nctId);
  if (!stats) throw notFound(TRIAL_NOT_FOUND);
  return stats;
}

/** Newest comments across all trials (default 10), with each trial's title. */
export async function recentComments(ctx: AppContext, input: { limit?: unknown } = {}): Promise<CommentDto[]> {
  const { limit } = feedInput.parse(input ?? {});
  return selectComments(ctx.em, 'true', [], 'createdAt:desc', limit);
}

/** Most-liked comments across all trials (default 10; ties: newest first). */
export async function popularComments(ctx: AppContext, input: { limit?: unknown } = {}): Promise<CommentDto[]> {
  const { limit } = feedInput.parse(input ?? {});
  return selectComments(ctx.em, 'true', [], 'likes:desc', limit);
}

async function publish(ctx: AppContext, type: CommentEventType, comment: CommentDto): Promise<void> {
  const stats = (await selectStats(ctx.em, comment.nctId)) ?? { totalComments: 0, uniqueUsers: 0 };
  publishCommentEvent(ctx.deps, { type, nctId: comment.nctId, comment, stats });
}

export async function createComment(ctx: AppContext, input: { nctId?: unknown; content?: unknown }): Promise<CommentDto> {
  const user = authorize(ctx, 'comment.create');
  const { nctId, content } = createInput.parse(input ?? {});
  await ctx.deps.limiter.consume(
    `comments:create:${user.id}`,
    COMMENTS_PER_MINUTE,
    60_000,
    `Too many comments: at most ${COMMENTS_PER_MINUTE} per minute, please wait a moment`,
  );
  // One statement: the trial must exist at insert time.
  const rows = await sql<{ id: string }>(
    ctx.em,
    `insert into comments (trial_nct_id, user_id, content) select t.nct_id, ?, ? from trials t where t.nct_id = ? returning id`,
    [user.id, content, nctId],
  );
  if (!rows[0]) throw notFound(TRIAL_NOT_FOUND);
  const comment = (await selectComment(ctx.em, rows[0].id))!;
  await publish(ctx, 'ADDED', comment);
  return comment;
}

export async function updateComment(ctx: AppContext, input: { id?: unknown; content?: unknown }): Promise<CommentDto> {
  // Signed in first (401 before 400/404); the authorship rule once the comment is read.
  const user = requireUser(ctx);
  const id = commentId(input.id);
  const { content } = updateInput.parse({ content: input.content });
  const existing = await sql<{ user_id: string }>(ctx.em, `select user_id from comments where id = ?`, [id]);
  if (!existing[0]) throw notFound(COMMENT_NOT_FOUND);
  authorize(ctx, 'comment.update', { userId: existing[0].user_id });
  const updated = await sql(ctx.em, `update comments set content = ?, is_edited = true, updated_at = now() where id = ? and user_id = ? returning id`, [
    content,
    id,
    user.id,
  ]);
  if (!updated[0]) throw notFound(COMMENT_NOT_FOUND);
  const comment = (await selectComment(ctx.em, id))!;
  await publish(ctx, 'UPDATED', comment);
  return comment;
}

export async function deleteComment(ctx: AppContext, input: { id?: unknown }): Promise<CommentDto> {
  const user = requireUser(ctx);
  const id = commentId(input.id);
  const comment = await selectComment(ctx.em, id);
  if (!comment) throw notFound(COMMENT_NOT_FOUND);
  authorize(ctx, 'comment.delete', comment);
  const deleted = await sql(ctx.em, `delete from comments where id = ? and user_id = ? returning id`, [id, user.id]);
  if (!deleted[0]) throw notFound(COMMENT_NOT_FOUND);
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
  const user = authorize(ctx, 'comment.like');
  const id = commentId(input.id);
  const liked = await ctx.em.transactional(async (em) => {
    const locked = await sql(em, `select id from comments where id = ? for update`, [id]);
    if (!locked[0]) throw notFound(COMMENT_NOT_FOUND);
    const removed = await sql(em, `delete from comment_likes where comment_id = ? and user_id = ? returning user_id`, [id, user.id]);
    if (!removed[0]) await sql(em, `insert into comment_likes (comment_id, user_id) values (?, ?)`, [id, user.id]);
    await sql(em, `update comments set likes = (select count(*) from comment_likes where comment_id = ?) where id = ?`, [id, id]);
    return !removed[0];
  });
  const comment = await selectComment(ctx.em, id);
  if (!comment) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
  await publish(ctx, 'LIKED', comment);
  return { liked, likes: comment.likes, comment };
}

import { z } from 'zod';
import { notFound, reasoned } from '../../errors.js';

export const CONTENT_MAX = 5000;
export const PAGE_LIMIT_MAX = 100;
export const DEFAULT_PAGE_LIMIT = 50;
export const DEFAULT_FEED_LIMIT = 10;
export const COMMENTS_PER_MINUTE = 10;

export const SORT_BY = ['createdAt', 'likes'] as const;
export type CommentSortBy = (typeof SORT_BY)[number];
export type SortOrder = 'asc' | 'desc';

const nctId = z.string({ error: 'nctId is required' }).trim().toUpperCase().min(1, 'nctId is required').max(16, 'Unknown trial');

/** Plain text, trimmed, 1 to 5000 characters. Never interpreted as HTML. */
export const content = z
  .string({ error: reasoned('COMMENT_EMPTY', 'Comment content is required') })
  .trim()
  .min(1, reasoned('COMMENT_EMPTY', 'A comment cannot be empty'))
  .max(CONTENT_MAX, reasoned('COMMENT_TOO_LONG', `A comment cannot be longer than ${CONTENT_MAX} characters`));

const limit = (dflt: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_LIMIT_MAX, `limit must be at most ${PAGE_LIMIT_MAX}`)
    .nullish()
    .transform((v) => v ?? dflt);

export const listInput = z.object({
  nctId,
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page is too large')
    .nullish()
    .transform((v) => v ?? 1),
  limit: limit(DEFAULT_PAGE_LIMIT),
  sortBy: z
    .enum(SORT_BY, { error: 'sortBy must be createdAt or likes' })
    .nullish()
    .transform((v) => v ?? 'createdAt'),
  sortOrder: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }))
    .nullish()
    .transform((v): SortOrder => v ?? 'desc'),
});
export const statsInput = z.object({ nctId });
export const feedInput = z.object({ limit: limit(DEFAULT_FEED_LIMIT) });
export const createInput = z.object({ nctId, content });
export const updateInput = z.object({ content });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A comment id in a path (commentId reads it: anything else is NOT_FOUND). */
export const commentIdParam = z.string().regex(UUID).describe('Comment id (a uuid)');
/** A comment id; anything that is not a uuid cannot name a comment. */
export function commentId(id: unknown): string {
  if (typeof id !== 'string' || !UUID.test(id.trim())) throw notFound('Comment not found', 'COMMENT_NOT_FOUND');
  return id.trim().toLowerCase();
}

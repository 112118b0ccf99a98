import { QueryOrder, raw, sql, type EntityKey, type ObjectQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { joinedField, type Row } from '../../db/rows.js';
import { User, type UserEntity } from '../auth/auth.entity.js';
import { Trial, type TrialEntity } from '../trials/trials.entity.js';
import { Comment, CommentLike, type CommentEntity, type CommentLikeEntity } from './comments.entity.js';

/** A comment as both transports present it (the REST facade renames id to _id). */
export interface CommentDto {
  id: string;
  userId: string;
  nctId: string;
  /** The author's name, else 'Anonyme' (the spec). */
  name: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  isEdited: boolean;
  likes: number;
  likedBy: string[];
  trialTitle: string | null;
}

export interface CommentStatsDto {
  totalComments: number;
  uniqueUsers: number;
}

export const ANONYMOUS_NAME = 'Anonyme';

const COMMENT_FIELDS = ['id', 'user', 'trial', 'content', 'createdAt', 'updatedAt', 'isEdited', 'likes'] as const satisfies readonly EntityKey<CommentEntity>[];

/** A comment with its author's name and its trial's title (joined). */
type CommentRow = Row<CommentEntity, (typeof COMMENT_FIELDS)[number]> & {
  authorName: Row<UserEntity, 'name'>['name'];
  trialTitle: Row<TrialEntity, 'briefTitle'>['briefTitle'];
};

const { ASC, DESC } = QueryOrder;
/** Only these orders exist: user input picks one by name. */
export const ORDERS = {
  'createdAt:desc': [{ createdAt: DESC }, { id: DESC }],
  'createdAt:asc': [{ createdAt: ASC }, { id: ASC }],
  'likes:desc': [{ likes: DESC }, { createdAt: DESC }, { id: DESC }],
  'likes:asc': [{ likes: ASC }, { createdAt: DESC }, { id: DESC }],
} as const satisfies Record<string, QueryOrderMap<CommentEntity>[]>;
export type OrderKey = keyof typeof ORDERS;

/** Comments matching `where`, with their likers: one round trip per table. */
export async function selectComments(em: EntityManager, where: ObjectQuery<CommentEntity>, order: OrderKey, limit: number, offset = 0): Promise<CommentDto[]> {
  const rows = await em
    .createQueryBuilder(Comment, 'c')
    .select([...COMMENT_FIELDS, joinedField(em, User, 'u', 'name', 'authorName'), joinedField(em, Trial, 't', 'briefTitle', 'trialTitle')])
    .join('c.user', 'u')
    .join('c.trial', 't')
    .where(where)
    .orderBy([...ORDERS[order]])
    .limit(limit, offset)
    .execute<CommentRow[]>('all');
  return withLikers(em, rows);
}

export async function selectComment(em: EntityManager, id: string): Promise<CommentDto | null> {
  return (await selectComments(em, { id }, 'createdAt:desc', 1))[0] ?? null;
}

/** The likers of each comment, in the order they liked (an aggregate per comment). */
type LikersRow = Row<CommentLikeEntity, 'comment'> & { users: Row<CommentLikeEntity, 'user'>['user'][] };

async function withLikers(em: EntityManager, rows: CommentRow[]): Promise<CommentDto[]> {
  const likers = new Map<string, string[]>();
  if (rows.length) {
    const likeRows = await em
      .createQueryBuilder(CommentLike, 'l')
      .select(['comment', raw('array_agg(l.user_id::text order by l.created_at, l.user_id) as users')])
      .where({ comment: { $in: rows.map((r) => r.id) } })
      .groupBy('comment')
      .execute<LikersRow[]>('all');
    for (const r of likeRows) likers.set(r.comment, r.users);
  }
  return rows.map((r) => ({
    id: r.id,
    userId: r.user,
    nctId: r.trial,
    name: r.authorName?.trim() ? r.authorName : ANONYMOUS_NAME,
    content: r.content,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    isEdited: r.isEdited,
    likes: r.likes,
    likedBy: likers.get(r.id) ?? [],
    trialTitle: r.trialTitle ?? null,
  }));
}

/** Stats of a trial's discussion, or null when the trial does not exist. */
export async function selectStats(em: EntityManager, nctId: string): Promise<CommentStatsDto | null> {
  // Aggregates over the trial's comments, joined laterally so that a missing trial gives no row.
  const counts = em
    .createQueryBuilder(Comment, 'c')
    .select([raw('count(*)::int as "totalComments"'), raw('count(distinct c.user_id)::int as "uniqueUsers"')])
    .where({ trial: sql.ref('t.nct_id') });
  const row = await em
    .createQueryBuilder(Trial, 't')
    .select(['s.totalComments', 's.uniqueUsers'])
    .innerJoinLateral(counts, 's', { [raw('true')]: [] })
    .where({ nctId })
    .execute<CommentStatsDto | undefined>('get');
  return row ? { totalComments: row.totalComments, uniqueUsers: row.uniqueUsers } : null;
}

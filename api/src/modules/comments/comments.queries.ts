import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../db/sql.js';

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

const SELECT = `select c.id, c.user_id, c.trial_nct_id, u.name as author_name, c.content, c.created_at, c.updated_at, c.is_edited, c.likes, t.brief_title
  from comments c join users u on u.id = c.user_id join trials t on t.nct_id = c.trial_nct_id`;

/** A row of SELECT (a comment with its author's name and its trial's title). */
interface CommentRow {
  id: string;
  user_id: string;
  trial_nct_id: string;
  author_name: string | null;
  content: string;
  created_at: Date | string;
  updated_at: Date | string;
  is_edited: boolean;
  likes: number | string;
  brief_title: string | null;
}

/** Only these ORDER BY clauses exist: user input picks one by name, never writes SQL. */
export const ORDERS = {
  'createdAt:desc': 'c.created_at desc, c.id desc',
  'createdAt:asc': 'c.created_at asc, c.id asc',
  'likes:desc': 'c.likes desc, c.created_at desc, c.id desc',
  'likes:asc': 'c.likes asc, c.created_at desc, c.id desc',
} as const;
export type OrderKey = keyof typeof ORDERS;

/** Comments matching `where` (SQL over alias c, with ? params), with their likers, in one round trip per table. */
export async function selectComments(em: EntityManager, where: string, params: unknown[], order: OrderKey, limit: number, offset = 0): Promise<CommentDto[]> {
  const rows = await sql<CommentRow>(em, `${SELECT} where ${where} order by ${ORDERS[order]} limit ? offset ?`, [...params, limit, offset]);
  return withLikers(em, rows);
}

export async function selectComment(em: EntityManager, id: string): Promise<CommentDto | null> {
  return (await selectComments(em, 'c.id = ?', [id], 'createdAt:desc', 1))[0] ?? null;
}

async function withLikers(em: EntityManager, rows: CommentRow[]): Promise<CommentDto[]> {
  const likers = new Map<string, string[]>();
  if (rows.length) {
    const likeRows = await sql<{ comment_id: string; users: string[] }>(
      em,
      `select comment_id, array_agg(user_id::text order by created_at, user_id) as users from comment_likes where comment_id in (?) group by comment_id`,
      [rows.map((r) => r.id)],
    );
    for (const r of likeRows) likers.set(r.comment_id, r.users);
  }
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    nctId: r.trial_nct_id,
    name: r.author_name?.trim() ? r.author_name : ANONYMOUS_NAME,
    content: r.content,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    isEdited: r.is_edited,
    likes: Number(r.likes),
    likedBy: likers.get(r.id) ?? [],
    trialTitle: r.brief_title ?? null,
  }));
}

/** Stats of a trial's discussion, or null when the trial does not exist. */
export async function selectStats(em: EntityManager, nctId: string): Promise<CommentStatsDto | null> {
  const rows = await sql<{ total: number; users: number }>(
    em,
    `select t.nct_id, count(c.id)::int as total, count(distinct c.user_id)::int as users
       from trials t left join comments c on c.trial_nct_id = t.nct_id
      where t.nct_id = ? group by t.nct_id`,
    [nctId],
  );
  if (!rows[0]) return null;
  return { totalComments: rows[0].total, uniqueUsers: rows[0].users };
}

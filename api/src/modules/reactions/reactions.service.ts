import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import type { Row } from '../../db/rows.js';
import { notFound } from '../../errors.js';
import { reactionsPolicy } from './reactions.policy.js';
import { withIdempotentTransaction } from '../idempotency/idempotency.service.js';
import { parseNctId } from '../trials/trials.ids.js';
import { Trial, type TrialEntity } from '../trials/trials.entity.js';
import { TrialReaction, type ReactionKind, type TrialReactionEntity } from './reactions.entity.js';
import { viewerReactionLoader } from './reactions.loaders.js';

export interface ViewerReaction {
  liked: boolean;
  disliked: boolean;
}
export interface ReactionCounts {
  likes: number;
  dislikes: number;
}
export interface ReactionChange {
  nctId: string;
  likes: number;
  dislikes: number;
}
export interface ToggleResult {
  nctId: string;
  viewerReaction: ViewerReaction;
  reactions: ReactionCounts;
}

/** Pub/sub topics: per trial (id = nctId) and the feed of every change. */
export const REACTIONS_TOPIC = 'TRIAL_REACTIONS_CHANGED';
export const REACTIONS_FEED_TOPIC = 'TRIAL_REACTIONS_FEED';

/** The trial's number of reactions of a kind: a SQL fragment standing for the column's new value. */
const recount = (nctId: string, kind: ReactionKind): number =>
  sql`(select count(*) from trial_reactions r where r.trial_nct_id = ${nctId} and r.kind = ${kind})`;

export const reactionOf = (kind: ReactionKind | null | undefined): ViewerReaction => ({ liked: kind === 'LIKE', disliked: kind === 'DISLIKE' });

/**
 * The spec's mutually exclusive toggles: pressing like when liked clears it, otherwise sets it and
 * clears a dislike (dislike likewise). One transaction that locks the trial row, so concurrent
 * toggles on a trial run one after another; the counts are recomputed from the reaction rows, so
 * they always equal them and can never be negative. With an idempotency key, the key and its answer
 * are stored in that transaction. Subscribers are told after the commit.
 */
export async function toggleReaction(ctx: AppContext, nctIdInput: unknown, kind: ReactionKind, idempotencyKey: unknown = null): Promise<ToggleResult> {
  const user = reactionsPolicy.authorize(ctx, 'trial.react');
  const nctId = parseNctId(nctIdInput);
  await ctx.deps.limiter.consume(`reactions:${user.id}`, 120, 60_000, 'Too many reactions, please slow down', 'TOO_MANY_REACTIONS');
  return withIdempotentTransaction(
    ctx,
    kind === 'LIKE' ? 'likeTrial' : 'dislikeTrial',
    idempotencyKey,
    { nctId },
    {
      work: (em) => toggleIn(em, user.id, nctId, kind),
      settle: (result) => {
        ctx.deps.viewerReactions?.wrote(nctId);
        viewerReactionLoader(ctx)
          ?.clear(nctId)
          .prime(nctId, result.viewerReaction.liked ? 'LIKE' : result.viewerReaction.disliked ? 'DISLIKE' : null);
        const change: ReactionChange = { nctId, ...result.reactions };
        ctx.deps.pubsub.publish(REACTIONS_TOPIC, nctId, change);
        ctx.deps.pubsub.publish(REACTIONS_FEED_TOPIC, change);
      },
    },
  );
}

/** The toggle's statements, inside the caller's transaction. */
async function toggleIn(em: EntityManager, userId: string, nctId: string, kind: ReactionKind): Promise<ToggleResult> {
  // The trial's row locked, with the user's reaction to it.
  const locked = await em
    .createQueryBuilder(Trial, 't')
    .select(['nctId', sql`(select r.kind from trial_reactions r where r.trial_nct_id = t.nct_id and r.user_id = ${userId}) as mine`])
    .where({ nctId })
    .setLockMode(LockMode.PESSIMISTIC_WRITE, ['t'])
    .execute<(Row<TrialEntity, 'nctId'> & { mine: ReactionKind | null }) | undefined>('get');
  if (!locked) throw notFound(`Trial ${nctId} not found`, 'TRIAL_NOT_FOUND', { nctId });
  const mine = { user: userId, trial: nctId };
  let next: ReactionKind | null;
  if (locked.mine === kind) {
    await em.nativeDelete(TrialReaction, mine);
    next = null;
  } else {
    await em
      .createQueryBuilder(TrialReaction)
      .insert({ ...mine, kind })
      .onConflict(['user', 'trial'])
      .merge({ kind, updatedAt: sql.now() })
      .execute();
    next = kind;
  }
  // The recount (an aggregate per kind) under the trial's lock: the counts always equal the rows.
  const [counts] = await em
    .createQueryBuilder(Trial)
    .update({ likes: recount(nctId, 'LIKE'), dislikes: recount(nctId, 'DISLIKE') })
    .where({ nctId })
    .returning(['likes', 'dislikes'])
    .execute<Row<TrialEntity, 'likes' | 'dislikes'>[]>('all');
  return { nctId, viewerReaction: reactionOf(next), reactions: { likes: counts.likes, dislikes: counts.dislikes } };
}

export const likeTrial = (ctx: AppContext, nctId: unknown, idempotencyKey?: unknown) => toggleReaction(ctx, nctId, 'LIKE', idempotencyKey);
export const dislikeTrial = (ctx: AppContext, nctId: unknown, idempotencyKey?: unknown) => toggleReaction(ctx, nctId, 'DISLIKE', idempotencyKey);

/** The viewer's reaction to one trial (both false when signed out). */
export async function viewerReaction(ctx: AppContext, nctId: string): Promise<ViewerReaction> {
  const loader = viewerReactionLoader(ctx);
  return reactionOf(loader ? await loader.load(nctId) : null);
}

/** The signed-in user's liked and disliked trials, most recent first. */
export async function myReactions(ctx: AppContext): Promise<{ likedTrials: string[]; dislikedTrials: string[] }> {
  const user = reactionsPolicy.authorize(ctx, 'trial.react');
  const rows = await ctx.em
    .createQueryBuilder(TrialReaction)
    .select(['trial', 'kind'])
    .where({ user: user.id })
    .orderBy([{ updatedAt: 'desc' }, { trial: 'asc' }])
    .execute<Row<TrialReactionEntity, 'trial' | 'kind'>[]>('all');
  return {
    likedTrials: rows.filter((r) => r.kind === 'LIKE').map((r) => r.trial),
    dislikedTrials: rows.filter((r) => r.kind === 'DISLIKE').map((r) => r.trial),
  };
}

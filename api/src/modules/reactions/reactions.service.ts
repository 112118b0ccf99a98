import { LockMode, sql } from '@mikro-orm/core';
import type { AppContext } from '../../context.js';
import type { Row } from '../../db/rows.js';
import { notFound } from '../../errors.js';
import { authorize } from '../../policy/policy.js';
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
 * they always equal them and can never be negative. Subscribers are told after the commit.
 */
export async function toggleReaction(ctx: AppContext, nctIdInput: unknown, kind: ReactionKind): Promise<ToggleResult> {
  const user = authorize(ctx, 'trial.react');
  const nctId = parseNctId(nctIdInput);
  await ctx.deps.limiter.consume(`reactions:${user.id}`, 120, 60_000, 'Too many reactions, please slow down', 'TOO_MANY_REACTIONS');
  const result = await ctx.em.transactional(async (em) => {
    const locked = await em
      .createQueryBuilder(Trial)
      .select('nctId')
      .where({ nctId })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<Row<TrialEntity, 'nctId'> | undefined>('get');
    if (!locked) throw notFound(`Trial ${nctId} not found`, 'TRIAL_NOT_FOUND', { nctId });
    const mine = { user: user.id, trial: nctId };
    const existing = await em.createQueryBuilder(TrialReaction).select('kind').where(mine).execute<Row<TrialReactionEntity, 'kind'> | undefined>('get');
    let next: ReactionKind | null;
    if (existing?.kind === kind) {
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
  });
  viewerReactionLoader(ctx)
    ?.clear(nctId)
    .prime(nctId, result.viewerReaction.liked ? 'LIKE' : result.viewerReaction.disliked ? 'DISLIKE' : null);
  const change: ReactionChange = { nctId, ...result.reactions };
  ctx.deps.pubsub.publish(REACTIONS_TOPIC, nctId, change);
  ctx.deps.pubsub.publish(REACTIONS_FEED_TOPIC, change);
  return result;
}

export const likeTrial = (ctx: AppContext, nctId: unknown) => toggleReaction(ctx, nctId, 'LIKE');
export const dislikeTrial = (ctx: AppContext, nctId: unknown) => toggleReaction(ctx, nctId, 'DISLIKE');

/** The viewer's reaction to one trial (both false when signed out). */
export async function viewerReaction(ctx: AppContext, nctId: string): Promise<ViewerReaction> {
  const loader = viewerReactionLoader(ctx);
  return reactionOf(loader ? await loader.load(nctId) : null);
}

/** The signed-in user's liked and disliked trials, most recent first. */
export async function myReactions(ctx: AppContext): Promise<{ likedTrials: string[]; dislikedTrials: string[] }> {
  const user = authorize(ctx, 'trial.react');
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

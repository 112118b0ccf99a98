import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { authorize } from '../../policy/policy.js';
import { parseNctId } from '../trials/trials.ids.js';
import type { ReactionKind } from './reactions.entity.js';
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
  await ctx.deps.limiter.consume(`reactions:${user.id}`, 120, 60_000, 'Too many reactions, please slow down');
  const knex = ctx.em.getKnex();
  const result = await knex.transaction(async (trx) => {
    const locked = await trx.raw('select nct_id from trials where nct_id = ? for update', [nctId]);
    if (!locked.rows.length) throw notFound(`Trial ${nctId} not found`);
    const existing = await trx.raw('select kind from trial_reactions where user_id = ? and trial_nct_id = ?', [user.id, nctId]);
    const current = (existing.rows[0]?.kind ?? null) as ReactionKind | null;
    let next: ReactionKind | null;
    if (current === kind) {
      await trx.raw('delete from trial_reactions where user_id = ? and trial_nct_id = ?', [user.id, nctId]);
      next = null;
    } else {
      await trx.raw(
        `insert into trial_reactions (user_id, trial_nct_id, kind) values (?, ?, ?)
         on conflict (user_id, trial_nct_id) do update set kind = excluded.kind, updated_at = now()`,
        [user.id, nctId, kind],
      );
      next = kind;
    }
    const counts = await trx.raw(
      `update trials set
         likes = (select count(*) from trial_reactions r where r.trial_nct_id = trials.nct_id and r.kind = 'LIKE'),
         dislikes = (select count(*) from trial_reactions r where r.trial_nct_id = trials.nct_id and r.kind = 'DISLIKE')
       where nct_id = ? returning likes, dislikes`,
      [nctId],
    );
    const { likes, dislikes } = counts.rows[0] as ReactionCounts;
    return { nctId, viewerReaction: reactionOf(next), reactions: { likes, dislikes } };
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
  const rows: { trial_nct_id: string; kind: ReactionKind }[] = await ctx.em
    .getKnex()('trial_reactions')
    .select('trial_nct_id', 'kind')
    .where('user_id', user.id)
    .orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'trial_nct_id' }]);
  return {
    likedTrials: rows.filter((r) => r.kind === 'LIKE').map((r) => r.trial_nct_id),
    dislikedTrials: rows.filter((r) => r.kind === 'DISLIKE').map((r) => r.trial_nct_id),
  };
}

import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { defineLoader } from '../../graphql/loaders.js';
import type { Row } from '../../db/rows.js';
import { TrialReaction, type ReactionKind, type TrialReactionEntity } from './reactions.entity.js';

/** The viewer's reaction per trial, batched per request (the request's viewer: one per context). */
export const viewerReactions = defineLoader(
  'reactions.viewer',
  (c: AppContext) =>
    new DataLoader<string, ReactionKind | null>(async (ids) => {
      const user = c.user;
      if (!user) return ids.map(() => null);
      const rows = await c.em
        .createQueryBuilder(TrialReaction)
        .select(['trial', 'kind'])
        .where({ user: user.id, trial: { $in: [...ids] } })
        .execute<Row<TrialReactionEntity, 'trial' | 'kind'>[]>('all');
      const byId = new Map(rows.map((r) => [r.trial, r.kind]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

/** The signed-in viewer's reaction per trial, batched per request; null when signed out. */
export const viewerReactionLoader = (ctx: AppContext): DataLoader<string, ReactionKind | null> | null => (ctx.user ? viewerReactions(ctx) : null);

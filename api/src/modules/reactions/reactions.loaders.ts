import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import type { Row } from '../../db/rows.js';
import { TrialReaction, type ReactionKind, type TrialReactionEntity } from './reactions.entity.js';

/** The signed-in viewer's reaction per trial, batched per request; null when signed out. */
export const viewerReactionLoader = (ctx: AppContext): DataLoader<string, ReactionKind | null> | null => {
  const user = ctx.user;
  if (!user) return null;
  return ctx.loaders.get<string, ReactionKind | null>(
    'reactions.viewer',
    (c) =>
      new DataLoader<string, ReactionKind | null>(async (ids) => {
        const rows = await c.em
          .createQueryBuilder(TrialReaction)
          .select(['trial', 'kind'])
          .where({ user: user.id, trial: { $in: [...ids] } })
          .execute<Row<TrialReactionEntity, 'trial' | 'kind'>[]>('all');
        const byId = new Map(rows.map((r) => [r.trial, r.kind]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );
};

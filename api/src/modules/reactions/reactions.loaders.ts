import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import type { ReactionKind } from './reactions.entity.js';

/** The signed-in viewer's reaction per trial, batched per request; null when signed out. */
export const viewerReactionLoader = (ctx: AppContext): DataLoader<string, ReactionKind | null> | null => {
  const user = ctx.user;
  if (!user) return null;
  return ctx.loaders.get<string, ReactionKind | null>(
    'reactions.viewer',
    (c) =>
      new DataLoader<string, ReactionKind | null>(async (ids) => {
        const rows: { trial_nct_id: string; kind: ReactionKind }[] = await c.em
          .getKnex()('trial_reactions')
          .select('trial_nct_id', 'kind')
          .where('user_id', user.id)
          .whereIn('trial_nct_id', [...ids]);
        const byId = new Map(rows.map((r) => [r.trial_nct_id, r.kind]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );
};

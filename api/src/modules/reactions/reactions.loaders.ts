import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { namedQuery } from '../../db/named-query.js';
import { defineLoader } from '../../graphql/loaders.js';
import type { ReactionKind } from './reactions.entity.js';

const VIEWER_REACTIONS = `select r.trial_nct_id as trial, r.kind from trial_reactions r where r.user_id = ? and r.trial_nct_id = any(?::text[])`;

/** The viewer's reaction per trial, batched per request (the request's viewer: one per context). */
export const viewerReactions = defineLoader(
  'reactions.viewer',
  (c: AppContext) =>
    new DataLoader<string, ReactionKind | null>(async (ids) => {
      const user = c.user;
      if (!user) return ids.map(() => null);
      const rows = await namedQuery<{ trial: string; kind: ReactionKind }>(c.em, 'reactions_of_viewer', VIEWER_REACTIONS, [user.id, [...ids]]);
      const byId = new Map(rows.map((r) => [r.trial, r.kind]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

/** The signed-in viewer's reaction per trial, batched per request; null when signed out. */
export const viewerReactionLoader = (ctx: AppContext): DataLoader<string, ReactionKind | null> | null => (ctx.user ? viewerReactions(ctx) : null);

import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { namedQuery } from '../../db/named-query.js';
import { defineLoader } from '../../graphql/loaders.js';
import type { ReactionKind } from './reactions.entity.js';

const VIEWER_REACTIONS = `select r.trial_nct_id as trial, r.kind from trial_reactions r where r.user_id = ? and r.trial_nct_id = any(?::text[])`;
const ALL_OF_VIEWER = `select r.trial_nct_id as trial, r.kind from trial_reactions r where r.user_id = ? limit ?`;

type ReactionRow = { trial: string; kind: ReactionKind };

/**
 * The viewer's reaction per trial, batched per request (the request's viewer: one per context):
 * from the process's cache of viewers' reactions where it knows them, else read.
 */
export const viewerReactions = defineLoader(
  'reactions.viewer',
  (c: AppContext) =>
    new DataLoader<string, ReactionKind | null>(async (ids) => {
      const user = c.user;
      if (!user) return ids.map(() => null);
      const cache = c.deps.viewerReactions;
      await cache?.ensureUser(user.id, async (userId, limit) => {
        const rows = await namedQuery<ReactionRow>(c.em, 'reactions_all_of_viewer', ALL_OF_VIEWER, [userId, limit + 1]);
        return rows.length > limit ? null : new Map(rows.map((r) => [r.trial, r.kind]));
      });
      const known = ids.map((id) => cache?.lookup(user.id, id));
      const unknown = ids.filter((_, i) => known[i] === undefined);
      if (unknown.length === 0) return known as (ReactionKind | null)[];
      const readAt = cache?.generation ?? 0;
      const rows = await namedQuery<ReactionRow>(c.em, 'reactions_of_viewer', VIEWER_REACTIONS, [user.id, unknown]);
      const byId = new Map(rows.map((r) => [r.trial, r.kind]));
      cache?.remember(user.id, unknown, byId, readAt);
      return ids.map((id, i) => (known[i] !== undefined ? known[i] : (byId.get(id) ?? null)));
    }),
);

/** The signed-in viewer's reaction per trial, batched per request; null when signed out. */
export const viewerReactionLoader = (ctx: AppContext): DataLoader<string, ReactionKind | null> | null => (ctx.user ? viewerReactions(ctx) : null);

import type { ApolloCache } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { ReactionsFeedSubscription } from '../../../app/live.feeds';

/** Writes new counts into the cached trial (if any view holds it), so every card and header moves live. */
export function writeReactionCounts(cache: ApolloCache, change: { nctId: string; likes: number; dislikes: number }): void {
  const id = cache.identify({ __typename: 'Trial', nctId: change.nctId });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      likes: () => change.likes,
      dislikes: () => change.dislikes,
      reactions: (existing: unknown) => (existing && typeof existing === 'object' ? { ...existing, likes: change.likes, dislikes: change.dislikes } : existing),
    },
  });
}

/** ONE app-wide subscription to every reaction change (mounted by the layout). */
export function useLiveReactions(): void {
  useSubscription(ReactionsFeedSubscription, {
    onData: ({ client, data }) => {
      const change = data.data?.reactionsFeed;
      if (change) writeReactionCounts(client.cache, change);
    },
  });
}

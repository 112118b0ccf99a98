import { useSubscription } from '@apollo/client/react';
import { useCoalesced } from '../../../lib/useCoalesced';
import { ReactionsFeedSubscription, RecentCommentsFeedSubscription } from '../../../app/live.feeds';

const LIVE_REFETCH_MS = 400;

/**
 * Popular trials and comments move live: `refetch` runs (coalesced) when another user reacts or
 * comments. The feeds are the app-wide ones, so Apollo shares their subscriptions.
 */
export function useDashboardLive(refetch: () => unknown): void {
  const soon = useCoalesced(() => void refetch(), LIVE_REFETCH_MS);
  useSubscription(RecentCommentsFeedSubscription, { onData: soon });
  useSubscription(ReactionsFeedSubscription, { onData: soon });
}

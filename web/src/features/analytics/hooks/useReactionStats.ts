import { useQuery } from '@apollo/client/react';
import type { ReactionMeasure } from '../../../gql/graphql';
import { ReactionStatsQuery } from '../analytics.documents';

/** The reaction statistics of a measure; while another measure loads, the previous figures stay on screen. */
export function useReactionStats(measure: ReactionMeasure) {
  const q = useQuery(ReactionStatsQuery, { variables: { measure }, notifyOnNetworkStatusChange: true });
  const stats = q.data?.reactionStats ?? q.previousData?.reactionStats ?? null;
  return {
    stats,
    /** The figures shown are those of the measure asked for (not the previous one's). */
    current: !!q.data && q.data.reactionStats.measure === measure,
    loading: q.loading,
    error: q.error,
    refetch: () => void q.refetch(),
  };
}

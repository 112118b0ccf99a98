import { graphql } from '../../gql';

export const AnalyticsSummaryQuery = graphql(`
  query AnalyticsSummaryPage($dateFrom: String, $dateTo: String) {
    analyticsSummary(dateFrom: $dateFrom, dateTo: $dateTo) {
      ...AnalyticsSummaryFields
    }
  }
`);

export const AnalyticsQuery = graphql(`
  query AnalyticsPage($type: AnalyticsType, $dateFrom: String, $dateTo: String, $limit: Int) {
    analytics(type: $type, dateFrom: $dateFrom, dateTo: $dateTo, limit: $limit) {
      type
      generatedAt
      summary {
        ...AnalyticsSummaryFields
      }
      snapshots {
        id
        createdAt
        trialCount
        dateFrom
        dateTo
        summary {
          ...AnalyticsSummaryFields
        }
      }
    }
  }
`);

export const AnalyticsFiltersQuery = graphql(`
  query AnalyticsFilterOptions {
    analyticsFilters {
      dateRange {
        min
        max
      }
      limits
      defaultLimit
      snapshotCount
      latestSnapshotAt
    }
  }
`);

export const RefreshAnalyticsMutation = graphql(`
  mutation RefreshAnalytics($filters: AnalyticsFiltersInput, $clientMutationId: String) {
    refreshAnalytics(filters: $filters, clientMutationId: $clientMutationId) {
      id
      createdAt
      trialCount
    }
  }
`);

export const AnalyticsRefreshedSubscription = graphql(`
  subscription AnalyticsRefreshed {
    analyticsRefreshed {
      id
      createdAt
      trialCount
    }
  }
`);

/** The market reactions to past catalysts, for one measure (fields owned by ReactionStatsFields). */
export const ReactionStatsQuery = graphql(`
  query ReactionStats($measure: ReactionMeasure) {
    reactionStats(measure: $measure) {
      ...ReactionStatsFields
    }
  }
`);

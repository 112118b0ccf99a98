import { graphql } from '../../gql';

export const StockDashboardQuery = graphql(`
  query StockDashboard($investmentVerdict: InvestmentVerdict, $page: Int, $limit: Int, $sortBy: EnrichedTrialsSort, $sortOrder: SortOrder) {
    enrichedTrials(investmentVerdict: $investmentVerdict, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {
      trials {
        ...StockCardFields
      }
      pagination {
        ...PaginationFields
      }
    }
  }
`);

export const StockCacheStatsQuery = graphql(`
  query StockCacheStats {
    stockCacheStats {
      validEntries
      totalEntries
      backend
      provider
    }
  }
`);

export const ClearStockCacheMutation = graphql(`
  mutation ClearStockCache {
    clearStockCache {
      cleared
    }
  }
`);

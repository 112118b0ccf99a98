import { graphql } from '../../gql';

export const StockCardFields = graphql(`
  fragment StockCardFields on Trial {
    nctId
    briefTitle
    leadSponsorName
    ticker
    investmentVerdict
    score
    recommendation
    phases
    completionDate
    stock {
      ticker
      companyName
      currentPrice
      change
      changePercent
      currency
      marketCap
      peRatio
      beta
      fiftyTwoWeekHigh
      fiftyTwoWeekLow
      volume
      exchange
      marketState
      source
      stale
      isError
      error
    }
  }
`);

export const StockDashboardQuery = graphql(`
  query StockDashboard($investmentVerdict: String, $page: Int, $limit: Int) {
    enrichedTrials(investmentVerdict: $investmentVerdict, page: $page, limit: $limit) {
      trials {
        ...StockCardFields
      }
      pagination {
        currentPage
        totalPages
        totalCount
        limit
        hasNextPage
        hasPrevPage
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

import { graphql } from '../../gql';

export const TrialsTableQuery = graphql(`
  query TrialsTable($filter: TrialsTableFilter, $page: Int, $limit: Int, $sortBy: TrialsTableSortField, $sortOrder: SortOrder) {
    trialsTable(filter: $filter, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {
      rows {
        ...TableRowFields
      }
      pagination {
        ...PaginationFields
      }
    }
  }
`);

export const TrialsTableStatsQuery = graphql(`
  query TrialsTableStats($filter: TrialsTableFilter) {
    trialsTableStats(filter: $filter) {
      totalTrials
      averageScore
      totalEnrollment
      recommendationBreakdown {
        name
        count
      }
      investmentBreakdown {
        name
        count
      }
    }
  }
`);

export const TrialsTableFiltersQuery = graphql(`
  query TrialsTableFilters {
    trialsTableFilters {
      investmentVerdicts
      phases
      dateRange {
        min
        max
      }
    }
  }
`);

/** One batched operation for every distinct real ticker of the page. */
export const TableQuotesQuery = graphql(`
  query TableQuotes($tickers: [String!]!) {
    stocks(tickers: $tickers) {
      ticker
      currentPrice
      change
      changePercent
      currency
      isError
      marketCapUsd
      source
    }
  }
`);

/**
 * The table's rows for the CSV export: the page's fields plus the sponsor's market cap in USD
 * (quoted on the server in one batch per request, as the market-cap sort ranks them).
 */
export const TrialsTableExportQuery = graphql(`
  query TrialsTableExport($filter: TrialsTableFilter, $page: Int, $limit: Int, $sortBy: TrialsTableSortField, $sortOrder: SortOrder) {
    trialsTable(filter: $filter, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {
      rows {
        ...TableRowFields
        stock {
          ticker
          marketCapUsd
        }
      }
      pagination {
        totalCount
        hasNextPage
      }
    }
  }
`);

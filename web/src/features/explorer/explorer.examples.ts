import type { TFunction } from 'i18next';

/**
 * Example operations for each main use of the API, opened as GraphiQL tabs. A test validates every
 * one against schema/schema.graphql, so they cannot drift from the real schema.
 */
export interface ExplorerExample {
  key: string;
  query: string;
  variables?: Record<string, unknown>;
}

export const EXAMPLES: ExplorerExample[] = [
  {
    key: 'table',
    query: `query AdvancedTable($filter: TrialsTableFilter, $page: Int, $limit: Int) {
  trialsTable(filter: $filter, page: $page, limit: $limit, sortBy: score, sortOrder: DESC) {
    pagination { currentPage totalPages totalCount }
    rows {
      nctId
      briefTitle
      leadSponsorName
      ticker
      phaseLabels
      score
      recommendation
      investmentVerdict
      completionDate
      # Every stock field of one operation is fetched in one batched provider call.
      stock { currentPrice changePercent currency marketState }
    }
  }
}`,
    variables: { filter: { investmentVerdict: 'OUI', phases: ['PHASE3'] }, page: 1, limit: 5 },
  },
  {
    key: 'search',
    query: `query SearchTrials($query: String!) {
  searchTrials(query: $query, limit: 5) {
    nctId
    briefTitle
    leadSponsorName
    statusLabel
    conditions
  }
}`,
    variables: { query: 'cancer' },
  },
  {
    key: 'trial',
    query: `query TrialWithAnalysis($nctId: ID!) {
  trial(nctId: $nctId) {
    nctId
    briefTitle
    statusLabel
    phaseLabels
    enrollment
    leadSponsor { name classLabel }
    reactions { likes dislikes }
    analysis {
      analyzedAt
      summary { recommendation score investmentVerdict hasError errorType }
      details { analysis opportunities risks keyFactors }
    }
    stock { ticker companyName currentPrice changePercent marketCap peRatio }
  }
}`,
    variables: { nctId: 'NCT00000000' },
  },
  {
    key: 'calendar',
    query: `query CatalystCalendar($filter: CalendarFilter) {
  calendarMonths(count: 12, filter: $filter) { month count }
}`,
    variables: { filter: { investmentVerdict: 'OUI' } },
  },
  {
    key: 'stocks',
    query: `query Quotes($tickers: [String!]!) {
  stocks(tickers: $tickers) {
    ticker
    companyName
    currentPrice
    change
    changePercent
    currency
    exchange
    marketState
    fiftyTwoWeekLow
    fiftyTwoWeekHigh
    isError
    error
  }
}`,
    variables: { tickers: ['PFE', 'MRK', 'SAN.PA'] },
  },
  {
    key: 'analytics',
    query: `query AnalyticsOverview {
  analyticsSummary {
    overview { totalTrials totalEnrollment averageEnrollment lastUpdate }
    topMetrics { topCountries { name count } topSponsors { name count } }
    investmentInsights { averageScore recommendations { name count } }
  }
}`,
  },
  {
    key: 'popular',
    query: `query Popular {
  popularTrials(limit: 5) { nctId briefTitle likes dislikes }
  popularComments(limit: 5) { id nctId name content likes createdAt }
}`,
  },
  {
    key: 'reactions',
    query: `# Needs a signed-in user: the explorer sends your session's token when you are signed in,
# or set an "Authorization: Bearer <accessToken>" header in the Headers tab.
mutation ToggleLike($nctId: ID!) {
  likeTrial(nctId: $nctId) {
    nctId
    viewerReaction { liked disliked }
    reactions { likes dislikes }
  }
}`,
    variables: { nctId: 'NCT00000000' },
  },
  {
    key: 'subscription',
    query: `# Runs over graphql-ws (WebSocket) on /graphql; like a trial in another tab to see events.
subscription LiveReactions {
  reactionsFeed { nctId likes dislikes }
}`,
  },
];

/** GraphiQL tabs: each example with a first comment line in the interface language. */
export function exampleTabs(t: TFunction): { query: string; variables?: string }[] {
  return EXAMPLES.map((e) => ({
    query: `# ${t(`explorer:examples.${e.key}`)}\n${e.query}\n`,
    ...(e.variables ? { variables: JSON.stringify(e.variables, null, 2) } : {}),
  }));
}

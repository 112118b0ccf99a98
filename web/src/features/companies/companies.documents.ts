import { graphql } from '../../gql';

/** The price chart (with each trial event's stock move, when measured): closes and volumes over a range, the company's trial events over the same days, and its regulatory events (the chart keeps those within the prices' days). */
export const CompanyChartFields = graphql(`
  fragment CompanyChartFields on Company {
    ticker
    currency
    priceHistory(range: $range) {
      currency
      isError
      error
      prices {
        date
        close
        volume
      }
    }
    events(days: $days, max: 150) {
      date
      kind
      trial {
        nctId
        briefTitle
      }
      move {
        move1d
        move5d
        abnormal1d
        benchmark
        demo
      }
    }
    regulatoryEvents {
      ...RegulatoryEventFields
    }
  }
`);

export const CompanyChartQuery = graphql(`
  query CompanyChart($ticker: String!, $range: ChartRange!, $days: Int!) {
    company(ticker: $ticker) {
      ...CompanyChartFields
    }
  }
`);

export const CompanyPipelineTrialFields = graphql(`
  fragment CompanyPipelineTrialFields on CompanyTrial {
    nctId
    briefTitle
    phases
    phaseKey
    status
    area
    role
    score
    recommendation
    statusSignal {
      kind
      color
      reason
    }
    matchVia
    nextCatalyst {
      ...NextCatalystFields
    }
  }
`);

/**
 * One operation fills the whole page (the chart's default range included). The pipeline's and the
 * past catalysts' sizes are variables: the server's size-aware list cost counts them; the static cost
 * rule multiplies a literal `first` into every nested field and would refuse 200 rows with their
 * catalysts (or 50 past catalysts with their moves).
 */
export const CompanyPageQuery = graphql(`
  query CompanyPage($ticker: String!, $range: ChartRange!, $days: Int!, $pipelineFirst: Int!, $pastCatalystsFirst: Int!) {
    company(ticker: $ticker) {
      ticker
      name
      exchange
      country
      currency
      kind
      source
      subsidiaries {
        name
        relation
      }
      formerCompanies {
        name
        event
        year
      }
      marketCapUsd
      trialCount
      stock {
        ticker
        source
        currentPrice
        change
        changePercent
        currency
        marketCap
        isError
        error
        historicalPrices {
          date
          close
        }
      }
      pipeline(first: $pipelineFirst) {
        ...CompanyPipelineTrialFields
      }
      groups {
        byPhase {
          key
          count
        }
        byArea {
          key
          count
        }
        byStatus {
          key
          count
        }
      }
      scoreDistribution {
        buckets {
          from
          to
          count
        }
        unscored
      }
      upcomingCatalysts(months: 24, first: 60) {
        catalyst {
          ...NextCatalystFields
        }
        trial {
          nctId
          briefTitle
          phaseKey
        }
      }
      regulatoryEvents {
        ...RegulatoryEventFields
      }
      pastReadouts(first: 20) {
        date
        outcome
        bestPValue
        trial {
          nctId
          briefTitle
        }
        move {
          move1d
          move5d
          demo
        }
      }
      runway {
        ...CompanyRunwayFields
      }
      pastCatalysts(first: $pastCatalystsFirst) {
        ...PastCatalystFields
      }
      ...CompanyChartFields
    }
  }
`);

/** Header search: companies by name or ticker, in their own group of results. */
export const CompanySearchQuery = graphql(`
  query CompanySearch($search: String!) {
    companies(search: $search, first: 5) {
      ticker
      name
      trialCount
    }
  }
`);

import { graphql } from '../../gql';

export const CalendarTrialFields = graphql(`
  fragment CalendarTrialFields on Trial {
    nctId
    briefTitle
    completionDate
    leadSponsorName
    ticker
    investmentVerdict
    recommendation
    phases
    enrollment
    status
    statusLabel
    conditions
    stock {
      ticker
      currentPrice
      changePercent
      currency
      marketCap
      isError
    }
  }
`);

export const CalendarMonthCountsQuery = graphql(`
  query CalendarMonthCounts($from: String, $count: Int, $filter: CalendarFilter) {
    calendarMonths(from: $from, count: $count, filter: $filter) {
      month
      count
    }
  }
`);

export const CalendarMonthQuery = graphql(`
  query CalendarMonth($month: String!, $filter: CalendarFilter) {
    calendarMonth(month: $month, filter: $filter) {
      month
      count
      trials {
        ...CalendarTrialFields
      }
    }
  }
`);

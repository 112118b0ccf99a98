import { graphql } from '../../gql';

export const CalendarMonthCountsQuery = graphql(`
  query CalendarMonthCounts($from: String, $count: Int, $filter: CalendarFilter) {
    calendarMonths(from: $from, count: $count, filter: $filter) {
      month
      count
      trialCount
      regulatoryCount
    }
  }
`);

export const CalendarMonthQuery = graphql(`
  query CalendarMonth($month: String!, $filter: CalendarFilter) {
    calendarMonth(month: $month, filter: $filter) {
      month
      count
      trialCount
      regulatoryCount
      trials {
        ...CalendarTrialFields
      }
      regulatoryEvents {
        ...CalendarRegulatoryEventFields
      }
    }
  }
`);

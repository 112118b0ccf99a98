import { graphql } from '../../../gql';

/** A stock's reaction to an event: close before to close 1 and 5 trading days on, and against the benchmark. */
export const StockMoveFields = graphql(`
  fragment StockMoveFields on StockMove {
    eventDate
    benchmark
    closeBefore
    move1d
    move5d
    abnormal1d
    abnormal5d
    currency
    priceSource
    demo
    computedAt
  }
`);

/** A past catalyst of a company (readout, stop, regulatory decision) with the stock's move. */
export const PastCatalystFields = graphql(`
  fragment PastCatalystFields on PastCatalyst {
    id
    date
    kind
    outcome
    nctId
    trialTitle
    regulatoryEventId
    description
    move {
      ...StockMoveFields
    }
  }
`);

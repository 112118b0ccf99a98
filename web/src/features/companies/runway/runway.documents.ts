import { graphql } from '../../../gql';

/** A readout placed on a company's cash runway. */
export const RunwayReadoutFields = graphql(`
  fragment RunwayReadoutFields on RunwayReadout {
    readoutDate
    label
    nctId
    trialTitle
    monthsAtReadout
    risk
  }
`);

/**
 * A company's cash runway: the figures with their filings (form, period end, filing date), and its
 * upcoming readouts on it, earliest first (the first is the next readout).
 */
export const CompanyRunwayFields = graphql(`
  fragment CompanyRunwayFields on CompanyRunway {
    source
    demo
    unavailable
    cash {
      value
      currency
      form
      periodEnd
      filed
      concept
    }
    shortTermInvestments {
      value
      currency
      form
      periodEnd
      filed
      concept
    }
    cashTotal
    currency
    quarterlyBurn
    burnQuarters
    quarters {
      start
      end
      value
      currency
      form
      filed
      derived
    }
    monthsOfRunway
    runwayEnd
    notBurning
    readouts {
      ...RunwayReadoutFields
    }
    fetchedAt
  }
`);

import type { CompanyRunwayFieldsFragment, PastCatalystFieldsFragment, StockMoveFieldsFragment } from '../../../gql/graphql';
import type { RunwayReadout } from './runway.format';

/** Test data in the API's shapes (component and page tests), with the type names Apollo's cache reads. */
type Typed<T, N extends string> = T & { __typename: N };

export function runwayReadout(over: Partial<RunwayReadout> = {}): Typed<RunwayReadout, 'RunwayReadout'> {
  return {
    __typename: 'RunwayReadout',
    readoutDate: '2026-06-30',
    label: 'T2 2026',
    nctId: 'NCT91000001',
    trialTitle: 'A Phase 3 Study of Demozumab',
    monthsAtReadout: 9.4,
    risk: 'NONE',
    ...over,
  };
}

/** A burning demo company: $312.4M cash (192.4 + 120.0) at 2025-09-30, $52.1M burn a quarter, 18 months, two readouts (one past the runway's end). */
export function burningRunway(over: Partial<CompanyRunwayFieldsFragment> = {}): Typed<CompanyRunwayFieldsFragment, 'CompanyRunway'> {
  const fact = (value: number, concept: string) => ({
    __typename: 'FinancialFact' as const,
    value,
    currency: 'USD',
    form: '10-Q',
    periodEnd: '2025-09-30',
    filed: '2025-11-05',
    concept,
  });
  const quarter = (start: string, end: string, value: number, form: string, filed: string, derived = false) => ({
    __typename: 'QuarterCashFlow' as const,
    start,
    end,
    value,
    currency: 'USD',
    form,
    filed,
    derived,
  });
  const first = runwayReadout();
  // 2027-06-30: three months after the runway's end (2027-03-30).
  const second = runwayReadout({
    readoutDate: '2027-06-30',
    label: 'T2 2027',
    nctId: 'NCT91000002',
    trialTitle: 'A Phase 2 Study of Demotinib',
    monthsAtReadout: -3,
    risk: 'BEFORE_READOUT',
  });
  return {
    __typename: 'CompanyRunway',
    source: 'DEMO',
    demo: true,
    unavailable: null,
    cash: fact(192_400_000, 'us-gaap:CashAndCashEquivalentsAtCarryingValue'),
    shortTermInvestments: fact(120_000_000, 'us-gaap:ShortTermInvestments'),
    cashTotal: 312_400_000,
    currency: 'USD',
    quarterlyBurn: 52_066_667,
    burnQuarters: 4,
    quarters: [
      quarter('2025-07-01', '2025-09-30', -50_000_000, '10-Q', '2025-11-05'),
      quarter('2025-04-01', '2025-06-30', -52_000_000, '10-Q', '2025-08-06', true),
      quarter('2025-01-01', '2025-03-31', -51_000_000, '10-Q', '2025-05-07'),
      quarter('2024-10-01', '2024-12-31', -55_266_668, '10-K', '2025-02-27', true),
    ],
    monthsOfRunway: 18,
    runwayEnd: '2027-03-30',
    notBurning: false,
    readouts: [first, second],
    fetchedAt: '2026-01-10T08:00:00.000Z',
    ...over,
  };
}

export function unavailableRunway(unavailable: CompanyRunwayFieldsFragment['unavailable']): Typed<CompanyRunwayFieldsFragment, 'CompanyRunway'> {
  return burningRunway({
    source: null,
    demo: false,
    unavailable,
    cash: null,
    shortTermInvestments: null,
    cashTotal: null,
    currency: null,
    quarterlyBurn: null,
    burnQuarters: 0,
    quarters: [],
    monthsOfRunway: null,
    runwayEnd: null,
    readouts: [runwayReadout({ monthsAtReadout: null, risk: 'UNKNOWN' })],
  });
}

/** A measured demo move: −23.4 % over 1 day, −30.1 % over 5, against XBI. */
export function stockMove(over: Partial<StockMoveFieldsFragment> = {}): Typed<StockMoveFieldsFragment, 'StockMove'> {
  return {
    __typename: 'StockMove',
    eventDate: '2025-10-01',
    benchmark: 'XBI',
    closeBefore: 20,
    move1d: -23.4,
    move5d: -30.1,
    abnormal1d: -22.9,
    abnormal5d: -28.6,
    currency: 'USD',
    priceSource: 'demo',
    demo: true,
    computedAt: '2025-10-09T00:00:00.000Z',
    ...over,
  };
}

export function pastCatalyst(over: Partial<PastCatalystFieldsFragment> = {}): Typed<PastCatalystFieldsFragment, 'PastCatalyst'> {
  return {
    __typename: 'PastCatalyst',
    id: 'RP:NCT91000003',
    date: '2025-10-01',
    kind: 'RESULTS_POSTED',
    outcome: 'FAILURE',
    nctId: 'NCT91000003',
    trialTitle: 'A Phase 3 Study of Failomab',
    regulatoryEventId: null,
    description: null,
    move: stockMove(),
    ...over,
  };
}

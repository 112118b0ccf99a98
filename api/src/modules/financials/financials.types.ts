import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { DilutionRisk, FinancialsSource, FinancialsUnavailable } from '../../domain/financials.js';
import { DilutionRiskEnum, FinancialsSourceEnum, FinancialsUnavailableEnum } from './financials.enums.js';

@ObjectType('FinancialFact', { description: 'One reported figure and where it is read: the filing’s form, the period it describes, the filing date.' })
export class FinancialFactType {
  @Field(() => Float)
  value!: number;
  @Field(() => String, { description: 'ISO currency of the value (USD for SEC facts).' })
  currency!: string;
  @Field(() => String, { description: '"10-Q", "10-K", "20-F", "10-Q/A"…; "provider" for the stock provider’s figures; "demo" for demo figures.' })
  form!: string;
  @Field(() => String, { description: 'The period’s last day (the balance-sheet date), YYYY-MM-DD.' })
  periodEnd!: string;
  @Field(() => String, { nullable: true, description: 'Filing date, YYYY-MM-DD (null when the source does not say).' })
  filed!: string | null;
  @Field(() => String, { description: 'The XBRL concept read (us-gaap:CashAndCashEquivalentsAtCarryingValue…) or the provider’s field.' })
  concept!: string;
}

@ObjectType('QuarterCashFlow', { description: 'Operating cash flow of one fiscal quarter (negative: cash going out).' })
export class QuarterCashFlowType {
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  start!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  end!: string;
  @Field(() => Float)
  value!: number;
  @Field(() => String)
  currency!: string;
  @Field(() => String)
  form!: string;
  @Field(() => String, { nullable: true })
  filed!: string | null;
  @Field(() => Boolean, { description: 'Computed from year-to-date figures (Q2 = 6M − 3M, Q4 = FY − 9M).' })
  derived!: boolean;
}

@ObjectType('RunwayReadout', { description: 'A readout placed on the company’s cash runway.' })
export class RunwayReadoutType {
  @Field(() => String, { description: 'The readout window’s last day (YYYY-MM-DD): the conservative date.' })
  readoutDate!: string;
  @Field(() => String, { description: 'The catalyst’s window in the request language, as Trial.nextCatalyst.label.' })
  label!: string;
  @Field(() => String)
  nctId!: string;
  @Field(() => String, { nullable: true })
  trialTitle!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Runway end − readout date, in months (negative: the cash ends before); null when unknown or not burning.',
  })
  monthsAtReadout!: number | null;
  @Field(() => DilutionRiskEnum)
  risk!: DilutionRisk;
}

@ObjectType('CompanyRunway', {
  description: 'The company’s cash, quarterly burn and cash runway, with its upcoming readouts placed on it. A figure no source gives is null, never a guess.',
})
export class CompanyRunwayType {
  @Field(() => FinancialsSourceEnum, { nullable: true, description: 'Null when no source covers the company.' })
  source!: FinancialsSource | null;
  @Field(() => Boolean, { description: 'Demo figures (never a real company’s real figures).' })
  demo!: boolean;
  @Field(() => FinancialsUnavailableEnum, { nullable: true, description: 'Why figures are missing, when they are.' })
  unavailable!: FinancialsUnavailable | null;
  @Field(() => FinancialFactType, { nullable: true, description: 'Cash and cash equivalents (or cash + short-term investments when reported together).' })
  cash!: FinancialFactType | null;
  @Field(() => FinancialFactType, { nullable: true, description: 'Short-term investments at the same balance-sheet date, when reported apart.' })
  shortTermInvestments!: FinancialFactType | null;
  @Field(() => Float, { nullable: true, description: 'Cash + short-term investments.' })
  cashTotal!: number | null;
  @Field(() => String, { nullable: true })
  currency!: string | null;
  @Field(() => Float, { nullable: true, description: 'Mean operating cash outflow per quarter over the last (up to) four quarters; ≤ 0: not burning.' })
  quarterlyBurn!: number | null;
  @Field(() => Int, { description: 'Quarters the burn is averaged over (0–4).' })
  burnQuarters!: number;
  @Field(() => [QuarterCashFlowType], { description: 'The quarters read, newest first.' })
  quarters!: QuarterCashFlowType[];
  @Field(() => Float, { nullable: true, description: 'cashTotal ÷ monthly burn, from the balance-sheet date; null when unknown or not burning.' })
  monthsOfRunway!: number | null;
  @Field(() => String, { nullable: true, description: 'Balance-sheet date + monthsOfRunway (YYYY-MM-DD).' })
  runwayEnd!: string | null;
  @Field(() => Boolean, { description: 'Operating cash flow ≥ 0 on average.' })
  notBurning!: boolean;
  @Field(() => [RunwayReadoutType], { description: 'The company’s upcoming readouts (windows within 36 months, at most 20), earliest first.' })
  readouts!: RunwayReadoutType[];
  @Field(() => RunwayReadoutType, { nullable: true, description: 'readouts[0].' })
  nextReadout!: RunwayReadoutType | null;
  @Field(() => String, { description: 'When the figures were read (ISO timestamp).' })
  fetchedAt!: string;
}

@ObjectType('TrialRunway', { description: 'The sponsor company’s cash runway seen from one trial.' })
export class TrialRunwayType {
  @Field(() => CompanyRunwayType)
  company!: CompanyRunwayType;
  @Field(() => RunwayReadoutType, {
    nullable: true,
    description: 'This trial’s next readout on the company’s runway (null when its readout is behind us or undated).',
  })
  atReadout!: RunwayReadoutType | null;
}

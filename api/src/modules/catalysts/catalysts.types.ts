import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { CapBucket } from '../../domain/analysis.js';
import type { CatalystPrecision } from '../../domain/catalyst.js';
import type { DilutionRisk } from '../../domain/financials.js';
import type { RegulatoryOutcome } from '../../domain/regulatory.js';
import type { Area } from '../../domain/therapeutic-areas.js';
import type { PhaseCode } from '../../domain/trial.js';
import { TherapeuticAreaEnum } from '../analysis/analysis.enums.js';
import { CapBucketEnum } from '../analysis/analysis.types.js';
import { DilutionRiskEnum } from '../financials/financials.enums.js';
import { RegulatoryOutcomeEnum } from '../regulatory/regulatory.enums.js';
import { CatalystPrecisionEnum, PhaseEnum } from '../trials/trials.enums.js';
import { CatalystCategoryEnum, CatalystDateConfidenceEnum, CatalystEventKindEnum, CatalystWindowEnum } from './catalysts.enums.js';
import type { CatalystCategory, CatalystDateConfidence, CatalystEventKind, CatalystWindow } from './catalysts.validation.js';

@InputType('CatalystFilter', { description: 'Filters of the catalyst screen (each list: any of; none: all).' })
export class CatalystFilterInput {
  @Field(() => [CatalystCategoryEnum], { nullable: true, description: 'READOUT, REGULATORY.' })
  categories?: CatalystCategory[] | null;
  @Field(() => [CatalystEventKindEnum], { nullable: true, description: 'Kinds of event.' })
  kinds?: CatalystEventKind[] | null;
  @Field(() => [CatalystDateConfidenceEnum], { nullable: true, description: 'Date confidences (readouts: as of today).' })
  confidences?: CatalystDateConfidence[] | null;
  @Field(() => CatalystWindowEnum, { nullable: true, description: 'Window relative to today; default: from 90 days ago onwards.' })
  window?: CatalystWindow | null;
  @Field(() => String, { nullable: true, description: 'First day YYYY-MM-DD of a range (with `to`; overrides window; at most 3 years).' })
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day YYYY-MM-DD of a range (with `from`).' })
  to?: string | null;
  @Field(() => [PhaseEnum], { nullable: true, description: 'Phases of the trial (a regulatory event: of its best-linked trial).' })
  phases?: PhaseCode[] | null;
  @Field(() => [TherapeuticAreaEnum], { nullable: true, description: 'Therapeutic area of the latest analysis.' })
  areas?: Area[] | null;
  @Field(() => [CapBucketEnum], { nullable: true, description: 'Market-cap bucket in USD (UNLISTED: no ticker; UNKNOWN: cap unknown).' })
  capBuckets?: CapBucket[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Only rows with a listed company (a ticker).' })
  listedOnly?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Only the watched trials and companies (signed-in users only: UNAUTHENTICATED otherwise).' })
  watchlistOnly?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only rows whose company’s cash runway ends before the readout or within 6 months after it (dilution risk; the window’s last day).',
  })
  dilutionRiskOnly?: boolean | null;
}

@ObjectType('CatalystRow', { description: 'One row of the catalyst screen: a readout (a trial’s next catalyst) or a regulatory event.' })
export class CatalystRowType {
  @Field(() => ID, { description: '"R:<nctId>" for a readout, "G:<event uuid>" for a regulatory event.' })
  id!: string;
  @Field(() => CatalystCategoryEnum, { description: 'READOUT or REGULATORY.' })
  category!: CatalystCategory;
  @Field(() => CatalystEventKindEnum, { description: 'Kind of event.' })
  kind!: CatalystEventKind;
  @Field(() => String, { description: 'First day of the window (YYYY-MM-DD).' })
  windowStart!: string;
  @Field(() => String, { description: 'Last day of the window (YYYY-MM-DD).' })
  windowEnd!: string;
  @Field(() => CatalystPrecisionEnum, { description: 'DAY, MONTH, QUARTER or YEAR (DAY for regulatory events).' })
  precision!: CatalystPrecision;
  @Field(() => CatalystDateConfidenceEnum, { description: 'Readouts: as of today (CatalystConfidence); regulatory events: their date confidence.' })
  confidence!: CatalystDateConfidence;
  @Field(() => Int, { description: 'windowStart − today in days (negative: in the past).' })
  daysUntil!: number;
  @Field(() => String, {
    description: 'The window in the request language, as Trial.nextCatalyst.label ("T2 2027" / "Q2 2027", "15 juin 2027" / "June 15, 2027").',
  })
  label!: string;
  @Field(() => String, { nullable: true, description: 'The trial (a regulatory event: its best-linked trial, if any).' })
  nctId!: string | null;
  @Field(() => String, { nullable: true, description: 'Brief title of that trial.' })
  trialTitle!: string | null;
  @Field(() => String, { nullable: true, description: 'Ticker of the listed company.' })
  ticker!: string | null;
  @Field(() => String, { nullable: true, description: 'Company (or sponsor) name.' })
  company!: string | null;
  @Field(() => [String], { description: 'Intervention names (drug, biological) or the event’s drug.' })
  drugs!: string[];
  @Field(() => String, { nullable: true, description: 'Conditions of the trial or the event’s indication.' })
  indication!: string | null;
  @Field(() => [PhaseEnum], { description: 'Phases of the trial.' })
  phases!: PhaseCode[];
  @Field(() => Float, { nullable: true, description: 'Readout probability of the latest analysis (0–1), null without analysis.' })
  readoutProbability!: number | null;
  @Field(() => Float, { nullable: true, description: 'Score of the latest analysis (0–10).' })
  score!: number | null;
  @Field(() => Float, { nullable: true, description: 'Market cap of the company in USD (null: unlisted or unknown).' })
  marketCapUsd!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'The company’s cash runway end − the window’s last day, in months (negative: the cash ends before); null when unknown or not burning.',
  })
  runwayMonthsAtReadout!: number | null;
  @Field(() => DilutionRiskEnum, {
    description: 'Dilution risk at this event (UNKNOWN for unlisted companies, companies without figures, regulatory rows without ticker).',
  })
  dilutionRisk!: DilutionRisk;
  @Field(() => String, { nullable: true, description: 'Application number (NDA, BLA, EMEA/H/C) of a regulatory event.' })
  applicationNumber!: string | null;
  @Field(() => RegulatoryOutcomeEnum, { nullable: true, description: 'Outcome of a regulatory event.' })
  outcome!: RegulatoryOutcome | null;
  @Field(() => String, { description: '"ClinicalTrials.gov", "openFDA", "Federal Register", "Company announcement" or "Demo data".' })
  source!: string;
  @Field(() => String, { description: 'The page the date is read from.' })
  sourceUrl!: string;
  @Field(() => String, { description: 'The day the source was read or last updated (YYYY-MM-DD).' })
  asOf!: string;
  @Field(() => Boolean, { description: 'Demo data (never a real company’s real event).' })
  demo!: boolean;
}

@ObjectType('CatalystPage', { description: 'A page of the catalyst screen (keyset paging).' })
export class CatalystPageType {
  @Field(() => [CatalystRowType], { description: 'Rows in the requested order.' })
  rows!: CatalystRowType[];
  @Field(() => Int, { description: 'Rows matching the filters: exact up to 10,000 (10,000 means at least that many).' })
  totalCount!: number;
  @Field(() => String, { nullable: true, description: 'Cursor of the last row: pass it as `after` for the next page.' })
  endCursor!: string | null;
  @Field(() => Boolean, { description: 'Whether rows follow this page.' })
  hasNextPage!: boolean;
}

import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Area } from '../../domain/therapeutic-areas.js';
import type { PhaseCode, TrialStatus } from '../../domain/trial.js';
import type { Recommendation } from '../../domain/analysis.js';
import { NextCatalystType } from '../trials/trials.catalyst.types.js';
import { enumOf, PhaseEnum, RecommendationEnum, TrialStatusEnum } from '../trials/trials.enums.js';
import { CHART_RANGES, type ChartRange } from './companies.page.js';
import { COMPANY_ROLES, READOUT_OUTCOMES, TRIAL_EVENT_KINDS, type CompanyRole, type ReadoutOutcome, type TrialEventKind } from './companies.pipeline.js';

export const CompanyRoleEnum = enumOf<CompanyRole>(COMPANY_ROLES);
registerEnumType(CompanyRoleEnum, {
  name: 'CompanyRole',
  description: 'LEAD: the lead sponsor is the company, a subsidiary or a former company it acquired; COLLABORATOR: the company is a listed collaborator.',
});
export const ReadoutOutcomeEnum = enumOf<ReadoutOutcome>(READOUT_OUTCOMES);
registerEnumType(ReadoutOutcomeEnum, {
  name: 'ReadoutOutcome',
  description:
    'From posted results, by the rule of every signal (p or CI against the stated alpha): MET (every decided primary end point met), NOT_MET (none met), MIXED (some met, some not), NO_ANALYSIS (results without a readable primary analysis), NO_RESULTS.',
});
export const TrialEventKindEnum = enumOf<TrialEventKind>(TRIAL_EVENT_KINDS);
registerEnumType(TrialEventKindEnum, {
  name: 'TrialEventKind',
  description:
    'A trial event on the price chart: study start, primary completion, results posted, or the status becoming TERMINATED / SUSPENDED / COMPLETED (dated by the last update post).',
});

export const ChartRangeEnum = enumOf<ChartRange>(CHART_RANGES);
registerEnumType(ChartRangeEnum, { name: 'ChartRange', description: 'Price chart range: M1 (1 month), M6, Y1, Y5 (5 years, weekly points).' });

@ObjectType('CompanySubsidiary', { description: 'A sponsor name owned by the company.' })
export class CompanySubsidiaryType {
  @Field(() => String)
  name!: string;
  @Field(() => String, { description: 'wholly-owned, majority or joint-venture.' })
  relation!: string;
}

@ObjectType('CompanyFormerCompany', { description: 'A company it acquired or merged with, or its former name.' })
export class CompanyFormerCompanyType {
  @Field(() => String)
  name!: string;
  @Field(() => String, { description: 'acquired, merged or renamed.' })
  event!: string;
  @Field(() => Int)
  year!: number;
}

@ObjectType('Company', {
  description: 'A listed company with its trials: those whose lead sponsor or a collaborator resolves to it or to one of its subsidiaries.',
})
export class CompanyType {
  @Field(() => String, { description: 'Upper-case ticker (the page is /company/:ticker).' })
  ticker!: string;
  @Field(() => String)
  name!: string;
  @Field(() => String, { nullable: true, description: 'Country of the headquarters (curated companies).' })
  country!: string | null;
  @Field(() => String, { nullable: true, description: 'pharma, biotech, medtech... (curated companies).' })
  kind!: string | null;
  @Field(() => String, { description: 'curated (the curated company table) or sec (the SEC company list).' })
  source!: 'curated' | 'sec';
  @Field(() => [CompanySubsidiaryType])
  subsidiaries!: CompanySubsidiaryType[];
  @Field(() => [CompanyFormerCompanyType], { description: 'Former companies now part of it (corporate history).' })
  formerCompanies!: CompanyFormerCompanyType[];
}

@ObjectType('CompanyTrial', { description: 'One trial of a company’s pipeline (`trial` gives the full trial, batched).' })
export class CompanyTrialType {
  @Field(() => String)
  nctId!: string;
  @Field(() => String)
  briefTitle!: string;
  @Field(() => [PhaseEnum])
  phases!: PhaseCode[];
  @Field(() => String, { description: 'Pipeline group: the phases joined with a comma ("PHASE2,PHASE3"); NA when none.' })
  phaseKey!: string;
  @Field(() => TrialStatusEnum)
  status!: TrialStatus;
  @Field(() => String, { description: 'Therapeutic area (the analysis’s classifier): oncology, neurology...' })
  area!: Area;
  @Field(() => CompanyRoleEnum)
  role!: CompanyRole;
  @Field(() => Float, { nullable: true })
  score!: number | null;
  @Field(() => RecommendationEnum, { nullable: true })
  recommendation!: Recommendation | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  startDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  primaryCompletionDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  completionDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  resultsFirstPostDate!: string | null;
  @Field(() => Boolean)
  hasResults!: boolean;
  @Field(() => String)
  leadSponsorName!: string;
  @Field(() => String, { nullable: true, description: 'The subsidiary or former company the lead sponsor link goes through.' })
  matchVia!: string | null;
}

@ObjectType('CompanyCount', { description: 'A group and its number of trials.' })
export class CompanyCountType {
  @Field(() => String)
  key!: string;
  @Field(() => Int)
  count!: number;
}

@ObjectType('CompanyGroups', { description: 'The company’s trials counted by phase, therapeutic area, status and role.' })
export class CompanyGroupsType {
  @Field(() => [CompanyCountType], { description: 'By phaseKey, most advanced first.' })
  byPhase!: CompanyCountType[];
  @Field(() => [CompanyCountType], { description: 'By therapeutic area, largest first.' })
  byArea!: CompanyCountType[];
  @Field(() => [CompanyCountType], { description: 'By status (TrialStatus names), largest first.' })
  byStatus!: CompanyCountType[];
  @Field(() => [CompanyCountType], { description: 'LEAD or COLLABORATOR.' })
  byRole!: CompanyCountType[];
}

@ObjectType('CompanyScoreBucket', { description: 'Trials whose score is in [from, to) (the last bucket includes 10).' })
export class CompanyScoreBucketType {
  @Field(() => Int)
  from!: number;
  @Field(() => Int)
  to!: number;
  @Field(() => Int)
  count!: number;
}

@ObjectType('CompanyScoreDistribution')
export class CompanyScoreDistributionType {
  @Field(() => [CompanyScoreBucketType])
  buckets!: CompanyScoreBucketType[];
  @Field(() => Int, { description: 'Trials not analysed yet.' })
  unscored!: number;
}

@ObjectType('CompanyCatalyst', {
  description: 'An upcoming catalyst of the company: a trial’s next catalyst (readout window, kind, confidence) that is ANTICIPATED or recently OVERDUE.',
})
export class CompanyCatalystType {
  @Field(() => NextCatalystType)
  catalyst!: NextCatalystType;
  @Field(() => CompanyTrialType)
  trial!: CompanyTrialType;
}

@ObjectType('CompanyReadout', { description: 'A past readout and its outcome, from posted results.' })
export class CompanyReadoutType {
  @Field(() => String, { description: 'Results posting date, else the primary completion (YYYY-MM-DD).' })
  date!: string;
  @Field(() => ReadoutOutcomeEnum)
  outcome!: ReadoutOutcome;
  @Field(() => String, { nullable: true, description: 'Lowest primary-outcome p-value as posted.' })
  bestPValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Its outcome measure.' })
  measure!: string | null;
  @Field(() => CompanyTrialType)
  trial!: CompanyTrialType;
}

@ObjectType('CompanyTrialEvent', { description: 'A marker of the price chart.' })
export class CompanyTrialEventType {
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  date!: string;
  @Field(() => TrialEventKindEnum)
  kind!: TrialEventKind;
  @Field(() => CompanyTrialType)
  trial!: CompanyTrialType;
}

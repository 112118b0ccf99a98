import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { SponsorMatchMethod, SponsorRelation } from '../../domain/sponsor.js';
import { SponsorMatchMethodEnum, SponsorRelationEnum } from './trials.enums.js';

// `simpleResolvers`: plain data fields read their property with graphql-js's default resolver, not
// through a type-graphql wrapper per field (no middleware or auth applies to them).

@ObjectType('Intervention', { simpleResolvers: true, description: 'An intervention (drug, device, procedure...) of a trial.' })
export class InterventionType {
  @Field(() => String, { nullable: true, description: 'DRUG, DEVICE, BIOLOGICAL, PROCEDURE...' })
  type!: string | null;
  @Field(() => String, { description: 'Name.' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'Description.' })
  description!: string | null;
  @Field(() => [String], { description: 'Other names (brand names, codes).' })
  otherNames!: string[];
  @Field(() => [String], { nullable: true, description: 'Labels of the arms using this intervention.' })
  armGroupLabels?: string[];
}

@ObjectType('ArmGroup', { simpleResolvers: true, description: 'An arm of a trial.' })
export class ArmGroupType {
  @Field(() => String, { description: 'Label.' })
  label!: string;
  @Field(() => String, { nullable: true, description: 'EXPERIMENTAL, PLACEBO_COMPARATOR...' })
  type!: string | null;
  @Field(() => String, { nullable: true, description: 'Description.' })
  description!: string | null;
  @Field(() => [String], { description: 'Interventions given in this arm.' })
  interventionNames!: string[];
}

@ObjectType('Eligibility', { simpleResolvers: true, description: 'Who may take part in a trial.' })
export class EligibilityType {
  @Field(() => String, { nullable: true, description: 'Inclusion and exclusion criteria text.' })
  criteria!: string | null;
  @Field(() => String, { nullable: true, description: 'Minimum age, e.g. "18 Years".' })
  minimumAge!: string | null;
  @Field(() => String, { nullable: true, description: 'Maximum age.' })
  maximumAge!: string | null;
  @Field(() => String, { nullable: true, description: 'ALL, FEMALE or MALE.' })
  sex!: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether healthy volunteers are accepted.' })
  healthyVolunteers!: boolean | null;
  @Field(() => [String], { description: 'Age groups: CHILD, ADULT, OLDER_ADULT.' })
  stdAges!: string[];
}

@ObjectType('Outcome', { simpleResolvers: true, description: 'A planned outcome measure.' })
export class OutcomeType {
  @Field(() => String, { description: 'What is measured.' })
  measure!: string;
  @Field(() => String, { nullable: true, description: 'Description.' })
  description!: string | null;
  @Field(() => String, { nullable: true, description: 'When it is measured.' })
  timeFrame!: string | null;
}

@ObjectType('Outcomes', { simpleResolvers: true, description: 'Planned outcome measures of a trial.' })
export class OutcomesType {
  @Field(() => [OutcomeType], { description: 'Primary outcomes.' })
  primaryOutcomes!: OutcomeType[];
  @Field(() => [OutcomeType], { description: 'Secondary outcomes.' })
  secondaryOutcomes!: OutcomeType[];
  @Field(() => [OutcomeType], { description: 'Other outcomes.' })
  otherOutcomes!: OutcomeType[];
}

@ObjectType('OutcomeAnalysis', { simpleResolvers: true, description: 'A statistical analysis of a posted outcome measure.' })
export class OutcomeAnalysisType {
  @Field(() => String, { nullable: true, description: 'p-value as posted (may be "<0.001").' })
  pValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Statistical method.' })
  statisticalMethod!: string | null;
  @Field(() => String, { nullable: true, description: 'Type of the estimated parameter.' })
  paramType!: string | null;
  @Field(() => String, { nullable: true, description: 'Estimated value.' })
  paramValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Confidence level (percent).' })
  ciPctValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Confidence interval lower limit.' })
  ciLowerLimit!: string | null;
  @Field(() => String, { nullable: true, description: 'Confidence interval upper limit.' })
  ciUpperLimit!: string | null;
  @Field(() => String, { nullable: true, description: 'Groups compared.' })
  groupDescription!: string | null;
}

@ObjectType('OutcomeMeasure', { simpleResolvers: true, description: 'A posted outcome measure with its analyses.' })
export class OutcomeMeasureType {
  @Field(() => String, { description: 'Title.' })
  title!: string;
  @Field(() => String, { nullable: true, description: 'PRIMARY or SECONDARY.' })
  type!: string | null;
  @Field(() => String, { nullable: true, description: 'Description.' })
  description!: string | null;
  @Field(() => String, { nullable: true, description: 'POSTED or NOT_POSTED.' })
  reportingStatus!: string | null;
  @Field(() => String, { nullable: true, description: 'Time frame.' })
  timeFrame!: string | null;
  @Field(() => String, { nullable: true, description: 'Unit of measure.' })
  unitOfMeasure!: string | null;
  @Field(() => [OutcomeAnalysisType], { description: 'Statistical analyses.' })
  analyses!: OutcomeAnalysisType[];
}

@ObjectType('OutcomeMeasuresModule', { simpleResolvers: true, description: 'Posted outcome measures.' })
export class OutcomeMeasuresModuleType {
  @Field(() => [OutcomeMeasureType], { description: 'Outcome measures.' })
  outcomeMeasures!: OutcomeMeasureType[];
}

@ObjectType('SeriousEventStat', { simpleResolvers: true, description: 'Counts of a serious adverse event in one group.' })
export class SeriousEventStatType {
  @Field(() => String, { description: 'Group id.' })
  groupId!: string;
  @Field(() => Int, { nullable: true, description: 'Participants affected.' })
  numAffected!: number | null;
  @Field(() => Int, { nullable: true, description: 'Participants at risk.' })
  numAtRisk!: number | null;
  @Field(() => Int, { nullable: true, description: 'Number of events.' })
  numEvents!: number | null;
}

@ObjectType('SeriousEvent', { simpleResolvers: true, description: 'A serious adverse event.' })
export class SeriousEventType {
  @Field(() => String, { description: 'Term.' })
  term!: string;
  @Field(() => String, { nullable: true, description: 'Organ system.' })
  organSystem!: string | null;
  @Field(() => [SeriousEventStatType], { description: 'Counts per group.' })
  stats!: SeriousEventStatType[];
}

@ObjectType('AdverseEventsModule', { simpleResolvers: true, description: 'Posted adverse events.' })
export class AdverseEventsModuleType {
  @Field(() => [SeriousEventType], { description: 'Serious adverse events.' })
  seriousEvents!: SeriousEventType[];
  @Field(() => Int, { nullable: true, description: 'Participants with a serious adverse event.' })
  seriousNumAffected!: number | null;
  @Field(() => Int, { nullable: true, description: 'Participants at risk.' })
  seriousNumAtRisk!: number | null;
}

@ObjectType('TrialResults', { simpleResolvers: true, description: 'Posted results of a trial.' })
export class TrialResultsType {
  @Field(() => OutcomeMeasuresModuleType, { description: 'Outcome measures.' })
  outcomeMeasuresModule!: OutcomeMeasuresModuleType;
  @Field(() => AdverseEventsModuleType, { nullable: true, description: 'Adverse events.' })
  adverseEventsModule!: AdverseEventsModuleType | null;
}

@ObjectType('Location', { simpleResolvers: true, description: 'A trial site.' })
export class LocationType {
  @Field(() => String, { nullable: true, description: 'Facility name.' })
  facility!: string | null;
  @Field(() => String, { nullable: true, description: 'City.' })
  city!: string | null;
  @Field(() => String, { nullable: true, description: 'State or region.' })
  state!: string | null;
  @Field(() => String, { nullable: true, description: 'Country.' })
  country!: string | null;
  @Field(() => String, { nullable: true, description: 'Recruitment status of the site.' })
  status!: string | null;
}

@ObjectType('SponsorMatch', {
  simpleResolvers: true,
  description:
    'How the lead sponsor was linked to a listed company, and why: the method, the name it went through (subsidiary, former company, collaborator), corporate history and a confidence.',
})
export class SponsorMatchType {
  @Field(() => SponsorMatchMethodEnum, {
    description: 'exact, alias (other spelling or subsidiary), fuzzy, sec (SEC list), acquired / merged / renamed (history), override, collaborator or none.',
  })
  method!: SponsorMatchMethod;
  @Field(() => String, { nullable: true, description: 'Matched listed company (today’s owner for a former company).' })
  companyName!: string | null;
  @Field(() => String, { nullable: true, description: 'Name that matched.' })
  matchedName!: string | null;
  @Field(() => Float, { nullable: true, description: 'Similarity score of a fuzzy match.' })
  score!: number | null;
  @Field(() => SponsorRelationEnum, { nullable: true, description: 'self, subsidiary, affiliate or collaborator.' })
  relation!: SponsorRelation | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Confidence of the link, 0 to 1 (1: exact name or override). Null: no link, or resolved before confidences existed.',
  })
  confidence?: number | null;
  @Field(() => String, { nullable: true, description: 'The subsidiary, former company or collaborator-side name the link goes through ("Alexion").' })
  via?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Corporate history: who acquired the former company, or its new name ("AstraZeneca"); set even when the owner is private (no ticker).',
  })
  acquiredBy?: string | null;
  @Field(() => Int, { nullable: true, description: 'Corporate history: year of the acquisition, merger or renaming.' })
  acquiredYear?: number | null;
  @Field(() => String, { nullable: true, description: 'method collaborator: the listed collaborator the exposure comes from.' })
  collaboratorName?: string | null;
  @Field(() => SponsorMatchMethodEnum, { nullable: true, description: 'method collaborator: how the collaborator’s name was matched.' })
  collaboratorMethod?: SponsorMatchMethod | null;
}

@ObjectType('TrialSponsor', { simpleResolvers: true, description: 'A sponsor or collaborator of a trial.' })
export class TrialSponsorType {
  @Field(() => String, { description: 'Organisation name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'INDUSTRY, NIH, OTHER...' })
  class!: string | null;
}

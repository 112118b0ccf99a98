import { Field, Float, ID, Int, ObjectType, registerEnumType, GraphQLISODateTime } from 'type-graphql';
import {
  TRIAL_STATUSES,
  type ArmGroup,
  type Eligibility,
  type Intervention,
  type InvestmentVerdict,
  type Location,
  type Outcomes,
  type Sponsor,
  type SponsorMatch,
  type TrialResults,
  type TrialSource,
  type TrialStatus,
} from './trials.entity.js';
import { ArmGroupType, EligibilityType, InterventionType, LocationType, OutcomesType, SponsorMatchType, TrialResultsType } from './trials.nested.types.js';

export const TrialStatusEnum = Object.fromEntries(TRIAL_STATUSES.map((s) => [s, s])) as { [K in TrialStatus]: K };
registerEnumType(TrialStatusEnum, { name: 'TrialStatus', description: 'Overall recruitment status, as ClinicalTrials.gov writes it.' });

/**
 * A clinical trial. The GraphQL root object of this type is the stored trial (the `Trial` entity's
 * properties), so field resolvers of other modules can read `nctId`, `ticker`, `investmentVerdict`,
 * `leadSponsorName`, `companyId`... from `@Root() trial: TrialType`.
 */
@ObjectType('Trial', { description: 'A clinical trial, identified by its NCT id.' })
export class TrialType {
  @Field(() => ID, { description: 'ClinicalTrials.gov identifier, e.g. NCT01234567.' })
  nctId!: string;

  @Field(() => String, { description: 'Where the trial comes from: demo (generated demonstration data) or imported.' })
  source!: TrialSource;

  @Field(() => String, { description: 'Short public title.' })
  briefTitle!: string;

  @Field(() => String, { nullable: true, description: 'Official scientific title.' })
  officialTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'Acronym of the study.' })
  acronym!: string | null;

  @Field(() => String, { nullable: true, description: 'Brief summary.' })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'Detailed description.' })
  detailedDescription!: string | null;

  @Field(() => TrialStatusEnum, { description: 'Overall status.' })
  status!: TrialStatus;

  @Field(() => String, { nullable: true, description: 'Why the study stopped (terminated, suspended, withdrawn).' })
  whyStopped!: string | null;

  @Field(() => [String], {
    description: 'Phase codes as ClinicalTrials.gov writes them: EARLY_PHASE1, PHASE1..PHASE4, NA. See phaseLabels for display values.',
  })
  phases!: string[];

  @Field(() => String, { nullable: true, description: 'Study type, e.g. INTERVENTIONAL.' })
  studyType!: string | null;

  @Field(() => String, { nullable: true, description: 'Start date (YYYY-MM-DD; a partial registry date is completed to its first day).' })
  startDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Start date as the registry wrote it (YYYY-MM or YYYY-MM-DD).' })
  startDateRaw!: string | null;

  @Field(() => String, { nullable: true, description: 'Primary completion date (YYYY-MM-DD).' })
  primaryCompletionDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Estimated or actual completion (end) date (YYYY-MM-DD).' })
  completionDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Completion date as the registry wrote it.' })
  completionDateRaw!: string | null;

  @Field(() => String, { nullable: true, description: 'ACTUAL or ESTIMATED completion date.' })
  completionDateType!: string | null;

  @Field(() => String, { nullable: true, description: 'First posted on the registry (YYYY-MM-DD).' })
  firstPostDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Results first posted (YYYY-MM-DD).' })
  resultsFirstPostDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Last update posted (YYYY-MM-DD).' })
  lastUpdatePostDate!: string | null;

  @Field(() => Int, { nullable: true, description: 'Number of participants.' })
  enrollment!: number | null;

  @Field(() => String, { nullable: true, description: 'ACTUAL or ESTIMATED enrollment.' })
  enrollmentType!: string | null;

  @Field(() => [String], { description: 'Conditions studied.' })
  conditions!: string[];

  @Field(() => [String], { description: 'Keywords.' })
  keywords!: string[];

  @Field(() => [InterventionType], { description: 'Interventions (drugs, devices, procedures...).' })
  interventions!: Intervention[];

  @Field(() => [ArmGroupType], { description: 'Arms of the study.' })
  armGroups!: ArmGroup[];

  @Field(() => EligibilityType, { nullable: true, description: 'Who may take part.' })
  eligibility!: Eligibility | null;

  @Field(() => OutcomesType, { nullable: true, description: 'Primary, secondary and other outcome measures.' })
  outcomes!: Outcomes | null;

  @Field(() => TrialResultsType, { nullable: true, description: 'Posted results (outcome measures with statistical analyses, serious adverse events).' })
  results!: TrialResults | null;

  @Field(() => Boolean, { description: 'Whether results are posted.' })
  hasResults!: boolean;

  @Field(() => [LocationType], { description: 'Sites.' })
  locations!: Location[];

  @Field(() => [String], { description: 'Distinct site countries, most sites first.' })
  countries!: string[];

  @Field(() => Int, { description: 'Number of sites.' })
  siteCount!: number;

  @Field(() => String, { description: 'Name of the lead sponsor.' })
  leadSponsorName!: string;

  @Field(() => String, { nullable: true, description: 'Class of the lead sponsor: INDUSTRY, NIH, OTHER...' })
  leadSponsorClass!: string | null;

  @Field(() => [TrialSponsorType], { description: 'Collaborators (other sponsors).' })
  collaborators!: Sponsor[];

  @Field(() => String, { nullable: true, description: "Stock ticker of the lead sponsor's listed company; null when none." })
  ticker!: string | null;

  @Field(() => String, { description: 'Stock-investment verdict: OUI, POSSIBLE or NON.' })
  investmentVerdict!: InvestmentVerdict;

  @Field(() => SponsorMatchType, { nullable: true, description: 'How the lead sponsor was matched to a listed company.' })
  sponsorMatch!: SponsorMatch | null;

  @Field(() => Int, { description: 'Number of likes.' })
  likes!: number;

  @Field(() => Int, { description: 'Number of dislikes.' })
  dislikes!: number;

  @Field(() => Float, { nullable: true, description: 'Score (0 to 10) of the latest investment analysis.' })
  score!: number | null;

  @Field(() => String, { nullable: true, description: 'Recommendation of the latest analysis: INVESTIR, SURVEILLER, NE_PAS_INVESTIR...' })
  recommendation!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the latest analysis ran.' })
  analyzedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When the trial was first stored.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When the stored trial last changed.' })
  updatedAt!: Date;

  @Field(() => Int, { nullable: true, description: 'Id of the listed company matched to the lead sponsor.' })
  companyId!: number | null;

  /** Listed company reference, as on the entity (`{ id }`), for other modules' field resolvers. */
  company?: { id: number } | null;
}

@ObjectType('TrialSponsor', { description: 'A sponsor or collaborator of a trial.' })
export class TrialSponsorType {
  @Field(() => String, { description: 'Organisation name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'INDUSTRY, NIH, OTHER...' })
  class!: string | null;
}

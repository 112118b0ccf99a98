import type { Sponsor, SponsorLink } from './sponsor.js';
import type { ActualOrEstimated, PhaseCode, StudyType, TrialSource, TrialStatus } from './trial.js';

/** The parts of a trial record, in the spec's shapes (stored as jsonb). */

export interface Intervention {
  type: string | null;
  name: string;
  description: string | null;
  otherNames: string[];
  armGroupLabels?: string[];
}
export interface ArmGroup {
  label: string;
  type: string | null;
  description: string | null;
  interventionNames: string[];
}
export interface Eligibility {
  criteria: string | null;
  minimumAge: string | null;
  maximumAge: string | null;
  sex: string | null;
  healthyVolunteers: boolean | null;
  stdAges: string[];
}
export interface Outcome {
  measure: string;
  description: string | null;
  timeFrame: string | null;
}
export interface Outcomes {
  primaryOutcomes: Outcome[];
  secondaryOutcomes: Outcome[];
  otherOutcomes: Outcome[];
}
export interface OutcomeAnalysis {
  pValue: string | null;
  statisticalMethod: string | null;
  paramType: string | null;
  paramValue: string | null;
  ciPctValue: string | null;
  ciLowerLimit: string | null;
  ciUpperLimit: string | null;
  groupDescription: string | null;
  // Read by domain/readout.ts (the posted-results rule). Optional: rows stored before they were
  // mapped stay readable, and a missing field reads as "not stated".
  ciNumSides?: string | null;
  nonInferiorityType?: string | null;
  nonInferiorityComment?: string | null;
  pValueComment?: string | null;
  statisticalComment?: string | null;
  estimateComment?: string | null;
  otherAnalysisDescription?: string | null;
}
export interface OutcomeMeasure {
  title: string;
  type: string | null;
  description: string | null;
  reportingStatus: string | null;
  timeFrame: string | null;
  unitOfMeasure: string | null;
  analyses: OutcomeAnalysis[];
}
export interface SeriousEvent {
  term: string;
  organSystem: string | null;
  stats: { groupId: string; numAffected: number | null; numAtRisk: number | null; numEvents: number | null }[];
}
/** Posted results, in the spec's shape. */
export interface TrialResults {
  outcomeMeasuresModule: { outcomeMeasures: OutcomeMeasure[] };
  adverseEventsModule: {
    seriousEvents: SeriousEvent[];
    seriousNumAffected: number | null;
    seriousNumAtRisk: number | null;
  } | null;
}
export interface Location {
  facility: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  status: string | null;
}

/**
 * A trial as a registry gives it (the ClinicalTrials.gov mapper, the seed): every field of a record
 * except the sponsor's link to a listed company. Dates are 'YYYY-MM-DD' (a partial registry date is
 * completed to its first day; `…Raw` keeps the text as written). A type, not an interface: records
 * are read as plain `Record<string, unknown>` objects too.
 */
export type RegistryRecord = {
  nctId: string;
  source: TrialSource;
  briefTitle: string;
  officialTitle: string | null;
  acronym: string | null;
  description: string | null;
  detailedDescription: string | null;
  status: TrialStatus;
  whyStopped: string | null;
  phases: PhaseCode[];
  studyType: StudyType | null;
  startDate: string | null;
  startDateRaw: string | null;
  primaryCompletionDate: string | null;
  primaryCompletionDateRaw: string | null;
  primaryCompletionDateType: ActualOrEstimated | null;
  completionDate: string | null;
  completionDateRaw: string | null;
  completionDateType: ActualOrEstimated | null;
  firstPostDate: string | null;
  resultsFirstPostDate: string | null;
  lastUpdatePostDate: string | null;
  enrollment: number | null;
  enrollmentType: ActualOrEstimated | null;
  conditions: string[];
  keywords: string[];
  interventions: Intervention[];
  armGroups: ArmGroup[];
  eligibility: Eligibility | null;
  outcomes: Outcomes | null;
  results: TrialResults | null;
  locations: Location[];
  leadSponsorName: string;
  leadSponsorClass: string | null;
  collaborators: Sponsor[];
};

/**
 * A trial as importers and the seed write it: the registry's fields and the sponsor's link. The
 * trials module checks at compile time that this is exactly its descriptor's record columns.
 */
export type TrialRecord = RegistryRecord & SponsorLink;

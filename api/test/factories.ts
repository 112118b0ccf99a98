import type { EntityManager } from '@mikro-orm/postgresql';
import type { RegulatoryEvent } from '../src/domain/regulatory.js';
import type { OutcomeAnalysis, OutcomeMeasure, TrialRecord } from '../src/domain/trial-record.js';
import { upsertTrials } from '../src/modules/trials/trials.record.js';

let seq = 0;

/** A complete, valid trial record; override what the test is about. */
export function buildTrial(overrides: Partial<TrialRecord> = {}): TrialRecord {
  seq += 1;
  const n = String(90000000 + seq).padStart(8, '0');
  return {
    nctId: `NCT${n}`,
    source: 'demo',
    briefTitle: `Study ${seq} of Drug X in Condition Y`,
    officialTitle: `A Phase 3, Randomized, Double-Blind Study ${seq}`,
    acronym: null,
    description: 'A randomized study.',
    detailedDescription: null,
    status: 'RECRUITING',
    whyStopped: null,
    phases: ['PHASE3'],
    studyType: 'INTERVENTIONAL',
    startDate: '2024-01-15',
    startDateRaw: '2024-01-15',
    primaryCompletionDate: '2026-06-01',
    primaryCompletionDateRaw: '2026-06',
    primaryCompletionDateType: 'ESTIMATED',
    completionDate: '2026-12-01',
    completionDateRaw: '2026-12',
    completionDateType: 'ESTIMATED',
    firstPostDate: '2024-01-20',
    resultsFirstPostDate: null,
    lastUpdatePostDate: '2025-01-01',
    enrollment: 600,
    enrollmentType: 'ESTIMATED',
    conditions: ['Condition Y'],
    keywords: [],
    interventions: [{ type: 'DRUG', name: 'Drug X', description: null, otherNames: [] }],
    armGroups: [],
    eligibility: { criteria: null, minimumAge: '18 Years', maximumAge: null, sex: 'ALL', healthyVolunteers: false, stdAges: ['ADULT'] },
    outcomes: { primaryOutcomes: [{ measure: 'Overall survival', description: null, timeFrame: '2 years' }], secondaryOutcomes: [], otherOutcomes: [] },
    results: null,
    locations: [{ facility: 'Hospital A', city: 'Paris', state: null, country: 'France', status: null }],
    leadSponsorName: 'Academic Hospital',
    leadSponsorClass: 'OTHER',
    collaborators: [],
    companyId: null,
    ticker: null,
    investmentVerdict: 'NON',
    sponsorMatch: null,
    collaboratorTickers: [],
    ...overrides,
  };
}

/** Inserts trials (through the same upsert the importer uses) and returns them. */
export async function insertTrials(em: EntityManager, records: TrialRecord[]): Promise<TrialRecord[]> {
  await upsertTrials(em, records);
  return records;
}

/** A posted statistical analysis of an outcome; only the p-value by default. */
export function buildOutcomeAnalysis(overrides: Partial<OutcomeAnalysis> = {}): OutcomeAnalysis {
  return {
    pValue: null,
    statisticalMethod: null,
    paramType: null,
    paramValue: null,
    ciPctValue: null,
    ciLowerLimit: null,
    ciUpperLimit: null,
    groupDescription: null,
    ...overrides,
  };
}

/** A posted outcome measure (primary by default) with its analyses. */
export function buildOutcomeMeasure(overrides: Partial<OutcomeMeasure> = {}): OutcomeMeasure {
  return {
    title: 'Overall survival',
    type: 'PRIMARY',
    description: null,
    reportingStatus: 'POSTED',
    timeFrame: null,
    unitOfMeasure: null,
    analyses: [],
    ...overrides,
  };
}

/** A regulatory event from a file source, announced for `date` unless told otherwise. */
export const buildRegulatoryEvent = (sourceKey: string, kind: RegulatoryEvent['kind'], date: string, over: Partial<RegulatoryEvent> = {}): RegulatoryEvent => ({
  source: 'FILE',
  sourceKey,
  kind,
  agency: 'FDA',
  date,
  dateConfidence: 'ANNOUNCED',
  drug: `drug-${sourceKey}`,
  drugNames: [`drug-${sourceKey}`],
  applicationNumber: null,
  company: null,
  ticker: null,
  indication: null,
  outcome: null,
  crlCategory: null,
  detail: null,
  sourceUrl: `https://example.test/${sourceKey}`,
  asOf: '2030-01-01',
  demo: false,
  ...over,
});

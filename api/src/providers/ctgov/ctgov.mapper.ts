import { boundRecord, cutText, MAX_NCT_ID_INPUT, type FieldCut } from '../../domain/record-bounds.js';
import type { Sponsor } from '../../domain/sponsor.js';
import { ACTUAL_OR_ESTIMATED, isPhaseCode, oneOf, STUDY_TYPES, TRIAL_STATUSES, type TrialStatus } from '../../domain/trial.js';
import type {
  ArmGroup,
  Eligibility,
  Intervention,
  Location,
  Outcome,
  OutcomeMeasure,
  Outcomes,
  RegistryRecord,
  SeriousEvent,
  TrialResults,
} from '../../domain/trial-record.js';
import { arr, at, bool, int, obj, objs, str, strs, type Json } from './ctgov.json.js';

export const NCT_ID = /^NCT\d{8}$/;

/** A study that cannot be imported; the importer skips it and reports `nctId` and the reason. */
export class CtgovMappingError extends Error {
  constructor(
    readonly nctId: string | null,
    readonly reason: string,
  ) {
    super(`${nctId ?? '(no nctId)'}: ${reason}`);
    this.name = 'CtgovMappingError';
  }
}

/** The nctId of a raw study, if it has one (for error reports: an absurdly long one is cut). */
export function nctIdOf(study: unknown): string | null {
  const id = str(at(study, 'protocolSection', 'identificationModule', 'nctId'));
  return id === null ? null : cutText(id, MAX_NCT_ID_INPUT);
}

/**
 * A v2 date ("2025-06-14", "2025-06" or "2025") as a date column value (partial dates → first
 * day of the month / year) plus the raw text. An unreadable date gives nulls.
 */
export function parseCtgovDate(raw: unknown): { date: string | null; raw: string | null } {
  const text = str(raw)?.trim() ?? null;
  if (!text) return { date: null, raw: null };
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (!m) return { date: null, raw: text.slice(0, 10) };
  const [, y, mo = '01', d = '01'] = m;
  const dt = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const valid = dt.getUTCFullYear() === Number(y) && dt.getUTCMonth() === Number(mo) - 1 && dt.getUTCDate() === Number(d);
  return { date: valid ? `${y}-${mo}-${d}` : null, raw: text };
}

/** A count that fits PostgreSQL's int column. */
function count(v: unknown): number | null {
  const n = int(v);
  return n !== null && n >= 0 && n <= 2_147_483_647 ? n : null;
}

function dateOf(struct: unknown) {
  return parseCtgovDate(at(struct, 'date'));
}

function outcomeList(v: unknown): Outcome[] {
  return objs(v)
    .map((o) => ({ measure: str(o.measure), description: str(o.description), timeFrame: str(o.timeFrame) }))
    .filter((o): o is Outcome => o.measure !== null);
}

function mapOutcomes(module: Json | null): Outcomes | null {
  if (!module) return null;
  return {
    primaryOutcomes: outcomeList(module.primaryOutcomes),
    secondaryOutcomes: outcomeList(module.secondaryOutcomes),
    otherOutcomes: outcomeList(module.otherOutcomes),
  };
}

function mapEligibility(m: Json | null): Eligibility | null {
  if (!m) return null;
  return {
    criteria: str(m.eligibilityCriteria),
    minimumAge: str(m.minimumAge),
    maximumAge: str(m.maximumAge),
    sex: str(m.sex),
    healthyVolunteers: bool(m.healthyVolunteers),
    stdAges: strs(m.stdAges),
  };
}

function mapInterventions(m: Json | null): Intervention[] {
  return objs(m?.interventions)
    .filter((i) => str(i.name))
    .map((i) => ({
      type: str(i.type),
      name: str(i.name) as string,
      description: str(i.description),
      otherNames: strs(i.otherNames),
      armGroupLabels: strs(i.armGroupLabels),
    }));
}

function mapArmGroups(m: Json | null): ArmGroup[] {
  return objs(m?.armGroups)
    .filter((a) => str(a.label))
    .map((a) => ({ label: str(a.label) as string, type: str(a.type), description: str(a.description), interventionNames: strs(a.interventionNames) }));
}

function mapLocations(m: Json | null): Location[] {
  return objs(m?.locations).map((l) => ({
    facility: str(l.facility),
    city: str(l.city),
    state: str(l.state),
    country: str(l.country),
    status: str(l.status),
  }));
}

function mapMeasures(module: unknown): OutcomeMeasure[] {
  return objs(at(module, 'outcomeMeasures')).map((m) => ({
    title: str(m.title) ?? '',
    type: str(m.type),
    description: str(m.description),
    reportingStatus: str(m.reportingStatus),
    timeFrame: str(m.timeFrame),
    unitOfMeasure: str(m.unitOfMeasure),
    analyses: objs(m.analyses).map((a) => ({
      pValue: str(a.pValue),
      statisticalMethod: str(a.statisticalMethod),
      paramType: str(a.paramType),
      paramValue: str(a.paramValue),
      ciPctValue: str(a.ciPctValue),
      ciLowerLimit: str(a.ciLowerLimit),
      ciUpperLimit: str(a.ciUpperLimit),
      groupDescription: str(a.groupDescription),
      ciNumSides: str(a.ciNumSides),
      nonInferiorityType: str(a.nonInferiorityType),
      nonInferiorityComment: str(a.nonInferiorityComment),
      pValueComment: str(a.pValueComment),
      statisticalComment: str(a.statisticalComment),
      estimateComment: str(a.estimateComment),
      otherAnalysisDescription: str(a.otherAnalysisDescription),
    })),
  }));
}

function sumOf(groups: Json[], key: string): number | null {
  const values = groups.map((g) => int(g[key])).filter((n): n is number => n !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

function mapResults(section: Json | null, enrollment: number | null): TrialResults | null {
  if (!section) return null;
  const ae = obj(section.adverseEventsModule);
  const seriousEvents: SeriousEvent[] = objs(ae?.seriousEvents).map((e) => ({
    term: str(e.term) ?? '',
    organSystem: str(e.organSystem),
    stats: objs(e.stats).map((s) => ({
      groupId: str(s.groupId) ?? '',
      numAffected: int(s.numAffected),
      numAtRisk: int(s.numAtRisk),
      numEvents: int(s.numEvents),
    })),
  }));
  // Event groups may overlap (an "all active arms" group): totals only when they add up to at most the enrollment.
  const groups = objs(ae?.eventGroups);
  const atRisk = sumOf(groups, 'seriousNumAtRisk');
  const disjoint = atRisk !== null && enrollment !== null && atRisk <= enrollment;
  return {
    outcomeMeasuresModule: { outcomeMeasures: mapMeasures(section.outcomeMeasuresModule) },
    adverseEventsModule: ae
      ? { seriousEvents, seriousNumAffected: disjoint ? sumOf(groups, 'seriousNumAffected') : null, seriousNumAtRisk: disjoint ? atRisk : null }
      : null,
  };
}

function sponsorOf(v: unknown): Sponsor | null {
  const name = str(at(v, 'name'))?.trim();
  return name ? { name, class: str(at(v, 'class')) } : null;
}

/**
 * Maps one ClinicalTrials.gov API v2 study to a registry record: a trial record without the link of
 * its sponsor to a listed company, which the importer adds after mapping (sponsor resolution is the
 * companies module's).
 */
export function mapStudy(study: unknown): RegistryRecord {
  return mapStudyBounded(study).record;
}

/**
 * mapStudy, with every text and list of the record bounded (domain/record-bounds.ts) and the fields
 * it had to cut. The sponsor is to be linked from the bounded names.
 */
export function mapStudyBounded(study: unknown): { record: RegistryRecord; cuts: FieldCut[] } {
  const root = obj(study);
  const p = obj(root?.protocolSection);
  const rawId = nctIdOf(study);
  if (!root || !p) throw new CtgovMappingError(rawId, 'not a v2 study: no protocolSection');
  const id = obj(p.identificationModule);
  if (!rawId) throw new CtgovMappingError(null, 'missing identificationModule.nctId');
  const idLength = str(id?.nctId)?.length ?? 0;
  if (idLength > MAX_NCT_ID_INPUT) throw new CtgovMappingError(rawId, `nctId too long (${idLength} characters; an NCT id has 11)`);
  const nctId = rawId.trim().toUpperCase();
  if (!NCT_ID.test(nctId)) throw new CtgovMappingError(rawId, `malformed nctId "${rawId}" (expected NCT followed by 8 digits)`);
  const briefTitle = str(id?.briefTitle) ?? str(id?.officialTitle);
  if (!briefTitle) throw new CtgovMappingError(nctId, 'missing briefTitle and officialTitle');

  const status = obj(p.statusModule);
  const design = obj(p.designModule);
  const sponsors = obj(p.sponsorCollaboratorsModule);
  const arms = obj(p.armsInterventionsModule);
  const desc = obj(p.descriptionModule);
  const conds = obj(p.conditionsModule);

  const overall = str(status?.overallStatus)?.toUpperCase() ?? 'UNKNOWN';
  const start = dateOf(status?.startDateStruct);
  const primary = dateOf(status?.primaryCompletionDateStruct);
  const completion = dateOf(status?.completionDateStruct);
  const enrollmentInfo = obj(design?.enrollmentInfo);
  const lead = sponsorOf(sponsors?.leadSponsor) ?? sponsorOf({ name: at(id, 'organization', 'fullName'), class: at(id, 'organization', 'class') });
  if (!lead) throw new CtgovMappingError(nctId, 'missing sponsorCollaboratorsModule.leadSponsor.name');
  const collaborators = arr(sponsors?.collaborators)
    .map(sponsorOf)
    .filter((s): s is Sponsor => s !== null);

  const record: RegistryRecord = {
    nctId,
    source: 'imported',
    briefTitle,
    officialTitle: str(id?.officialTitle),
    acronym: str(id?.acronym),
    description: str(desc?.briefSummary),
    detailedDescription: str(desc?.detailedDescription),
    status: (TRIAL_STATUSES as readonly string[]).includes(overall) ? (overall as TrialStatus) : 'UNKNOWN',
    whyStopped: str(status?.whyStopped),
    phases: strs(design?.phases)
      .map((ph) => ph.toUpperCase())
      .filter(isPhaseCode),
    studyType: oneOf(STUDY_TYPES, str(design?.studyType)),
    startDate: start.date,
    startDateRaw: start.raw,
    primaryCompletionDate: primary.date,
    primaryCompletionDateRaw: primary.raw,
    primaryCompletionDateType: oneOf(ACTUAL_OR_ESTIMATED, str(at(status?.primaryCompletionDateStruct, 'type'))),
    completionDate: completion.date,
    completionDateRaw: completion.raw,
    completionDateType: oneOf(ACTUAL_OR_ESTIMATED, str(at(status?.completionDateStruct, 'type'))),
    firstPostDate: dateOf(status?.studyFirstPostDateStruct).date,
    resultsFirstPostDate: dateOf(status?.resultsFirstPostDateStruct).date,
    lastUpdatePostDate: dateOf(status?.lastUpdatePostDateStruct).date,
    enrollment: count(enrollmentInfo?.count),
    enrollmentType: oneOf(ACTUAL_OR_ESTIMATED, str(enrollmentInfo?.type)),
    conditions: strs(conds?.conditions),
    keywords: strs(conds?.keywords),
    interventions: mapInterventions(arms),
    armGroups: mapArmGroups(arms),
    eligibility: mapEligibility(obj(p.eligibilityModule)),
    outcomes: mapOutcomes(obj(p.outcomesModule)),
    results: mapResults(obj(root.resultsSection), count(enrollmentInfo?.count)),
    locations: mapLocations(obj(p.contactsLocationsModule)),
    leadSponsorName: lead.name,
    leadSponsorClass: lead.class,
    collaborators,
  };
  const cuts = boundRecord(record);
  return { record, cuts };
}

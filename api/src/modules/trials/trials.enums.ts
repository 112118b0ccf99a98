import { registerEnumType } from 'type-graphql';
import { RECOMMENDATIONS, type Recommendation } from '../../domain/analysis.js';
import {
  CATALYST_CONFIDENCES,
  CATALYST_KINDS,
  CATALYST_PRECISIONS,
  type CatalystConfidence,
  type CatalystKind,
  type CatalystPrecision,
} from '../../domain/catalyst.js';
import {
  INVESTMENT_VERDICTS,
  SPONSOR_MATCH_METHODS,
  SPONSOR_RELATIONS,
  type InvestmentVerdict,
  type SponsorMatchMethod,
  type SponsorRelation,
} from '../../domain/sponsor.js';
import {
  ACTUAL_OR_ESTIMATED,
  PHASE_CODES,
  STUDY_TYPES,
  TRIAL_SOURCES,
  TRIAL_STATUSES,
  type ActualOrEstimated,
  type PhaseCode,
  type StudyType,
  type TrialSource,
  type TrialStatus,
} from '../../domain/trial.js';

/** A GraphQL enum object from a closed set of the domain: each value is its own name. */
export function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  const out: Partial<Record<T, T>> = {};
  for (const v of values) out[v] = v;
  return out as { [K in T]: K };
}

export const TrialStatusEnum = enumOf<TrialStatus>(TRIAL_STATUSES);
registerEnumType(TrialStatusEnum, { name: 'TrialStatus', description: 'Overall recruitment status, as ClinicalTrials.gov writes it.' });

export const PhaseEnum = enumOf<PhaseCode>(PHASE_CODES);
registerEnumType(PhaseEnum, {
  name: 'Phase',
  description: "Phase code as ClinicalTrials.gov writes it (NA: not applicable). Display values: Trial.phaseLabels ('Phase 3').",
});

export const InvestmentVerdictEnum = enumOf<InvestmentVerdict>(INVESTMENT_VERDICTS);
registerEnumType(InvestmentVerdictEnum, {
  name: 'InvestmentVerdict',
  description: "Whether the lead sponsor's stock reflects the trial: OUI (the sponsor is listed), POSSIBLE (a parent or partner is), NON.",
});

export const RecommendationEnum = enumOf<Recommendation>(RECOMMENDATIONS);
registerEnumType(RecommendationEnum, {
  name: 'Recommendation',
  description: 'Recommendation of an investment analysis; ERREUR_QUOTA: the analysis provider refused (quota), retried later.',
});

export const StudyTypeEnum = enumOf<StudyType>(STUDY_TYPES);
registerEnumType(StudyTypeEnum, { name: 'StudyType', description: 'Study type, as ClinicalTrials.gov writes it.' });

export const ActualOrEstimatedEnum = enumOf<ActualOrEstimated>(ACTUAL_OR_ESTIMATED);
registerEnumType(ActualOrEstimatedEnum, { name: 'ActualOrEstimated', description: 'Whether an enrollment count or a date is the actual one or an estimate.' });

export const TrialSourceEnum = enumOf<TrialSource>(TRIAL_SOURCES);
registerEnumType(TrialSourceEnum, { name: 'TrialSource', description: 'Where a trial comes from: demo (generated demonstration data) or imported.' });

export const SponsorMatchMethodEnum = enumOf<SponsorMatchMethod>(SPONSOR_MATCH_METHODS);
registerEnumType(SponsorMatchMethodEnum, {
  name: 'SponsorMatchMethod',
  description:
    'How a sponsor name was matched to a listed company: exact curated name, alias (other spelling or a subsidiary), fuzzy similarity, SEC list name, corporate history (acquired, merged, renamed: today’s owner), sponsor-overrides file, through a collaborator, or none.',
});

export const SponsorRelationEnum = enumOf<SponsorRelation>(SPONSOR_RELATIONS);
registerEnumType(SponsorRelationEnum, {
  name: 'SponsorRelation',
  description: 'Relation of the matched company to the sponsor: the company itself, its parent (subsidiary), an affiliate, or a collaborator.',
});

export const CatalystKindEnum = enumOf<CatalystKind>(CATALYST_KINDS);
registerEnumType(CatalystKindEnum, {
  name: 'CatalystKind',
  description: 'Kind of readout event: topline readout (press release), results posting (ClinicalTrials.gov), primary completion, study completion.',
});

export const CatalystConfidenceEnum = enumOf<CatalystConfidence>(CATALYST_CONFIDENCES);
registerEnumType(CatalystConfidenceEnum, {
  name: 'CatalystConfidence',
  description:
    "How far a catalyst's date can be trusted today: ACTUAL (it happened, recently), ANTICIPATED (an estimated or expected date still ahead), OVERDUE (an estimated date or a deadline that passed without an update: the date is stale), PASSED (the readout is behind us).",
});

export const CatalystPrecisionEnum = enumOf<CatalystPrecision>(CATALYST_PRECISIONS);
registerEnumType(CatalystPrecisionEnum, { name: 'CatalystPrecision', description: 'Precision of a catalyst window: a day, a month, a quarter or a year.' });

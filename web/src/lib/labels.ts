import type { TFunction } from 'i18next';
import { phaseCode } from '../../../api/src/modules/trials/trials.signals';

/**
 * Words for the API's closed sets (GraphQL enums, and a few closed string sets): one place, the
 * `labels` namespace (web/src/locales/<lang>/labels.json), a section per enum named like its GraphQL
 * type. labels.test.ts checks that every value of every labelled enum of schema/schema.graphql has
 * its fr and en words. A value the web does not know yet is shown as it is, never as a raw key.
 */

/** The GraphQL enums shown to users, each with its `labels` section. */
export const LABELLED_ENUMS = [
  'TrialStatus',
  'StudyType',
  'InvestmentVerdict',
  'Recommendation',
  'Phase',
  'PriorPhase',
  'CapBucket',
  'TherapeuticArea',
  'ActualOrEstimated',
  'AnalysisErrorType',
  'AnalysisProvider',
  'AnalyticsType',
  'EnrollmentSize',
  'MarketState',
  'SponsorRelation',
  'SponsorMatchMethod',
  'StockSource',
  'TrialSource',
] as const;

/**
 * The GraphQL enums never shown as words: sort keys and orders, event types, colours, cache
 * backends, and the status signal (worded whole by trials:signal.*).
 */
export const UNLABELLED_ENUMS = [
  'SortOrder',
  'CommentSortField',
  'TrialsTableSortField',
  'CatalystSortField',
  // The stock dashboard's order: its options are worded with their direction (stocks:sort.*).
  'EnrichedTrialsSort',
  'CommentEventType',
  'SignalColor',
  'SignalKind',
  'SignalReason',
  'StockCacheBackend',
  // A readout window's precision only shapes its label ("T2 2027"), never shown as a word.
  'CatalystPrecision',
  // The score breakdown's context tone: shown as a colour.
  'ContextTone',
  // A regulatory event's agency is worded by its kind ("Date PDUFA (FDA)", "Avis du CHMP (EMA)").
  'RegulatoryAgency',
  // Which mail of the outbox: the alerts page shows the last mail's status and date, not its kind.
  'MailKind',
] as const;

/**
 * The GraphQL enums worded by their feature's own namespace (namespace, key prefix): the feature's
 * components show them; labels.test.ts checks each value has its fr and en words there.
 */
export const FEATURE_LABELLED_ENUMS = {
  AlertKind: ['alerts', 'kind'],
  WatchKind: ['alerts', 'via'],
  WebhookDeliveryStatus: ['alerts', 'webhook.deliveryStatus'],
  CatalystKind: ['catalysts', 'kind'],
  CatalystConfidence: ['catalysts', 'confidence'],
  CatalystEventKind: ['catalysts', 'kind'],
  CatalystDateConfidence: ['catalysts', 'confidence'],
  CatalystCategory: ['catalysts', 'category'],
  CatalystWindow: ['catalysts', 'window'],
  CompanyRole: ['company', 'pipeline.role'],
  ReadoutOutcome: ['company', 'readouts.outcome'],
  TrialEventKind: ['company', 'chart.event'],
  ChartRange: ['company', 'chart.range'],
  EvaluationSetKind: ['methodology', 'setKind'],
  EvaluationExclusionReason: ['methodology', 'exclusion'],
  AnalysisOutcome: ['analysis', 'breakdown.outcomes'],
  RegulatoryKind: ['regulatory', 'kind'],
  RegulatoryDateConfidence: ['regulatory', 'confidence'],
  RegulatoryOutcome: ['regulatory', 'outcome'],
  CrlCategory: ['regulatory', 'crlCategory'],
  RegulatorySource: ['regulatory', 'source'],
  RegulatoryLinkMethod: ['regulatory', 'link.method'],
  RegulatoryLinkConfidence: ['regulatory', 'link.confidence'],
  RegulatoryAlertReason: ['alerts', 'regulatory.reason'],
  DilutionRisk: ['runway', 'risk'],
  FinancialsSource: ['runway', 'source'],
  FinancialsUnavailable: ['runway', 'unavailable'],
  PastCatalystKind: ['moves', 'kind'],
  CatalystOutcome: ['moves', 'outcome'],
  ReactionMeasure: ['analytics', 'reactions.measure'],
  AlertEmailMode: ['alerts', 'email.mode'],
  Locale: ['alerts', 'email.languages'],
  MailStatus: ['alerts', 'email.mailStatus'],
} as const;

/** Closed sets the schema types as String: CT.gov's sponsor classes, intervention types, outcome types and reporting statuses. */
export const LABELLED_STRING_SETS = {
  SponsorClass: ['INDUSTRY', 'NIH', 'FED', 'OTHER_GOV', 'OTHER', 'NETWORK', 'INDIV', 'UNKNOWN', 'AMBIG'],
  InterventionType: [
    'DRUG',
    'DEVICE',
    'BIOLOGICAL',
    'PROCEDURE',
    'RADIATION',
    'BEHAVIORAL',
    'GENETIC',
    'DIETARY_SUPPLEMENT',
    'COMBINATION_PRODUCT',
    'DIAGNOSTIC_TEST',
    'OTHER',
  ],
  OutcomeType: ['PRIMARY', 'SECONDARY', 'OTHER_PRE_SPECIFIED', 'POST_HOC'],
  ReportingStatus: ['POSTED', 'NOT_POSTED'],
} as const;

export type LabelSet = (typeof LABELLED_ENUMS)[number] | keyof typeof LABELLED_STRING_SETS;

/** The words for `value` of `set` in the interface language; the value itself when unknown, '—' when absent. */
export function enumLabel(t: TFunction, set: LabelSet, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return t(`labels:${set}.${value}`, { defaultValue: value });
}

export const statusLabel = (t: TFunction, status: string | null | undefined) => enumLabel(t, 'TrialStatus', status);
export const studyTypeLabel = (t: TFunction, type: string | null | undefined) => enumLabel(t, 'StudyType', type);
export const verdictLabel = (t: TFunction, verdict: string | null | undefined) => enumLabel(t, 'InvestmentVerdict', verdict ? verdict.toUpperCase() : verdict);
export const recommendationLabel = (t: TFunction, rec: string | null | undefined) => enumLabel(t, 'Recommendation', rec ? rec.toUpperCase() : rec);
/**
 * `investissement_bourse` worded as what it is, the sponsor's listing — "Société cotée : OUI" /
 * "Listed company: YES" — never as advice (the analysis' recommendation is a separate badge).
 */
export const listingLabel = (t: TFunction, verdict: string | null | undefined) => t('labels:Listing.label', { value: verdictLabel(t, verdict) });
export const sponsorClassLabel = (t: TFunction, cls: string | null | undefined) => enumLabel(t, 'SponsorClass', cls ?? 'OTHER');
export const interventionTypeLabel = (t: TFunction, type: string | null | undefined) =>
  enumLabel(
    t,
    'InterventionType',
    type
      ? type
          .trim()
          .toUpperCase()
          .replace(/[\s-]+/g, '_')
      : type,
  );

/** A phase given as a code (PHASE3) or as its display value (Phase 3, Early Phase 1, Not Applicable). */
export function phaseText(t: TFunction, phase: string | null | undefined): string {
  if (!phase) return '—';
  const code = phaseCode(phase);
  return code ? enumLabel(t, 'Phase', code) : phase;
}

/** Phases joined for one cell ('Phase 2, Phase 3'). */
export function phasesLabel(t: TFunction, phases: readonly string[] | null | undefined): string {
  return phases?.length ? phases.map((p) => phaseText(t, p)).join(', ') : '—';
}

/** Analyst-ratings period: '0m' → current month, '-1m' → previous month, '-N m' → N months ago. */
export function analystPeriodLabel(t: TFunction, period: string | null | undefined): string {
  if (!period) return '—';
  const m = /^\s*-?(\d{1,3})\s*m\s*$/i.exec(period);
  if (!m) return period;
  const months = Number(m[1]);
  if (months === 0) return t('labels:AnalystPeriod.current');
  if (months === 1) return t('labels:AnalystPeriod.previous');
  return t('labels:AnalystPeriod.monthsAgo', { count: months });
}

import type { CalendarFilter, CatalystConfidence, CatalystKind, RegulatoryDateConfidence, RegulatoryKind } from '../../gql/graphql';
import { isRecord, oneOf, readPersisted, writePersisted } from '../table/persisted';

/**
 * The calendar's catalyst filters (kind, confidence), saved beside the spec's calendarFilters. A kind
 * is a readout's or a regulatory event's; choosing one shows its category only (the API's rule).
 * ACTUAL is both categories' confidence; ANNOUNCED and ESTIMATED are regulatory events' only.
 */
export const CATALYST_FILTERS_KEY = 'calendarCatalystFilters';
export const READOUT_KINDS = ['TOPLINE_READOUT', 'RESULTS_POSTING', 'PRIMARY_COMPLETION', 'STUDY_COMPLETION'] as const satisfies readonly CatalystKind[];
export const REGULATORY_KINDS = [
  'PDUFA_DATE',
  'ADCOMM_MEETING',
  'ADCOMM_VOTE',
  'APPROVAL',
  'CRL',
  'CHMP_OPINION',
  'EC_DECISION',
  'WITHDRAWAL',
] as const satisfies readonly RegulatoryKind[];
export const CATALYST_KINDS = ['ALL', ...READOUT_KINDS, ...REGULATORY_KINDS] as const;
const READOUT_CONFIDENCES = ['ANTICIPATED', 'OVERDUE', 'ACTUAL', 'PASSED'] as const satisfies readonly CatalystConfidence[];
const REGULATORY_CONFIDENCES = ['ANNOUNCED', 'ESTIMATED', 'ACTUAL'] as const satisfies readonly RegulatoryDateConfidence[];
export const CATALYST_CONFIDENCES = ['ALL', 'ANTICIPATED', 'OVERDUE', 'ACTUAL', 'PASSED', 'ANNOUNCED', 'ESTIMATED'] as const;
export type CatalystKindFilter = (typeof CATALYST_KINDS)[number];
export type CatalystConfidenceFilter = (typeof CATALYST_CONFIDENCES)[number];

export interface CatalystFilters {
  kind: CatalystKindFilter;
  confidence: CatalystConfidenceFilter;
}
export const DEFAULT_CATALYST_FILTERS: CatalystFilters = { kind: 'ALL', confidence: 'ALL' };

export function parseCatalystFilters(value: unknown): CatalystFilters | null {
  if (!isRecord(value)) return null;
  const kind = oneOf(value.kind ?? 'ALL', CATALYST_KINDS);
  const confidence = oneOf(value.confidence ?? 'ALL', CATALYST_CONFIDENCES);
  return kind && confidence ? { kind, confidence } : null;
}
export const loadCatalystFilters = () => readPersisted(CATALYST_FILTERS_KEY, DEFAULT_CATALYST_FILTERS, parseCatalystFilters);
export const saveCatalystFilters = (f: CatalystFilters) => writePersisted(CATALYST_FILTERS_KEY, f);

const among = <T extends string>(set: readonly T[], v: string): v is T => set.some((x) => x === v);

/** Whether a kind filter is a regulatory event's. */
export const isRegulatoryKind = (k: CatalystKindFilter): k is (typeof REGULATORY_KINDS)[number] => among(REGULATORY_KINDS, k);

/** The filters split by category: readout kinds and confidences, regulatory kinds and confidences. */
function split(f: CatalystFilters) {
  return {
    catalystKinds: among(READOUT_KINDS, f.kind) ? [f.kind] : undefined,
    regulatoryKinds: among(REGULATORY_KINDS, f.kind) ? [f.kind] : undefined,
    confidences: among(READOUT_CONFIDENCES, f.confidence) ? [f.confidence] : undefined,
    regulatoryConfidences: among(REGULATORY_CONFIDENCES, f.confidence) ? [f.confidence] : undefined,
  };
}

/** The GraphQL filter fields of the catalyst filters ('ALL' is no filter). */
export function catalystFilterInput(f: CatalystFilters): Pick<CalendarFilter, 'catalystKinds' | 'confidences' | 'regulatoryKinds' | 'regulatoryConfidences'> {
  const s = split(f);
  return {
    ...(s.catalystKinds ? { catalystKinds: s.catalystKinds } : {}),
    ...(s.confidences ? { confidences: s.confidences } : {}),
    ...(s.regulatoryKinds ? { regulatoryKinds: s.regulatoryKinds } : {}),
    ...(s.regulatoryConfidences ? { regulatoryConfidences: s.regulatoryConfidences } : {}),
  };
}

/** The .ics address with the catalyst filters added. */
export function withCatalystParams(url: string, f: CatalystFilters): string {
  const params = new URLSearchParams();
  const s = split(f);
  if (s.catalystKinds) params.set('catalyst_kind', s.catalystKinds.join(','));
  if (s.confidences) params.set('confidence', s.confidences.join(','));
  if (s.regulatoryKinds) params.set('regulatory_kind', s.regulatoryKinds.join(','));
  if (s.regulatoryConfidences) params.set('regulatory_confidence', s.regulatoryConfidences.join(','));
  const extra = params.toString();
  return extra ? `${url}&${extra}` : url;
}

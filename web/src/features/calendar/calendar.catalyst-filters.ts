import type { CalendarFilter, CatalystConfidence, CatalystKind } from '../../gql/graphql';
import { isRecord, oneOf, readPersisted, writePersisted } from '../table/persisted';

/** The calendar's catalyst filters (kind, confidence), saved beside the spec's calendarFilters. */
export const CATALYST_FILTERS_KEY = 'calendarCatalystFilters';
export const CATALYST_KINDS = ['ALL', 'TOPLINE_READOUT', 'RESULTS_POSTING', 'PRIMARY_COMPLETION', 'STUDY_COMPLETION'] as const satisfies readonly (
  'ALL' | CatalystKind
)[];
export const CATALYST_CONFIDENCES = ['ALL', 'ANTICIPATED', 'OVERDUE', 'ACTUAL', 'PASSED'] as const satisfies readonly ('ALL' | CatalystConfidence)[];
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

/** The GraphQL filter fields of the catalyst filters ('ALL' is no filter). */
export function catalystFilterInput(f: CatalystFilters): Pick<CalendarFilter, 'catalystKinds' | 'confidences'> {
  return {
    ...(f.kind !== 'ALL' ? { catalystKinds: [f.kind] } : {}),
    ...(f.confidence !== 'ALL' ? { confidences: [f.confidence] } : {}),
  };
}

/** The .ics address with the catalyst filters added. */
export function withCatalystParams(url: string, f: CatalystFilters): string {
  const params = new URLSearchParams();
  if (f.kind !== 'ALL') params.set('catalyst_kind', f.kind);
  if (f.confidence !== 'ALL') params.set('confidence', f.confidence);
  const extra = params.toString();
  return extra ? `${url}&${extra}` : url;
}

import type { TrialEventKind } from '../../../gql/graphql';

/** Marker colours by event kind (the legend repeats them with words: colour is never the only signal). */
export const EVENT_COLORS: Record<TrialEventKind, string> = {
  STUDY_START: '#2563eb',
  PRIMARY_COMPLETION: '#7c3aed',
  RESULTS_POSTED: '#059669',
  COMPLETED: '#0891b2',
  SUSPENDED: '#d97706',
  TERMINATED: '#dc2626',
};
const EVENT_SHAPE: Record<TrialEventKind, string> = {
  STUDY_START: '▲',
  PRIMARY_COMPLETION: '◆',
  RESULTS_POSTED: '●',
  COMPLETED: '■',
  SUSPENDED: '‖',
  TERMINATED: '✕',
};
export const eventSymbol = (kind: TrialEventKind) => EVENT_SHAPE[kind];

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

/**
 * Marker outlines by event kind (SVG paths about 10 px across, centred on 0,0): a shape of its own
 * per kind, so markers are told apart without their colour. The chart draws each at its event, the
 * legend beside its name: the same path, so the legend shows what the chart shows.
 */
export const EVENT_SHAPES: Record<TrialEventKind, string> = {
  // triangle
  STUDY_START: 'M0 -5L5 4.5H-5Z',
  // diamond
  PRIMARY_COMPLETION: 'M0 -5.5L5.5 0L0 5.5L-5.5 0Z',
  // circle
  RESULTS_POSTED: 'M4.5 0A4.5 4.5 0 1 1 -4.5 0A4.5 4.5 0 1 1 4.5 0Z',
  // square
  COMPLETED: 'M-4 -4H4V4H-4Z',
  // pause (two bars)
  SUSPENDED: 'M-4.5 -4.5H-1V4.5H-4.5ZM1 -4.5H4.5V4.5H1Z',
  // cross
  TERMINATED: 'M-4.5 -2.5L-2.5 -4.5L0 -2L2.5 -4.5L4.5 -2.5L2 0L4.5 2.5L2.5 4.5L0 2L-2.5 4.5L-4.5 2.5L-2 0Z',
};

/** The regulatory marker, a flag on its pole (centred on the pole, 0,0): the chart and the legend draw the same. */
export const REGULATORY_FLAG = { pennant: 'M0 -6L8 -3L0 0Z', pole: { x1: 0, y1: -6, x2: 0, y2: 6 } } as const;

import type { TrialEventKind } from '../../../gql/graphql';
import { REGULATORY_MARKER_COLOR } from '../../regulatory/regulatory.chart';
import { EVENT_COLORS, EVENT_SHAPES, REGULATORY_FLAG } from './chartLegend';

/** A trial event's marker, centred on (x, y): its kind's shape in its kind's colour, outlined in white to stand out on the line. */
export function EventShape({ kind, x = 0, y = 0, outline = true }: { kind: TrialEventKind; x?: number; y?: number; outline?: boolean }) {
  return (
    <path
      d={EVENT_SHAPES[kind]}
      transform={x || y ? `translate(${x},${y})` : undefined}
      fill={EVENT_COLORS[kind]}
      stroke={outline ? '#fff' : undefined}
      strokeWidth={outline ? 1 : undefined}
      data-shape={kind}
    />
  );
}

/** A regulatory event's flag, its pole's centre on (x, y). */
export function RegulatoryFlag({ x = 0, y = 0 }: { x?: number; y?: number }) {
  const { pole } = REGULATORY_FLAG;
  return (
    <g transform={x || y ? `translate(${x},${y})` : undefined} data-shape="REGULATORY">
      <path d={REGULATORY_FLAG.pennant} fill={REGULATORY_MARKER_COLOR} stroke="#fff" strokeWidth={0.5} />
      <line x1={pole.x1} y1={pole.y1} x2={pole.x2} y2={pole.y2} stroke={REGULATORY_MARKER_COLOR} strokeWidth={1.5} />
    </g>
  );
}

/** The legend's key of a marker: the chart's own shape, drawn on its own. */
export function MarkerKey({ kind }: { kind: TrialEventKind | 'REGULATORY' }) {
  return (
    <svg className="marker-key" width={14} height={14} viewBox={kind === 'REGULATORY' ? '-3 -7 14 14' : '-7 -7 14 14'} aria-hidden="true" focusable="false">
      {kind === 'REGULATORY' ? <RegulatoryFlag /> : <EventShape kind={kind} outline={false} />}
    </svg>
  );
}

import type { Knex } from '@mikro-orm/postgresql';
import type { RegulatoryDateConfidence, RegulatoryKind } from '../../domain/regulatory.js';
import type { RegulatoryWindow } from '../regulatory/regulatory.calendar.js';
import type { tableFilterSchema } from '../trials/trials.table.js';
import { applyTableFilter } from '../trials/trials.table.js';
import type { CatalystFilter } from './calendar.catalysts.js';
import type { z } from 'zod';

/**
 * The calendar lists two kinds of dated catalysts: trials' readouts (their next catalyst) and
 * regulatory events (FDA and EMA milestones, issue 30). The kind and confidence filters name values
 * of one vocabulary or the other; choosing kinds (or confidences) of one category only shows that
 * category only, as choosing "Topline readout" hides PDUFA dates. The trial filters (verdict,
 * recommendation, phases) keep the events linked to a trial that passes them.
 */
export interface RegulatoryFilter {
  regulatoryKinds?: RegulatoryKind[];
  regulatoryConfidences?: RegulatoryDateConfidence[];
}

export interface CalendarScope {
  readouts: boolean;
  regulatory: boolean;
}

export function calendarScope(c: CatalystFilter, r: RegulatoryFilter): CalendarScope {
  return {
    readouts: !(r.regulatoryKinds && !c.catalystKinds) && !(r.regulatoryConfidences && !c.confidences),
    regulatory: !(c.catalystKinds && !r.regulatoryKinds) && !(c.confidences && !r.regulatoryConfidences),
  };
}

type TableFilter = z.output<typeof tableFilterSchema>;

/** The events' part of the calendar's filters for days [from, to): their kinds, confidences and the trials they must link to. */
export function regulatoryWindow(knex: Knex, table: TableFilter, r: RegulatoryFilter, from: string, to: string): RegulatoryWindow {
  const filtered = !!(table.investmentVerdict || table.recommendation || table.phases || table.completionDateFrom || table.completionDateTo);
  return {
    from,
    to,
    kinds: r.regulatoryKinds ?? null,
    confidences: r.regulatoryConfidences ?? null,
    trials: filtered ? applyTableFilter(knex('trials as t').select('t.nct_id'), table) : null,
  };
}

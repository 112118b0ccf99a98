import type { QuarterCashFlow } from '../../domain/financials.js';
import { BURN_QUARTERS } from '../../domain/runway.js';
import type { SecFact } from './sec.facts.js';

/**
 * Single fiscal quarters of a cash-flow concept from the SEC's facts. 10-Q cash-flow statements are
 * year to date (Q2 = 6 months, Q3 = 9 months) and 10-Ks give the year, so a quarter is either a
 * reported 3-month fact or the difference of two year-to-date facts with the same start one quarter
 * apart (Q2 = 6M − 3M, Q3 = 9M − 6M, Q4 = FY − 9M). Period dates, not fy/fp (which describe the
 * filing), place the quarters, so fiscal years ending in any month work (Nurix: Nov 30). A quarter
 * that cannot be read or derived is missing, never estimated.
 */

const DAY_MS = 86_400_000;
/** A quarter runs 89–92 days; these bounds also accept 13-week (91-day) and 52/53-week calendars. */
const QUARTER_MIN_DAYS = 80;
const QUARTER_MAX_DAYS = 100;
/** The last four quarters end within this many days of the latest period (0, ~91, ~182, ~273): the fifth (~365) is out. */
const LAST_YEAR_DAYS = 320;

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (d: number) => new Date(d * DAY_MS).toISOString().slice(0, 10);
/** Days covered by a duration fact, both ends included. */
const lengthOf = (f: SecFact) => day(f.end) - day(f.start!) + 1;
const isQuarterLong = (days: number) => days >= QUARTER_MIN_DAYS && days <= QUARTER_MAX_DAYS;

/** Every quarter readable or derivable from deduplicated duration facts, one per end date (a reported 3-month fact first). */
export function quartersOf(facts: SecFact[], currency = 'USD'): QuarterCashFlow[] {
  const durations = facts.filter((f) => f.start !== null && day(f.end) > day(f.start));
  const byStart = new Map<string, SecFact[]>();
  for (const f of durations) byStart.set(f.start!, [...(byStart.get(f.start!) ?? []), f]);
  const byEnd = new Map<string, QuarterCashFlow & { rank: number }>();
  const offer = (q: QuarterCashFlow, rank: number) => {
    const held = byEnd.get(q.end);
    // Reported beats derived; among equals, the latest filing.
    if (!held || rank > held.rank || (rank === held.rank && (q.filed ?? '') > (held.filed ?? ''))) byEnd.set(q.end, { ...q, rank });
  };
  for (const f of durations) {
    const days = lengthOf(f);
    if (isQuarterLong(days)) {
      offer({ start: f.start!, end: f.end, value: f.val, currency, form: f.form, filed: f.filed, derived: false }, 1);
      continue;
    }
    // A year-to-date fact: subtract the same year's figure one quarter earlier.
    for (const earlier of byStart.get(f.start!) ?? []) {
      const gap = day(f.end) - day(earlier.end);
      if (!isQuarterLong(gap)) continue;
      const filed = earlier.filed > f.filed ? earlier.filed : f.filed;
      offer({ start: isoOf(day(earlier.end) + 1), end: f.end, value: f.val - earlier.val, currency, form: f.form, filed, derived: true }, 0);
    }
  }
  return [...byEnd.values()].map(({ rank: _rank, ...q }) => q).sort((a, b) => (a.end < b.end ? 1 : a.end > b.end ? -1 : 0));
}

/**
 * The quarters among the last four ending at the latest period any fact covers, newest first: fewer
 * than four when some cannot be read (the burn is then averaged over those), never overlapping.
 */
export function lastFourQuarters(facts: SecFact[], currency = 'USD'): QuarterCashFlow[] {
  const latest = facts.reduce<string | null>((m, f) => (m === null || f.end > m ? f.end : m), null);
  if (latest === null) return [];
  const out: QuarterCashFlow[] = [];
  for (const q of quartersOf(facts, currency)) {
    if (day(latest) - day(q.end) >= LAST_YEAR_DAYS) break;
    const previous = out.at(-1);
    if (previous && q.end >= previous.start) continue;
    out.push(q);
    if (out.length === BURN_QUARTERS) break;
  }
  return out;
}

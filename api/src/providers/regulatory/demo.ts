import { addDaysIso, daysBetweenIso } from '../../domain/dates.js';
import { drugNameKeys } from '../../domain/drug-names.js';
import type { CrlCategory, RegulatoryDrugQuery, RegulatoryEvent, RegulatoryProvider, RegulatoryQuery } from '../../domain/regulatory.js';
import { Rng } from '../stocks/random.js';

/**
 * The `demo` provider (the default, offline): deterministic regulatory events for the drugs the app
 * asks about (the late-stage trials' drugs with a company), flagged `demo: true` and pointing at the
 * methodology page's demo-data section, never at an official page they do not come from.
 *
 * Each drug (its first linking key and its ticker or company) follows a seeded yearly cycle: an FDA
 * target action date (PDUFA) on a fixed day of each 360-day cycle counted from 2024-01-01, sometimes
 * preceded by an advisory committee meeting (and its vote once past), and followed by a decision
 * (approval, or a complete response letter with its category) once the date has passed. A cycle's
 * dates depend only on the drug and the cycle, never on today: the same event keeps its date from
 * one day to the next (a stored event does not "move"), and today only decides which cycles show —
 * the one ahead, and the one just passed.
 */

export const DEMO_SOURCE_URL = '/methodology#demo-data';

const EPOCH = '2024-01-01';
const CYCLE_DAYS = 360;
/** Share of cycles with an advisory committee meeting before the target date. */
const ADCOMM_SHARE = 0.4;
/** Share of decisions that are approvals (the rest are complete response letters). */
const APPROVAL_SHARE = 0.75;
const CRL_CATEGORIES_WEIGHTED: readonly CrlCategory[] = ['MANUFACTURING', 'MANUFACTURING', 'EFFICACY', 'EFFICACY', 'SAFETY', 'OTHER'];

interface DemoDrug {
  key: string;
  drug: RegulatoryDrugQuery;
}

/** The day itself, or the Friday before when it falls on a weekend (the FDA acts on working days). */
function workingDay(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 6 ? addDaysIso(date, -1) : weekday === 0 ? addDaysIso(date, -2) : date;
}

export class DemoRegulatoryProvider implements RegulatoryProvider {
  readonly name = 'demo';
  readonly source = 'DEMO' as const;

  async events(query: RegulatoryQuery): Promise<RegulatoryEvent[]> {
    const out: RegulatoryEvent[] = [];
    for (const d of this.drugs(query.drugs)) {
      const current = this.currentCycle(d, query.today);
      for (const cycle of [current - 1, current]) out.push(...this.cycleEvents(d, cycle, query.today));
    }
    return out.filter((e) => e.date >= query.since).sort((a, b) => a.date.localeCompare(b.date) || a.sourceKey.localeCompare(b.sourceKey));
  }

  /** The drugs with a company, once per (drug, company): a drug asked about by several trials of one sponsor has one calendar. */
  private drugs(drugs: readonly RegulatoryDrugQuery[]): DemoDrug[] {
    const seen = new Map<string, DemoDrug>();
    for (const drug of drugs) {
      const owner = drug.ticker?.trim().toUpperCase() || drug.company?.trim();
      const [key] = drugNameKeys([drug.name, ...drug.otherNames]);
      if (!owner || !key) continue;
      const id = `${owner}|${key}`;
      if (!seen.has(id)) seen.set(id, { key: id, drug });
    }
    return [...seen.values()];
  }

  /** The day of the cycle's target action date, fixed per drug. */
  private offset(d: DemoDrug): number {
    return new Rng(`regulatory|${d.key}`).int(0, CYCLE_DAYS - 1);
  }

  private pdufaDate(d: DemoDrug, cycle: number): string {
    return workingDay(addDaysIso(EPOCH, cycle * CYCLE_DAYS + this.offset(d)));
  }

  /** The cycle whose target date is the first after today. */
  private currentCycle(d: DemoDrug, today: string): number {
    let cycle = Math.floor((daysBetweenIso(EPOCH, today) - this.offset(d)) / CYCLE_DAYS);
    while (this.pdufaDate(d, cycle) <= today) cycle++;
    while (this.pdufaDate(d, cycle - 1) > today) cycle--;
    return cycle;
  }

  private cycleEvents(d: DemoDrug, cycle: number, today: string): RegulatoryEvent[] {
    const rng = new Rng(`regulatory|${d.key}|${cycle}`);
    const pdufa = this.pdufaDate(d, cycle);
    const hasAdcomm = rng.uniform() < ADCOMM_SHARE;
    const adcommDate = workingDay(addDaysIso(pdufa, -rng.int(35, 75)));
    const approved = rng.uniform() < APPROVAL_SHARE;
    const category = rng.pick(CRL_CATEGORIES_WEIGHTED);
    const votesFor = approved ? rng.int(8, 14) : rng.int(2, 7);
    const votesAgainst = approved ? rng.int(0, 3) : rng.int(5, 11);

    const event = (kind: RegulatoryEvent['kind'], date: string, fields: Partial<RegulatoryEvent>): RegulatoryEvent => ({
      source: 'DEMO',
      sourceKey: `demo:${d.key}:${cycle}:${kind}`,
      kind,
      agency: 'FDA',
      date,
      dateConfidence: date > today ? 'ANNOUNCED' : 'ACTUAL',
      drug: d.drug.name,
      drugNames: [d.drug.name, ...d.drug.otherNames],
      applicationNumber: null,
      company: d.drug.company,
      ticker: d.drug.ticker,
      indication: null,
      outcome: null,
      crlCategory: null,
      detail: null,
      sourceUrl: DEMO_SOURCE_URL,
      asOf: today,
      demo: true,
      ...fields,
    });

    const events: RegulatoryEvent[] = [];
    if (hasAdcomm) {
      events.push(event('ADCOMM_MEETING', adcommDate, { outcome: adcommDate > today ? 'PENDING' : null, detail: 'Demo data: advisory committee meeting' }));
      if (adcommDate <= today)
        events.push(
          event('ADCOMM_VOTE', adcommDate, {
            outcome: votesFor > votesAgainst ? 'POSITIVE' : 'NEGATIVE',
            detail: `Demo data: ${votesFor}–${votesAgainst} on the benefit-risk question`,
          }),
        );
    }
    // The target date itself is the announced date, whether or not it has passed.
    events.push(
      event('PDUFA_DATE', pdufa, { dateConfidence: 'ANNOUNCED', outcome: pdufa > today ? 'PENDING' : null, detail: 'Demo data: FDA target action date' }),
    );
    if (pdufa <= today)
      events.push(
        approved
          ? event('APPROVAL', pdufa, { outcome: 'POSITIVE', detail: 'Demo data: approval' })
          : event('CRL', pdufa, { outcome: 'NEGATIVE', crlCategory: category, detail: `Demo data: complete response letter (${category.toLowerCase()})` }),
      );
    return events;
  }
}

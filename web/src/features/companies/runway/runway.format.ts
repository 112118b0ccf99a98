import type { TFunction } from 'i18next';
import type { CompanyRunwayFieldsFragment, DilutionRisk } from '../../../gql/graphql';
import type { Tone } from '../../../lib/display';
import { formatDate, formatLongDate, formatNumber } from '../../../lib/format';

/** A readout placed on a company's runway (the window's last day), with the runway left then. */
export type RunwayReadout = CompanyRunwayFieldsFragment['readouts'][number];

/** The company's next readout: the first of its upcoming readouts (earliest first), or null. */
export function nextReadout(r: Pick<CompanyRunwayFieldsFragment, 'readouts'>): RunwayReadout | null {
  return r.readouts[0] ?? null;
}

/** The risks that mean the company may have to raise cash before or soon after the readout. */
export function isDilutionRisk(risk: DilutionRisk): boolean {
  return risk === 'BEFORE_READOUT' || risk === 'WITHIN_6_MONTHS';
}

export const RISK_TONES: Record<DilutionRisk, Tone> = {
  BEFORE_READOUT: 'red',
  WITHIN_6_MONTHS: 'orange',
  NONE: 'green',
  UNKNOWN: 'gray',
};

/** "14,2 mois" / "14.2 months" (one decimal; the sign is the caller's wording). */
export function monthsText(t: TFunction, months: number): string {
  const value = Math.round(Math.abs(months) * 10) / 10;
  return t('runway:months', { count: value, value: formatNumber(value, 1) });
}

/**
 * The runway left at a readout in words: months of cash left after it, or how long before it the cash
 * runs out; "not burning cash" or "unknown" when there is no figure.
 */
export function atReadoutText(t: TFunction, readout: Pick<RunwayReadout, 'monthsAtReadout' | 'risk'>, notBurning: boolean): string {
  const m = readout.monthsAtReadout;
  if (m == null) return notBurning ? t('runway:notBurning') : t('runway:unknown');
  return m < 0 ? t('runway:atReadout.before', { months: monthsText(t, m) }) : t('runway:atReadout.after', { months: monthsText(t, m) });
}

/** A filing's form in words where it is not an SEC form ("demo", "provider"). */
export function formText(t: TFunction, form: string): string {
  return form === 'demo' || form === 'provider' ? t(`runway:form.${form}`) : form;
}

/** "10-Q, période close le 30/09/2025, déposé le 05/11/2025" / "10-Q, period ended 09/30/2025, filed 11/05/2025". */
export function factSource(t: TFunction, fact: { form: string; periodEnd: string; filed?: string | null }): string {
  const base = t('runway:source.fact', { form: formText(t, fact.form), period: formatDate(fact.periodEnd) });
  return fact.filed ? t('runway:source.factFiled', { base, filed: formatDate(fact.filed) }) : base;
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a YYYY-MM-DD day (UTC, so time zones never move a day). */
export function dayNumber(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return Math.round(Date.UTC(y, (m || 1) - 1, d || 1) / DAY_MS);
}

/** The local calendar day of `now` as YYYY-MM-DD. */
export function isoDay(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface BarMarker<R> {
  /** The readouts of one day (several trials often share a window's last day). */
  readouts: R[];
  readoutDate: string;
  /** Position on the axis, 0–100. */
  pct: number;
  /** After the runway's end. */
  beyond: boolean;
  /** Row (0–2) so that markers close together do not cover each other. */
  level: number;
}

export interface BarLayout<R> {
  start: string;
  /** The axis's last day: the runway's end or the last readout, whichever is later (a few days more so the last marker is not cut). */
  end: string;
  /** Where the cash ends on the axis (0–100); null when the company does not burn cash (the bar runs to the end, open). */
  cashEndPct: number | null;
  /** Today on the axis, when it falls within it. */
  todayPct: number | null;
  markers: BarMarker<R>[];
}

/** Markers closer than this (in % of the bar) go on another row: 6 % of a phone's 320 px bar is about a marker's 24 px. */
const CROWDED_PCT = 6;
/** Without a runway end nor readouts, the axis spans this long after the balance-sheet date. */
const DEFAULT_SPAN_DAYS = 730;

const RISK_ORDER: Record<DilutionRisk, number> = { BEFORE_READOUT: 3, WITHIN_6_MONTHS: 2, UNKNOWN: 1, NONE: 0 };
/** The gravest risk of several readouts (a marker standing for a day shows the worst of its readouts). */
export function worstRisk(risks: readonly DilutionRisk[]): DilutionRisk {
  return risks.reduce<DilutionRisk>((w, r) => (RISK_ORDER[r] > RISK_ORDER[w] ? r : w), 'NONE');
}

/**
 * The runway bar's geometry: an axis from the balance-sheet date to the runway's end or the last
 * readout (whichever is later), the cash's end on it, today, and a marker per readout day.
 */
export function runwayBarLayout<R extends { readoutDate: string }>(input: {
  start: string;
  runwayEnd: string | null;
  readouts: readonly R[];
  today: string;
}): BarLayout<R> {
  const s = dayNumber(input.start);
  const last = Math.max(
    input.runwayEnd ? dayNumber(input.runwayEnd) : s,
    ...input.readouts.map((r) => dayNumber(r.readoutDate)),
    input.runwayEnd || input.readouts.length ? s + 1 : s + DEFAULT_SPAN_DAYS,
  );
  // A margin after the last day: a marker on it stays inside the track.
  const e = last + Math.max(7, Math.round((last - s) * 0.04));
  const pct = (day: number) => Math.min(100, Math.max(0, ((day - s) / (e - s)) * 100));
  const runwayEnd = input.runwayEnd ? dayNumber(input.runwayEnd) : null;
  const today = dayNumber(input.today);
  const byDay = new Map<string, R[]>();
  for (const r of [...input.readouts].sort((a, b) => a.readoutDate.localeCompare(b.readoutDate))) {
    const day = r.readoutDate.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), r]);
  }
  const placed: number[] = [];
  const markers = [...byDay].map(([readoutDate, readouts]) => {
    const day = dayNumber(readoutDate);
    const at = pct(day);
    const near = placed.filter((p) => at - p < CROWDED_PCT).length;
    placed.push(at);
    return { readouts, readoutDate, pct: at, beyond: runwayEnd !== null && day > runwayEnd, level: near % 3 };
  });
  return {
    start: input.start,
    end: new Date(e * DAY_MS).toISOString().slice(0, 10),
    cashEndPct: runwayEnd === null ? null : pct(runwayEnd),
    todayPct: today >= s && today <= e ? pct(today) : null,
    markers,
  };
}

/**
 * When a readout is expected: the catalyst's label ("9 décembre 2026", "T4 2026"), with the window's
 * last day only when the label does not already name that day.
 */
export function readoutWhen(t: TFunction, readout: Pick<RunwayReadout, 'label' | 'readoutDate'>): string {
  if (readout.label === formatLongDate(readout.readoutDate)) return readout.label;
  return t('runway:readoutOf', { label: readout.label, date: formatDate(readout.readoutDate) });
}

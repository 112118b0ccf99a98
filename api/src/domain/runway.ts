import type { CompanyFinancials, DilutionRisk, Runway, RunwayAtReadout } from './financials.js';

/**
 * Cash runway (issue 31, /work/notes/issue31.md "Definitions"): how many months a company's cash lasts
 * at its recent burn, and where that end falls against a readout. Pure functions, no clock.
 *
 * Months are average months of 365.25 / 12 = 30.4375 days (a Julian year of 365.25 days, the IAU's
 * year unit, divided by 12), so that adding months to a date
 * and measuring the months between two dates are exact inverses (up to rounding to a whole day), and a
 * fraction of a month means the same number of days everywhere in the year.
 */

/** Days in an average month: 365.25 / 12. */
export const DAYS_PER_MONTH = 30.4375;
/** A runway ending later than this is written as this day (JavaScript dates stop at year 275,760; ISO days at 9999). */
const LAST_DAY = '9999-12-31';
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Quarters the burn is averaged over (the last four: one year of operating cash flow). */
export const BURN_QUARTERS = 4;
/** Months after a readout within which a runway's end is a dilution risk (issue 31: "within 6 months after the readout"). */
export const DILUTION_WINDOW_MONTHS = 6;

/** Days since 1970-01-01 of a YYYY-MM-DD day (UTC), NaN when it is not one. */
function dayNumber(date: string): number {
  if (!ISO_DAY.test(date)) return NaN;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? NaN : ms / DAY_MS;
}

/** `date` + `months` average months (may be fractional or negative), rounded to the nearest day. */
export function addMonthsIso(date: string, months: number): string {
  const day = dayNumber(date);
  if (Number.isNaN(day) || !Number.isFinite(months)) throw new RangeError(`addMonthsIso: invalid date or months (${date}, ${months})`);
  const ms = (day + Math.round(months * DAYS_PER_MONTH)) * DAY_MS;
  if (ms > Date.parse(`${LAST_DAY}T00:00:00Z`)) return LAST_DAY;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Average months from `from` to `to` (negative when `to` is earlier), e.g. 2021-03-31 → 2021-06-30 = 91 / 30.4375 ≈ 2.99. */
export function monthsBetweenIso(from: string, to: string): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (Number.isNaN(a) || Number.isNaN(b)) throw new RangeError(`monthsBetweenIso: invalid date (${from}, ${to})`);
  return (b - a) / DAYS_PER_MONTH;
}

/** The runway of a company's figures: cash + short-term investments over the mean burn of its last (≤ 4) quarters. */
export function computeRunway(f: CompanyFinancials): Runway {
  const cash = f.cash;
  const sti = f.shortTermInvestments;
  // Investments count only when read on the cash's own balance sheet.
  const stiValue = cash !== null && sti !== null && sti.periodEnd === cash.periodEnd && sti.currency === cash.currency ? sti.value : 0;
  const cashTotal = cash === null ? null : cash.value + stiValue;
  const quarters = f.quarters.slice(0, BURN_QUARTERS);
  const burnQuarters = quarters.length;
  const meanFlow = burnQuarters ? quarters.reduce((s, q) => s + q.value, 0) / burnQuarters : null;
  const quarterlyBurn = meanFlow === null ? null : meanFlow === 0 ? 0 : -meanFlow;
  const notBurning = quarterlyBurn !== null && quarterlyBurn <= 0;
  const currency = cash?.currency ?? quarters[0]?.currency ?? null;
  let monthsOfRunway: number | null = null;
  let runwayEnd: string | null = null;
  if (cash !== null && cashTotal !== null && quarterlyBurn !== null && quarterlyBurn > 0 && !Number.isNaN(dayNumber(cash.periodEnd))) {
    monthsOfRunway = Math.max(0, cashTotal) / (quarterlyBurn / 3);
    runwayEnd = addMonthsIso(cash.periodEnd, monthsOfRunway);
  }
  return { cashTotal, currency, quarterlyBurn, burnQuarters, monthsOfRunway, runwayEnd, notBurning };
}

/** A runway against a readout (the catalyst window's last day): months left then, and the dilution risk. */
export function runwayAtReadout(r: Runway, readoutDate: string): RunwayAtReadout {
  if (Number.isNaN(dayNumber(readoutDate))) return { readoutDate, monthsAtReadout: null, risk: 'UNKNOWN' };
  if (r.notBurning) return { readoutDate, monthsAtReadout: null, risk: 'NONE' };
  if (r.runwayEnd === null) return { readoutDate, monthsAtReadout: null, risk: 'UNKNOWN' };
  const monthsAtReadout = monthsBetweenIso(readoutDate, r.runwayEnd);
  const risk: DilutionRisk = monthsAtReadout < 0 ? 'BEFORE_READOUT' : monthsAtReadout < DILUTION_WINDOW_MONTHS ? 'WITHIN_6_MONTHS' : 'NONE';
  return { readoutDate, monthsAtReadout, risk };
}

/** "Dilution risk": the runway ends before the readout or within 6 months after it. */
export function isDilutionRisk(risk: DilutionRisk): boolean {
  return risk === 'BEFORE_READOUT' || risk === 'WITHIN_6_MONTHS';
}

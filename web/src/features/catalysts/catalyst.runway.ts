import type { DilutionRisk } from '../../gql/graphql';
import type { Tone } from '../../lib/display';
import { intlLocale, trueMinus } from '../../lib/format';

/**
 * The catalyst screen's "runway at readout": how many months of cash the company has left on the
 * readout's last day (negative: it runs out before), and the dilution risk that follows (issue 31).
 */

/** Every risk, the worst first, listed once as a record: the build fails when the schema gains or loses one. */
const RISKS: Record<DilutionRisk, true> = { BEFORE_READOUT: true, WITHIN_6_MONTHS: true, NONE: true, UNKNOWN: true };
export const DILUTION_RISKS = Object.keys(RISKS).filter((r): r is DilutionRisk => Object.hasOwn(RISKS, r));

/** "Dilution risk" in the filter's sense: the cash runs out before, or within 6 months after, the readout. */
export function isDilutionRisk(risk: DilutionRisk): boolean {
  return risk === 'BEFORE_READOUT' || risk === 'WITHIN_6_MONTHS';
}

/** Red before the readout, orange within 6 months after, green beyond; never the only signal (the badge has words). */
export function dilutionTone(risk: DilutionRisk): Tone {
  switch (risk) {
    case 'BEFORE_READOUT':
      return 'red';
    case 'WITHIN_6_MONTHS':
      return 'orange';
    case 'NONE':
      return 'green';
    case 'UNKNOWN':
      return 'gray';
  }
}

/**
 * Whole months, rounded down: the figure then agrees with the badge (a negative figure is always
 * "before the readout", below 6 always "within 6 months"), and it never overstates the cash left.
 */
export function wholeMonths(months: number): number {
  const m = Math.floor(months);
  return m === 0 ? 0 : m; // no "-0"
}

/** A signed number in the interface language with a true minus sign: "−3", "+5", "0". */
export function signedNumber(value: number, lang: string, fractionDigits = 0): string {
  return trueMinus(
    new Intl.NumberFormat(intlLocale(lang), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      signDisplay: 'exceptZero',
    }).format(value),
  );
}

/** The months at readout as shown in the cell ("−3" / "+14"), or null when unknown. */
export function runwayMonthsFigure(months: number | null | undefined, lang: string): string | null {
  if (months === null || months === undefined || !Number.isFinite(months)) return null;
  return signedNumber(wholeMonths(months), lang);
}

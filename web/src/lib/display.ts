/** The spec's colour rules and labels, shared by every screen. Colour is never the only signal: badges carry text. */
import { phaseLabel } from '../../../api/src/modules/trials/trials.signals';

/**
 * Phase display values ('PHASE3' → 'Phase 3'; display values pass unchanged) and the industry-sponsor
 * rule are the API's own code (an import-free module), so the web cannot drift from them.
 */
export { isIndustrySponsor, phaseLabel } from '../../../api/src/modules/trials/trials.signals';

export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'blue' | 'purple' | 'gray';

/** Score /10: at least 8 green, at least 6 yellow, at least 4 orange, below 4 red. */
export function scoreTone(score: number | null | undefined): Tone {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'gray';
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  if (score >= 4) return 'orange';
  return 'red';
}

/** INVESTIR green, SURVEILLER yellow, NE_PAS_INVESTIR red, other gray. */
export function recommendationTone(rec: string | null | undefined): Tone {
  switch ((rec ?? '').toUpperCase()) {
    case 'INVESTIR':
      return 'green';
    case 'SURVEILLER':
      return 'yellow';
    case 'NE_PAS_INVESTIR':
      return 'red';
    default:
      return 'gray';
  }
}

/** OUI green, POSSIBLE yellow, NON red. */
export function verdictTone(verdict: string | null | undefined): Tone {
  switch ((verdict ?? '').toUpperCase()) {
    case 'OUI':
      return 'green';
    case 'POSSIBLE':
      return 'yellow';
    case 'NON':
      return 'red';
    default:
      return 'gray';
  }
}

/** Phase 1 red, 2 orange, 3 blue, 4 green, early purple, other gray. */
export function phaseTone(phase: string): Tone {
  const label = phaseLabel(phase);
  if (label === 'Early Phase 1') return 'purple';
  switch (label) {
    case 'Phase 1':
      return 'red';
    case 'Phase 2':
      return 'orange';
    case 'Phase 3':
      return 'blue';
    case 'Phase 4':
      return 'green';
    default:
      return 'gray';
  }
}

/** Upper-case enum form of a status ("Not yet recruiting" → NOT_YET_RECRUITING). */
export function statusKey(status: string | null | undefined): string {
  return (status ?? 'UNKNOWN')
    .trim()
    .toUpperCase()
    .replace(/[\s,-]+/g, '_')
    .replace(/_+/g, '_');
}

/** Trial pages: Recruiting green, Not yet recruiting yellow, Completed blue, Terminated or Suspended red, other grey. */
export function statusTone(status: string | null | undefined): Tone {
  switch (statusKey(status)) {
    case 'RECRUITING':
      return 'green';
    case 'NOT_YET_RECRUITING':
      return 'yellow';
    case 'COMPLETED':
      return 'blue';
    case 'TERMINATED':
    case 'SUSPENDED':
      return 'red';
    default:
      return 'gray';
  }
}

/** Calendar: Recruiting blue, Completed green, Active not recruiting yellow. */
export function calendarStatusTone(status: string | null | undefined): Tone {
  switch (statusKey(status)) {
    case 'RECRUITING':
      return 'blue';
    case 'COMPLETED':
      return 'green';
    case 'ACTIVE_NOT_RECRUITING':
      return 'yellow';
    default:
      return 'gray';
  }
}

export type Signal = { kind: 'bearish' | 'bullish' | 'neutral'; tone: Tone; key: 'negative' | 'positive' | 'neutral' | 'neutralOther' };

/**
 * Stock-market signal from the status: Terminated/Suspended bearish (red), Completed bullish (green;
 * on the detail summary it requires non-empty results), Recruiting/Not yet recruiting neutral (yellow), other neutral (grey).
 */
export function statusSignal(status: string | null | undefined, opts: { requireResults?: boolean; hasResults?: boolean } = {}): Signal {
  const s = statusKey(status);
  if (s === 'TERMINATED' || s === 'SUSPENDED') return { kind: 'bearish', tone: 'red', key: 'negative' };
  if (s === 'COMPLETED' && (!opts.requireResults || opts.hasResults)) return { kind: 'bullish', tone: 'green', key: 'positive' };
  if (s === 'RECRUITING' || s === 'NOT_YET_RECRUITING') return { kind: 'neutral', tone: 'yellow', key: 'neutral' };
  return { kind: 'neutral', tone: 'gray', key: 'neutralOther' };
}

/** Above 1000 large, above 500 medium, otherwise small. */
export function enrollmentSize(n: number | null | undefined): 'large' | 'medium' | 'small' {
  const v = typeof n === 'number' ? n : 0;
  if (v > 1000) return 'large';
  if (v > 500) return 'medium';
  return 'small';
}

/**
 * Whether the sponsor is listed: the API decides and sends its ticker, or null (it stores no
 * sentinel such as 'N/A'). Where a screen needs words for "no ticker", it shows its own label.
 */
export function hasRealTicker(ticker: string | null | undefined): ticker is string {
  return ticker != null;
}

/** Public registry page and finance quote page. */
export function registryUrl(nctId: string): string {
  return `https://clinicaltrials.gov/study/${encodeURIComponent(nctId)}`;
}

export function financeUrl(ticker: string): string {
  return `https://finance.yahoo.com/quote/${encodeURIComponent(ticker)}`;
}

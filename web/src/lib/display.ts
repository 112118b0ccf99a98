/** The spec's colour rules and labels, shared by every screen. Colour is never the only signal: badges carry text. */
import { phaseLabel } from '../../../api/src/modules/trials/trials.signals';
import type { SignalColor, SignalKind, SignalReason, TrialStatus } from '../gql/graphql';

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

/**
 * The sponsor's listing (investissement_bourse): OUI blue, POSSIBLE purple, NON grey. Information
 * colours, never the green / red of advice: a listed sponsor is no reason to invest.
 */
export function listingTone(verdict: string | null | undefined): Tone {
  switch ((verdict ?? '').toUpperCase()) {
    case 'OUI':
      return 'blue';
    case 'POSSIBLE':
      return 'purple';
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

/** Trial pages: Recruiting green, Not yet recruiting yellow, Completed blue, Terminated or Suspended red, other grey. */
export function statusTone(status: TrialStatus | null | undefined): Tone {
  switch (status) {
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
export function calendarStatusTone(status: TrialStatus | null | undefined): Tone {
  switch (status) {
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

/**
 * A trial's signal as the web shows it (one rule everywhere: the API sends the one its latest
 * analysis stored): tone, arrow, the kind's label key and the reason's key, both under trials:signal.
 */
export function signalView(signal: { kind: SignalKind; color: SignalColor; reason: SignalReason }): {
  tone: Tone;
  icon: string;
  key: 'negative' | 'positive' | 'neutral';
  reasonKey: `reason.${SignalReason}`;
} {
  const tone: Tone = signal.color === 'grey' ? 'gray' : signal.color;
  const reasonKey = `reason.${signal.reason}` as const;
  if (signal.kind === 'BEARISH') return { tone, icon: '▼', key: 'negative', reasonKey };
  if (signal.kind === 'BULLISH') return { tone, icon: '▲', key: 'positive', reasonKey };
  return { tone, icon: '◆', key: 'neutral', reasonKey };
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

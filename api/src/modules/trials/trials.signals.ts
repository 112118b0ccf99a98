/**
 * Pure rules of the spec (section 4 and 9): enrollment label, phase and ticker display. (A trial's
 * stock-market signal is domain/signal.ts `trialSignal`, stored by the analysis engine.)
 * The web imports this file too (web/src/lib/display.ts: phase labels, industry sponsors), so the
 * rules exist once: keep it free of imports.
 */

export type EnrollmentSize = 'LARGE' | 'MEDIUM' | 'SMALL';

/** Above 1000: large; above 500 up to 1000: medium; 500 or fewer: small. */
export function enrollmentSize(enrollment: number | null | undefined): EnrollmentSize | null {
  if (enrollment === null || enrollment === undefined) return null;
  if (enrollment > 1000) return 'LARGE';
  if (enrollment > 500) return 'MEDIUM';
  return 'SMALL';
}

export const ENROLLMENT_LABELS: Record<'fr' | 'en', Record<EnrollmentSize, string>> = {
  fr: { LARGE: 'Grande étude, puissance statistique élevée', MEDIUM: 'Étude de taille moyenne', SMALL: 'Petite étude' },
  en: { LARGE: 'Large study, strong statistical power', MEDIUM: 'Medium-sized study', SMALL: 'Small study' },
};

const PHASE_LABELS: Record<string, string> = {
  EARLY_PHASE1: 'Early Phase 1',
  PHASE1: 'Phase 1',
  PHASE2: 'Phase 2',
  PHASE3: 'Phase 3',
  PHASE4: 'Phase 4',
  NA: 'Not Applicable',
};

/** 'PHASE3' → 'Phase 3' (unknown codes are returned as they are). */
export function phaseLabel(code: string): string {
  return Object.hasOwn(PHASE_LABELS, code) ? PHASE_LABELS[code] : code;
}

/** 'Phase 3', 'phase3', 'PHASE3', '3' → 'PHASE3'; null when not a phase. */
export function phaseCode(value: string): string | null {
  const v = value
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, '');
  if (Object.hasOwn(PHASE_LABELS, v)) return v;
  const m = /^(EARLY)?(?:PHASE)?([1-4])$/.exec(v);
  if (m) return m[1] ? (m[2] === '1' ? 'EARLY_PHASE1' : null) : `PHASE${m[2]}`;
  if (v === 'EARLYPHASE1') return 'EARLY_PHASE1';
  if (v === 'NOTAPPLICABLE' || v === 'N/A') return 'NA';
  return null;
}

/** The spec's absent-ticker values (upper case): a source writing these means "no ticker". */
export const ABSENT_TICKERS: ReadonlySet<string> = new Set(['', 'N/A', 'NON DÉTERMINÉ', 'NON DETERMINE']);

/**
 * The one absent-ticker rule, applied where tickers come in (importer, seed, stored rows, request
 * parameters): empty, 'N/A' or 'Non déterminé' → null, anything else trimmed. The database stores
 * NULL for "no ticker", so once stored, a ticker is real iff it is not null.
 */
export function realTicker(ticker: string | null | undefined): string | null {
  const t = ticker?.trim();
  return t === undefined || ABSENT_TICKERS.has(t.toUpperCase()) ? null : t;
}

export const SPONSOR_CLASS_LABELS: Record<string, string> = { INDUSTRY: 'Big Pharma', NIH: 'Government', OTHER: 'Academic/Other' };

/** Display label of a sponsor class (own keys only: a stored 'constructor' is no class). */
export function sponsorClassLabel(cls: string | null | undefined): string | null {
  return cls && Object.hasOwn(SPONSOR_CLASS_LABELS, cls) ? SPONSOR_CLASS_LABELS[cls] : null;
}

/** The industry-only filter: lead sponsor contains one of these (case-insensitive). */
export const INDUSTRY_KEYWORDS: readonly string[] = ['inc', 'ltd', 'corporation', 'pharma', 'biotech', 'therapeutics', 'sciences', 'healthcare'];

/** Whether a lead sponsor counts as industry (the web's client-side filter; the SQL filter of trials.service.ts uses the same keywords). */
export function isIndustrySponsor(sponsor: string | null | undefined): boolean {
  const s = (sponsor ?? '').toLowerCase();
  return INDUSTRY_KEYWORDS.some((k) => s.includes(k));
}

/** 'ACTIVE_NOT_RECRUITING' → 'Active, not recruiting' (the registry's display text). */
export function statusLabel(status: string): string {
  if (status === 'ACTIVE_NOT_RECRUITING') return 'Active, not recruiting';
  const words = status.toLowerCase().split('_');
  return words.map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : w)).join(' ');
}

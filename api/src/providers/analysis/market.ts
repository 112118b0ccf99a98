import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { CapBucket, MarketBreakdown, Recommendation, ScoreTerm } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import type { CatalystConfidence } from '../../domain/catalyst.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import { cite } from './base-rates.js';
import { STOPPED_STATUSES } from './context.js';

/**
 * The score: what an event-driven investor weighs at the readout.
 *
 *   E = A × x × (p × U + (1 − p) × D)        score = 5 + 5 × E ÷ U, within [0, 10]   (U = 0.8)
 *
 * - p: the readout probability (the forecast; after a posted readout its outcome);
 * - U, D: the average abnormal move of the company's share price on a met / missed primary end
 *   point — one published row (Hwang 2013: +0.8 % / −2.0 %) for every listed company, whatever its
 *   cap bucket, until Trialyst measures its own reactions by bucket (the asymmetry: a failure costs
 *   more than a success earns). The bucket is shown as context; no number depends on it;
 * - x: the company's exposure to this trial — its share of the company's active pipeline,
 *   1 / (companyActiveTrials + 1), for every listed company; 0 when the sponsor is not listed;
 * - A: 1 while the readout is ahead, 0 once it is behind us (results posted, study stopped,
 *   catalyst passed or just happened): nothing left to trade on this trial;
 * - E: the expected abnormal move in %. The scale comes from the same row: the best case (p = 1,
 *   x = 1, readout ahead, E = U) scores 10, no expected move (the market-implied break-even
 *   p* = −D / (U − D) = 71.4 %, whatever x) scores 5, each point is U ÷ 5 = 0.16 % of expected move.
 * Every term is rounded to the precision shown, and the score is computed from the rounded terms
 * (integer arithmetic, rounded half up), so the displayed numbers reproduce it exactly.
 */

export const HWANG_SOURCE = cite(
  'Hwang TJ. Stock market returns and clinical trial results of investigational compounds: an event study analysis of large biopharmaceutical companies. PLoS One 2013;8(8):e71966',
  {
    fr: 'résumé, vérifié : rendement anormal cumulé médian le jour de l’annonce +0,8 % pour un résultat positif, −2,0 % pour un résultat négatif ; 24 composés, grandes sociétés cotées aux États-Unis, 2011–2013. Appliqué à toute société cotée en attendant que Trialyst mesure les réactions par taille de capitalisation',
    en: 'abstract, verified: median cumulative abnormal return on the announcement day +0.8 % for positive, −2.0 % for negative results; 24 compounds, large US-listed companies, 2011–2013. Applied to every listed company until Trialyst measures the reactions by cap bucket',
  },
);

interface CapRow {
  upside: number;
  downside: number;
  /** Always false: every row is the published one (kept for the breakdown's and the methodology's shape). */
  provisional: boolean;
  source: Bilingual;
}

/** Average abnormal move (%) on a met / missed primary end point: the one published row (Hwang 2013). */
export const LISTED_ROW: CapRow = { upside: 0.8, downside: -2, provisional: false, source: HWANG_SOURCE };

/**
 * The row of each listed bucket: the same published row for all, until Trialyst's own event study
 * (past reactions by cap bucket) replaces it. The bucket stays in the breakdown as context.
 */
export const CAP_ROWS: Record<Exclude<CapBucket, 'UNLISTED'>, CapRow> = {
  SMALL: LISTED_ROW,
  MID: LISTED_ROW,
  LARGE: LISTED_ROW,
  UNKNOWN: LISTED_ROW,
};

/** The score's scale: U of the published row, so that E = U (the best case) scores 10. */
export const SCALE_UPSIDE = LISTED_ROW.upside;

/** Bucket bounds in USD: small < 2 B$, mid < 10 B$, large from 10 B$. */
export const CAP_BOUNDS = { small: 2e9, mid: 10e9 } as const;

export const THRESHOLDS = { invest: 6.5, watch: 5.5 } as const;

export function capBucket(verdict: InvestmentVerdict, marketCap: number | null): CapBucket {
  if (verdict === 'NON') return 'UNLISTED';
  if (marketCap === null || !Number.isFinite(marketCap) || marketCap <= 0) return 'UNKNOWN';
  if (marketCap < CAP_BOUNDS.small) return 'SMALL';
  if (marketCap < CAP_BOUNDS.mid) return 'MID';
  return 'LARGE';
}

/** Whether the readout is still ahead: no decided posted readout, the study not stopped, the catalyst not behind us. */
export function readoutAhead(i: AnalysisInput, posted: boolean, confidence: CatalystConfidence | null): boolean {
  if (posted) return false;
  if (STOPPED_STATUSES.has((i.status ?? '').toUpperCase())) return false;
  return confidence !== 'ACTUAL' && confidence !== 'PASSED';
}

// ---- exact arithmetic at the displayed precision ---------------------------------------------

/** Rounds half up (towards +∞), as the formula states. */
const roundHalfUp = (x: number) => Math.floor(x + 0.5);
const fixed = (x: number, digits: number) => roundHalfUp(x * 10 ** digits) / 10 ** digits;
const signed = (x: number, digits: number) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(digits)}`;

/**
 * The score from the displayed terms (p in %, U and D in %, x, A): E in hundredths of %, score in
 * tenths, score = 5 + 5 × E ÷ SCALE_UPSIDE (0.8, one decimal).
 */
export function scoreFromTerms(t: { p: number; upside: number; downside: number; exposure: number; ahead: number }): { expectedMove: number; score: number } {
  const pi = Math.round(t.p * 10); // tenths of %
  const ui = Math.round(t.upside * 10);
  const di = Math.round(t.downside * 10);
  const xi = Math.round(t.exposure * 100);
  const ai = Math.round(t.ahead);
  const si = Math.round(SCALE_UPSIDE * 10); // tenths of %: 8
  // E in millionths of %: x/100 × p/1000 × U/10.
  const e = ai * xi * (pi * ui + (1000 - pi) * di);
  const e100 = roundHalfUp(e / 10_000);
  // Score in tenths: 50 + 50 × (E100 / 100) / (si / 10) = 50 + 5 × E100 / si, halves up, in exact integers.
  const s10 = Math.min(100, Math.max(0, 50 + Math.floor((10 * e100 + si) / (2 * si))));
  return { expectedMove: e100 / 100, score: s10 / 10 };
}

const term = (key: string, label: Bilingual, value: number, digits: number, unit: ScoreTerm['unit'], shown: string): ScoreTerm => ({
  key,
  label,
  value,
  shown,
  digits,
  unit,
});

export const FORMULA: Bilingual = {
  fr: 'score = 5 + 5 × E ÷ 0,8 (borné entre 0 et 10), où E = A × x × (p × U + (1 − p) × D) : mouvement attendu du cours (%) ; U = +0,8 %, D = −2,0 % (Hwang 2013) pour toute société cotée, en attendant les réactions mesurées par taille ; 10 = meilleur cas (p = 1, x = 1), 5 = seuil de rentabilité p* = 71,4 % ; chaque terme est arrondi comme affiché, arrondi au demi supérieur',
  en: 'score = 5 + 5 × E ÷ 0.8 (within 0–10), where E = A × x × (p × U + (1 − p) × D): expected share-price move (%); U = +0.8%, D = −2.0% (Hwang 2013) for every listed company until reactions by cap bucket are measured; 10 = best case (p = 1, x = 1), 5 = break-even p* = 71.4%; each term rounded as shown, halves rounded up',
};

export interface MarketScore {
  market: MarketBreakdown;
  terms: ScoreTerm[];
  expectedMove: number;
  score: number;
}

/** The score's terms and the score, for a probability `p` (0–1). */
export function marketScore(i: AnalysisInput, p: number, ahead: boolean): MarketScore {
  const bucket = capBucket(i.investmentVerdict, i.marketCap);
  const row = bucket === 'UNLISTED' ? null : CAP_ROWS[bucket];
  const pipelineTrials = bucket === 'UNLISTED' ? null : (i.companyActiveTrials ?? 0) + 1;
  const known = i.companyActiveTrials !== null && i.companyActiveTrials !== undefined;
  const exposure = fixed(row ? 1 / (pipelineTrials ?? 1) : 0, 2);
  const upside = row ? row.upside : 0;
  const downside = row ? row.downside : 0;
  const pShown = fixed(p * 100, 1);
  const a = ahead ? 1 : 0;
  const { expectedMove, score } = scoreFromTerms({ p: pShown, upside, downside, exposure, ahead: a });

  const rowLabel: Bilingual = row
    ? { fr: 'toute société cotée, Hwang 2013', en: 'any listed company, Hwang 2013' }
    : { fr: 'promoteur non coté', en: 'unlisted sponsor' };
  const exposureLabel: Bilingual =
    bucket === 'UNLISTED'
      ? { fr: 'x — exposition : aucune action cotée exposée', en: 'x — exposure: no listed share exposed' }
      : known
        ? {
            fr: `x — exposition : part du pipeline, 1 essai actif sur ${pipelineTrials}`,
            en: `x — exposure: share of the pipeline, 1 of ${pipelineTrials} active trials`,
          }
        : { fr: 'x — exposition : pipeline inconnu, essai compté seul', en: 'x — exposure: pipeline unknown, trial counted alone' };
  const terms: ScoreTerm[] = [
    term(
      'probability',
      { fr: 'p — probabilité que le critère principal soit atteint', en: 'p — probability the primary end point is met' },
      pShown,
      1,
      '%',
      `${pShown.toFixed(1)}%`,
    ),
    term('upside', { fr: `U — mouvement si succès (${rowLabel.fr})`, en: `U — move on success (${rowLabel.en})` }, upside, 1, '%', `${signed(upside, 1)}%`),
    term(
      'downside',
      { fr: `D — mouvement si échec (${rowLabel.fr})`, en: `D — move on failure (${rowLabel.en})` },
      downside,
      1,
      '%',
      `${signed(downside, 1)}%`,
    ),
    term('exposure', exposureLabel, exposure, 2, '×', `×${exposure.toFixed(2)}`),
    term(
      'ahead',
      ahead
        ? { fr: 'A — lecture à venir (1)', en: 'A — readout ahead (1)' }
        : { fr: 'A — lecture derrière nous (0) : rien à négocier sur cet essai', en: 'A — readout behind us (0): nothing left to trade on this trial' },
      a,
      0,
      '',
      String(a),
    ),
    term('expectedMove', { fr: 'E — mouvement attendu du cours', en: 'E — expected share-price move' }, expectedMove, 2, '%', `${signed(expectedMove, 2)}%`),
  ];
  const market: MarketBreakdown = {
    bucket,
    marketCap: bucket === 'UNLISTED' ? null : i.marketCap,
    upside,
    downside,
    provisional: false,
    source: row?.source ?? {
      fr: 'Pas d’action cotée : le rapprochement du sponsor n’a trouvé aucune société cotée (investissement_bourse NON)',
      en: 'No listed share: the sponsor resolver found no listed company (investissement_bourse NON)',
    },
    pipelineTrials: known ? pipelineTrials : null,
    exposure,
    ahead,
    breakEven: row ? -row.downside / (row.upside - row.downside) : null,
  };
  return { market, terms, expectedMove, score };
}

/**
 * The recommendation: nothing to trade once the readout is behind us (NE_PAS_INVESTIR, whatever the
 * outcome; a failed primary end point is therefore never INVESTIR); otherwise INVESTIR from 6.5
 * (an expected move of +0.24 % or more: p ≥ 80 % at x = 1) with a listed sponsor, SURVEILLER from
 * 5.5 (+0.08 %: p ≥ 74.3 % at x = 1) or an unlisted sponsor above 6.5 (nothing to trade),
 * NE_PAS_INVESTIR below.
 */
export function recommendationFor(score: number, verdict: InvestmentVerdict, ahead: boolean): Recommendation {
  if (!ahead) return 'NE_PAS_INVESTIR';
  if (score >= THRESHOLDS.invest) return verdict === 'NON' ? 'SURVEILLER' : 'INVESTIR';
  if (score >= THRESHOLDS.watch) return 'SURVEILLER';
  return 'NE_PAS_INVESTIR';
}

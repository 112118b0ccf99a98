import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { CapBucket, DilutionBreakdown, MarketBreakdown, PriorPhase, Recommendation, ScoreTerm } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import type { CatalystConfidence, NextCatalyst } from '../../domain/catalyst.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import { STOPPED_STATUSES } from './context.js';
import { dilutionOf } from './dilution.js';
import { fixed, roundHalfUp, signed } from './precision.js';
import { breakEvenOf, LISTED_ROW, rowFor } from './rows.js';

/**
 * The score: what an event-driven investor weighs at the readout.
 *
 *   E = A × (x × (p × U + (1 − p) × D) + R × F)     score = 5 + 5 × E ÷ 0.8, within [0, 10]
 *
 * - p: the readout probability (the forecast; after a posted readout its outcome);
 * - U, D: the average abnormal move of the company's share price on a met / missed primary end
 *   point (rows.ts): Trialyst's measured medians for the company's cap bucket once at least 30
 *   successes and 30 failures are measured there (the "say ≥ 30"), otherwise the published
 *   row (Hwang 2013: +0.8 % / −2.0 %) — the asymmetry: a failure costs more than a success earns;
 * - x: the company's exposure to this trial — its share of the company's active pipeline,
 *   1 / (companyActiveTrials + 1), for every listed company; 0 when the sponsor is not listed;
 * - R × F: the dilution term (dilution.ts): R = 1 when the company's cash runway ends before the
 *   readout or within 6 months after it, else 0; F = −2.0 %, the average announcement reaction to a
 *   seasoned equity offering (Eckbo, Masulis & Norli 2007). Not scaled by x: an offering moves the
 *   whole company;
 * - A: 1 while the readout is ahead, 0 once it is behind us (results posted, study stopped,
 *   catalyst passed or just happened): nothing left to trade on this trial;
 * - E: the expected abnormal move in %.
 *
 * The scale stays the published row's U = 0.8 % whatever row applies: the score is the expected move
 * in fixed units (each point is 0.16 % of expected move, 5 = no expected move, 10 = +0.8 % or more),
 * so a point means the same for every company and does not shift when measured reactions arrive or
 * grow; only E moves with the data. The published best case (p = 1, x = 1, R = 0, readout ahead,
 * E = U) scores 10; its break-even p* = −D / (U − D) = 71.4 % (R = 0) scores 5. A measured row with
 * larger moves (small caps) reaches 0 or 10 sooner: the score is clipped, E (shown) is not.
 * Every term is rounded to the precision shown, and the score is computed from the rounded terms
 * (integer arithmetic, rounded half up), so the displayed numbers reproduce it exactly.
 */

export { CAP_ROWS, HWANG_SOURCE, LISTED_ROW, MEASURED_MIN_N } from './rows.js';

/** The score's scale: U of the published row, so that E = +0.8 % (the published best case) scores 10. */
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

/**
 * The score from the displayed terms (p in %, U, D and F in %, x, R, A): E in hundredths of %,
 * score in tenths, score = 5 + 5 × E ÷ SCALE_UPSIDE (0.8, one decimal). R and F default to 0.
 */
export function scoreFromTerms(t: {
  p: number;
  upside: number;
  downside: number;
  exposure: number;
  ahead: number;
  dilutionRisk?: number;
  dilutionMove?: number;
}): { expectedMove: number; score: number } {
  const pi = Math.round(t.p * 10); // tenths of %
  const ui = Math.round(t.upside * 10);
  const di = Math.round(t.downside * 10);
  const xi = Math.round(t.exposure * 100);
  const ai = Math.round(t.ahead);
  const ri = Math.round(t.dilutionRisk ?? 0);
  const fi = Math.round((t.dilutionMove ?? 0) * 10); // tenths of %
  const si = Math.round(SCALE_UPSIDE * 10); // tenths of %: 8
  // E in millionths of %: x/100 × p/1000 × U/10, and R × F/10 = R × F(tenths) × 100,000 millionths.
  const e = ai * (xi * (pi * ui + (1000 - pi) * di) + ri * fi * 100_000);
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
  fr: 'score = 5 + 5 × E ÷ 0,8 (borné entre 0 et 10), où E = A × (x × (p × U + (1 − p) × D) + R × F) : mouvement attendu du cours (%) ; U, D : réactions médianes mesurées par Trialyst pour la taille de capitalisation dès 30 succès et 30 échecs mesurés, sinon U = +0,8 %, D = −2,0 % (Hwang 2013) ; R = 1 si la trésorerie estimée s’épuise avant la lecture ou moins de 6 mois après, sinon 0 ; F = −2,0 % (réaction à l’annonce d’une augmentation de capital, Eckbo, Masulis et Norli 2007) ; 10 = E d’au moins +0,8 % (meilleur cas publié : p = 1, x = 1, R = 0), 5 = aucun mouvement attendu (p* = 71,4 % avec la ligne publiée) ; chaque terme est arrondi comme affiché, arrondi au demi supérieur',
  en: 'score = 5 + 5 × E ÷ 0.8 (within 0–10), where E = A × (x × (p × U + (1 − p) × D) + R × F): expected share-price move (%); U, D: median reactions measured by Trialyst for the cap bucket once 30 successes and 30 failures are measured, otherwise U = +0.8%, D = −2.0% (Hwang 2013); R = 1 when the estimated cash runway ends before the readout or within 6 months after it, else 0; F = −2.0% (announcement reaction to a seasoned equity offering, Eckbo, Masulis & Norli 2007); 10 = E of +0.8% or more (published best case: p = 1, x = 1, R = 0), 5 = no expected move (p* = 71.4% with the published row); each term rounded as shown, halves rounded up',
};

export interface MarketScore {
  market: MarketBreakdown;
  dilution: DilutionBreakdown;
  terms: ScoreTerm[];
  expectedMove: number;
  score: number;
}

/**
 * The score's terms and the score, for a probability `p` (0–1). `catalyst`: the trial's next
 * catalyst (the readout date of the dilution term); `ahead`: whether the readout is ahead.
 */
export function marketScore(i: AnalysisInput, p: number, ahead: boolean, catalyst: NextCatalyst | null): MarketScore {
  const bucket = capBucket(i.investmentVerdict, i.marketCap);
  const row = rowFor(bucket, i.reactions);
  const pipelineTrials = bucket === 'UNLISTED' ? null : (i.companyActiveTrials ?? 0) + 1;
  const known = i.companyActiveTrials !== null && i.companyActiveTrials !== undefined;
  const exposure = fixed(row ? 1 / (pipelineTrials ?? 1) : 0, 2);
  const upside = row ? row.upside : 0;
  const downside = row ? row.downside : 0;
  const pShown = fixed(p * 100, 1);
  const a = ahead ? 1 : 0;
  const dilution = dilutionOf(i, catalyst, ahead);
  const r = dilution.applies ? 1 : 0;
  const f = dilution.move;
  const rf = fixed(r * f, 1);
  const { expectedMove, score } = scoreFromTerms({ p: pShown, upside, downside, exposure, ahead: a, dilutionRisk: r, dilutionMove: f });

  const rowLabel: Bilingual = row ? row.label : { fr: 'promoteur non coté', en: 'unlisted sponsor' };
  const exposureLabel: Bilingual =
    bucket === 'UNLISTED'
      ? { fr: 'x — exposition : aucune action cotée exposée', en: 'x — exposure: no listed share exposed' }
      : known
        ? {
            fr: `x — exposition : part du pipeline, 1 essai actif sur ${pipelineTrials}`,
            en: `x — exposure: share of the pipeline, 1 of ${pipelineTrials} active trials`,
          }
        : { fr: 'x — exposition : pipeline inconnu, essai compté seul', en: 'x — exposure: pipeline unknown, trial counted alone' };
  const riskLabel: Bilingual = dilution.applies
    ? dilution.risk === 'BEFORE_READOUT'
      ? { fr: 'R — risque de dilution (1) : trésorerie épuisée avant la lecture', en: 'R — dilution risk (1): cash runway ends before the readout' }
      : {
          fr: 'R — risque de dilution (1) : trésorerie épuisée moins de 6 mois après la lecture',
          en: 'R — dilution risk (1): cash runway ends within 6 months after the readout',
        }
    : !ahead
      ? { fr: 'R — risque de dilution (0) : lecture derrière nous', en: 'R — dilution risk (0): readout behind us' }
      : dilution.risk === 'NONE'
        ? { fr: 'R — risque de dilution (0) : trésorerie suffisante', en: 'R — dilution risk (0): cash runway long enough' }
        : { fr: 'R — risque de dilution (0) : trésorerie inconnue', en: 'R — dilution risk (0): cash runway unknown' };
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
    term('dilutionRisk', riskLabel, r, 0, '', String(r)),
    term(
      'dilutionMove',
      {
        fr: 'F — réaction à l’annonce d’une augmentation de capital (Eckbo, Masulis et Norli 2007)',
        en: 'F — reaction to a seasoned equity offering announcement (Eckbo, Masulis & Norli 2007)',
      },
      f,
      1,
      '%',
      `${signed(f, 1)}%`,
    ),
    term('dilution', { fr: 'R × F — terme de dilution', en: 'R × F — dilution term' }, rf, 1, '%', `${signed(rf, 1)}%`),
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
      fr: 'Pas d’action cotée : le rapprochement du sponsor n’a trouvé aucune société cotée (société cotée : NON)',
      en: 'No listed share: the sponsor resolver found no listed company (listed company: NO)',
    },
    measured: row?.measured ?? null,
    pipelineTrials: known ? pipelineTrials : null,
    exposure,
    ahead,
    breakEven: row ? breakEvenOf(row) : null,
  };
  return { market, dilution, terms, expectedMove, score };
}

/**
 * Why a score above the invest threshold is SURVEILLER at most (house rules, no constant): a readout
 * whose date passed without an update (an event-driven position needs a dated catalyst), or a phase 4
 * trial (an approved drug: the published row is the reaction to investigational compounds' readouts,
 * Hwang 2013, and the measured rows do not tell phases apart). Null when neither applies.
 */
export type InvestCap = 'OVERDUE' | 'POST_APPROVAL';
export function investCapOf(phase: PriorPhase | null, confidence: CatalystConfidence | null): InvestCap | null {
  if (confidence === 'OVERDUE') return 'OVERDUE';
  if (phase === 'PHASE4') return 'POST_APPROVAL';
  return null;
}

/** The cap that turned an INVESTIR into SURVEILLER (null when the recommendation is what the score says anyway). */
export function bindingCap(score: number, verdict: InvestmentVerdict, ahead: boolean, cap: InvestCap | null): InvestCap | null {
  return ahead && score >= THRESHOLDS.invest && verdict !== 'NON' ? cap : null;
}

/**
 * The recommendation: nothing to trade once the readout is behind us (NE_PAS_INVESTIR, whatever the
 * outcome; a failed primary end point is therefore never INVESTIR); otherwise INVESTIR from 6.5
 * (an expected move of +0.24 % or more: p ≥ 80 % at x = 1) with a listed sponsor, SURVEILLER from
 * 5.5 (+0.08 %: p ≥ 74.3 % at x = 1) or an unlisted sponsor above 6.5 (nothing to trade),
 * NE_PAS_INVESTIR below; a cap (`investCapOf`) makes it SURVEILLER at most.
 */
export function recommendationFor(score: number, verdict: InvestmentVerdict, ahead: boolean, cap: InvestCap | null = null): Recommendation {
  if (!ahead) return 'NE_PAS_INVESTIR';
  if (score >= THRESHOLDS.invest) return verdict === 'NON' || bindingCap(score, verdict, ahead, cap) ? 'SURVEILLER' : 'INVESTIR';
  if (score >= THRESHOLDS.watch) return 'SURVEILLER';
  return 'NE_PAS_INVESTIR';
}

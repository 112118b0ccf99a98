import type { CapBucket, MeasuredRow } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import type { MeasuredReactionRows } from '../../domain/reactions.js';
import { cite } from './base-rates.js';
import { fixed } from './precision.js';

/**
 * The market rows of the score: the average abnormal move of a company's share price on a met (U)
 * and a missed (D) primary end point, by cap bucket. The published row (Hwang 2013) applies to every
 * listed company until Trialyst has measured enough of its own reactions in the bucket: from
 * MEASURED_MIN_N successes and MEASURED_MIN_N failures (the "say ≥ 30"), the bucket's
 * measured medians replace it (moves module: abnormal 1-day moves of past readouts — primary
 * completion and first results posted — against the benchmark index, SUCCESS = U, FAILURE = D).
 */

export const HWANG_SOURCE = cite(
  'Hwang TJ. Stock market returns and clinical trial results of investigational compounds: an event study analysis of large biopharmaceutical companies. PLoS One 2013;8(8):e71966',
  {
    fr: 'résumé, vérifié : rendement anormal cumulé médian le jour de l’annonce +0,8 % pour un résultat positif, −2,0 % pour un résultat négatif ; 24 composés, grandes sociétés cotées aux États-Unis, 2011–2013. Appliqué à toute société cotée tant que Trialyst n’a pas mesuré au moins 30 succès et 30 échecs dans sa taille de capitalisation',
    en: 'abstract, verified: median cumulative abnormal return on the announcement day +0.8 % for positive, −2.0 % for negative results; 24 compounds, large US-listed companies, 2011–2013. Applied to every listed company until Trialyst has measured at least 30 successes and 30 failures in its cap bucket',
  },
);

/**
 * Minimum sample, on each side, for a bucket's measured reactions to replace the published row:
 * the threshold ("where n is large enough (say ≥ 30)", issue 31). Below it, a median of a
 * few reactions is too noisy to beat a published figure.
 */
export const MEASURED_MIN_N = 30;

export interface CapRow {
  upside: number;
  downside: number;
  /** Always false: every row is published or measured (kept for the breakdown's and the methodology's shape). */
  provisional: boolean;
  source: Bilingual;
  /** The measurement when the row is Trialyst's own; null for the published row. */
  measured: MeasuredRow | null;
  /** Short name of the row, for the terms' labels ("any listed company, Hwang 2013"). */
  label: Bilingual;
}

/** Average abnormal move (%) on a met / missed primary end point: the one published row (Hwang 2013). */
export const LISTED_ROW: CapRow = {
  upside: 0.8,
  downside: -2,
  provisional: false,
  source: HWANG_SOURCE,
  measured: null,
  label: { fr: 'toute société cotée, Hwang 2013', en: 'any listed company, Hwang 2013' },
};

/** The published row of each listed bucket (the same for all): what applies without enough measured reactions. */
export const CAP_ROWS: Record<Exclude<CapBucket, 'UNLISTED'>, CapRow> = {
  SMALL: LISTED_ROW,
  MID: LISTED_ROW,
  LARGE: LISTED_ROW,
  UNKNOWN: LISTED_ROW,
};

const MEASURED_BUCKETS = ['SMALL', 'MID', 'LARGE'] as const;
type MeasuredBucket = (typeof MEASURED_BUCKETS)[number];
const isMeasuredBucket = (b: CapBucket): b is MeasuredBucket => (MEASURED_BUCKETS as readonly string[]).includes(b);

const BUCKET_NAMES: Record<MeasuredBucket, Bilingual> = {
  SMALL: { fr: 'petites capitalisations', en: 'small caps' },
  MID: { fr: 'capitalisations moyennes', en: 'mid caps' },
  LARGE: { fr: 'grandes capitalisations', en: 'large caps' },
};

/** "Trialyst, measured: n = 41 successes / 33 failures, median abnormal 1-day move vs XBI, as of 2026-11-20". */
export function measuredSource(m: MeasuredRow): Bilingual {
  const asOf = { fr: m.asOf ? `, au ${m.asOf}` : '', en: m.asOf ? `, as of ${m.asOf}` : '' };
  return {
    fr: `Trialyst, mesuré : n = ${m.successes} succès / ${m.failures} échecs, mouvement anormal médian sur 1 jour vs ${m.benchmark}${asOf.fr}${m.demo ? ', marché de démonstration' : ''}`,
    en: `Trialyst, measured: n = ${m.successes} successes / ${m.failures} failures, median abnormal 1-day move vs ${m.benchmark}${asOf.en}${m.demo ? ', demo market' : ''}`,
  };
}

/**
 * The bucket's measured row when both sides reach MEASURED_MIN_N (medians rounded half up to the
 * displayed 0.1 %); null otherwise (the published row applies). UNKNOWN (listed, no cap) and
 * UNLISTED have no measured row.
 */
export function measuredRowFor(bucket: CapBucket, rows: MeasuredReactionRows | null | undefined): CapRow | null {
  if (!rows || !isMeasuredBucket(bucket)) return null;
  const r = rows.rows[bucket];
  if (!r || r.upside.n < MEASURED_MIN_N || r.downside.n < MEASURED_MIN_N) return null;
  if (r.upside.median === null || r.downside.median === null || !Number.isFinite(r.upside.median) || !Number.isFinite(r.downside.median)) return null;
  const measured: MeasuredRow = {
    successes: r.upside.n,
    failures: r.downside.n,
    benchmark: rows.benchmark,
    demo: rows.demo,
    asOf: rows.asOf ? rows.asOf.slice(0, 10) : null,
  };
  const n = `n = ${measured.successes}/${measured.failures}`;
  return {
    upside: fixed(r.upside.median, 1),
    downside: fixed(r.downside.median, 1),
    provisional: false,
    source: measuredSource(measured),
    measured,
    label: {
      fr: `${BUCKET_NAMES[bucket].fr}, mesuré par Trialyst (${n}${measured.demo ? ', démo' : ''})`,
      en: `${BUCKET_NAMES[bucket].en}, measured by Trialyst (${n}${measured.demo ? ', demo' : ''})`,
    },
  };
}

/** The row the score uses for a bucket: measured when enough reactions are, else published; null when unlisted. */
export function rowFor(bucket: CapBucket, rows: MeasuredReactionRows | null | undefined): CapRow | null {
  if (bucket === 'UNLISTED') return null;
  return measuredRowFor(bucket, rows) ?? CAP_ROWS[bucket];
}

/** Break-even probability of a row, −D / (U − D); null when U ≤ D (no probability makes E positive). */
export function breakEvenOf(row: Pick<CapRow, 'upside' | 'downside'>): number | null {
  return row.upside > row.downside ? -row.downside / (row.upside - row.downside) : null;
}

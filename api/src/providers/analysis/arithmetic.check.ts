import type { ScoreBreakdown, ScoreTerm } from '../../domain/analysis.js';

/**
 * An independent check of a breakdown's arithmetic, as a reader with a pencil would do it: read the
 * terms as displayed (their `shown` text), recompute the dilution term R × F,
 * E = A × (x × (p × U + (1 − p) × D) + R × F) and score = 5 + 5 × E ÷ 0.8 (within 0–10; 0.8 % is
 * the published success move, Hwang 2013, the scale the formula states, whatever row U and D come
 * from) in exact integers at the displayed precision, halves rounded up, and compare with the
 * R × F, the E and the score displayed. It shares no code with the engine's market.ts.
 * Returns the problems found (empty when the displayed numbers reproduce the score).
 */

/** "65.6%" → 656 (tenths), "−2.0%" → −20, "×0.50" → 50 (hundredths), "+5.90%" → 590, "1" → 1: an integer in units of the last digit shown. */
export function shownDigits(shown: string): { units: number; digits: number } | null {
  const m = /^([+\-−]?)×?(\d+)(?:\.(\d+))?%?$/.exec(shown.trim());
  if (!m) return null;
  const digits = m[3]?.length ?? 0;
  const units = Number(`${m[2]}${m[3] ?? ''}`) * (m[1] === '-' || m[1] === '−' ? -1 : 1);
  return { units, digits };
}

const floorDiv = (a: number, b: number) => Math.floor(a / b);

/** The scale of the score as the formula states it: E = +0.8 % scores 10, in tenths of %. */
const SCALE_TENTHS = 8;

export function arithmeticProblems(b: Pick<ScoreBreakdown, 'terms' | 'score' | 'expectedMove'>): string[] {
  const problems: string[] = [];
  const byKey = new Map<string, ScoreTerm>(b.terms.map((t) => [t.key, t]));
  const read = (key: string, digits: number): number | null => {
    const t = byKey.get(key);
    if (!t) {
      problems.push(`term ${key} missing`);
      return null;
    }
    const d = shownDigits(t.shown);
    if (!d || d.digits !== digits) {
      problems.push(`term ${key}: shown "${t.shown}" is not at ${digits} decimals`);
      return null;
    }
    // The value carried is the value shown.
    if (Math.abs(t.value - d.units / 10 ** digits) > 1e-9) problems.push(`term ${key}: value ${t.value} differs from shown "${t.shown}"`);
    return d.units;
  };
  const p = read('probability', 1); // tenths of %
  const u = read('upside', 1);
  const d = read('downside', 1);
  const x = read('exposure', 2); // hundredths
  const r = read('dilutionRisk', 0);
  const f = read('dilutionMove', 1); // tenths of %
  const rf = read('dilution', 1); // tenths of %
  const a = read('ahead', 0);
  const e = read('expectedMove', 2); // hundredths of %
  if (p === null || u === null || d === null || x === null || r === null || f === null || rf === null || a === null || e === null) return problems;
  if (p < 0 || p > 1000) problems.push(`probability ${p / 10}% out of range`);
  if (a !== 0 && a !== 1) problems.push(`ahead must be 0 or 1, got ${a}`);
  if (r !== 0 && r !== 1) problems.push(`dilution risk R must be 0 or 1, got ${r}`);
  if (rf !== r * f) problems.push(`R × F: ${r} × ${f / 10}% = ${(r * f) / 10}%, shown ${rf / 10}%`);
  // E in millionths of %: x/100 × p/1000 × U/10, plus R × F/10 (F in tenths: × 100,000); then hundredths of %, halves up.
  const millionths = a * (x * (p * u + (1000 - p) * d) + r * f * 100_000);
  const e100 = floorDiv(millionths + 5_000, 10_000);
  if (e100 !== e)
    problems.push(
      `E: ${a} × (${x / 100} × (${p / 1000} × ${u / 10} + ${(1000 - p) / 1000} × ${d / 10}) + ${r} × ${f / 10}) = ${e100 / 100}%, shown ${e / 100}%`,
    );
  // score = 5 + 5 × E / 0.8 in tenths: 50 + 50 × (E100 / 100) / (8 / 10) = 50 + 5 × E100 / 8, halves up, within [0, 100].
  const s10 = Math.min(100, Math.max(0, 50 + floorDiv(10 * e + SCALE_TENTHS, 2 * SCALE_TENTHS)));
  if (Math.round(b.score * 10) !== s10 || Math.abs(b.score * 10 - s10) > 1e-9)
    problems.push(`score: 5 + 5 × ${e / 100} ÷ ${SCALE_TENTHS / 10} = ${s10 / 10}, shown ${b.score}`);
  if (Math.abs(b.expectedMove * 100 - e) > 1e-9) problems.push(`expectedMove ${b.expectedMove} differs from the E term ${e / 100}`);
  return problems;
}

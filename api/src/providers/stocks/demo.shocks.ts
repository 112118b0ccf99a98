import { dayNumber } from './markets.js';
import { Rng } from './random.js';

/**
 * The demo market's reactions to the demo trials' outcomes (issue 31): an event registered here moves
 * its company's simulated price level on the first trading day on or after its date, by a seeded
 * amount that depends on the outcome and the company's size, the same in every process that is given
 * the same events.
 *
 * The amounts are DEMO PARAMETERS, not a published figure: they only make the simulated market look
 * like one where a small biotech's failed readout costs it a third of its value and a big pharma's
 * barely registers. The measured reactions shown on a demo market are flagged demo everywhere.
 */

export type ShockOutcome = 'SUCCESS' | 'FAILURE' | 'MIXED';

/** One event the demo market reacts to (the moves module registers them; `key` seeds the amount). */
export interface EventShock {
  key: string;
  ticker: string;
  /** YYYY-MM-DD: the shock lands on the first trading day on or after it. */
  date: string;
  outcome: ShockOutcome;
}

export type ShockSize = 'SMALL' | 'MID' | 'LARGE';

/** Demo parameters: the one-day move in percent, drawn uniformly in [min, max] by event, by company size and outcome. */
export const DEMO_SHOCK_PERCENT: Record<ShockSize, Record<ShockOutcome, readonly [number, number]>> = {
  SMALL: { SUCCESS: [5, 30], FAILURE: [-60, -15], MIXED: [-12, 4] },
  MID: { SUCCESS: [2, 12], FAILURE: [-30, -6], MIXED: [-6, 2] },
  LARGE: { SUCCESS: [0.5, 4], FAILURE: [-8, -1], MIXED: [-2, 1] },
};

/** Size bounds in USD (the score's cap buckets: small < 2 B$, mid < 10 B$). */
const SIZE_BOUNDS = { small: 2e9, mid: 10e9 } as const;

/**
 * Demo parameter: a shock's effect on the price level fades with this half-life, in calendar days,
 * so that a big pharma with hundreds of readouts does not drift away over ten years. Over the five
 * trading days a move is measured on, less than 2 % of the shock fades.
 */
export const DEMO_SHOCK_HALF_LIFE_DAYS = 365;

export function shockSize(capUsd: number): ShockSize {
  return capUsd < SIZE_BOUNDS.small ? 'SMALL' : capUsd < SIZE_BOUNDS.mid ? 'MID' : 'LARGE';
}

/** The event's seeded one-day move in percent (deterministic by key, outcome and size). */
export function shockPercent(key: string, outcome: ShockOutcome, size: ShockSize): number {
  const [min, max] = DEMO_SHOCK_PERCENT[size][outcome];
  return new Rng(`shock|${key}`).between(min, max);
}

interface Jump {
  day: number;
  /** Log-price jump. */
  jump: number;
}

/** The registered shocks by ticker, with what changed on each registration. */
export class ShockBook {
  private readonly jumps = new Map<string, Jump[]>();
  private readonly signatures = new Map<string, string>();

  /**
   * Replaces every shock; `sizeOf` gives a ticker's size, or null for a ticker that takes none (not
   * listed, an index). Returns the tickers whose shocks changed (their prices changed).
   */
  replace(shocks: readonly EventShock[], sizeOf: (ticker: string) => ShockSize | null): string[] {
    const byTicker = new Map<string, EventShock[]>();
    for (const s of shocks) {
      const t = s.ticker.toUpperCase();
      let list = byTicker.get(t);
      if (!list) byTicker.set(t, (list = []));
      list.push(s);
    }
    const changed: string[] = [];
    for (const t of this.signatures.keys()) if (!byTicker.has(t)) changed.push(t);
    for (const t of changed) {
      this.signatures.delete(t);
      this.jumps.delete(t);
    }
    for (const [t, list] of byTicker) {
      const size = sizeOf(t);
      if (!size) {
        if (this.signatures.delete(t)) changed.push(t);
        this.jumps.delete(t);
        continue;
      }
      list.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
      const signature = `${size}|${list.map((s) => `${s.key}@${s.date}=${s.outcome}`).join(',')}`;
      if (this.signatures.get(t) === signature) continue;
      this.signatures.set(t, signature);
      this.jumps.set(
        t,
        list.map((s) => ({ day: dayNumber(s.date), jump: Math.log(1 + shockPercent(s.key, s.outcome, size) / 100) })),
      );
      changed.push(t);
    }
    return changed.sort();
  }

  /** The log-price shift of `ticker` on `day`: every shock dated on or before it, fading with its half-life. */
  shift(ticker: string, day: string): number {
    const list = this.jumps.get(ticker);
    if (!list) return 0;
    const n = dayNumber(day);
    let x = 0;
    for (const j of list) {
      if (j.day > n) break;
      x += j.jump * 2 ** (-(n - j.day) / DEMO_SHOCK_HALF_LIFE_DAYS);
    }
    return x;
  }

  /** Number of tickers with shocks. */
  get size(): number {
    return this.jumps.size;
  }
}

import type { Knex } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import type { Orm } from '../../db/orm.js';
import type { Deps } from '../../deps.js';
import { fail } from '../../errors.js';
import { knexOf } from './trials.rows.js';

/**
 * The header search is open to anyone and its cost depends on the rows it ranks (word_similarity
 * over a very long stored text takes seconds and cannot be interrupted midway). So that searches
 * can never take the connections other reads need, each one runs in its own transaction with a
 * short `statement_timeout`, and at most a share of the pool runs searches at once: a few more
 * wait (at most the same timeout) and the rest get 503 DATABASE_BUSY at once.
 */
export interface SearchGateLimits {
  /** Searches running at once (each holds one pooled connection). */
  running: number;
  /** Searches that may wait for a turn; beyond them a search is refused at once. */
  waiting: number;
  /** Longest wait for a turn, in ms. */
  waitMs: number;
}

const busy = () => fail('DATABASE_BUSY', 'Too many searches are running, please retry in a moment');

/** A counting semaphore with a short, bounded queue: a turn soon, or a refusal. */
export class SearchGate {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly limits: SearchGateLimits) {}

  /** Waits for a turn (or throws DATABASE_BUSY); call the returned function once done. */
  async enter(): Promise<() => void> {
    if (this.running < this.limits.running) {
      this.running += 1;
      return this.releaser();
    }
    if (this.queue.length >= this.limits.waiting) throw busy();
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const i = this.queue.indexOf(turn);
        if (i >= 0) this.queue.splice(i, 1);
        reject(busy());
      }, this.limits.waitMs);
      this.queue.push(turn);
    });
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The turn passes to the next waiting search, or the slot frees.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    };
  }
}

/** The gate's limits for a pool of `poolSize` connections. */
export function searchGateLimits(config: Pick<Deps['config'], 'SEARCH_MAX_CONCURRENT' | 'SEARCH_STATEMENT_TIMEOUT_MS'>, poolSize: number): SearchGateLimits {
  const running = config.SEARCH_MAX_CONCURRENT || Math.max(1, Math.floor(poolSize / 3));
  return { running, waiting: running, waitMs: config.SEARCH_STATEMENT_TIMEOUT_MS };
}

/** One gate per pool (per ORM). */
const gates = new WeakMap<Orm, SearchGate>();

export function searchGateOf(deps: Pick<Deps, 'config' | 'orm'>): SearchGate {
  let gate = gates.get(deps.orm);
  if (!gate) {
    const poolSize = deps.orm.config.get('pool')?.max ?? 20;
    gate = new SearchGate(searchGateLimits(deps.config, poolSize));
    gates.set(deps.orm, gate);
  }
  return gate;
}

/**
 * Runs a search's statements on one connection, once the gate gives a turn, in a transaction whose
 * statements are cut after SEARCH_STATEMENT_TIMEOUT_MS (57014: 503 DATABASE_TIMEOUT).
 */
export async function withSearchLimits<T>(ctx: AppContext, work: (knex: Knex) => Promise<T>): Promise<T> {
  const release = await searchGateOf(ctx.deps).enter();
  try {
    const timeoutMs = Math.trunc(ctx.deps.config.SEARCH_STATEMENT_TIMEOUT_MS);
    return await knexOf(ctx).transaction(async (trx) => {
      await trx.raw(`set local statement_timeout = ${timeoutMs}`);
      return work(trx);
    });
  } finally {
    release();
  }
}

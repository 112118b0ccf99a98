import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_BENCHMARK, type MeasuredReactionRows } from '../../domain/reactions.js';

type Side = { median: number | null; n: number };

interface Row {
  bucket: 'SMALL' | 'MID' | 'LARGE';
  outcome: 'SUCCESS' | 'FAILURE';
  n: number;
  median: number | string | null;
}

/**
 * The analysis's port to the measured reactions (issue 31): the median abnormal 1-day move of past
 * readouts — actual primary completions and first results posted — by cap bucket, SUCCESS as the
 * upside and FAILURE as the downside, with their counts (two queries on the stored moves).
 */
export async function measuredReactionRows(em: EntityManager): Promise<MeasuredReactionRows> {
  const knex = em.getKnex();
  const { rows } = await knex.raw<{ rows: Row[] }>(
    `select cap_bucket as bucket, outcome, count(*)::int as n, percentile_cont(0.5) within group (order by abnormal1d) as median
       from catalyst_moves
      where kind in ('PRIMARY_COMPLETION', 'RESULTS_POSTED') and outcome in ('SUCCESS', 'FAILURE') and abnormal1d is not null
        and cap_bucket in ('SMALL', 'MID', 'LARGE')
      group by cap_bucket, outcome`,
  );
  const { rows: meta } = await knex.raw<{ rows: { benchmark: string | null; demo: boolean | null; asOf: string | null }[] }>(
    `select mode() within group (order by benchmark) as benchmark, bool_or(demo) as demo, to_char(max(as_of), 'YYYY-MM-DD') as "asOf"
       from catalyst_moves
      where kind in ('PRIMARY_COMPLETION', 'RESULTS_POSTED') and outcome in ('SUCCESS', 'FAILURE') and abnormal1d is not null`,
  );
  const empty = (): { upside: Side; downside: Side } => ({ upside: { median: null, n: 0 }, downside: { median: null, n: 0 } });
  const out: MeasuredReactionRows['rows'] = { SMALL: empty(), MID: empty(), LARGE: empty() };
  for (const r of rows) {
    const side: Side = { median: r.median === null ? null : Number(r.median), n: Number(r.n) };
    if (r.outcome === 'SUCCESS') out[r.bucket].upside = side;
    else out[r.bucket].downside = side;
  }
  const m = meta[0];
  return { benchmark: m?.benchmark ?? DEFAULT_BENCHMARK, demo: m?.demo ?? false, asOf: m?.asOf ?? null, rows: out };
}

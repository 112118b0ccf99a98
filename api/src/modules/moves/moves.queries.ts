import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalystOutcome, ReactionMeasure } from '../../domain/reactions.js';
import type { RegulatoryAgency, RegulatoryKind, RegulatoryOutcome } from '../../domain/regulatory.js';
import { MOVE_COLUMNS, toMoveRow, type MoveRow } from './moves.store.js';

/** A stored move with what its description needs (the trial's title and stop reason, the regulatory event's drug and decision). */
export interface PastCatalystRow extends MoveRow {
  trialTitle: string | null;
  whyStopped: string | null;
  drug: string | null;
  regulatoryKind: RegulatoryKind | null;
  agency: RegulatoryAgency | null;
  regulatoryOutcome: RegulatoryOutcome | null;
}

const WITH_CONTEXT = `${MOVE_COLUMNS}, t.brief_title as "trialTitle", t.why_stopped as "whyStopped",
  e.drug, e.kind as "regulatoryKind", e.agency, e.outcome as "regulatoryOutcome"`;
const JOINS = `left join trials t on t.nct_id = m.nct_id left join regulatory_events e on e.id = m.regulatory_event_id`;

/** The past catalysts of each of these (upper-case) tickers, most recent first, at most `first` each (one query). */
export async function pastCatalystsOf(em: EntityManager, tickers: readonly string[], first: number): Promise<Map<string, PastCatalystRow[]>> {
  const out = new Map<string, PastCatalystRow[]>(tickers.map((t) => [t, []]));
  if (!tickers.length) return out;
  const { rows } = await em.getKnex().raw<{ rows: (PastCatalystRow & { n: number })[] }>(
    `select * from (
       select ${WITH_CONTEXT}, row_number() over (partition by m.ticker order by m.event_date desc, m.event_key) as n
         from catalyst_moves m ${JOINS}
        where m.ticker = any(?::text[])) x
      where n <= ? order by ticker, n`,
    [[...tickers], first],
  );
  for (const { n: _n, ...r } of rows) out.get(r.ticker)?.push({ ...r, ...toMoveRow(r) });
  return out;
}

/** Stored moves by event key (one query). */
export async function movesByKeys(em: EntityManager, keys: readonly string[]): Promise<Map<string, MoveRow>> {
  if (!keys.length) return new Map();
  const { rows } = await em.getKnex().raw<{ rows: MoveRow[] }>(`select ${MOVE_COLUMNS} from catalyst_moves m where m.event_key = any(?::text[])`, [[...keys]]);
  return new Map(rows.map((r) => [r.eventKey, toMoveRow(r)]));
}

/** The column of each measure (a closed list: never text from the request). */
const MEASURE_COLUMN: Record<ReactionMeasure, string> = {
  ABNORMAL_1D: 'abnormal1d',
  ABNORMAL_5D: 'abnormal5d',
  MOVE_1D: 'move1d',
  MOVE_5D: 'move5d',
};

export interface ReactionGroupRow {
  outcome: Extract<CatalystOutcome, 'SUCCESS' | 'FAILURE'>;
  capBucket: string | null;
  area: string | null;
  n: number;
  q1: number | null;
  median: number | null;
  q3: number | null;
}

export interface ReactionTotals {
  total: number;
  demo: boolean;
  asOf: string | null;
}

/**
 * The reactions of one measure on success and on failure: count, quartiles (linear interpolation,
 * percentile_cont) for all, by cap bucket and by therapeutic area (grouping sets: one scan).
 */
export async function reactionGroups(em: EntityManager, measure: ReactionMeasure): Promise<{ groups: ReactionGroupRow[]; totals: ReactionTotals }> {
  const col = MEASURE_COLUMN[measure];
  const knex = em.getKnex();
  const { rows } = await knex.raw<{
    rows: (Omit<ReactionGroupRow, 'q1' | 'median' | 'q3'> & { byBucket: number; byArea: number; q: (number | string)[] | null })[];
  }>(
    `select outcome, cap_bucket as "capBucket", area, grouping(cap_bucket) as "byBucket", grouping(area) as "byArea", count(*)::int as n,
            percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${col}) as q
       from catalyst_moves
      where outcome in ('SUCCESS', 'FAILURE') and ${col} is not null
      group by grouping sets ((outcome), (outcome, cap_bucket), (outcome, area))`,
  );
  const { rows: totals } = await knex.raw<{ rows: { total: number; demo: boolean | null; asOf: string | null }[] }>(
    `select count(*)::int as total, bool_or(demo) as demo, to_char(max(as_of), 'YYYY-MM-DD') as "asOf"
       from catalyst_moves where outcome in ('SUCCESS', 'FAILURE') and ${col} is not null`,
  );
  const groups = rows
    // The grouping sets: all (both grouped away), by bucket (area grouped away), by area (bucket grouped away);
    // the moves of no known area are in "all" and in their bucket, not a group of their own.
    .filter((r) => !(Number(r.byArea) === 0 && r.area === null))
    .map((r) => {
      const q = (r.q ?? []).map((v) => (v === null ? null : Number(v)));
      return {
        outcome: r.outcome,
        capBucket: Number(r.byBucket) === 1 ? null : r.capBucket,
        area: Number(r.byArea) === 1 ? null : r.area,
        n: Number(r.n),
        q1: q[0] ?? null,
        median: q[1] ?? null,
        q3: q[2] ?? null,
      };
    });
  const t = totals[0];
  return { groups, totals: { total: Number(t?.total ?? 0), demo: t?.demo ?? false, asOf: t?.asOf ?? null } };
}

import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { StockSource } from '../../domain/market.js';
import type { CatalystOutcome, EventMove, MoveCapBucket, PastCatalystKind } from '../../domain/reactions.js';
import type { Area } from '../../domain/therapeutic-areas.js';

/** A stored move (catalyst_moves), dates as YYYY-MM-DD. */
export interface MoveRow extends EventMove {
  eventKey: string;
  ticker: string;
  kind: PastCatalystKind;
  eventDate: string;
  outcome: CatalystOutcome;
  nctId: string | null;
  regulatoryEventId: string | null;
  capBucket: MoveCapBucket;
  area: Area | null;
  benchmark: string;
  currency: string | null;
  priceSource: StockSource;
  demo: boolean;
  asOf: string;
  computedAt: Date;
  updatedAt: Date;
}

export const MOVE_COLUMNS = `m.event_key as "eventKey", m.ticker, m.kind, to_char(m.event_date, 'YYYY-MM-DD') as "eventDate", m.outcome,
  m.nct_id as "nctId", m.regulatory_event_id as "regulatoryEventId", m.cap_bucket as "capBucket", m.area, m.benchmark,
  m.close_before as "closeBefore", m.close1, m.close5, m.bench_before as "benchBefore", m.bench1, m.bench5,
  m.move1d, m.move5d, m.abnormal1d, m.abnormal5d, m.currency, m.price_source as "priceSource", m.demo,
  to_char(m.as_of, 'YYYY-MM-DD') as "asOf", m.computed_at as "computedAt", m.updated_at as "updatedAt"`;

/** The driver gives float8 as numbers and timestamptz as Date; this keeps both whatever the driver's settings. */
export function toMoveRow(r: MoveRow): MoveRow {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...r,
    closeBefore: num(r.closeBefore),
    close1: num(r.close1),
    close5: num(r.close5),
    benchBefore: num(r.benchBefore),
    bench1: num(r.bench1),
    bench5: num(r.bench5),
    move1d: num(r.move1d),
    move5d: num(r.move5d),
    abnormal1d: num(r.abnormal1d),
    abnormal5d: num(r.abnormal5d),
    computedAt: new Date(r.computedAt),
    updatedAt: new Date(r.updatedAt),
  };
}

/** Stored rows with one of these keys, or of these trials or regulatory events (one query). */
export async function storedMoves(
  em: EntityManager,
  q: { keys: readonly string[]; nctIds: readonly string[]; regulatoryIds: readonly string[] },
): Promise<Map<string, MoveRow>> {
  if (!q.keys.length && !q.nctIds.length && !q.regulatoryIds.length) return new Map();
  const { rows } = await em.getKnex().raw<{ rows: MoveRow[] }>(
    `select ${MOVE_COLUMNS} from catalyst_moves m
      where m.event_key = any(?::text[]) or m.nct_id = any(?::text[]) or m.regulatory_event_id = any(?::uuid[])`,
    [[...q.keys], [...q.nctIds], [...q.regulatoryIds]],
  );
  return new Map(rows.map((r) => [r.eventKey, toMoveRow(r)]));
}

/** Every stored row of these tickers (one query). */
export async function storedOfTickers(em: EntityManager, tickers: readonly string[]): Promise<Map<string, MoveRow>> {
  if (!tickers.length) return new Map();
  const { rows } = await em.getKnex().raw<{ rows: MoveRow[] }>(`select ${MOVE_COLUMNS} from catalyst_moves m where m.ticker = any(?::text[])`, [[...tickers]]);
  return new Map(rows.map((r) => [r.eventKey, toMoveRow(r)]));
}

/** What a write sets: the row's values; `computedAt` null when its move was (re)computed now, else the stored one. */
export type MoveWrite = Omit<MoveRow, 'computedAt' | 'updatedAt'> & { computedAt: Date | null };

/** Inserts or updates rows (by event key) and deletes others, in one transaction. */
export async function writeMoves(em: EntityManager, writes: readonly MoveWrite[], deletes: readonly string[]): Promise<void> {
  if (!writes.length && !deletes.length) return;
  await em.transactional(async (tem) => {
    const trx = tem.getTransactionContext<Knex.Transaction>();
    if (!trx) throw new Error('moves: no transaction');
    if (deletes.length) await trx.raw('delete from catalyst_moves where event_key = any(?::text[])', [[...deletes]]);
    for (let i = 0; i < writes.length; i += 500) {
      const batch = writes.slice(i, i + 500).map((w) => ({
        event_key: w.eventKey,
        ticker: w.ticker,
        kind: w.kind,
        event_date: w.eventDate,
        outcome: w.outcome,
        nct_id: w.nctId,
        regulatory_event_id: w.regulatoryEventId,
        cap_bucket: w.capBucket,
        area: w.area,
        benchmark: w.benchmark,
        close_before: w.closeBefore,
        close1: w.close1,
        close5: w.close5,
        bench_before: w.benchBefore,
        bench1: w.bench1,
        bench5: w.bench5,
        move1d: w.move1d,
        move5d: w.move5d,
        abnormal1d: w.abnormal1d,
        abnormal5d: w.abnormal5d,
        currency: w.currency,
        price_source: w.priceSource,
        demo: w.demo,
        as_of: w.asOf,
        computed_at: w.computedAt?.toISOString() ?? null,
      }));
      await trx.raw(
        `insert into catalyst_moves (event_key, ticker, kind, event_date, outcome, nct_id, regulatory_event_id, cap_bucket, area, benchmark,
            close_before, close1, close5, bench_before, bench1, bench5, move1d, move5d, abnormal1d, abnormal5d, currency, price_source, demo, as_of, computed_at)
         select x.event_key, x.ticker, x.kind, x.event_date, x.outcome, x.nct_id, x.regulatory_event_id, x.cap_bucket, x.area, x.benchmark,
            x.close_before, x.close1, x.close5, x.bench_before, x.bench1, x.bench5, x.move1d, x.move5d, x.abnormal1d, x.abnormal5d,
            x.currency, x.price_source, x.demo, x.as_of, coalesce(x.computed_at, now())
           from jsonb_to_recordset(?::jsonb) as x(event_key text, ticker text, kind text, event_date date, outcome text, nct_id text,
            regulatory_event_id uuid, cap_bucket text, area text, benchmark text, close_before float8, close1 float8, close5 float8,
            bench_before float8, bench1 float8, bench5 float8, move1d float8, move5d float8, abnormal1d float8, abnormal5d float8,
            currency text, price_source text, demo boolean, as_of date, computed_at timestamptz)
         on conflict (event_key) do update set ticker = excluded.ticker, kind = excluded.kind, event_date = excluded.event_date,
            outcome = excluded.outcome, nct_id = excluded.nct_id, regulatory_event_id = excluded.regulatory_event_id,
            cap_bucket = excluded.cap_bucket, area = excluded.area, benchmark = excluded.benchmark, close_before = excluded.close_before,
            close1 = excluded.close1, close5 = excluded.close5, bench_before = excluded.bench_before, bench1 = excluded.bench1,
            bench5 = excluded.bench5, move1d = excluded.move1d, move5d = excluded.move5d, abnormal1d = excluded.abnormal1d,
            abnormal5d = excluded.abnormal5d, currency = excluded.currency, price_source = excluded.price_source, demo = excluded.demo,
            as_of = excluded.as_of, computed_at = excluded.computed_at, updated_at = now()`,
        [JSON.stringify(batch)],
      );
    }
  });
}

/** The rows the demo market reacts to (moves.shocks.ts): decided outcomes only. */
export interface ShockRow {
  eventKey: string;
  ticker: string;
  kind: PastCatalystKind;
  eventDate: string;
  outcome: CatalystOutcome;
  nctId: string | null;
}

export async function storedShockRows(em: EntityManager): Promise<ShockRow[]> {
  const { rows } = await em.getKnex().raw<{ rows: ShockRow[] }>(
    `select event_key as "eventKey", ticker, kind, to_char(event_date, 'YYYY-MM-DD') as "eventDate", outcome, nct_id as "nctId"
       from catalyst_moves where outcome in ('SUCCESS', 'FAILURE', 'MIXED')`,
  );
  return rows;
}

/** A cheap fingerprint of the table (row count and last write): the shock sync reloads when it changes. */
export async function movesFingerprint(em: EntityManager): Promise<string> {
  const { rows } = await em
    .getKnex()
    .raw<{ rows: { v: string }[] }>(`select count(*)::text || '/' || coalesce(max(updated_at)::text, '') as v from catalyst_moves`);
  return rows[0]?.v ?? '';
}

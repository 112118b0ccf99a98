import { performance } from 'node:perf_hooks';
import DataLoader from 'dataloader';
import { execute, parse, type GraphQLSchema } from 'graphql';
import { createContext, type AppContext } from '../api/src/context.js';
import type { Deps } from '../api/src/deps.js';
import { buildAppSchema } from '../api/src/composition.js';
import { fetchQuotes } from '../api/src/modules/stocks/stocks.loaders.js';
import { createStockProvider, type StockData } from '../api/src/providers/stocks/index.js';
import { listedCompanyRefs } from '../api/src/modules/stocks/stocks.companies.js';
import { createStocks } from '../api/src/modules/stocks/stocks.factory.js';
import { RecordingProvider } from '../api/src/modules/stocks/stocks.testing.js';
import type { BenchDb } from './db.js';
import { ms, type Figure } from './report.js';
import { ratio, summarize } from './stats.js';

const OPERATION = parse(`
  query BenchTablePage {
    trialsTable(limit: 100) {
      pagination { totalCount }
      rows { nctId ticker stock { ticker currentPrice marketCap isError } }
    }
  }`);

/** The naive resolver the DataLoader replaces: every row's stock fetched on its own. */
function perRowLoader(ctx: AppContext) {
  ctx.loaders.get<string, StockData>('stocks.quote', (c) => new DataLoader<string, StockData>(fetchQuotes(c), { batch: false, cache: false }));
}

interface Run {
  ms: number;
  calls: number;
  tickersAsked: number;
}

async function runOnce(
  schema: GraphQLSchema,
  deps: Deps,
  recorder: RecordingProvider,
  naive: boolean,
): Promise<Run & { rows: number; withStock: number; distinct: number }> {
  await deps.stocks.clear(); // cold cache: every quote must come from the provider
  recorder.quoteCalls.length = 0;
  const ctx = createContext(deps);
  if (naive) perRowLoader(ctx);
  const t0 = performance.now();
  const res = await execute({ schema, document: OPERATION, contextValue: ctx });
  const elapsed = performance.now() - t0;
  if (res.errors?.length) throw new Error(`GraphQL errors: ${res.errors.map((e) => e.message).join('; ')}`);
  const rows = (
    res.data as {
      trialsTable: {
        rows: { ticker: string | null; stock: { ticker: string } | null }[];
      };
    }
  ).trialsTable.rows;
  const withStock = rows.filter((r) => r.stock).length;
  const distinct = new Set(rows.filter((r) => r.stock).map((r) => r.stock!.ticker)).size;
  return {
    ms: elapsed,
    calls: recorder.quoteCalls.length,
    tickersAsked: recorder.quoteCalls.reduce((a, c) => a + c.length, 0),
    rows: rows.length,
    withStock,
    distinct,
  };
}

/**
 * The GraphQL operation trialsTable(limit: 100) { rows { stock } } executed on the real schema with a
 * cold stock cache, counting calls to the stock provider (the demo provider wrapped in a recorder):
 * with the request's DataLoader, and with a per-row loader (no batching, no per-request cache).
 */
export async function benchStocks(db: BenchDb, opts: { runs: number }): Promise<Figure[]> {
  const recorder = new RecordingProvider(createStockProvider('demo', { companies: listedCompanyRefs() }));
  const stocks = createStocks(db.deps.config, db.deps.orm, {
    provider: recorder,
  });
  const deps: Deps = { ...db.deps, stocks };
  try {
    const schema = await buildAppSchema(deps.pubsub);
    await runOnce(schema, deps, recorder, false); // warm-up (JIT, schema caches)
    await runOnce(schema, deps, recorder, true);
    const batched: Awaited<ReturnType<typeof runOnce>>[] = [];
    const naive: Awaited<ReturnType<typeof runOnce>>[] = [];
    for (let i = 0; i < opts.runs; i++) {
      batched.push(await runOnce(schema, deps, recorder, false));
      naive.push(await runOnce(schema, deps, recorder, true));
    }
    const tb = summarize(batched.map((r) => r.ms));
    const tn = summarize(naive.map((r) => r.ms));
    const b = batched[0];
    const n = naive[0];
    const callsB = Math.max(...batched.map((r) => r.calls));
    const callsN = Math.max(...naive.map((r) => r.calls));
    const shape = `${b.rows} rows, ${b.withStock} with a ticker, ${b.distinct} distinct tickers`;
    return [
      {
        section: '5. GraphQL stock batching',
        name: `trialsTable(limit: 100) { rows { stock } }: provider calls`,
        value: `${callsB} call${callsB === 1 ? '' : 's'} (${b.tickersAsked} tickers)`,
        baseline: `per-row resolution: ${callsN} calls (${n.tickersAsked} tickers)`,
        ratio: ratio(callsN, callsB),
        ratioMeaning: 'provider calls saved: per-row calls / batched calls',
        measured: {
          calls: batched.map((r) => r.calls),
          tickersAsked: b.tickersAsked,
        },
        baselineMeasured: {
          calls: naive.map((r) => r.calls),
          tickersAsked: n.tickersAsked,
        },
        notes: [shape, callsB === 1 ? 'exactly one provider call per operation, as promised' : `EXPECTED 1 provider call, got ${callsB}`],
      },
      {
        section: '5. GraphQL stock batching',
        name: 'same operation: time, cold stock cache',
        value: ms(tb),
        baseline: `per-row resolution: ${ms(tn)}`,
        ratio: ratio(tn.medianMs, tb.medianMs),
        ratioMeaning: 'speed-up of the median over per-row resolution',
        measured: tb,
        baselineMeasured: tn,
        notes: ['each provider call also upserts its quotes into stock_snapshots, as in production'],
      },
    ];
  } finally {
    await stocks.close();
  }
}

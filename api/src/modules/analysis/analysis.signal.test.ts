import { beforeAll, describe, expect, it } from 'vitest';
import { buildOutcomeAnalysis, buildOutcomeMeasure, buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { trialSignal, type StatusSignal } from '../../domain/signal.js';
import type { TrialResults } from '../../domain/trial-record.js';
import { rulesProvider } from '../../providers/analysis/rules.js';
import type { AnalysisProvider } from '../../providers/analysis/types.js';
import { analyzeTrials } from './analysis.batch.js';

/** Posted primary results whose one analysis has this p-value (a hazard ratio, no CI). */
const results = (pValue: string): TrialResults => ({
  outcomeMeasuresModule: { outcomeMeasures: [buildOutcomeMeasure({ analyses: [buildOutcomeAnalysis({ pValue, paramType: 'Hazard Ratio (HR)' })] })] },
  adverseEventsModule: null,
});

const caps = async (tickers: string[]) => new Map(tickers.map((t) => [t, null]));

/** The rules engine, its stored signal replaced (to tell a stored signal from one computed now). */
function storing(signal: StatusSignal): AnalysisProvider {
  return {
    name: rulesProvider.name,
    analyze: async (input) => {
      const out = await rulesProvider.analyze(input);
      return { ...out, breakdown: { ...out.breakdown, signal } };
    },
  };
}

const MIXED: StatusSignal = trialSignal('COMPLETED', 'MIXED');
const MET: StatusSignal = trialSignal('COMPLETED', 'MET');

describe('the one signal: stored by the analysis, computed alike before it', () => {
  const fx = useTestServer({ GRAPHQL_RESPONSE_CACHE_MB: 8 });
  const failed = buildTrial({ nctId: 'NCT93000001', status: 'COMPLETED', results: results('0.41'), resultsFirstPostDate: '2025-01-10' });
  const met = buildTrial({ nctId: 'NCT93000002', status: 'TERMINATED', results: results('<0.001'), resultsFirstPostDate: '2025-02-10' });
  const completed = buildTrial({ nctId: 'NCT93000003', status: 'COMPLETED' });
  const list = Array.from({ length: 20 }, (_, i) =>
    buildTrial({ nctId: `NCT9300${String(100 + i).padStart(4, '0')}`, status: i % 2 ? 'COMPLETED' : 'RECRUITING', results: i % 3 ? null : results('0.2') }),
  );

  const post = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data: Record<string, any>; errors?: unknown };
  };
  const eventually = async (check: () => Promise<boolean>, ms = 3000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('not within time');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    await insertTrials(fx.db.deps.orm.em.fork(), [failed, met, completed, ...list]);
    await eventually(async () => fx.srv.server.graphqlCache!.enabled);
  });

  it('before any analysis: computed from the status and the posted results (never Positif on a failure)', async () => {
    const r = await fx.srv.gql(`{ a: trial(nctId: "${failed.nctId}") { statusSignal { kind label color reason } analysis { id } }
      b: trial(nctId: "${met.nctId}") { statusSignal(requireResults: true) { kind reason } } c: trial(nctId: "${completed.nctId}") { statusSignal { kind reason } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.a).toEqual({ statusSignal: { kind: 'BEARISH', label: 'Négatif', color: 'red', reason: 'PRIMARY_NOT_MET' }, analysis: null });
    // Posted results govern the status (a terminated trial whose primary end point was met).
    expect(r.data!.b.statusSignal).toEqual({ kind: 'BULLISH', reason: 'PRIMARY_MET' });
    expect(r.data!.c.statusSignal).toEqual({ kind: 'NEUTRAL', reason: 'COMPLETED_NO_RESULTS' });
    const rest = await fx.srv.rest('GET', `/trials/${failed.nctId}`);
    expect(rest.body.trial.statusSignal).toEqual({ kind: 'BEARISH', label: 'Négatif', color: 'red', reason: 'PRIMARY_NOT_MET' });
  });

  it('after an analysis: the stored signal, on GraphQL and REST alike', async () => {
    await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: [completed.nctId], force: true, provider: storing(MIXED), marketCaps: caps });
    const r = await fx.srv.gql(`{ trial(nctId: "${completed.nctId}") { statusSignal { kind label color reason } } }`);
    expect(r.data!.trial.statusSignal).toEqual(MIXED);
    expect((await fx.srv.rest('GET', `/trials/${completed.nctId}`)).body.trial.statusSignal).toEqual(MIXED);
    // The real engine stores what the same rule computes.
    await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: [failed.nctId, met.nctId], force: true, marketCaps: caps });
    const again = await fx.srv.gql(
      `{ a: trial(nctId: "${failed.nctId}") { statusSignal { kind reason } analysis { id } } b: trial(nctId: "${met.nctId}") { statusSignal { kind reason } } }`,
    );
    expect(again.data!.a).toEqual({ statusSignal: { kind: 'BEARISH', reason: 'PRIMARY_NOT_MET' }, analysis: { id: expect.any(String) } });
    expect(again.data!.b.statusSignal).toEqual({ kind: 'BULLISH', reason: 'PRIMARY_MET' });
  });

  it('a list reads signals in batches: one query for the analyses, one for the posted results of the rest', async () => {
    const queries: string[] = [];
    const knex = fx.db.deps.orm.em.getKnex();
    const onQuery = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', onQuery);
    let res;
    try {
      res = await fx.srv.gql(`{ trialsTable(limit: 100, sortBy: nctId, sortOrder: ASC) { rows { nctId status statusSignal { kind reason } } } }`);
    } finally {
      knex.off('query', onQuery);
    }
    expect(res.errors).toBeUndefined();
    const rows = res.data!.trialsTable.rows as { nctId: string; status: string; statusSignal: { kind: string; reason: string } }[];
    expect(rows.length).toBeGreaterThanOrEqual(23);
    expect(queries.filter((q) => /from "?analyses"?/.test(q))).toHaveLength(1);
    expect(queries.filter((q) => /"?results"?/.test(q) && /from "?trials"?/.test(q) && !/order by/.test(q))).toHaveLength(1);
    for (const r of rows.filter((x) => list.some((t) => t.nctId === x.nctId))) {
      const t = list.find((x) => x.nctId === r.nctId)!;
      expect(r.statusSignal.reason).toBe(t.results ? 'PRIMARY_NOT_MET' : r.status === 'COMPLETED' ? 'COMPLETED_NO_RESULTS' : 'STUDY_ONGOING');
    }
  });

  it('a signed-out read is never served stale after a new analysis (response cache)', async () => {
    const DETAIL = `query D($id: ID!) { trial(nctId: $id) { nctId statusSignal { kind reason } } }`;
    const read = async () => (await post(DETAIL, { id: completed.nctId })).data.trial.statusSignal as { kind: string; reason: string };
    expect(await read()).toEqual({ kind: 'NEUTRAL', reason: 'PRIMARY_MIXED' });
    const before = fx.srv.server.graphqlCache!.snapshot().hits;
    expect(await read()).toEqual({ kind: 'NEUTRAL', reason: 'PRIMARY_MIXED' });
    expect(fx.srv.server.graphqlCache!.snapshot().hits).toBe(before + 1); // cached
    await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: [completed.nctId], force: true, provider: storing(MET), marketCaps: caps });
    await eventually(async () => (await read()).reason === 'PRIMARY_MET');
    expect(await read()).toEqual({ kind: 'BULLISH', reason: 'PRIMARY_MET' });
  });
});

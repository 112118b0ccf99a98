import { beforeAll, describe, expect, it } from 'vitest';
import { buildOutcomeAnalysis, buildOutcomeMeasure, buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { createStocks } from '../stocks/stocks.factory.js';
import { computeMoves } from './moves.compute.js';

/** The market's clock: Saturday 2026-11-21 noon UTC (Friday's closes final). */
const NOW = new Date('2026-11-21T12:00:00Z');

const posted = (pValue: string): TrialRecord['results'] => ({
  outcomeMeasuresModule: { outcomeMeasures: [buildOutcomeMeasure({ analyses: [buildOutcomeAnalysis({ pValue })] })] },
  adverseEventsModule: null,
});
const readout = (ticker: string, date: string, pValue: string, resultsPosted: string | null = null) =>
  buildTrial({
    ticker,
    investmentVerdict: 'OUI',
    leadSponsorClass: 'INDUSTRY',
    status: 'COMPLETED',
    primaryCompletionDate: date,
    primaryCompletionDateType: 'ACTUAL',
    resultsFirstPostDate: resultsPosted,
    results: posted(pValue),
    lastUpdatePostDate: resultsPosted ?? date,
  });

/** Genfit: two failures and a success; Pfizer: two successes; a regulatory CRL for Genfit. */
const trials = [
  readout('GNFT.PA', '2026-09-14', '0.41', '2026-10-26'),
  readout('GNFT.PA', '2026-08-03', '0.62'),
  readout('GNFT.PA', '2026-06-08', '0.004'),
  readout('PFE', '2026-07-06', '0.01'),
  readout('PFE', '2026-05-04', '0.02', '2026-09-21'),
];
const [gnftFailed] = trials;

const PAGE = `query Page($ticker: String!) {
  company(ticker: $ticker) {
    ticker
    pastCatalysts(first: 10) {
      id date kind outcome nctId trialTitle regulatoryEventId description
      move { eventDate benchmark closeBefore move1d move5d abnormal1d abnormal5d currency priceSource demo computedAt }
    }
    events(days: 1830) { date kind trial { nctId } move { move1d abnormal1d } }
    pastReadouts(first: 50) { date trial { nctId } move { move1d move5d } }
  }
}`;
const STATS = `query Stats($measure: ReactionMeasure) {
  reactionStats(measure: $measure) { measure total demo benchmark asOf groups { outcome capBucket area n median q1 q3 } }
}`;

/** Quartiles by linear interpolation between order statistics (PostgreSQL's percentile_cont). */
function quantile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const i = (s.length - 1) * p;
  const lo = Math.floor(i);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (i - lo);
}

describe('moves: GraphQL and REST', () => {
  const fx = useTestServer();
  let crlId = '';
  const sql = <T extends object[]>(q: string, params: unknown[] = []) => fx.db.deps.orm.em.fork().getConnection().execute<T>(q, params);

  beforeAll(async () => {
    await fx.db.deps.stocks.close();
    fx.db.deps.stocks = createStocks(fx.db.deps.config, fx.db.deps.orm, { now: () => NOW });
    await insertTrials(fx.db.deps.orm.em.fork(), trials);
    const [crl] = await sql<{ id: string }[]>(
      `insert into regulatory_events (source, source_key, kind, agency, event_date, date_confidence, drug, drug_names, ticker, outcome, crl_category, source_url, as_of, demo)
       values ('FILE', 'gnft-crl', 'CRL', 'FDA', '2026-10-07', 'ACTUAL', 'Elafibranor', '{Elafibranor}', 'GNFT.PA', 'NEGATIVE', 'EFFICACY', 'https://example.test/c', '2026-10-08', false)
       returning id`,
    );
    crlId = crl.id;
    expect(await computeMoves(fx.db.deps, { asOf: '2026-11-21' })).toMatchObject({ inserted: 8, tickers: 2 });
  });

  it('Company.pastCatalysts: most recent first, with moves; chart markers and readouts carry theirs (batched by event key)', async () => {
    const queries: string[] = [];
    const knex = fx.db.deps.orm.em.getKnex();
    const onQuery = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', onQuery);
    let res;
    try {
      res = await fx.srv.gql(PAGE, { ticker: 'gnft.pa' });
    } finally {
      knex.off('query', onQuery);
    }
    expect(res.errors).toBeUndefined();
    const c = res.data!.company;
    const list = c.pastCatalysts as { id: string; date: string; kind: string; outcome: string; description: string; move: Record<string, unknown> | null }[];
    expect(list.map((p) => p.date)).toEqual(['2026-10-26', '2026-10-07', '2026-09-14', '2026-08-03', '2026-06-08']);
    expect(list[0]).toMatchObject({
      id: `RS:${gnftFailed.nctId}`,
      kind: 'RESULTS_POSTED',
      outcome: 'FAILURE',
      nctId: gnftFailed.nctId,
      trialTitle: gnftFailed.briefTitle,
    });
    expect(list[0].description).toBe('Premiers résultats publiés sur ClinicalTrials.gov');
    expect(list[1]).toMatchObject({ id: `RG:${crlId}`, kind: 'REGULATORY_DECISION', outcome: 'FAILURE', regulatoryEventId: crlId, nctId: null });
    expect(list[1].description).toBe('Elafibranor : lettre de réponse complète (FDA)');
    const [stored] = await sql<{ move1d: number; abnormal5d: number; close_before: number }[]>(
      'select move1d, abnormal5d, close_before from catalyst_moves where event_key = ?',
      [`RP:${gnftFailed.nctId}`],
    );
    expect(list[2].move).toMatchObject({
      eventDate: '2026-09-14',
      benchmark: 'XBI',
      closeBefore: stored.close_before,
      move1d: stored.move1d,
      abnormal5d: stored.abnormal5d,
      currency: 'EUR',
      priceSource: 'demo',
      demo: true,
    });
    expect(stored.move1d).toBeLessThan(-5); // a small cap's failed readout on the demo market
    // The chart's markers of those days show the same moves; the readouts too.
    const marker = (c.events as { date: string; kind: string; trial: { nctId: string }; move: { move1d: number } | null }[]).find(
      (e) => e.kind === 'PRIMARY_COMPLETION' && e.trial.nctId === gnftFailed.nctId,
    )!;
    expect(marker.move).toEqual({ move1d: stored.move1d, abnormal1d: expect.any(Number) });
    const readouts = c.pastReadouts as { date: string; trial: { nctId: string }; move: { move1d: number } | null }[];
    expect(readouts.find((r) => r.trial.nctId === gnftFailed.nctId)).toMatchObject({ date: '2026-10-26', move: { move1d: expect.any(Number) } });
    expect(readouts.every((r) => r.move !== null)).toBe(true);
    // One read of the past catalysts, one of the moves by event key per wave of fields (markers, then
    // readouts once their results are read), whatever the number of markers.
    expect(queries.filter((q) => /from catalyst_moves/.test(q)).length).toBeLessThanOrEqual(3);
  });

  it('describes the events in the request language; REST serves the same list', async () => {
    const res = await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ query: PAGE, variables: { ticker: 'GNFT.PA' } }),
    });
    const en = ((await res.json()) as { data: { company: { pastCatalysts: { description: string }[] } } }).data.company.pastCatalysts;
    expect(en[0].description).toBe('Results first posted on ClinicalTrials.gov');
    expect(en[1].description).toBe('Elafibranor: complete response letter (FDA)');

    const gql = (await fx.srv.gql(PAGE, { ticker: 'GNFT.PA' })).data!.company.pastCatalysts;
    const rest = await fx.srv.rest('GET', '/companies/GNFT.PA/past-catalysts?first=10');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true, ticker: 'GNFT.PA', pastCatalysts: gql });
    expect((await fx.srv.rest('GET', '/companies/GNFT.PA/past-catalysts?first=2')).body.pastCatalysts).toHaveLength(2);
    expect((await fx.srv.rest('GET', '/companies/GNFT.PA/past-catalysts?first=0')).status).toBe(400);
    expect((await fx.srv.rest('GET', '/companies/ZZZQ/past-catalysts')).status).toBe(404);
  });

  it('reactionStats: median and quartiles with n on success and failure, by cap bucket and area, as computed by hand', async () => {
    const res = await fx.srv.gql(STATS, { measure: 'MOVE_1D' });
    expect(res.errors).toBeUndefined();
    const stats = res.data!.reactionStats;
    const moves = await sql<{ outcome: string; cap_bucket: string; move1d: number }[]>(
      `select outcome, cap_bucket, move1d from catalyst_moves where outcome in ('SUCCESS', 'FAILURE') and move1d is not null`,
    );
    expect(stats).toMatchObject({ measure: 'MOVE_1D', total: moves.length, demo: true, benchmark: 'XBI', asOf: '2026-11-21' });
    type Group = { outcome: string; capBucket: string | null; area: string | null; n: number; median: number | null; q1: number | null; q3: number | null };
    const groups = stats.groups as Group[];
    for (const outcome of ['SUCCESS', 'FAILURE']) {
      const all = moves.filter((m) => m.outcome === outcome).map((m) => m.move1d);
      const row = groups.find((g) => g.outcome === outcome && g.capBucket === null && g.area === null)!;
      expect(row.n).toBe(all.length);
      expect(row.median).toBeCloseTo(quantile(all, 0.5)!, 9);
      expect(row.q1).toBeCloseTo(quantile(all, 0.25)!, 9);
      expect(row.q3).toBeCloseTo(quantile(all, 0.75)!, 9);
      for (const bucket of ['SMALL', 'MID', 'LARGE']) {
        const some = moves.filter((m) => m.outcome === outcome && m.cap_bucket === bucket).map((m) => m.move1d);
        const g = groups.find((x) => x.outcome === outcome && x.capBucket === bucket)!;
        expect(g).toMatchObject({ n: some.length, area: null });
        if (some.length) expect(g.median).toBeCloseTo(quantile(some, 0.5)!, 9);
        else expect(g.median).toBeNull();
      }
    }
    // Genfit is SMALL, Pfizer LARGE; no area without an analysis: only the all-areas rows.
    expect(groups.find((g) => g.outcome === 'FAILURE' && g.capBucket === 'SMALL')!.n).toBe(4);
    expect(groups.find((g) => g.outcome === 'SUCCESS' && g.capBucket === 'LARGE')!.n).toBe(3);
    expect(groups.find((g) => g.capBucket === 'MID')).toMatchObject({ n: 0, median: null });
    expect(groups.some((g) => g.area !== null)).toBe(false);

    // The default measure is ABNORMAL_1D; REST serves the same numbers; a measure outside the list is refused.
    expect((await fx.srv.gql(STATS, {})).data!.reactionStats.measure).toBe('ABNORMAL_1D');
    const rest = await fx.srv.rest('GET', '/analytics/reactions?measure=move_1d');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true, stats });
    expect((await fx.srv.rest('GET', '/analytics/reactions?measure=MOVE_2D')).status).toBe(400);
    expect((await fx.srv.gql(STATS, { measure: 'MOVE_2D' })).errors?.[0]).toBeDefined();
  });
});

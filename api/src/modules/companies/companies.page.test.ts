import { describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import type { TrialRecord, TrialResults } from '../../domain/trial-record.js';
import { syncCompanies } from './companies.service.js';
import { resolveSponsor } from './sponsor-resolver.js';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

const results = (pValue: string): TrialResults => ({
  outcomeMeasuresModule: {
    outcomeMeasures: [
      {
        title: 'Overall survival',
        type: 'PRIMARY',
        description: null,
        reportingStatus: 'POSTED',
        timeFrame: '2 years',
        unitOfMeasure: 'months',
        analyses: [
          {
            pValue,
            statisticalMethod: 'Log Rank',
            paramType: 'Hazard Ratio',
            paramValue: '0.7',
            ciPctValue: '95',
            ciLowerLimit: null,
            ciUpperLimit: null,
            groupDescription: null,
          },
        ],
      },
    ],
  },
  adverseEventsModule: null,
});

const PAGE = `query Company($ticker: String!) {
  company(ticker: $ticker) {
    ticker name exchange currency country source
    subsidiaries { name relation }
    formerCompanies { name event year }
    stock { ticker currentPrice currency marketCap historicalPrices { date close } }
    marketCapUsd trialCount
    pipeline { nctId role phaseKey area status score recommendation matchVia trial { nctId briefTitle } }
    groups { byPhase { key count } byArea { key count } byStatus { key count } byRole { key count } }
    scoreDistribution { buckets { from to count } unscored }
    upcomingCatalysts { catalyst { kind confidence } trial { nctId } }
    pastReadouts { date outcome bestPValue measure trial { nctId } }
    events(days: 1825) { date kind trial { nctId } }
  }
}`;

describe('company pages (GraphQL and REST)', () => {
  const fx = useTestServer();

  async function seed() {
    const em = fx.db.deps.orm.em.fork();
    const dir = await syncCompanies(em);
    const resolved = (r: TrialRecord) => ({ ...r, ...resolveSponsor(dir, { name: r.leadSponsorName, class: r.leadSponsorClass }, r.collaborators) });
    const lead = resolved(
      buildTrial({
        leadSponsorName: 'Merck Sharp & Dohme LLC',
        leadSponsorClass: 'INDUSTRY',
        phases: ['PHASE3'],
        primaryCompletionDate: inDays(120),
        status: 'RECRUITING',
      }),
    );
    const acquired = resolved(
      buildTrial({
        leadSponsorName: 'Schering-Plough Corporation',
        leadSponsorClass: 'INDUSTRY',
        phases: ['PHASE2'],
        status: 'COMPLETED',
        primaryCompletionDate: inDays(-400),
        resultsFirstPostDate: inDays(-200),
        lastUpdatePostDate: inDays(-150),
        results: results('0.003'),
      }),
    );
    const failed = resolved(
      buildTrial({
        leadSponsorName: 'Merck Sharp & Dohme LLC',
        leadSponsorClass: 'INDUSTRY',
        phases: ['PHASE3'],
        status: 'TERMINATED',
        primaryCompletionDate: inDays(-100),
        resultsFirstPostDate: inDays(-30),
        lastUpdatePostDate: inDays(-20),
        results: results('0.41'),
      }),
    );
    const partner = resolved(
      buildTrial({ leadSponsorName: 'Mayo Clinic', leadSponsorClass: 'OTHER', collaborators: [{ name: 'Merck Sharp & Dohme LLC', class: 'INDUSTRY' }] }),
    );
    const pfizerLed = resolved(
      buildTrial({ leadSponsorName: 'Pfizer', leadSponsorClass: 'INDUSTRY', collaborators: [{ name: 'Merck Sharp & Dohme LLC', class: 'INDUSTRY' }] }),
    );
    const other = resolved(buildTrial({ leadSponsorName: 'Academic Hospital', leadSponsorClass: 'OTHER' }));
    await insertTrials(em, [lead, acquired, failed, partner, pfizerLed, other]);
    return { lead, acquired, failed, partner, pfizerLed, other };
  }

  it('fills the page in one operation: subsidiaries, former companies and collaborators, with batched queries', async () => {
    const t = await seed();
    expect(t.acquired.ticker).toBe('MRK');
    expect(t.pfizerLed.ticker).toBe('PFE');
    expect(t.pfizerLed.collaboratorTickers).toEqual(['MRK']);

    const queries: string[] = [];
    const knex = fx.db.deps.orm.em.getKnex();
    const onQuery = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', onQuery);
    let res;
    try {
      res = await fx.srv.gql(PAGE, { ticker: 'mrk' });
    } finally {
      knex.off('query', onQuery);
    }
    expect(res.errors).toBeUndefined();
    const c = res.data!.company;
    expect(c).toMatchObject({ ticker: 'MRK', currency: 'USD', source: 'curated', trialCount: 5 });
    expect(c.name).toMatch(/Merck/);
    expect(c.formerCompanies).toContainEqual({ name: 'Schering-Plough', event: 'acquired', year: 2009 });
    const roles = Object.fromEntries(c.pipeline.map((p: { nctId: string; role: string }) => [p.nctId, p.role]));
    expect(roles).toEqual({
      [t.lead.nctId]: 'LEAD',
      [t.acquired.nctId]: 'LEAD',
      [t.failed.nctId]: 'LEAD',
      [t.partner.nctId]: 'COLLABORATOR',
      [t.pfizerLed.nctId]: 'COLLABORATOR',
    });
    expect(c.pipeline.every((p: { trial: { nctId: string } | null; nctId: string }) => p.trial?.nctId === p.nctId)).toBe(true);
    expect(c.pipeline.find((p: { nctId: string }) => p.nctId === t.acquired.nctId).matchVia).toBe('Schering-Plough');
    expect(c.groups.byPhase).toEqual([
      { key: 'PHASE3', count: 4 },
      { key: 'PHASE2', count: 1 },
    ]);
    expect(c.groups.byStatus).toContainEqual({ key: 'TERMINATED', count: 1 });
    expect(c.groups.byArea.reduce((n: number, g: { count: number }) => n + g.count, 0)).toBe(5);
    expect(c.scoreDistribution.unscored).toBe(5);
    const upcoming = Object.fromEntries(
      c.upcomingCatalysts.map((x: { trial: { nctId: string }; catalyst: { kind: string; confidence: string } }) => [x.trial.nctId, x.catalyst]),
    );
    expect(upcoming[t.lead.nctId]).toEqual({ kind: 'PRIMARY_COMPLETION', confidence: 'ANTICIPATED' });
    expect(upcoming[t.acquired.nctId]).toBeUndefined(); // results posted: behind us
    expect(upcoming[t.failed.nctId]).toBeUndefined(); // terminated
    const readouts = Object.fromEntries(c.pastReadouts.map((r: { trial: { nctId: string }; outcome: string }) => [r.trial.nctId, r.outcome]));
    expect(readouts[t.acquired.nctId]).toBe('MET');
    expect(readouts[t.failed.nctId]).toBe('NOT_MET');
    expect(c.pastReadouts[0].trial.nctId).toBe(t.failed.nctId); // most recent first
    const kinds = c.events.filter((e: { trial: { nctId: string } }) => e.trial.nctId === t.failed.nctId).map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['PRIMARY_COMPLETION', 'RESULTS_POSTED', 'TERMINATED']));
    expect(c.stock.historicalPrices.length).toBeGreaterThan(15);
    expect(c.marketCapUsd).toBeCloseTo(c.stock.marketCap, -3);

    // Trials are read by: the company's trials (one query), the posted results of its readouts (one), the full trials (one).
    const trialReads = queries.filter((q) => /from "?trials"?\b/.test(q));
    expect(trialReads.length).toBeLessThanOrEqual(4);
    expect(queries.length).toBeLessThanOrEqual(6);
  });

  it('REST facades answer the same company and search; unknown ticker 404, malformed 400', async () => {
    const t = await seed();
    const page = await fx.srv.rest('GET', '/companies/MRK?days=1825');
    expect(page.status).toBe(200);
    expect(page.body.data.ticker).toBe('MRK');
    // (the trials of the test above are still there: the database is shared by the file)
    expect(page.body.data.pipeline.map((p: { nctId: string }) => p.nctId)).toEqual(
      expect.arrayContaining([t.lead.nctId, t.acquired.nctId, t.failed.nctId, t.partner.nctId, t.pfizerLed.nctId]),
    );
    expect(page.body.data.pipeline.map((p: { nctId: string }) => p.nctId)).not.toContain(t.other.nctId);
    expect(page.body.data.pastReadouts.find((r: { trial: { nctId: string } }) => r.trial.nctId === t.acquired.nctId).outcome).toBe('MET');
    const gql = await fx.srv.gql(`{ company(ticker: "MRK") { pipeline { nctId } } }`);
    expect(page.body.data.pipeline.map((p: { nctId: string }) => p.nctId)).toEqual(gql.data!.company.pipeline.map((p: { nctId: string }) => p.nctId));

    const search = await fx.srv.rest('GET', '/companies?search=merck');
    expect(search.status).toBe(200);
    expect(search.body.data[0]).toMatchObject({ ticker: 'MRK', trialCount: page.body.data.trialCount });
    const byTicker = await fx.srv.gql(`{ companies(search: "pfe", first: 3) { ticker name } }`);
    expect(byTicker.data!.companies[0].ticker).toBe('PFE');

    const missing = await fx.srv.rest('GET', '/companies/ZZZZZQ');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const bad = await fx.srv.rest('GET', '/companies/not%20a%20ticker');
    expect(bad.status).toBe(400);
    const gqlMissing = await fx.srv.gql(`{ company(ticker: "ZZZZZQ") { ticker } }`);
    expect(gqlMissing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('converts market caps to USD with the provider’s rates, so caps in yen and dollars compare (one FX batch)', async () => {
    const res = await fx.srv.gql(`{
      stocks(tickers: ["4502.T", "PFE", "SAN.PA", "AZN.L"]) { ticker currency marketCap marketCapUsd usdRate currentPrice currentPriceUsd }
    }`);
    expect(res.errors).toBeUndefined();
    const rows: {
      ticker: string;
      currency: string;
      marketCap: number;
      marketCapUsd: number;
      usdRate: number;
      currentPrice: number;
      currentPriceUsd: number;
    }[] = res.data!.stocks;
    const by = Object.fromEntries(rows.map((r) => [r.ticker, r]));
    expect(by['PFE'].usdRate).toBe(1);
    expect(by['4502.T'].currency).toBe('JPY');
    expect(by['4502.T'].usdRate).toBeGreaterThan(0.005);
    expect(by['4502.T'].usdRate).toBeLessThan(0.009);
    expect(by['4502.T'].marketCapUsd).toBeCloseTo(by['4502.T'].marketCap * by['4502.T'].usdRate, -4);
    expect(by['SAN.PA'].currentPriceUsd).toBeCloseTo(by['SAN.PA'].currentPrice * by['SAN.PA'].usdRate, 6);
    const capRate = by['AZN.L'].currency === 'GBp' ? by['AZN.L'].usdRate * 100 : by['AZN.L'].usdRate; // a pence quote has its cap in pounds
    expect(by['AZN.L'].marketCapUsd).toBeCloseTo(by['AZN.L'].marketCap * capRate, -4);
    // In its own currency Takeda's cap (yen) dwarfs Pfizer's (dollars); in USD it is the smaller one.
    expect(by['4502.T'].marketCap).toBeGreaterThan(by['PFE'].marketCap);
    const byUsd = [...rows].sort((a, b) => b.marketCapUsd - a.marketCapUsd).map((r) => r.ticker);
    expect(byUsd.indexOf('PFE')).toBeLessThan(byUsd.indexOf('4502.T'));
  });
});

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildOutcomeAnalysis, buildOutcomeMeasure, buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import type { TrialResults } from '../../domain/trial-record.js';
import { upsertTrials } from '../trials/trials.record.js';
import { analyzeTrials, type AnalyzeProgress } from './analysis.batch.js';
import { latestAnalysisLoader } from './analysis.loaders.js';
import { marketCapPort } from './analysis.market.js';

const results = (p: string): TrialResults => ({
  outcomeMeasuresModule: {
    outcomeMeasures: [buildOutcomeMeasure({ title: 'Progression-free survival', analyses: [buildOutcomeAnalysis({ pValue: p })] })],
  },
  adverseEventsModule: { seriousEvents: [], seriousNumAffected: 20, seriousNumAtRisk: 400 },
});

const SPONSOR = 'Acme Pharma Inc';
const star = buildTrial({
  conditions: ['HER2-positive Breast Cancer'],
  eligibility: {
    criteria: 'Inclusion Criteria:\n- HER2-positive breast cancer (IHC 3+)\nExclusion Criteria:\n- prior trastuzumab',
    minimumAge: '18 Years',
    maximumAge: null,
    sex: 'FEMALE',
    healthyVolunteers: false,
    stdAges: ['ADULT'],
  },
  armGroups: [
    { label: 'Drug X', type: 'EXPERIMENTAL', description: null, interventionNames: [] },
    { label: 'Placebo', type: 'PLACEBO_COMPARATOR', description: null, interventionNames: [] },
  ],
  status: 'COMPLETED',
  leadSponsorName: SPONSOR,
  leadSponsorClass: 'INDUSTRY',
  ticker: 'ACME',
  investmentVerdict: 'OUI',
  enrollment: 1200,
  enrollmentType: 'ACTUAL',
  results: results('0.002'),
  resultsFirstPostDate: '2025-03-01',
});
const sponsorTrials = [
  buildTrial({ leadSponsorName: SPONSOR, leadSponsorClass: 'INDUSTRY', status: 'COMPLETED', ticker: 'ACME', investmentVerdict: 'OUI' }),
  buildTrial({ leadSponsorName: SPONSOR, leadSponsorClass: 'INDUSTRY', status: 'COMPLETED', ticker: 'ACME', investmentVerdict: 'OUI' }),
  buildTrial({ leadSponsorName: SPONSOR, leadSponsorClass: 'INDUSTRY', status: 'COMPLETED', ticker: 'ACME', investmentVerdict: 'OUI' }),
  buildTrial({
    leadSponsorName: SPONSOR,
    leadSponsorClass: 'INDUSTRY',
    status: 'TERMINATED',
    whyStopped: 'Business decision',
    ticker: 'ACME',
    investmentVerdict: 'OUI',
  }),
  // The company's active pipeline: this one and the trial analysed count 2.
  buildTrial({ leadSponsorName: SPONSOR, leadSponsorClass: 'INDUSTRY', status: 'RECRUITING', phases: ['PHASE2'], ticker: 'ACME', investmentVerdict: 'OUI' }),
];
const partial = buildTrial({ enrollment: null, startDate: null, startDateRaw: null, conditions: ['Asthma'] });
const all = [star, ...sponsorTrials, partial];
const caps = async (tickers: string[]) => new Map(tickers.map((t) => [t, t === 'ACME' ? { usd: 1.5e9, demo: false } : null]));

describe('analysis storage, batches and API', () => {
  const fx = useTestServer();
  const sql = (q: string, p: unknown[] = []) => fx.db.deps.orm.em.fork().getConnection().execute(q, p);
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, all);
    // The star's history: a target of 1,500 participants, 1,200 enrolled when the count became ACTUAL.
    await sql(
      `insert into trial_changes (trial_nct_id, field, old_value, new_value, changed_at) values (?, 'enrollment', '1500', '1200', '2024-06-01'), (?, 'enrollmentType', 'ESTIMATED', 'ACTUAL', '2024-06-01')`,
      [star.nctId, star.nctId],
    );
  });

  it('analyses every trial in batches, stores history and denormalises onto trials', async () => {
    const seen: AnalyzeProgress[] = [];
    const p = await analyzeTrials(fx.db.deps, { mode: 'all', batchSize: 2, marketCaps: caps, onProgress: (x) => seen.push(x), asOf: '2026-11-21' });
    expect(p).toEqual({ total: all.length, processed: all.length, analyzed: all.length, skipped: 0, failed: 0 });
    expect(seen.map((s) => s.processed)).toEqual([2, 4, 6, 7]);
    const rows = await sql(`select t.nct_id, t.score, t.recommendation, t.analyzed_at, a.score as a_score, a.recommendation as a_rec, a.analyzed_at as a_at
      from trials t join analyses a on a.trial_nct_id = t.nct_id order by t.nct_id`);
    expect(rows).toHaveLength(all.length);
    for (const r of rows) {
      expect(r.score).toBe(r.a_score);
      expect(r.recommendation).toBe(r.a_rec);
      expect(new Date(r.analyzed_at).getTime()).toBe(new Date(r.a_at).getTime());
    }
  });

  it('reads the sponsor record, the enrollment target and the company pipeline from the database, the market cap from the port', async () => {
    const [a] = await sql(`select breakdown from analyses where trial_nct_id = ?`, [star.nctId]);
    const rec = a.breakdown.context.find((f: any) => f.key === 'sponsorRecord');
    expect(rec).toMatchObject({ effect: 0, tone: 'info' });
    expect(rec.statement.fr).toContain('3 essai(s) de phase 3 mené(s) à terme et 1 arrêté(s) dans la base');
    expect(a.breakdown.market).toMatchObject({ marketCap: 1.5e9, bucket: 'SMALL', pipelineTrials: 2, exposure: 0.5 });
    expect(a.breakdown.factors.find((f: any) => f.key === 'biomarker').effect).toBeGreaterThan(0);
    expect(a.breakdown.factors.find((f: any) => f.key === 'comparator').effect).toBeGreaterThan(0);
    const target = a.breakdown.factors.find((f: any) => f.key === 'enrollmentTarget');
    expect(target.effect).toBeLessThan(0);
    expect(target.statement.en).toContain('1,200 participants enrolled of a 1,500 target (80%)');
  });

  it('reads market caps through the stock provider in deps (null when it cannot serve a ticker)', async () => {
    const quote = (await fx.db.deps.stocks.getQuotes(['ACME'])).get('ACME')!;
    const caps = await marketCapPort(fx.db.deps)(['acme', 'ACME']);
    expect([...caps.keys()]).toEqual(['ACME']);
    expect(caps.get('ACME')).toEqual(quote.isError ? null : { usd: quote.marketCap, demo: quote.source === 'demo' });
    const broken = await marketCapPort({
      ...fx.db.deps,
      stocks: {
        getQuotes: async () => {
          throw new Error('down');
        },
      },
    } as never)(['ACME']);
    expect(broken.get('ACME')).toBeNull();
  });

  it('skips unchanged inputs; stale mode picks changed trials only; history grows', async () => {
    const again = await analyzeTrials(fx.db.deps, { mode: 'all', marketCaps: caps, asOf: '2026-11-21' });
    expect(again).toMatchObject({ analyzed: 0, skipped: all.length });
    expect(await analyzeTrials(fx.db.deps, { mode: 'stale', marketCaps: caps })).toMatchObject({ total: 0, analyzed: 0 });
    await upsertTrials(fx.db.ctx().em, [{ ...partial, enrollment: 300 }]);
    const stale = await analyzeTrials(fx.db.deps, { mode: 'stale', marketCaps: caps, asOf: '2026-11-21' });
    expect(stale).toMatchObject({ total: 1, analyzed: 1 });
    const hist = await sql(`select has_error, breakdown from analyses where trial_nct_id = ? order by analyzed_at desc`, [partial.nctId]);
    expect(hist).toHaveLength(2);
    expect(hist[1].breakdown.missing).toEqual(['enrollment', 'startDate']);
    expect(hist[0].breakdown.missing).toEqual(['startDate']);
    const forced = await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: [star.nctId, 'NCT00000000'], force: true, marketCaps: caps });
    expect(forced).toMatchObject({ total: 2, analyzed: 1, failed: 1 });
  });

  it('flags a cap from the demo market in the texts, quote by quote, and re-analyses when the flag changes', async () => {
    const latest = async () => (await sql(`select details from analyses where trial_nct_id = ? order by analyzed_at desc limit 1`, [star.nctId]))[0].details;
    expect((await latest()).fr.analyse).not.toContain('marché simulé');
    const demoCaps = async (tickers: string[]) => new Map(tickers.map((t) => [t, t === 'ACME' ? { usd: 1.5e9, demo: true } : null]));
    expect(await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: [star.nctId], marketCaps: demoCaps, asOf: '2026-11-21' })).toMatchObject({ analyzed: 1 });
    const details = await latest();
    expect(details.fr.analyse).toContain('(marché simulé de démonstration)');
    expect(details.en.analyse).toContain('(simulated demo market)');
  });

  it('trialAnalysis: summary, localised details, both languages, breakdown', async () => {
    const q = `query($id: ID!) { trialAnalysis(nctId: $id) { nctId analyzedAt
      summary { recommendation score hasError errorType investmentVerdict sponsorListed ticker provider timeline { startDate primaryCompletionDate expectedReadoutFrom expectedReadoutTo resultsPostedDate } }
      details { analysis opportunities risks keyFactors }
      translations { fr { analysis opportunities } en { analysis opportunities } }
      breakdown { area areaLabel phase prior priorSource probability forecast outcome probabilityOfApproval probabilityOfApprovalLabel score expectedMove formula
        terms { key label value shown digits unit } market { bucket marketCap upside downside provisional exposure pipelineTrials ahead breakEven }
        investThreshold watchThreshold missing factors { key label effect min max statement field source } context { key label statement tone } } } }`;
    const r = await fx.srv.gql(q, { id: star.nctId });
    expect(r.errors).toBeUndefined();
    const a = r.data!.trialAnalysis;
    // Strong results, but posted in March 2025: the catalyst is behind us and priced in (issue 15).
    expect(a.summary).toMatchObject({
      recommendation: 'NE_PAS_INVESTIR',
      investmentVerdict: 'OUI',
      sponsorListed: true,
      ticker: 'ACME',
      hasError: false,
      provider: 'rules',
    });
    expect(a.summary.timeline).toMatchObject({ resultsPostedDate: '2025-03-01', expectedReadoutFrom: '2025-03-01' });
    expect(a.details.opportunities.join(' ')).toContain('Critère principal atteint : signal positif, déjà intégré au cours');
    expect(a.details.keyFactors.join(' ')).toContain('critère principal atteint — « Progression-free survival » : atteint (p = 0,002)');
    expect(a.details.analysis).toContain('derrière nous et déjà intégré au cours');
    expect(a.translations.en.analysis).toContain('behind us and priced in');
    expect(a.translations.en.opportunities.join(' ')).toContain('Primary end point met: a positive signal, already priced in');
    // The readout happened (met): the probability is its outcome, the forecast is kept; nothing left to trade.
    expect(a.breakdown).toMatchObject({
      area: 'oncology',
      areaLabel: 'oncologie',
      phase: 'PHASE3',
      prior: 0.5596,
      outcome: 'MET',
      probability: 1,
      probabilityOfApproval: 0.92,
      investThreshold: 6.5,
      watchThreshold: 5.5,
      expectedMove: 0,
      score: 5,
    });
    expect(a.breakdown.forecast).toBeGreaterThan(0.5);
    // Its phase III met: the probability of approval is the filing's, said so (rules-12).
    expect(a.breakdown.probabilityOfApprovalLabel).toMatch(
      /^Probabilité d'approbation une fois le dossier déposé \(NDA\/BLA → approbation, BIO 2021\) — étape suivante, critère principal atteint — BIO/,
    );
    expect(a.breakdown.priorSource).toMatch(/Dechartres.*BIO/);
    expect(a.breakdown.formula).toContain('score = 5 + 5 × E ÷ 0,8');
    expect(a.breakdown.terms.map((t: any) => [t.key, t.shown])).toEqual([
      ['probability', '100.0%'],
      ['upside', '+0.8%'],
      ['downside', '−2.0%'],
      ['exposure', '×0.50'],
      ['dilutionRisk', '0'],
      ['dilutionMove', '−2.0%'],
      ['dilution', '0.0%'],
      ['ahead', '0'],
      ['expectedMove', '0.00%'],
    ]);
    expect(a.breakdown.terms[0].label).toBe('p — probabilité que le critère principal soit atteint');
    expect(a.breakdown.market).toMatchObject({ bucket: 'SMALL', upside: 0.8, downside: -2, provisional: false, ahead: false, pipelineTrials: 2 });
    expect(a.breakdown.factors.map((f: any) => f.key)).toEqual([
      'comparator',
      'nonInferiority',
      'endpoint',
      'biomarker',
      'vaccine',
      'enrollmentTarget',
      'sponsorClass',
    ]);
    for (const f of a.breakdown.factors) expect(f.source).toMatch(/\d{4}|Approximation normale/);
    expect(a.breakdown.context.map((c: any) => c.key)).toEqual(['status', 'timing', 'slips', 'enrollment', 'sponsorRecord', 'sae']);
    const en = await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US,en;q=0.9' },
      body: JSON.stringify({ query: q, variables: { id: star.nctId } }),
    }).then((x) => x.json() as Promise<any>);
    expect(en.data.trialAnalysis.details.opportunities.join(' ')).toContain('Primary end point met');
    expect(en.data.trialAnalysis.breakdown.areaLabel).toBe('oncology');
    expect(en.data.trialAnalysis.breakdown.formula).toContain('expected share-price move');
    expect(en.data.trialAnalysis.breakdown.terms[0].label).toBe('p — probability the primary end point is met');
  });

  it('trialAnalysis: a never-analysed trial is analysed on demand; errors for bad and unknown ids', async () => {
    const fresh = buildTrial({ conditions: ['Migraine'] });
    await insertTrials(fx.db.ctx().em, [fresh]);
    const r = await fx.srv.gql(`query($id: ID!) { trialAnalysis(nctId: $id) { nctId breakdown { area } } }`, { id: fresh.nctId.toLowerCase() });
    expect(r.data!.trialAnalysis).toEqual({ nctId: fresh.nctId, breakdown: { area: 'neurology' } });
    const bad = await fx.srv.gql(`query { trialAnalysis(nctId: "nope") { nctId } }`);
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const unknown = await fx.srv.gql(`query { trialAnalysis(nctId: "NCT00000001") { nctId } }`);
    expect(unknown.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('Trial.analysis is batched through one DataLoader query', async () => {
    const ctx = fx.db.ctx();
    const conn = ctx.em.getConnection();
    const spy = vi.spyOn(conn, 'execute');
    const loaded = await Promise.all(all.map((t) => latestAnalysisLoader(ctx).load(t.nctId)));
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(loaded.map((v) => v?.nctId)).toEqual(all.map((t) => t.nctId));
    const r = await fx.srv.gql(`query($id: ID!) { trial(nctId: $id) { nctId analysis { summary { score recommendation } } } }`, { id: star.nctId });
    expect(r.errors).toBeUndefined();
    expect(r.data!.trial.analysis.summary.recommendation).toBe('NE_PAS_INVESTIR');
  });

  it('trialAnalysisHistory lists past analyses newest first; reanalyzeTrial needs a user', async () => {
    const h = await fx.srv.gql(`query($id: ID!) { trialAnalysisHistory(nctId: $id, limit: 5) { analyzedAt } }`, { id: partial.nctId });
    expect(h.data!.trialAnalysisHistory).toHaveLength(2);
    const [a, b] = h.data!.trialAnalysisHistory.map((x: any) => Date.parse(x.analyzedAt));
    expect(a).toBeGreaterThan(b);
    const anon = await fx.srv.gql(`mutation($id: ID!) { reanalyzeTrial(nctId: $id) { nctId } }`, { id: partial.nctId });
    expect(anon.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const user = await createUser(fx.db);
    const ok = await fx.srv.gql(`mutation($id: ID!) { reanalyzeTrial(nctId: $id) { nctId summary { errorType } } }`, { id: partial.nctId }, user.accessToken);
    expect(ok.data!.reanalyzeTrial).toEqual({ nctId: partial.nctId, summary: { errorType: 'DONNEES_PARTIELLES' } });
  });

  it('GET /api/analytics/trial/:id answers the spec shape', async () => {
    const r = await fx.srv.rest('GET', `/analytics/trial/${partial.nctId}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, timestamp: expect.any(String) });
    const a = r.body.analytics;
    expect(Object.keys(a.summary)).toEqual(
      expect.arrayContaining(['recommendation', 'score', 'hasError', 'errorType', 'investissement_bourse', 'sponsor_cote', 'ticker_bourse', 'timeline']),
    );
    expect(a.summary).toMatchObject({
      hasError: true,
      errorType: 'DONNEES_PARTIELLES',
      investissement_bourse: 'NON',
      sponsor_cote: false,
      ticker_bourse: 'Non déterminé',
    });
    expect(Object.keys(a.details).sort()).toEqual(['analyse', 'facteurs_cles', 'opportunites', 'risques']);
    expect(a.details.analyse).toContain('A priori que le critère principal soit atteint');
    expect(Date.parse(a.analyzedAt)).not.toBeNaN();
    expect((await fx.srv.rest('GET', '/analytics/trial/NCT00000001')).body).toEqual({
      success: false,
      error: expect.any(String),
      code: 'NOT_FOUND',
      reason: 'ANALYSIS_NOT_FOUND',
      params: { nctId: 'NCT00000001' },
      details: { reason: 'ANALYSIS_NOT_FOUND', nctId: 'NCT00000001' },
    });
    expect((await fx.srv.rest('GET', '/analytics/trial/xyz')).status).toBe(400);
  });
});

describe('analysis with ANALYSIS_PROVIDER=llm', () => {
  let db: TestDb;
  let server: Server;
  let status = 429;
  beforeAll(async () => {
    const http = await import('node:http');
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const body =
          status === 200
            ? {
                choices: [
                  {
                    message: {
                      content: JSON.stringify({
                        score: 5,
                        fr: { analyse: 'A', opportunites: [], risques: [], facteurs_cles: [] },
                        en: { analyse: 'A', opportunites: [], risques: [], facteurs_cles: [] },
                      }),
                    },
                  },
                ],
              }
            : { error: { message: 'Rate limit reached' } };
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    db = await createTestDb({ ANALYSIS_PROVIDER: 'llm', LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'fake', LLM_API_KEY: 'k' });
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await db?.close();
  });

  it('a quota error is stored as ERREUR_QUOTA (rules texts kept) and retried by the next stale run', async () => {
    const t = buildTrial({ conditions: ['Psoriasis'] });
    await insertTrials(db.ctx().em, [t]);
    expect(await analyzeTrials(db.deps, { mode: 'all' })).toMatchObject({ analyzed: 1 });
    const sql = (q: string) => db.deps.orm.em.fork().getConnection().execute(q, [t.nctId]);
    const [row] = await sql(
      `select t.recommendation, a.error_type, a.has_error, a.provider, a.details->'fr'->>'analyse' as analyse from trials t join analyses a on a.trial_nct_id = t.nct_id where t.nct_id = ?`,
    );
    expect(row).toMatchObject({ recommendation: 'ERREUR_QUOTA', error_type: 'QUOTA', has_error: true, provider: 'llm' });
    expect(row.analyse).toContain('A priori que le critère principal soit atteint');
    status = 200;
    expect(await analyzeTrials(db.deps, { mode: 'stale' })).toMatchObject({ total: 1, analyzed: 1 });
    const [after] = await sql(`select recommendation, score from trials where nct_id = ?`);
    expect(after.recommendation).not.toBe('ERREUR_QUOTA');
    expect(await analyzeTrials(db.deps, { mode: 'stale' })).toMatchObject({ total: 0 });
  });
});

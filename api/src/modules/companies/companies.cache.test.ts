import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { CompanyTrialsCache } from './companies.cache.js';
import { toCompanyTrial, type CompanyTrial } from './companies.pipeline.js';

const trialOf = (nctId: string, ticker: string): CompanyTrial =>
  toCompanyTrial(
    {
      nctId,
      briefTitle: nctId,
      phases: ['PHASE3'],
      status: 'RECRUITING',
      conditions: [],
      score: null,
      recommendation: null,
      startDate: null,
      primaryCompletionDate: null,
      completionDate: null,
      resultsFirstPostDate: null,
      lastUpdatePostDate: null,
      hasResults: false,
      leadSponsorName: ticker,
      ticker,
      collaboratorTickers: [],
      matchMethod: 'exact',
      matchVia: null,
      catalystKind: null,
      catalystWindowStart: null,
      catalystWindowEnd: null,
      catalystPrecision: null,
      catalystBasis: null,
    },
    ticker,
  );

describe('CompanyTrialsCache', () => {
  const listening = () => {
    const cache = new CompanyTrialsCache(100);
    cache.setListening(true);
    return cache;
  };

  it('serves nothing until announcements are heard, and forgets everything when they are lost', () => {
    const cache = new CompanyTrialsCache(100);
    cache.set('PFE', [trialOf('NCT1', 'PFE')], cache.generation);
    expect(cache.get('PFE')).toBeUndefined();
    cache.setListening(true);
    cache.set('PFE', [trialOf('NCT1', 'PFE')], cache.generation);
    expect(cache.get('PFE')?.map((t) => t.nctId)).toEqual(['NCT1']);
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.get('PFE')).toBeUndefined();
  });

  it('drops the companies holding a written trial at once, and those its current tickers name once read', async () => {
    const cache = listening();
    cache.set('PFE', [trialOf('NCT1', 'PFE')], cache.generation);
    cache.set('MRK', [trialOf('NCT2', 'MRK')], cache.generation);
    cache.set('LLY', [trialOf('NCT3', 'LLY')], cache.generation);
    let answer!: (tickers: string[]) => void;
    cache.invalidate('NCT1,NCT9', () => new Promise((resolve) => (answer = resolve)));
    // While the lookup runs, nothing is served (NCT9 may belong to any company).
    expect(cache.get('MRK')).toBeUndefined();
    answer(['MRK']);
    await new Promise((r) => setImmediate(r));
    expect(cache.get('PFE')).toBeUndefined();
    expect(cache.get('MRK')).toBeUndefined();
    expect(cache.get('LLY')?.map((t) => t.nctId)).toEqual(['NCT3']);
  });

  it('does not keep what was read while an announcement arrived; a failed lookup or `*` empties it', async () => {
    const cache = listening();
    const before = cache.generation;
    cache.invalidate('NCT5', async () => []);
    await new Promise((r) => setImmediate(r));
    cache.set('PFE', [trialOf('NCT1', 'PFE')], before);
    expect(cache.get('PFE')).toBeUndefined();
    cache.set('PFE', [trialOf('NCT1', 'PFE')], cache.generation);
    cache.invalidate('NCT7', () => Promise.reject(new Error('connection lost')));
    await new Promise((r) => setImmediate(r));
    expect(cache.get('PFE')).toBeUndefined();
    cache.set('PFE', [trialOf('NCT1', 'PFE')], cache.generation);
    cache.invalidate('*');
    expect(cache.get('PFE')).toBeUndefined();
  });

  it('keeps at most its rows, least recently used companies out first', () => {
    const cache = listening();
    const rows = (ticker: string, n: number) => Array.from({ length: n }, (_, i) => trialOf(`${ticker}-${i}`, ticker));
    cache.set('A', rows('A', 20), cache.generation);
    cache.set('B', rows('B', 20), cache.generation);
    cache.set('C', rows('C', 20), cache.generation);
    cache.get('A');
    cache.set('D', rows('D', 25), cache.generation);
    cache.set('E', rows('E', 25), cache.generation);
    expect(cache.get('B')).toBeUndefined();
    expect(cache.get('A')).toHaveLength(20);
    // A company bigger than a quarter of the cache is never kept.
    cache.set('F', rows('F', 26), cache.generation);
    expect(cache.get('F')).toBeUndefined();
  });
});

const PAGE = `query ($t: String!) { company(ticker: $t) { trialCount pipeline(first: 50) { nctId status } } }`;

describe('company pages with the cache on a server', () => {
  const fx = useTestServer({ COMPANY_TRIALS_CACHE_ROWS: 10_000 });
  const lead = {
    ticker: 'PFE',
    leadSponsorName: 'Pfizer',
    sponsorMatch: { method: 'exact' as const, companyName: 'Pfizer Inc.', matchedName: 'Pfizer', score: 1, relation: 'self' as const },
  };
  const a = buildTrial({ ...lead, status: 'RECRUITING' });
  const b = buildTrial({ ...lead, status: 'RECRUITING' });
  const other = buildTrial({
    ticker: 'MRK',
    leadSponsorName: 'Merck',
    sponsorMatch: { method: 'exact', companyName: 'Merck & Co., Inc.', matchedName: 'Merck', score: 1, relation: 'self' },
  });
  const cache = () => fx.db.deps.companyTrials!;
  const page = async () => {
    const res = await fx.srv.gql(PAGE, { t: 'PFE' });
    expect(res.errors).toBeUndefined();
    return res.data!.company as { trialCount: number; pipeline: { nctId: string; status: string }[] };
  };
  const eventually = async (check: () => Promise<boolean>) => {
    const until = Date.now() + 3000;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('not within 3 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const sql = (text: string, values: unknown[]) => fx.db.deps.orm.em.getConnection().execute(text, values);

  beforeAll(async () => {
    await insertTrials(fx.db.deps.orm.em.fork(), [a, b, other]);
    await eventually(async () => cache().enabled);
    // The setup's insert is announced asynchronously: wait until it has been heard, i.e. a visit stays cached.
    await eventually(async () => {
      await page();
      const { misses } = cache().stats;
      await page();
      return cache().stats.misses === misses;
    });
  });

  it('answers a second visit from memory, and the next visit after a write from the database', async () => {
    expect((await page()).pipeline.map((t) => t.nctId).sort()).toEqual([a.nctId, b.nctId].sort());
    const { hits, misses } = cache().stats;
    await page();
    expect(cache().stats.misses).toBe(misses);
    expect(cache().stats.hits).toBeGreaterThan(hits);

    await sql(`update trials set status = 'TERMINATED' where nct_id = ?`, [a.nctId]);
    await eventually(async () => (await page()).pipeline.find((t) => t.nctId === a.nctId)?.status === 'TERMINATED');
  });

  it('shows a trial that joins the company: moved from another company, or new', async () => {
    await page();
    await sql(`update trials set ticker = 'PFE' where nct_id = ?`, [other.nctId]);
    await eventually(async () => (await page()).pipeline.some((t) => t.nctId === other.nctId));

    await page();
    const added = buildTrial(lead);
    await insertTrials(fx.db.deps.orm.em.fork(), [added]);
    await eventually(async () => (await page()).trialCount === 4 && (await page()).pipeline.some((t) => t.nctId === added.nctId));
  });
});

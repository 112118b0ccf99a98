import { describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { searchCompanyDirectory } from './companies.lookup.js';

/** Issue 33, search: companies found by name or ticker are those with at least one trial. */
describe('companies(search): companies with trials only', () => {
  const fx = useTestServer();

  const companies = async (search: string, first = 5) => {
    const r = await fx.srv.gql(`query($s: String!, $f: Int) { companies(search: $s, first: $f) { ticker name trialCount } }`, { s: search, f: first });
    expect(r.errors).toBeUndefined();
    return r.data!.companies as { ticker: string; name: string; trialCount: number }[];
  };

  it('leaves out the companies without a trial ("xx" matches two listed companies, none with trials); REST alike', async () => {
    expect(searchCompanyDirectory('xx', 5).length).toBeGreaterThan(0);
    expect(await companies('xx')).toEqual([]);
    const rest = await fx.srv.rest('GET', '/companies?search=xx');
    expect(rest.status).toBe(200);
    expect(rest.body.data).toEqual([]);
  });

  it('keeps a company with a trial, as lead sponsor or as a listed collaborator, in the directory’s order', async () => {
    const [first, second] = searchCompanyDirectory('xx', 5);
    await insertTrials(fx.db.ctx().em, [buildTrial({ ticker: second.ticker })]);
    expect(await companies('xx')).toEqual([{ ticker: second.ticker, name: second.name, trialCount: 1 }]);
    await insertTrials(fx.db.ctx().em, [buildTrial({ ticker: null, collaboratorTickers: [first.ticker] })]);
    expect((await companies('xx')).map((c) => [c.ticker, c.trialCount])).toEqual([
      [first.ticker, 1],
      [second.ticker, 1],
    ]);
    const rest = await fx.srv.rest('GET', '/companies?search=xx');
    expect(rest.body.data.map((c: { ticker: string }) => c.ticker)).toEqual([first.ticker, second.ticker]);
  });

  it('reaches a company with trials far down a broad query’s matches, and stops at `first`', async () => {
    const matches = searchCompanyDirectory('in', 10_000);
    expect(matches.length).toBeGreaterThan(300);
    const far = matches[250];
    const farther = matches[290];
    await insertTrials(fx.db.ctx().em, [buildTrial({ ticker: far.ticker }), buildTrial({ ticker: farther.ticker })]);
    // (with the companies of the test above, should "in" match them)
    const withTrials = new Set([...searchCompanyDirectory('xx', 2).map((c) => c.ticker), far.ticker, farther.ticker]);
    const want = matches.filter((c) => withTrials.has(c.ticker)).map((c) => c.ticker);
    expect(want).toEqual(expect.arrayContaining([far.ticker, farther.ticker]));
    expect((await companies('in', 5)).map((c) => c.ticker)).toEqual(want.slice(0, 5));
    expect((await companies('in', 1)).map((c) => c.ticker)).toEqual(want.slice(0, 1));
  });
});

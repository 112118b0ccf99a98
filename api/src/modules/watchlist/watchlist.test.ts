import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';

const WATCH = `mutation($kind: WatchKind!, $id: String!) { watch(kind: $kind, id: $id) { trials { nctId trial { briefTitle } } companies { ticker name trialCount } } }`;
const UNWATCH = `mutation($kind: WatchKind!, $id: String!) { unwatch(kind: $kind, id: $id) { trials { nctId } companies { ticker } } }`;
const MINE = `{ myWatchlist { trials { nctId watchedAt } companies { ticker } } }`;

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('watchlist: watch and unwatch trials and companies (GraphQL and REST), private calendar feed', () => {
  const fx = useTestServer();
  let alice: TestUser;
  let bob: TestUser;
  const a = buildTrial({
    ticker: 'WTCHA',
    leadSponsorName: 'Watcha Pharma Inc',
    sponsorMatch: { method: 'override', companyName: 'Watcha Pharma', matchedName: 'Watcha Pharma Inc', score: 1, relation: 'self' },
    primaryCompletionDate: future(40),
    completionDate: future(400),
  });
  const b = buildTrial({ ticker: 'WTCHA', primaryCompletionDate: '2020-01-01', completionDate: future(90) });
  const c = buildTrial({ ticker: null, primaryCompletionDate: future(10) });
  // WTCHA is a collaborator of another company's trial: its page counts it, so do its watchers.
  const d = buildTrial({ ticker: 'WTCHB', collaboratorTickers: ['WTCHA'], primaryCompletionDate: future(60) });
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [a, b, c, d]);
    alice = await createUser(fx.db);
    bob = await createUser(fx.db);
  });

  it('GraphQL: watch, watch again (no change), unwatch; each user has their own list', async () => {
    const first = await fx.srv.gql(WATCH, { kind: 'TRIAL', id: a.nctId.toLowerCase() }, alice.accessToken);
    expect(first.errors).toBeUndefined();
    expect(first.data!.watch.trials).toEqual([{ nctId: a.nctId, trial: { briefTitle: a.briefTitle } }]);
    await fx.srv.gql(WATCH, { kind: 'TRIAL', id: a.nctId }, alice.accessToken);
    const company = await fx.srv.gql(WATCH, { kind: 'COMPANY', id: 'wtcha' }, alice.accessToken);
    expect(company.data!.watch.trials).toHaveLength(1);
    expect(company.data!.watch.companies).toEqual([{ ticker: 'WTCHA', name: 'Watcha Pharma', trialCount: 3 }]);
    expect((await fx.srv.gql(MINE, {}, bob.accessToken)).data!.myWatchlist).toEqual({ trials: [], companies: [] });
    const un = await fx.srv.gql(UNWATCH, { kind: 'COMPANY', id: 'WTCHA' }, alice.accessToken);
    expect(un.data!.unwatch).toEqual({ trials: [{ nctId: a.nctId }], companies: [] });
    // unwatching what is not watched changes nothing
    expect((await fx.srv.gql(UNWATCH, { kind: 'COMPANY', id: 'WTCHA' }, alice.accessToken)).data!.unwatch.companies).toEqual([]);
  });

  it("a watched company has its page's name and trial count (lead sponsor or collaborator); any company with a page can be watched", async () => {
    const carol = await createUser(fx.db);
    // MRK is in the company directory but has no trial here: its page exists, so it can be followed.
    for (const id of ['WTCHA', 'mrk']) expect((await fx.srv.gql(WATCH, { kind: 'COMPANY', id }, carol.accessToken)).errors).toBeUndefined();
    const list = (await fx.srv.gql(`{ myWatchlist { companies { ticker name trialCount } } }`, {}, carol.accessToken)).data!.myWatchlist.companies;
    for (const ticker of ['WTCHA', 'MRK']) {
      const page = (await fx.srv.gql(`query($t: String!) { company(ticker: $t) { ticker name trialCount } }`, { t: ticker })).data!.company;
      expect(list).toContainEqual(page);
    }
    expect(list.find((c: { ticker: string }) => c.ticker === 'WTCHA').trialCount).toBe(3);
    const rest = await fx.srv.rest('GET', '/watchlist', undefined, carol.accessToken);
    expect(rest.body.watchlist.companies.map((c: { ticker: string; trialCount: number }) => [c.ticker, c.trialCount])).toEqual(
      list.map((c: { ticker: string; trialCount: number }) => [c.ticker, c.trialCount]),
    );
  });

  it('refuses anonymous callers, unknown trials and tickers, malformed ids', async () => {
    const anon = await fx.srv.gql(WATCH, { kind: 'TRIAL', id: a.nctId });
    expect(anon.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const unknown = await fx.srv.gql(WATCH, { kind: 'TRIAL', id: 'NCT00000001' }, alice.accessToken);
    expect(unknown.errors![0].extensions!.code).toBe('NOT_FOUND');
    const bad = await fx.srv.gql(WATCH, { kind: 'TRIAL', id: 'hello' }, alice.accessToken);
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const noTicker = await fx.srv.gql(WATCH, { kind: 'COMPANY', id: 'NOPEX' }, alice.accessToken);
    expect(noTicker.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await fx.srv.rest('GET', '/watchlist')).status).toBe(401);
    expect((await fx.srv.rest('POST', '/watchlist', { kind: 'PLANET', id: 'x' }, alice.accessToken)).status).toBe(400);
  });

  it('REST: GET, POST and DELETE /api/watchlist over the same service', async () => {
    const post = await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: c.nctId }, bob.accessToken);
    expect(post.status).toBe(200);
    expect(post.body.watchlist.trials.map((t: { nctId: string }) => t.nctId)).toEqual([c.nctId]);
    await fx.srv.rest('POST', '/watchlist', { kind: 'COMPANY', id: 'WTCHA' }, bob.accessToken);
    const get = await fx.srv.rest('GET', '/watchlist', undefined, bob.accessToken);
    expect(get.body).toMatchObject({ success: true, watchlist: { companies: [{ ticker: 'WTCHA', trialCount: 3 }] } });
    expect(Date.parse(get.body.watchlist.trials[0].watchedAt)).toBeGreaterThan(0);
    const del = await fx.srv.rest('DELETE', `/watchlist?kind=TRIAL&id=${c.nctId}`, undefined, bob.accessToken);
    expect(del.body.watchlist.trials).toEqual([]);
    // GraphQL sees what REST did
    expect((await fx.srv.gql(MINE, {}, bob.accessToken)).data!.myWatchlist.companies).toEqual([{ ticker: 'WTCHA' }]);
  });

  it('private calendar feed: next catalysts of watched trials and companies; rotated and revoked tokens stop working', async () => {
    // bob watches WTCHA (trials a and b as lead sponsor, d as collaborator) and trial c
    await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: c.nctId }, bob.accessToken);
    expect((await fx.srv.gql('{ myCalendarFeed { active createdAt } }', {}, bob.accessToken)).data!.myCalendarFeed).toEqual({ active: false, createdAt: null });
    const created = await fx.srv.gql('mutation { createCalendarFeed { token path } }', {}, bob.accessToken);
    const { token, path } = created.data!.createCalendarFeed;
    expect(path).toBe(`/api/watchlist/feed/${token}.ics`);
    const ics = await fetch(`${fx.srv.url}${path}?lang=en`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/text\/calendar/);
    const text = await ics.text();
    // unfold, then one event per watched trial with its next catalyst (its readout window and kind)
    const body = text.replace(/\r\n /g, '');
    for (const t of [a, b, c, d]) expect(body).toContain(`UID:${t.nctId.toLowerCase()}-catalyst@trialyst`);
    expect(body.match(/DTSTART;VALUE=DATE:\d{8}/g)).toHaveLength(4);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(body.match(/X-TRIALYST-CATALYST-KIND:/g)).toHaveLength(4);
    // only the hash is stored
    const { rows } = await fx.db.ctx().em.getKnex().raw('select token_hash from calendar_feeds where user_id = ?', [bob.id]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
    // REST rotation: the old URL is gone, the new one works
    const rotated = await fx.srv.rest('POST', '/watchlist/feed', undefined, bob.accessToken);
    expect(rotated.status).toBe(201);
    expect(rotated.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/watchlist\/feed\/tcf_[\w-]+\.ics$/);
    expect((await fetch(`${fx.srv.url}${path}`)).status).toBe(404);
    expect((await fetch(rotated.body.url)).status).toBe(200);
    // a retry with the same idempotency key answers the same token (it does not rotate it again), over either transport
    const key = 'feed-retry-1';
    const first = await fx.srv.gql('mutation($k: String) { createCalendarFeed(clientMutationId: $k) { token } }', { k: key }, bob.accessToken);
    const retry = await fetch(`${fx.srv.url}/api/watchlist/feed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob.accessToken}`, 'idempotency-key': key },
    });
    expect(((await retry.json()) as { token: string }).token).toBe(first.data!.createCalendarFeed.token);
    const current = `${fx.srv.url}/api/watchlist/feed/${first.data!.createCalendarFeed.token}.ics`;
    expect((await fetch(current)).status).toBe(200);
    expect((await fetch(rotated.body.url)).status).toBe(404);
    // revoked
    expect((await fx.srv.gql('mutation { revokeCalendarFeed }', {}, bob.accessToken)).data!.revokeCalendarFeed).toBe(true);
    expect((await fetch(current)).status).toBe(404);
    expect((await fx.srv.rest('GET', '/watchlist/feed', undefined, bob.accessToken)).body).toEqual({ success: true, active: false, createdAt: null });
    expect((await fetch(`${fx.srv.url}/api/watchlist/feed/nonsense.ics`)).status).toBe(404);
  });
});

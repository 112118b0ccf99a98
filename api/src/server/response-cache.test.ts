import { parse, print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { useTestServer } from '../../test/server.js';
import { createUser } from '../../test/users.js';
import { logout } from '../modules/auth/auth.service.js';
import { app, buildAppSchema } from '../composition.js';
import { createAppPubSub } from '../graphql/pubsub.js';
import { cacheableShape, cacheableTypes, dependenciesOf } from './response-cache.policy.js';
import { TrialDetailDocument, TrialsTableDocument } from '../../../web/src/gql/graphql.js';

const DETAIL = `query Detail($id: ID!) {
  trial(nctId: $id) {
    nctId briefTitle status statusLabel phaseLabels likes dislikes ticker
    sponsorMatch { method companyName }
    viewerReaction { liked disliked }
    reactions { likes dislikes }
    statusSignal(requireResults: true) { kind color reason }
    enrollmentLabel
    outcomes { primaryOutcomes { measure timeFrame } }
    locations { facility city country }
  }
}`;
const TABLE = `query Table($filter: TrialsTableFilter) {
  trialsTable(filter: $filter, page: 1, limit: 5, sortBy: nctId, sortOrder: ASC) {
    rows { nctId briefTitle likes }
    pagination { totalCount hasNextPage }
  }
}`;
const LIKE = `mutation($id: ID!) { likeTrial(nctId: $id) { nctId reactions { likes } } }`;

describe('response cache policy', () => {
  let schema: Awaited<ReturnType<typeof buildAppSchema>>;
  let types: Set<string>;
  beforeAll(async () => {
    schema = await buildAppSchema(createAppPubSub(undefined));
    types = cacheableTypes(schema, app.responseCache!);
  });
  const shapeOf = (query: string, name?: string) => cacheableShape(schema, app.responseCache!, types, parse(query), name);

  it('keeps trial reads, keyed on their trials, and table pages, keyed on every trial', () => {
    const detail = shapeOf(DETAIL, 'Detail');
    expect(detail).not.toBeNull();
    expect(dependenciesOf(detail!, { id: ' nct00000001' })).toEqual({ kind: 'trials', ids: ['NCT00000001'] });
    expect(dependenciesOf(detail!, { id: 5 })).toBeNull();
    expect(dependenciesOf(shapeOf(TABLE)!, {})).toEqual({ kind: 'all' });
    expect(dependenciesOf(shapeOf(`{ a: trial(nctId: "NCT1") { nctId } b: trial(nctId: "NCT2") { nctId } }`)!, {})).toEqual({
      kind: 'trials',
      ids: ['NCT1', 'NCT2'],
    });
  });

  // A field reading another table (a company's runway) in the web's trial page made every trial page
  // a miss, signed in or not: the web's own pages must stay cacheable.
  it("keeps the web app's trial page and table page, the trial page's viewer part split out", () => {
    const detail = shapeOf(print(TrialDetailDocument), 'TrialDetail');
    expect(detail).not.toBeNull();
    expect(detail!.viewer.kind).toBe('split');
    expect(shapeOf(print(TrialsTableDocument), 'TrialsTable')).not.toBeNull();
  });

  it('refuses anything that reads another table, a provider, the viewer beyond signed-out defaults, or writes', () => {
    expect(shapeOf(`{ trial(nctId: "NCT00000001") { nctId analysis { score } } }`)).toBeNull();
    expect(shapeOf(`{ trial(nctId: "NCT00000001") { nctId stock { price } } }`)).toBeNull();
    expect(shapeOf(`{ trial(nctId: "NCT00000001") { nctId comments { totalCount } } }`)).toBeNull();
    expect(shapeOf(`{ systemInfo { version } }`)).toBeNull();
    expect(shapeOf(`{ trials { trials { nctId } } }`)).toBeNull();
    expect(shapeOf(LIKE)).toBeNull();
    expect(shapeOf(`query A { __typename } query B { __typename }`, 'A')).toBeNull();
    expect(shapeOf(`query($id: ID!) { trial(nctId: $id) @deprecated { nctId } }`)).toBeNull();
  });

  it('reaches only plain data types from the cacheable fields (a new one here needs a look: does it read anything else?)', () => {
    expect([...types].sort()).toMatchInlineSnapshot(`
      [
        "AdverseEventsModule",
        "ArmGroup",
        "Eligibility",
        "Intervention",
        "LeadSponsor",
        "Location",
        "NextCatalyst",
        "Outcome",
        "OutcomeAnalysis",
        "OutcomeMeasure",
        "OutcomeMeasuresModule",
        "Outcomes",
        "Pagination",
        "ReactionCounts",
        "SeriousEvent",
        "SeriousEventStat",
        "SponsorMatch",
        "StatusSignal",
        "TrialResults",
        "TrialSponsor",
        "TrialsTablePage",
        "ViewerReaction",
      ]
    `);
  });
});

describe('response cache on /graphql', () => {
  const fx = useTestServer({ GRAPHQL_RESPONSE_CACHE_MB: 8 });
  const ids = ['NCT70000001', 'NCT70000002', 'NCT70000003', 'NCT70000004'];
  const post = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: await res.text(), headers: res.headers };
  };
  const stats = () => fx.srv.server.graphqlCache!.snapshot();
  /** Polls until `check` holds (the invalidation arrives a moment after the commit). */
  const eventually = async (check: () => Promise<boolean>, ms = 3000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('not within time');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    await insertTrials(
      fx.db.deps.orm.em.fork(),
      ids.map((nctId, i) => buildTrial({ nctId, briefTitle: `Cache trial ${i}` })),
    );
    await eventually(async () => fx.srv.server.graphqlCache!.enabled);
  });

  it('answers a repeated signed-out read from the cache, with the same body and headers, and a request id of its own', async () => {
    const first = await post(DETAIL, { id: ids[0] });
    const before = stats();
    const second = await post(DETAIL, { id: ids[0] });
    expect(stats().hits).toBe(before.hits + 1);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(JSON.parse(second.body).data.trial).toMatchObject({ nctId: ids[0], briefTitle: 'Cache trial 0', viewerReaction: { liked: false, disliked: false } });
    for (const h of ['content-type', 'cache-control', 'content-security-policy']) expect(second.headers.get(h)).toBe(first.headers.get(h));
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    // Another language is another answer.
    await post(DETAIL, { id: ids[0] }, { 'accept-language': 'en' });
    expect(stats().misses).toBe(before.misses + 1);
  });

  it('a like drops the trial and table answers: the next signed-out read shows the new count', async () => {
    const read = async () => JSON.parse((await post(DETAIL, { id: ids[1] })).body).data.trial.likes as number;
    const table = async () => JSON.parse((await post(TABLE, {})).body).data.trialsTable.rows as { nctId: string; likes: number }[];
    expect(await read()).toBe(0);
    expect(await read()).toBe(0);
    expect((await table()).find((r) => r.nctId === ids[1])?.likes).toBe(0);
    const user = await createUser(fx.db);
    const liked = await fx.srv.gql(LIKE, { id: ids[1] }, user.accessToken);
    expect(liked.data?.likeTrial.reactions.likes).toBe(1);
    await eventually(async () => (await read()) === 1);
    await eventually(async () => (await table()).find((r) => r.nctId === ids[1])?.likes === 1);
  });

  it('a write from another connection (an import, the CLI, another process) drops the answers that read it, and only those', async () => {
    await post(DETAIL, { id: ids[2] });
    await post(DETAIL, { id: ids[0] });
    const other = fx.db.deps.orm.em.fork().getConnection();
    await other.execute(`update trials set brief_title = 'Renamed elsewhere' where nct_id = ?`, [ids[2]]);
    await eventually(async () => JSON.parse((await post(DETAIL, { id: ids[2] })).body).data.trial.briefTitle === 'Renamed elsewhere');
    const before = stats();
    await post(DETAIL, { id: ids[0] });
    expect(stats().hits).toBe(before.hits + 1);
  });

  it('answers signed-in requests from the shared answer (response-cache.viewer.test.ts), and never caches errors', async () => {
    const user = await createUser(fx.db);
    await post(DETAIL, { id: ids[0] });
    const before = stats();
    const mine = await post(DETAIL, { id: ids[0] }, { authorization: `Bearer ${user.accessToken}` });
    expect(mine.status).toBe(200);
    expect(stats().hits).toBe(before.hits + 1);
    await post(DETAIL, { id: 'NCT79999999' });
    const missing = await post(DETAIL, { id: 'NCT79999999' });
    expect(JSON.parse(missing.body).errors[0].extensions.code).toBe('NOT_FOUND');
    const after = stats();
    expect(after.hits).toBe(before.hits + 1);
    expect(after.stores).toBe(before.stores);
  });

  it('a revoked session is answered from the cache as a visitor: the public answer, none of its reactions', async () => {
    const user = await createUser(fx.db);
    const auth = { authorization: `Bearer ${user.accessToken}` };
    const liked = await fx.srv.gql(LIKE, { id: ids[3] }, user.accessToken);
    expect(liked.data?.likeTrial.reactions.likes).toBe(1);
    await eventually(async () => JSON.parse((await post(DETAIL, { id: ids[3] }, auth)).body).data.trial.viewerReaction.liked === true);
    const publicBody = (await post(DETAIL, { id: ids[3] })).body;
    await logout(user.ctx(), { refreshToken: user.refreshToken });
    // Revocation reaches the process's session cache within its bound (auth.session-cache.ts).
    await eventually(async () => JSON.parse((await post(DETAIL, { id: ids[3] }, auth)).body).data.trial.viewerReaction.liked === false);
    const before = stats();
    const revoked = await post(DETAIL, { id: ids[3] }, auth);
    expect(stats().hits).toBe(before.hits + 1);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toBe(publicBody);
    // What needs the viewer still says why it cannot answer.
    const me = await post(`{ me { id } }`, {}, auth);
    expect(JSON.parse(me.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('stops serving the moment it cannot hear the announcements, and resumes once it listens again', async () => {
    await post(DETAIL, { id: ids[0] });
    const cache = fx.srv.server.graphqlCache!;
    const other = fx.db.deps.orm.em.fork().getConnection();
    await other.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'trialyst-cache-listener' and datname = current_database()`,
    );
    await eventually(async () => !cache.enabled);
    expect(cache.snapshot().entries).toBe(0);
    const before = stats();
    await post(DETAIL, { id: ids[0] });
    expect(stats().hits).toBe(before.hits);
    await eventually(async () => cache.enabled);
    await post(DETAIL, { id: ids[0] });
    await post(DETAIL, { id: ids[0] });
    expect(stats().hits).toBe(before.hits + 1);
  });
});

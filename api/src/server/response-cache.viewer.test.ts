import { parse, print, type OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { useTestServer } from '../../test/server.js';
import { createUser, type TestUser } from '../../test/users.js';
import { app, buildAppSchema } from '../composition.js';
import { createAppPubSub } from '../graphql/pubsub.js';
import { mergeViewer, viewerPartOf, withViewer } from './response-cache.viewer.js';

/** The web app's way: fragments spread in fragments, an alias, a directive. */
const DETAIL = `query Detail($id: ID!, $withReaction: Boolean = true) {
  trial(nctId: $id) { nctId briefTitle ...Header mine: viewerReaction @include(if: $withReaction) { liked } }
}
fragment Header on Trial { status likes ...Reaction }
fragment Reaction on Trial { nctId likes dislikes viewerReaction { liked disliked } }`;
const TABLE = `{ trialsTable(page: 1, limit: 50, sortBy: nctId, sortOrder: ASC) { rows { nctId likes } pagination { totalCount } } }`;
const TABLE_WITH_VIEWER = `{ trialsTable(page: 1, limit: 50, sortBy: nctId, sortOrder: ASC) { rows { nctId viewerReaction { liked } } } }`;

describe('the viewer part of a cacheable operation', () => {
  let schema: Awaited<ReturnType<typeof buildAppSchema>>;
  beforeAll(async () => {
    schema = await buildAppSchema(createAppPubSub(undefined));
  });
  const partOf = (query: string) => {
    const doc = parse(query);
    return viewerPartOf(schema, app.responseCache!, doc, doc.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode);
  };

  it('keeps only the paths to viewer fields, fragments inlined, aliases and directives kept', () => {
    const part = partOf(DETAIL);
    expect(part.kind).toBe('split');
    if (part.kind !== 'split') return;
    expect(print(part.document).replace(/\s+/g, ' ')).toBe(
      'query Detail($id: ID!, $withReaction: Boolean = true) { trial(nctId: $id) { ... on Trial { ... on Trial { viewerReaction { liked disliked } } } mine: viewerReaction @include(if: $withReaction) { liked } } }',
    );
    expect(part.roots).toEqual([{ field: 'trial', idArgument: 'nctId' }]);
  });

  it('has nothing to add without viewer fields, and cannot split viewer fields under a page of rows', () => {
    expect(partOf(TABLE).kind).toBe('none');
    expect(partOf(`{ trial(nctId: "NCT1") { nctId likes } }`).kind).toBe('none');
    expect(partOf(TABLE_WITH_VIEWER).kind).toBe('whole');
    expect(partOf(`{ trial(nctId: "NCT1") { ...A } } fragment A on Trial { ...A }`).kind).toBe('whole');
  });

  it('merges the viewer values over the shared answer on their paths only, keeping the key order', () => {
    const shared = { trial: { nctId: 'N', viewerReaction: { liked: false, disliked: false }, likes: 3, mine: { liked: false } } };
    const merged = mergeViewer(shared, { trial: { viewerReaction: { liked: true, disliked: false }, mine: { liked: true } } });
    expect(JSON.stringify(merged)).toBe('{"trial":{"nctId":"N","viewerReaction":{"liked":true,"disliked":false},"likes":3,"mine":{"liked":true}}}');
    expect(shared.trial.viewerReaction.liked).toBe(false);
  });
});

describe('writing the viewer values into a shared answer', () => {
  const merged = (body: string, viewer: unknown) => {
    const parsed = JSON.parse(body) as { data: unknown };
    return JSON.stringify({ ...parsed, data: mergeViewer(parsed.data, viewer) }) + '\n';
  };

  it('gives exactly the merged answer, for every viewer after the first, on one answer', () => {
    const shared = {
      body:
        JSON.stringify({
          data: {
            trial: {
              nctId: 'N',
              title: 'a "quoted" \\u0000 text',
              viewerReaction: { liked: false, disliked: false },
              likes: 3,
              mine: null,
              list: [{ v: 1 }, { v: 2 }],
            },
          },
        }) + '\n',
    };
    const viewers = [
      { trial: { viewerReaction: { liked: true, disliked: false }, mine: { liked: true }, list: [{ v: 'x' }] } },
      { trial: { viewerReaction: { liked: false, disliked: true }, mine: { liked: false }, list: [{ v: 'y"z' }] } },
      // Another shape on the same answer: merged the slow way, still exact.
      { trial: { viewerReaction: null, mine: null, list: [] } },
      { trial: { viewerReaction: { liked: true, disliked: true }, mine: { liked: true }, list: [{ v: null }] } },
    ];
    for (const viewer of viewers) expect(withViewer(shared, viewer)).toBe(merged(shared.body, viewer));
  });

  it('merges the slow way where no template can say it (a key the shared answer lacks, more items than it has)', () => {
    const shared = { body: JSON.stringify({ data: { trial: { nctId: 'N', list: [{ v: 1 }] } } }) + '\n' };
    for (const viewer of [{ trial: { extra: { liked: true } } }, { trial: { list: [{ v: 2 }, { v: 3 }] } }])
      expect(withViewer(shared, viewer)).toBe(merged(shared.body, viewer));
  });
});

describe('signed-in answers from the response cache', () => {
  const fx = useTestServer({ GRAPHQL_RESPONSE_CACHE_MB: 8 });
  const ids = Array.from({ length: 6 }, (_, i) => `NCT7100000${i}`);
  let alice: TestUser;
  let bob: TestUser;
  /** whole: with `extensions`, which the cache never answers (executed whole). */
  const post = async (query: string, variables: Record<string, unknown>, token?: string, whole = false) => {
    const res = await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables, ...(whole ? { extensions: {} } : {}) }),
    });
    return { status: res.status, body: await res.text() };
  };
  const stats = () => fx.srv.server.graphqlCache!.snapshot();
  const eventually = async (check: () => Promise<boolean>, ms = 3000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('not within time');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const LIKE = `mutation($id: ID!) { likeTrial(nctId: $id) { nctId } }`;
  const DISLIKE = `mutation($id: ID!) { dislikeTrial(nctId: $id) { nctId } }`;

  beforeAll(async () => {
    await insertTrials(
      fx.db.deps.orm.em.fork(),
      ids.map((nctId, i) => buildTrial({ nctId, briefTitle: `Viewer trial ${i}` })),
    );
    alice = await createUser(fx.db);
    bob = await createUser(fx.db);
    // Alice likes the even trials, Bob dislikes trials 0 to 2.
    for (const [i, id] of ids.entries()) if (i % 2 === 0) expect((await fx.srv.gql(LIKE, { id }, alice.accessToken)).errors).toBeUndefined();
    for (const id of ids.slice(0, 3)) expect((await fx.srv.gql(DISLIKE, { id }, bob.accessToken)).errors).toBeUndefined();
    await eventually(async () => fx.srv.server.graphqlCache!.enabled);
  });

  const expected = (user: 'alice' | 'bob' | null, i: number) => ({
    liked: user === 'alice' && i % 2 === 0,
    disliked: user === 'bob' && i < 3,
  });

  it('answers exactly what the whole execution answers, from the shared answer', async () => {
    for (const [i, id] of ids.entries()) {
      const whole = await post(DETAIL, { id }, alice.accessToken, true);
      await post(DETAIL, { id }); // the shared answer, kept
      const before = stats();
      const cached = await post(DETAIL, { id }, alice.accessToken);
      expect(stats().hits).toBe(before.hits + 1);
      expect(cached.status).toBe(200);
      expect(cached.body).toBe(whole.body);
      const trial = JSON.parse(cached.body).data.trial;
      expect(trial.viewerReaction).toEqual(expected('alice', i));
      expect(trial.mine).toEqual({ liked: expected('alice', i).liked });
    }
  });

  it('counts the template a first signed-in read cuts from an answer in the memory it may use', async () => {
    fx.srv.server.graphqlCache!.clear();
    const id = ids[1];
    const shared = await post(DETAIL, { id });
    const kept = stats().bytes;
    expect(kept).toBe(shared.body.length + 200);
    await post(DETAIL, { id }, alice.accessToken);
    const withTemplate = stats().bytes;
    expect(withTemplate).toBeGreaterThan(kept + shared.body.length * 0.9);
    await post(DETAIL, { id }, bob.accessToken);
    expect(stats().bytes).toBe(withTemplate);
  });

  it('serves signed-in table pages from the cache, and stores what a signed-in miss computed for everyone', async () => {
    fx.srv.server.graphqlCache!.clear();
    const before = stats();
    const first = await post(TABLE, {}, bob.accessToken);
    const anonymous = await post(TABLE, {});
    expect(stats().stores).toBe(before.stores + 1);
    expect(stats().hits).toBe(before.hits + 1);
    expect(anonymous.body).toBe(first.body);
    // Viewer fields under a page: executed whole, with the viewer's values.
    const mine = JSON.parse((await post(TABLE_WITH_VIEWER, {}, alice.accessToken)).body).data.trialsTable.rows as {
      nctId: string;
      viewerReaction: { liked: boolean };
    }[];
    for (const row of mine.filter((r) => ids.includes(r.nctId))) expect(row.viewerReaction.liked).toBe(ids.indexOf(row.nctId) % 2 === 0);
  });

  it('never carries another viewer’s reaction: two users and signed-out visitors interleaved under load', async () => {
    fx.srv.server.graphqlCache!.clear();
    const who = ['alice', 'bob', null] as const;
    const token = { alice: alice.accessToken, bob: bob.accessToken };
    const requests = Array.from({ length: 360 }, (_, n) => ({ user: who[n % 3], i: Math.floor(n / 3) % ids.length }));
    const answers = await Promise.all(
      requests.map(async ({ user, i }) => ({ user, i, body: (await post(DETAIL, { id: ids[i] }, user ? token[user] : undefined)).body })),
    );
    for (const { user, i, body } of answers) {
      const trial = JSON.parse(body).data.trial;
      expect(trial.nctId).toBe(ids[i]);
      expect(trial.viewerReaction).toEqual(expected(user, i));
      expect(trial.mine).toEqual({ liked: expected(user, i).liked });
    }
    expect(stats().hits).toBeGreaterThan(300);
  });

  it('shows a viewer’s new reaction at once, while the shared answer changes only by its counts', async () => {
    const id = ids[5];
    await post(DETAIL, { id }, bob.accessToken);
    expect(JSON.parse((await post(DETAIL, { id }, bob.accessToken)).body).data.trial.viewerReaction).toEqual({ liked: false, disliked: false });
    await fx.srv.gql(LIKE, { id }, bob.accessToken);
    // At once: this process knows its own writes before their announcement arrives.
    expect(JSON.parse((await post(DETAIL, { id }, bob.accessToken)).body).data.trial.viewerReaction).toEqual({ liked: true, disliked: false });
    expect(JSON.parse((await post(DETAIL, { id })).body).data.trial.viewerReaction).toEqual({ liked: false, disliked: false });
    expect(JSON.parse((await post(DETAIL, { id }, alice.accessToken)).body).data.trial.viewerReaction).toEqual({ liked: false, disliked: false });
  });

  it('reads the viewers’ reactions from memory, and sees a reaction another process wrote once PostgreSQL announces it', async () => {
    const cache = fx.db.deps.viewerReactions!;
    const id = ids[4];
    await post(DETAIL, { id }, alice.accessToken);
    const before = { ...cache.stats };
    expect(JSON.parse((await post(DETAIL, { id }, alice.accessToken)).body).data.trial.viewerReaction).toEqual({ liked: true, disliked: false });
    expect(cache.stats.hits).toBe(before.hits + 1);
    expect(cache.stats.misses).toBe(before.misses);
    // Another process's toggle: the reaction row and the trial's counters in one transaction.
    await fx.db.deps.orm.em.fork().transactional(async (em) => {
      await em.execute(`delete from trial_reactions where user_id = ? and trial_nct_id = ?`, [alice.id, id]);
      await em.execute(`update trials set likes = likes - 1 where nct_id = ?`, [id]);
    });
    await eventually(async () => JSON.parse((await post(DETAIL, { id }, alice.accessToken)).body).data.trial.viewerReaction.liked === false, 1000);
  });
});

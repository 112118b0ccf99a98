import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { likeTrial, dislikeTrial, myReactions } from './reactions.service.js';

const LIKE = `mutation($id: ID!) { likeTrial(nctId: $id) { nctId viewerReaction { liked disliked } reactions { likes dislikes } } }`;
const DISLIKE = `mutation($id: ID!) { dislikeTrial(nctId: $id) { nctId viewerReaction { liked disliked } reactions { likes dislikes } } }`;

async function countsMatchRows(db: TestDb, nctId: string) {
  const { rows } = await db
    .ctx()
    .em.getKnex()
    .raw(
      `select t.likes, t.dislikes,
       (select count(*)::int from trial_reactions r where r.trial_nct_id = t.nct_id and r.kind = 'LIKE') as like_rows,
       (select count(*)::int from trial_reactions r where r.trial_nct_id = t.nct_id and r.kind = 'DISLIKE') as dislike_rows
     from trials t where t.nct_id = ?`,
      [nctId],
    );
  return rows[0] as { likes: number; dislikes: number; like_rows: number; dislike_rows: number };
}

describe('reactions: like/dislike toggles, myReactions, live counts', () => {
  let db: TestDb;
  let srv: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    db = await createTestDb();
    srv = await startTestServer(db);
    await insertTrials(db.ctx().em, [buildTrial({ nctId: 'NCT30000001' }), buildTrial({ nctId: 'NCT30000002' }), buildTrial({ nctId: 'NCT30000003' })]);
    alice = await createUser(db);
    bob = await createUser(db);
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
  });

  it('follows the spec state machine (GraphQL)', async () => {
    const id = 'NCT30000001';
    const step = async (q: string, token: string) => (await srv.gql(q, { id }, token)).data!;
    expect((await step(LIKE, alice.accessToken)).likeTrial).toEqual({
      nctId: id,
      viewerReaction: { liked: true, disliked: false },
      reactions: { likes: 1, dislikes: 0 },
    });
    // dislike while liked: clears the like
    expect((await step(DISLIKE, alice.accessToken)).dislikeTrial).toMatchObject({
      viewerReaction: { liked: false, disliked: true },
      reactions: { likes: 0, dislikes: 1 },
    });
    // dislike again: clears it
    expect((await step(DISLIKE, alice.accessToken)).dislikeTrial).toMatchObject({
      viewerReaction: { liked: false, disliked: false },
      reactions: { likes: 0, dislikes: 0 },
    });
    await step(LIKE, alice.accessToken);
    expect((await step(LIKE, bob.accessToken)).likeTrial.reactions).toEqual({ likes: 2, dislikes: 0 });
    expect((await step(LIKE, bob.accessToken)).likeTrial).toMatchObject({
      viewerReaction: { liked: false, disliked: false },
      reactions: { likes: 1, dislikes: 0 },
    });
    const detail = await srv.gql(
      `query($id: ID!) { trial(nctId: $id) { viewerReaction { liked disliked } reactions { likes dislikes } } }`,
      { id },
      alice.accessToken,
    );
    expect(detail.data!.trial).toEqual({ viewerReaction: { liked: true, disliked: false }, reactions: { likes: 1, dislikes: 0 } });
    const anon = await srv.gql(`query($id: ID!) { trial(nctId: $id) { viewerReaction { liked disliked } } }`, { id });
    expect(anon.data!.trial.viewerReaction).toEqual({ liked: false, disliked: false });
    expect(await countsMatchRows(db, id)).toEqual({ likes: 1, dislikes: 0, like_rows: 1, dislike_rows: 0 });
  });

  it('REST: like/dislike answer globalReactions; detail has userReaction; user reactions list', async () => {
    const id = 'NCT30000002';
    const like = await srv.rest('POST', `/trials/${id}/like`, undefined, bob.accessToken);
    expect(like.status).toBe(200);
    expect(like.body).toMatchObject({ success: true, globalReactions: { likes: 1, dislikes: 0 }, userReaction: { liked: true, disliked: false } });
    const dislike = await srv.rest('POST', `/trials/NCT30000003/dislike`, undefined, bob.accessToken);
    expect(dislike.body.globalReactions).toEqual({ likes: 0, dislikes: 1 });
    const detail = await srv.rest('GET', `/trials/${id}`, undefined, bob.accessToken);
    expect(detail.body).toMatchObject({
      success: true,
      trial: { nctId: id },
      userReaction: { liked: true, disliked: false },
      globalReactions: { likes: 1, dislikes: 0 },
    });
    const mine = await srv.rest('GET', '/trials/user/reactions', undefined, bob.accessToken);
    expect(mine.body).toEqual({ success: true, likedTrials: [id], dislikedTrials: ['NCT30000003'] });
    const gqlMine = await srv.gql(`{ myReactions { likedTrials dislikedTrials liked { nctId } } }`, {}, bob.accessToken);
    expect(gqlMine.data!.myReactions).toEqual({ likedTrials: [id], dislikedTrials: ['NCT30000003'], liked: [{ nctId: id }] });
  });

  it('signed out: 401 / UNAUTHENTICATED; unknown trial: 404; malformed: 400', async () => {
    const r = await srv.rest('POST', '/trials/NCT30000001/like');
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await srv.rest('GET', '/trials/user/reactions')).status).toBe(401);
    const g = await srv.gql(LIKE, { id: 'NCT30000001' });
    expect(g.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await srv.rest('POST', '/trials/NCT39999999/like', undefined, alice.accessToken)).status).toBe(404);
    expect((await srv.rest('POST', '/trials/bad/like', undefined, alice.accessToken)).status).toBe(400);
    expect((await srv.gql(`{ myReactions { likedTrials } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('200 concurrent toggles from 50 users end with counts equal to the reaction rows', async () => {
    const id = 'NCT30000003';
    const users = await Promise.all(Array.from({ length: 50 }, () => createUser(db)));
    const ops = users.flatMap((u, i) => Array.from({ length: 4 }, (_, k) => ((i + k) % 3 === 0 ? dislikeTrial : likeTrial)(u.ctx(), id)));
    const results = await Promise.allSettled(ops);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const c = await countsMatchRows(db, id);
    expect(c.likes).toBe(c.like_rows);
    expect(c.dislikes).toBe(c.dislike_rows);
    expect(c.likes).toBeGreaterThanOrEqual(0);
    expect(c.dislikes).toBeGreaterThanOrEqual(0);
    // every user's final state is one of none/liked/disliked and myReactions agrees with the rows
    const states = await Promise.all(users.map((u) => myReactions(u.ctx())));
    expect(states.filter((s) => s.likedTrials.includes(id)).length).toBe(c.like_rows);
    // bob disliked this trial in the REST test above
    expect(states.filter((s) => s.dislikedTrials.includes(id)).length + 1).toBe(c.dislike_rows);
  });

  it('a subscriber receives the new counts after a like (graphql-ws)', async () => {
    const id = 'NCT30000001';
    const client = srv.ws();
    const received: any[] = [];
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe<{ trialReactionsChanged: { nctId: string; likes: number; dislikes: number } }>(
        { query: `subscription($id: ID!) { trialReactionsChanged(nctId: $id) { nctId likes dislikes } }`, variables: { id } },
        {
          next: (v) => {
            received.push(v.data);
            resolve();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    const feed: any[] = [];
    client.subscribe(
      { query: `subscription { reactionsFeed { nctId likes } }` },
      { next: (v) => feed.push(v.data), error: () => undefined, complete: () => undefined },
    );
    await new Promise((r) => setTimeout(r, 300)); // let the subscriptions register
    const res = await srv.gql(LIKE, { id }, bob.accessToken);
    await done;
    expect(received[0].trialReactionsChanged).toEqual({ nctId: id, ...res.data!.likeTrial.reactions });
    await new Promise((r) => setTimeout(r, 100));
    expect(feed.map((f) => f.reactionsFeed.nctId)).toContain(id);
  });
});

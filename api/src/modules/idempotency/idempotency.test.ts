import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { idempotencyTimings, withIdempotency } from './idempotency.service.js';

const CREATE = `mutation($nctId: String!, $content: String!, $key: String) {
  createComment(nctId: $nctId, content: $content, clientMutationId: $key) { id content createdAt userId } }`;
const REGISTER = `mutation($email: String!, $password: String!, $name: String, $key: String) {
  register(email: $email, password: $password, name: $name, clientMutationId: $key) { accessToken refreshToken user { id email } } }`;
const LIKE_TRIAL = `mutation($nctId: ID!, $key: String) { likeTrial(nctId: $nctId, clientMutationId: $key) { viewerReaction { liked disliked } reactions { likes } } }`;
const LIKE_COMMENT = `mutation($id: ID!, $key: String) { toggleCommentLike(id: $id, clientMutationId: $key) { liked likes } }`;
const REFRESH_ANALYTICS = `mutation($key: String) { refreshAnalytics(clientMutationId: $key) { id createdAt trialCount } }`;

const newKey = () => crypto.randomUUID();
const strongPassword = () => `Idem-${crypto.randomBytes(9).toString('base64url')}-Pass`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('idempotency', () => {
  let db: TestDb;
  let srv: TestServer;
  let nctId: string;

  /** A REST call with an optional Idempotency-Key header (the shared helper sends no custom header). */
  async function post(path: string, body: unknown, token?: string, key?: string) {
    const res = await fetch(`${srv.url}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key !== undefined ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  const count = async (query: string, params: unknown[]) => Number((await db.deps.orm.em.getConnection().execute(query, params))[0].n);
  const commentCount = (userId: string) => count(`select count(*) as n from comments where user_id = ?`, [userId]);
  const newTrial = async () => (await insertTrials(db.ctx().em, [buildTrial()]))[0].nctId;

  beforeAll(async () => {
    db = await createTestDb();
    srv = await startTestServer(db);
    nctId = await newTrial();
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
  });

  describe('createComment', () => {
    it('REST: five concurrent identical posts with one Idempotency-Key create one comment, and all five get the same answer', async () => {
      const alice = await createUser(db);
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 5 }, () => post('/comments', { nctId, content: 'Once only' }, alice.accessToken, key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(answers.map((a) => a.body.comment._id));
      expect(ids.size).toBe(1);
      for (const a of answers) expect(a.body).toEqual(answers[0].body);
      expect(await commentCount(alice.id)).toBe(1);
    });

    it('GraphQL: five concurrent identical createComment with one clientMutationId create one comment', async () => {
      const bob = await createUser(db);
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 5 }, () => srv.gql(CREATE, { nctId, content: 'Once via GraphQL', key }, bob.accessToken)));
      for (const a of answers) expect(a.errors).toBeUndefined();
      expect(new Set(answers.map((a) => a.data!.createComment.id)).size).toBe(1);
      for (const a of answers) expect(a.data).toEqual(answers[0].data);
      expect(await commentCount(bob.id)).toBe(1);
    });

    it('a retry after completion returns the first answer and creates nothing, whatever the transport', async () => {
      const carol = await createUser(db);
      const key = newKey();
      const first = await post('/comments', { nctId, content: 'Retried later' }, carol.accessToken, key);
      expect(first.status).toBe(201);
      await sleep(20);
      const again = await post('/comments', { nctId, content: 'Retried later' }, carol.accessToken, key);
      expect(again).toEqual(first);
      // The stored answer is the service's result, not a REST body: GraphQL replays it too.
      const viaGraphql = await srv.gql(CREATE, { nctId, content: 'Retried later', key }, carol.accessToken);
      expect(viaGraphql.errors).toBeUndefined();
      expect(viaGraphql.data!.createComment).toEqual({
        id: first.body.comment._id,
        content: 'Retried later',
        createdAt: first.body.comment.createdAt,
        userId: carol.id,
      });
      expect(await commentCount(carol.id)).toBe(1);
    });

    it('the same key with a different input is a 409 CONFLICT with a clear message, and changes nothing', async () => {
      const dave = await createUser(db);
      const key = newKey();
      expect((await post('/comments', { nctId, content: 'First text' }, dave.accessToken, key)).status).toBe(201);
      const rest = await post('/comments', { nctId, content: 'Other text' }, dave.accessToken, key);
      expect(rest.status).toBe(409);
      expect(rest.body).toMatchObject({
        success: false,
        code: 'CONFLICT',
        error: expect.stringMatching(/idempotency key was already used for a different request/),
      });
      const gql = await srv.gql(CREATE, { nctId, content: 'Other text', key }, dave.accessToken);
      expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(gql.errors?.[0].extensions?.details).toEqual({ reason: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await commentCount(dave.id)).toBe(1);
    });

    it('keys belong to their user: two users with the same key each get their own comment', async () => {
      const [erin, frank] = await Promise.all([createUser(db), createUser(db)]);
      const key = newKey();
      const a = await post('/comments', { nctId, content: 'Same key' }, erin.accessToken, key);
      const b = await post('/comments', { nctId, content: 'Same key' }, frank.accessToken, key);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.comment._id).not.toBe(b.body.comment._id);
      expect(b.body.comment.userId).toBe(frank.id);
    });

    it('a failed first attempt releases the key: the retry runs again', async () => {
      const grace = await createUser(db);
      const key = newKey();
      const missing = buildTrial();
      const failed = await post('/comments', { nctId: missing.nctId, content: 'Too early' }, grace.accessToken, key);
      expect(failed.status).toBe(404);
      await insertTrials(db.ctx().em, [missing]);
      const retried = await post('/comments', { nctId: missing.nctId, content: 'Too early' }, grace.accessToken, key);
      expect(retried.status).toBe(201);
      expect(await commentCount(grace.id)).toBe(1);
    });

    it('without a key, behaves as before: each post creates a comment', async () => {
      const heidi = await createUser(db);
      const a = await post('/comments', { nctId, content: 'No key' }, heidi.accessToken);
      const b = await post('/comments', { nctId, content: 'No key' }, heidi.accessToken);
      const c = await srv.gql(CREATE, { nctId, content: 'No key' }, heidi.accessToken);
      expect([a.status, b.status, c.errors]).toEqual([201, 201, undefined]);
      expect(await commentCount(heidi.id)).toBe(3);
    });

    it('accepts the IETF structured-field form of the header ("…") as the same key', async () => {
      const ivan = await createUser(db);
      const key = newKey();
      const bare = await post('/comments', { nctId, content: 'Quoted' }, ivan.accessToken, key);
      const quoted = await post('/comments', { nctId, content: 'Quoted' }, ivan.accessToken, `"${key}"`);
      expect(quoted).toEqual(bare);
      expect(await commentCount(ivan.id)).toBe(1);
    });
  });

  describe('invalid keys', () => {
    let judy: TestUser;
    beforeAll(async () => {
      judy = await createUser(db);
    });

    it.each([
      ['empty', ''],
      ['256 characters', 'k'.repeat(256)],
      ['a control character', 'abc\tdef'],
    ])('REST: a key that is %s answers 400 BAD_USER_INPUT and creates nothing', async (_label, key) => {
      const res = await post('/comments', { nctId, content: 'Bad key' }, judy.accessToken, key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT', error: expect.stringMatching(/idempotency key/i) });
      expect(await commentCount(judy.id)).toBe(0);
    });

    it.each([
      ['empty', ''],
      ['non-ASCII', 'clé-é'],
      ['256 characters', 'k'.repeat(256)],
    ])('GraphQL: a clientMutationId that is %s is BAD_USER_INPUT', async (_label, key) => {
      const res = await srv.gql(CREATE, { nctId, content: 'Bad key', key }, judy.accessToken);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.status).toBeLessThan(500);
      expect(await commentCount(judy.id)).toBe(0);
    });

    it('a deeply nested body sent with a key answers 400, never 500', async () => {
      const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const res = await fetch(`${srv.url}/api/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${judy.accessToken}`, 'idempotency-key': newKey() },
        body: `{"nctId": "${nctId}", "content": ${nested}}`,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    });

    it('255 printable characters are a valid key', async () => {
      const res = await post('/comments', { nctId, content: 'Long key' }, judy.accessToken, `${'x'.repeat(127)} ${'y'.repeat(127)}`);
      expect(res.status).toBe(201);
    });
  });

  describe('register', () => {
    it('REST then GraphQL retries of one registration create one account and replay the same tokens', async () => {
      const email = `idem-${crypto.randomBytes(4).toString('hex')}@example.test`;
      const password = strongPassword();
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 3 }, () => post('/auth/register', { email, password, name: 'Idem' }, undefined, key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      for (const a of answers) expect(a.body).toEqual(answers[0].body);
      const gql = await srv.gql(REGISTER, { email, password, name: 'Idem', key });
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.register).toEqual({
        accessToken: answers[0].body.accessToken,
        refreshToken: answers[0].body.refreshToken,
        user: { id: answers[0].body.user.id, email },
      });
      expect(await count(`select count(*) as n from users where email = ?`, [email])).toBe(1);
      expect(await count(`select count(*) as n from sessions s join users u on u.id = s.user_id where u.email = ?`, [email])).toBe(1);
    });

    it('the stored answer is encrypted: the table holds neither the key nor the tokens in clear', async () => {
      const email = `idem-${crypto.randomBytes(4).toString('hex')}@example.test`;
      const key = newKey();
      const res = await post('/auth/register', { email, password: strongPassword() }, undefined, key);
      expect(res.status).toBe(201);
      const rows = await db.deps.orm.em.getConnection().execute(`select * from idempotency_keys where scope = 'register'`);
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain(res.body.refreshToken);
      expect(dump).not.toContain(key);
      expect(dump).not.toContain(email);
    });

    it('a retry with another password under the same key is a CONFLICT, not a second account', async () => {
      const email = `idem-${crypto.randomBytes(4).toString('hex')}@example.test`;
      const key = newKey();
      expect((await post('/auth/register', { email, password: strongPassword() }, undefined, key)).status).toBe(201);
      const other = await post('/auth/register', { email, password: strongPassword() }, undefined, key);
      expect(other.status).toBe(409);
      expect(other.body.error).toMatch(/idempotency key/);
    });
  });

  describe('toggles', () => {
    it('a retried like stays liked (not toggled back), on REST and GraphQL', async () => {
      const kim = await createUser(db);
      const trial = await newTrial();
      const key = newKey();
      const first = await post(`/trials/${trial}/like`, {}, kim.accessToken, key);
      const again = await post(`/trials/${trial}/like`, {}, kim.accessToken, key);
      expect(first.body.userReaction).toEqual({ liked: true, disliked: false });
      expect(again.body).toEqual(first.body);
      const gql = await srv.gql(LIKE_TRIAL, { nctId: trial, key }, kim.accessToken);
      expect(gql.data!.likeTrial).toEqual({ viewerReaction: { liked: true, disliked: false }, reactions: { likes: 1 } });
      expect(await count(`select count(*) as n from trial_reactions where user_id = ? and trial_nct_id = ? and kind = 'LIKE'`, [kim.id, trial])).toBe(1);
      // A new action (a new key) toggles as before.
      const unlike = await post(`/trials/${trial}/like`, {}, kim.accessToken, newKey());
      expect(unlike.body.userReaction).toEqual({ liked: false, disliked: false });
    });

    it('five concurrent likes with one key toggle once; each answers liked and publishes nothing more than one change', async () => {
      const [ivy, watcher] = await Promise.all([createUser(db), createUser(db)]);
      const trial = await newTrial();
      const key = newKey();
      const events: unknown[] = [];
      const client = srv.ws({ token: watcher.accessToken });
      const stop = client.subscribe(
        { query: `subscription($id: ID!) { trialReactionsChanged(nctId: $id) { likes } }`, variables: { id: trial } },
        { next: (e) => void events.push(e.data), error: () => undefined, complete: () => undefined },
      );
      await sleep(200);
      const answers = await Promise.all(Array.from({ length: 5 }, () => srv.gql(LIKE_TRIAL, { nctId: trial, key }, ivy.accessToken)));
      for (const a of answers) expect(a.data!.likeTrial).toEqual({ viewerReaction: { liked: true, disliked: false }, reactions: { likes: 1 } });
      expect(await count(`select count(*) as n from trial_reactions where trial_nct_id = ?`, [trial])).toBe(1);
      expect(await count(`select count(*) as n from idempotency_keys where user_id = ? and scope = 'likeTrial'`, [ivy.id])).toBe(1);
      await sleep(200);
      stop();
      expect(events).toEqual([{ trialReactionsChanged: { likes: 1 } }]);
    });

    it('a like that fails (unknown trial) stores no key: its retry fails alike; an expired like key toggles again', async () => {
      const jo = await createUser(db);
      const key = newKey();
      for (let i = 0; i < 2; i++) {
        const missing = await srv.gql(LIKE_TRIAL, { nctId: 'NCT00000000', key }, jo.accessToken);
        expect(missing.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'TRIAL_NOT_FOUND' });
      }
      expect(await count(`select count(*) as n from idempotency_keys where user_id = ?`, [jo.id])).toBe(0);

      const trial = await newTrial();
      const liked = await srv.gql(LIKE_TRIAL, { nctId: trial, key }, jo.accessToken);
      expect(liked.data!.likeTrial.viewerReaction.liked).toBe(true);
      const other = await srv.gql(LIKE_TRIAL, { nctId, key }, jo.accessToken);
      expect(other.errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await count(`select count(*) as n from trial_reactions where user_id = ? and trial_nct_id = ?`, [jo.id, nctId])).toBe(0);
      await db.deps.orm.em.getConnection().execute(`update idempotency_keys set created_at = now() - interval '25 hours' where user_id = ?`, [jo.id]);
      const again = await srv.gql(LIKE_TRIAL, { nctId: trial, key }, jo.accessToken);
      expect(again.data!.likeTrial.viewerReaction.liked).toBe(false);
    });

    it('a retried comment like stays liked', async () => {
      const [author, fan] = await Promise.all([createUser(db), createUser(db)]);
      const comment = (await post('/comments', { nctId, content: 'Like me' }, author.accessToken)).body.comment;
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 3 }, () => srv.gql(LIKE_COMMENT, { id: comment._id, key }, fan.accessToken)));
      for (const a of answers) expect(a.data!.toggleCommentLike).toEqual({ liked: true, likes: 1 });
      const rest = await post(`/comments/${comment._id}/like`, {}, fan.accessToken, key);
      expect(rest.body).toMatchObject({ liked: true, likes: 1 });
      expect(await count(`select count(*) as n from comment_likes where comment_id = ?`, [comment._id])).toBe(1);
    });
  });

  it('refreshAnalytics retried stores one snapshot', async () => {
    const lena = await createUser(db);
    const before = await count(`select count(*) as n from analytics_snapshots`, []);
    const key = newKey();
    const a = await srv.gql(REFRESH_ANALYTICS, { key }, lena.accessToken);
    const b = await srv.gql(REFRESH_ANALYTICS, { key }, lena.accessToken);
    expect(a.errors).toBeUndefined();
    expect(b.data).toEqual(a.data);
    const rest = await post('/analytics/refresh', {}, lena.accessToken, key);
    expect(rest.body.analytics.id).toBe(a.data!.refreshAnalytics.id);
    expect(await count(`select count(*) as n from analytics_snapshots`, [])).toBe(before + 1);
  });

  describe('withIdempotency (the shared core)', () => {
    it('a duplicate waits for a slow first run and gets its answer, with its types (dates) intact', async () => {
      const mia = await createUser(db);
      let runs = 0;
      const key = newKey();
      const slow = async () => {
        runs += 1;
        await sleep(300);
        return { at: new Date('2026-01-02T03:04:05.000Z'), n: runs };
      };
      const results = await Promise.all(Array.from({ length: 5 }, () => withIdempotency(mia.ctx(), 'createComment', key, { x: 1 }, slow)));
      expect(runs).toBe(1);
      for (const r of results) {
        expect(r.at).toBeInstanceOf(Date);
        expect(r).toEqual({ at: new Date('2026-01-02T03:04:05.000Z'), n: 1 });
      }
    });

    it('a duplicate waits a bounded time, then answers CONFLICT (still in progress)', async () => {
      const ned = await createUser(db);
      const key = newKey();
      const saved = idempotencyTimings.waitMs;
      idempotencyTimings.waitMs = 150;
      try {
        const first = withIdempotency(ned.ctx(), 'createComment', key, {}, async () => {
          await sleep(800);
          return 'done';
        });
        await sleep(50);
        const started = Date.now();
        await expect(withIdempotency(ned.ctx(), 'createComment', key, {}, async () => 'duplicate')).rejects.toMatchObject({
          code: 'CONFLICT',
          details: { reason: 'IDEMPOTENCY_IN_PROGRESS', retryAfterSeconds: 1 },
        });
        expect(Date.now() - started).toBeLessThan(700);
        expect(await first).toBe('done');
        expect(await withIdempotency(ned.ctx(), 'createComment', key, {}, async () => 'duplicate')).toBe('done');
      } finally {
        idempotencyTimings.waitMs = saved;
      }
    });

    it('a key left pending by a dead request is taken over after the lease; an expired key runs again', async () => {
      const olga = await createUser(db);
      const conn = db.deps.orm.em.getConnection();
      const pendingKey = newKey();
      // A first attempt that never finished (its process died): its row stays PENDING.
      const dead = withIdempotency(olga.ctx(), 'reanalyzeTrial', pendingKey, { n: 1 }, () => new Promise<string>(() => undefined));
      void dead;
      await sleep(50);
      await conn.execute(`update idempotency_keys set created_at = now() - interval '10 minutes' where status = 'PENDING' and user_id = ?`, [olga.id]);
      expect(await withIdempotency(olga.ctx(), 'reanalyzeTrial', pendingKey, { n: 1 }, async () => 'taken over')).toBe('taken over');

      const oldKey = newKey();
      expect(await withIdempotency(olga.ctx(), 'refreshAnalytics', oldKey, {}, async () => 'first')).toBe('first');
      expect(await withIdempotency(olga.ctx(), 'refreshAnalytics', oldKey, {}, async () => 'second')).toBe('first');
      await conn.execute(`update idempotency_keys set created_at = now() - interval '25 hours' where scope = 'refreshAnalytics' and user_id = ?`, [olga.id]);
      expect(await withIdempotency(olga.ctx(), 'refreshAnalytics', oldKey, {}, async () => 'second')).toBe('second');
    });

    it('the same key under another operation is independent', async () => {
      const pat = await createUser(db);
      const key = newKey();
      expect(await withIdempotency(pat.ctx(), 'likeTrial', key, { nctId }, async () => 'like')).toBe('like');
      expect(await withIdempotency(pat.ctx(), 'dislikeTrial', key, { nctId }, async () => 'dislike')).toBe('dislike');
    });
  });
});

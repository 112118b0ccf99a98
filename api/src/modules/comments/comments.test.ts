import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import * as service from './comments.service.js';

const FIELDS = 'id userId nctId name content createdAt updatedAt isEdited likes likedBy likedByMe trialTitle';
const CREATE = `mutation($nctId: String!, $content: String!) { createComment(nctId: $nctId, content: $content) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $content: String!) { updateComment(id: $id, content: $content) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteComment(id: $id) { id } }`;
const LIKE = `mutation($id: ID!) { toggleCommentLike(id: $id) { liked likes comment { id likes likedBy likedByMe } } }`;
const LIST = `query($nctId: String!, $page: Int, $limit: Int, $sortBy: CommentSortField, $sortOrder: SortOrder) {
  comments(nctId: $nctId, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) { page limit totalCount totalPages hasNextPage hasPrevPage comments { id content likes } } }`;
const STATS = `query($nctId: String!) { commentStats(nctId: $nctId) { totalComments uniqueUsers } }`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('comments', () => {
  let db: TestDb;
  let srv: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const trialA = buildTrial({ briefTitle: 'Trial A title' });
  const trialB = buildTrial({ briefTitle: 'Trial B title' });
  const newTrial = async () => (await insertTrials(db.ctx().em, [buildTrial()]))[0].nctId;

  beforeAll(async () => {
    db = await createTestDb();
    srv = await startTestServer(db);
    await insertTrials(db.ctx().em, [trialA, trialB]);
    alice = await createUser(db, { name: 'Alice' });
    bob = await createUser(db, { name: null });
    carol = await createUser(db, { name: 'Carol' });
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
  });

  describe('create and read', () => {
    it('GraphQL: creates a trimmed plain-text comment with its author and trial', async () => {
      const res = await srv.gql(CREATE, { nctId: trialA.nctId.toLowerCase(), content: '  Promising results  ' }, alice.accessToken);
      expect(res.errors).toBeUndefined();
      expect(res.data!.createComment).toMatchObject({
        userId: alice.id,
        nctId: trialA.nctId,
        name: 'Alice',
        content: 'Promising results',
        isEdited: false,
        likes: 0,
        likedBy: [],
        likedByMe: false,
        trialTitle: 'Trial A title',
      });
      expect(new Date(res.data!.createComment.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it("REST: answers the spec's fields; an author without a name is 'Anonyme'", async () => {
      const res = await srv.rest('POST', '/comments', { nctId: trialA.nctId, content: 'From REST' }, bob.accessToken);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        comment: expect.objectContaining({
          _id: expect.any(String),
          userId: bob.id,
          nctId: trialA.nctId,
          name: 'Anonyme',
          content: 'From REST',
          createdAt: expect.any(String),
          isEdited: false,
          likes: 0,
          likedBy: [],
        }),
      });
    });

    it('HTML payloads are stored and returned verbatim, as text', async () => {
      const nct = await newTrial();
      const payloads = ['<script>alert("x")</script>', '<img src=x onerror="alert(1)">', "'; drop table comments; -- ? ?? $1"];
      for (const p of payloads) {
        expect((await srv.rest('POST', '/comments', { nctId: nct, content: p }, carol.accessToken)).body.comment.content).toBe(p);
      }
      const rest = await srv.rest('GET', `/comments/${nct}?sortOrder=asc`);
      expect(rest.body.comments.map((c: { content: string }) => c.content)).toEqual(payloads);
      const gql = await srv.gql(LIST, { nctId: nct, sortOrder: 'ASC' });
      expect(gql.data!.comments.comments.map((c: { content: string }) => c.content)).toEqual(payloads);
    });

    it('anonymous callers read but cannot write', async () => {
      expect(await srv.rest('POST', '/comments', { nctId: trialA.nctId, content: 'x' })).toMatchObject({
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED' },
      });
      expect((await srv.gql(CREATE, { nctId: trialA.nctId, content: 'x' })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect((await srv.rest('GET', `/comments/${trialA.nctId}`)).status).toBe(200);
    });

    it('unknown trial: NOT_FOUND', async () => {
      expect(await srv.rest('POST', '/comments', { nctId: 'NCT00000000', content: 'hello' }, alice.accessToken)).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
      expect((await srv.gql(CREATE, { nctId: 'NCT00000000', content: 'hello' }, alice.accessToken)).errors![0].extensions!.code).toBe('NOT_FOUND');
      expect((await srv.rest('GET', '/comments/NCT00000000')).status).toBe(404);
      expect((await srv.gql(STATS, { nctId: 'NCT00000000' })).errors![0].extensions!.code).toBe('NOT_FOUND');
    });

    it('empty, whitespace-only and over-long content: BAD_USER_INPUT', async () => {
      for (const content of ['', '   \n\t ', 'x'.repeat(5001)]) {
        expect(await srv.rest('POST', '/comments', { nctId: trialA.nctId, content }, alice.accessToken)).toMatchObject({
          status: 400,
          body: { success: false, code: 'BAD_USER_INPUT' },
        });
        expect((await srv.gql(CREATE, { nctId: trialA.nctId, content }, alice.accessToken)).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      }
      const long = await srv.rest('POST', '/comments', { nctId: trialA.nctId, content: 'x'.repeat(5001) }, alice.accessToken);
      expect(long.body.error).toMatch(/5000/);
      expect((await srv.rest('POST', '/comments', { nctId: trialA.nctId, content: ` ${'y'.repeat(5000)} ` }, alice.accessToken)).status).toBe(201);
    });
  });

  describe('lists and stats', () => {
    it('orders newest first by default, pages, sorts by likes, counts stats', async () => {
      const nct = await newTrial();
      const ids: string[] = [];
      for (const [i, u] of [alice, bob, alice, carol, alice].entries()) ids.push((await service.createComment(u.ctx(), { nctId: nct, content: `c${i}` })).id);
      await service.toggleCommentLike(bob.ctx(), { id: ids[1] });
      await service.toggleCommentLike(carol.ctx(), { id: ids[1] });
      await service.toggleCommentLike(carol.ctx(), { id: ids[3] });

      const p1 = await srv.gql(LIST, { nctId: nct, limit: 2 });
      expect(p1.data!.comments).toMatchObject({ page: 1, limit: 2, totalCount: 5, totalPages: 3, hasNextPage: true, hasPrevPage: false });
      expect(p1.data!.comments.comments.map((c: { content: string }) => c.content)).toEqual(['c4', 'c3']);
      const p3 = await srv.gql(LIST, { nctId: nct, limit: 2, page: 3 });
      expect(p3.data!.comments.comments.map((c: { content: string }) => c.content)).toEqual(['c0']);
      expect(p3.data!.comments).toMatchObject({ hasNextPage: false, hasPrevPage: true });
      const byLikes = await srv.gql(LIST, { nctId: nct, sortBy: 'LIKES' });
      expect(byLikes.data!.comments.comments.map((c: { content: string }) => c.content)).toEqual(['c1', 'c3', 'c4', 'c2', 'c0']);

      const rest = await srv.rest('GET', `/comments/${nct}?page=2&limit=2&sortBy=createdAt&sortOrder=desc`);
      expect(rest.body.success).toBe(true);
      expect(rest.body.comments.map((c: { content: string }) => c.content)).toEqual(['c2', 'c1']);
      expect(rest.body.pagination).toEqual({ currentPage: 2, totalPages: 3, totalCount: 5, limit: 2, hasNextPage: true, hasPrevPage: true });
      const restLikes = await srv.rest('GET', `/comments/${nct}?sortBy=likes&sortOrder=desc`);
      expect(restLikes.body.comments[0]).toMatchObject({ content: 'c1', likes: 2, likedBy: [bob.id, carol.id] });
      expect((await srv.rest('GET', `/comments/${nct}?limit=101`)).status).toBe(400);
      expect((await srv.rest('GET', `/comments/${nct}?sortBy=content`)).status).toBe(400);

      expect((await srv.gql(STATS, { nctId: nct })).data!.commentStats).toEqual({ totalComments: 5, uniqueUsers: 3 });
      expect(await srv.rest('GET', `/comments/${nct}/stats`)).toMatchObject({
        status: 200,
        body: { success: true, stats: { totalComments: 5, uniqueUsers: 3 } },
      });
    });

    it('recent and popular comments across trials, with trial titles', async () => {
      const nct = await newTrial();
      const top = await service.createComment(carol.ctx(), { nctId: nct, content: 'most liked' });
      for (const u of [alice, bob, carol]) await service.toggleCommentLike(u.ctx(), { id: top.id });
      const latest = await service.createComment(alice.ctx(), { nctId: trialB.nctId, content: 'latest one' });

      const recent = await srv.rest('GET', '/comments/recent/all?limit=3');
      expect(recent.body.success).toBe(true);
      expect(recent.body.comments).toHaveLength(3);
      expect(recent.body.comments[0]).toMatchObject({ _id: latest.id, nctId: trialB.nctId, trialTitle: 'Trial B title' });
      const popular = await srv.rest('GET', '/comments/popular/all');
      expect(popular.body.comments[0]).toMatchObject({ _id: top.id, likes: 3 });
      expect(popular.body.comments.length).toBeLessThanOrEqual(10);
      const gql = await srv.gql(`{ recentComments(limit: 1) { id trialTitle } popularComments(limit: 1) { id likes } }`);
      expect(gql.data).toEqual({ recentComments: [{ id: latest.id, trialTitle: 'Trial B title' }], popularComments: [{ id: top.id, likes: 3 }] });
    });
  });

  describe('edit and delete', () => {
    it('the author edits (isEdited, updatedAt); someone else gets FORBIDDEN', async () => {
      const c = await service.createComment(alice.ctx(), { nctId: trialA.nctId, content: 'first draft' });
      await sleep(5);
      const gql = await srv.gql(UPDATE, { id: c.id, content: '  second draft ' }, alice.accessToken);
      expect(gql.data!.updateComment).toMatchObject({ id: c.id, content: 'second draft', isEdited: true });
      expect(new Date(gql.data!.updateComment.updatedAt).getTime()).toBeGreaterThan(c.createdAt.getTime());
      const rest = await srv.rest('PUT', `/comments/${c.id}`, { content: 'third draft' }, alice.accessToken);
      expect(rest.body).toMatchObject({ success: true, comment: { _id: c.id, content: 'third draft', isEdited: true } });

      expect(await srv.rest('PUT', `/comments/${c.id}`, { content: 'hijack' }, bob.accessToken)).toMatchObject({
        status: 403,
        body: { success: false, code: 'FORBIDDEN' },
      });
      expect((await srv.gql(UPDATE, { id: c.id, content: 'hijack' }, bob.accessToken)).errors![0].extensions!.code).toBe('FORBIDDEN');
      expect(await srv.rest('DELETE', `/comments/${c.id}`, undefined, bob.accessToken)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect((await srv.gql(DELETE, { id: c.id }, bob.accessToken)).errors![0].extensions!.code).toBe('FORBIDDEN');
      expect((await srv.rest('PUT', `/comments/${c.id}`, { content: '   ' }, alice.accessToken)).status).toBe(400);
    });

    it('delete updates the stats; a deleted comment is NOT_FOUND', async () => {
      const nct = await newTrial();
      const a = await service.createComment(alice.ctx(), { nctId: nct, content: 'a' });
      const b = await service.createComment(bob.ctx(), { nctId: nct, content: 'b' });
      expect((await srv.gql(STATS, { nctId: nct })).data!.commentStats).toEqual({ totalComments: 2, uniqueUsers: 2 });
      expect((await srv.rest('DELETE', `/comments/${a.id}`, undefined, alice.accessToken)).body).toEqual({ success: true, message: expect.any(String) });
      expect((await srv.rest('GET', `/comments/${nct}/stats`)).body.stats).toEqual({ totalComments: 1, uniqueUsers: 1 });
      expect((await srv.gql(DELETE, { id: b.id }, bob.accessToken)).data!.deleteComment.id).toBe(b.id);
      expect((await srv.gql(STATS, { nctId: nct })).data!.commentStats).toEqual({ totalComments: 0, uniqueUsers: 0 });

      expect((await srv.rest('DELETE', `/comments/${a.id}`, undefined, alice.accessToken)).status).toBe(404);
      expect((await srv.gql(UPDATE, { id: a.id, content: 'zombie' }, alice.accessToken)).errors![0].extensions!.code).toBe('NOT_FOUND');
      expect((await srv.rest('POST', `/comments/${a.id}/like`, undefined, bob.accessToken)).status).toBe(404);
      expect((await srv.rest('PUT', '/comments/not-a-uuid', { content: 'x' }, alice.accessToken)).status).toBe(404);
    });
  });

  describe('likes', () => {
    it('toggles one like per user through both transports', async () => {
      const author = await createUser(db);
      const c = await service.createComment(author.ctx(), { nctId: trialA.nctId, content: 'like me' });
      const on = await srv.gql(LIKE, { id: c.id }, bob.accessToken);
      expect(on.data!.toggleCommentLike).toEqual({ liked: true, likes: 1, comment: { id: c.id, likes: 1, likedBy: [bob.id], likedByMe: true } });
      const off = await srv.rest('POST', `/comments/${c.id}/like`, undefined, bob.accessToken);
      expect(off.body).toMatchObject({ success: true, liked: false, likes: 0, comment: { _id: c.id, likes: 0, likedBy: [] } });
      expect((await srv.rest('POST', `/comments/${c.id}/like`)).status).toBe(401);
    });

    it('the count never drifts from the like rows under concurrent toggles', async () => {
      const author = await createUser(db);
      const c = await service.createComment(author.ctx(), { nctId: trialA.nctId, content: 'race' });
      const users = await Promise.all(Array.from({ length: 12 }, () => createUser(db)));
      // Each user toggles once, and the first four toggle a second time, all at once.
      const toggles = [...users, ...users.slice(0, 4)].map((u) => srv.rest('POST', `/comments/${c.id}/like`, undefined, u.accessToken));
      const results = await Promise.all(toggles);
      expect(results.every((r) => r.status === 200)).toBe(true);
      const [row] = await db.deps.orm.em
        .getConnection()
        .execute('select c.likes, (select count(*)::int from comment_likes l where l.comment_id = c.id) as rows from comments c where c.id = ?', [c.id]);
      expect(row.likes).toBe(8);
      expect(row.rows).toBe(8);
      const list = await srv.rest('GET', `/comments/${trialA.nctId}?sortBy=likes`);
      const listed = list.body.comments.find((x: { _id: string }) => x._id === c.id);
      expect(listed.likes).toBe(8);
      expect(listed.likedBy).toHaveLength(8);
    });
  });

  it('rate limit: at most 10 comments per user per minute', async () => {
    const u = await createUser(db);
    const nct = await newTrial();
    for (let i = 0; i < 10; i++) expect((await srv.rest('POST', '/comments', { nctId: nct, content: `n${i}` }, u.accessToken)).status).toBe(201);
    const limited = await srv.rest('POST', '/comments', { nctId: nct, content: 'one too many' }, u.accessToken);
    expect(limited).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await srv.gql(CREATE, { nctId: nct, content: 'still too many' }, u.accessToken)).errors![0].extensions!.code).toBe('RATE_LIMITED');
    // Others are not affected.
    expect((await srv.rest('POST', '/comments', { nctId: nct, content: 'other user' }, carol.accessToken)).status).toBe(201);
  });

  describe('subscriptions', () => {
    it('a subscriber on trial A receives ADDED for A and nothing for trial B', async () => {
      const dave = await createUser(db, { name: 'Dave' });
      const client = srv.ws({ authorization: `Bearer ${bob.accessToken}` });
      const events: any[] = [];
      const feed: any[] = [];
      const errors: unknown[] = [];
      client.subscribe(
        {
          query: `subscription($nctId: String!) { commentEvents(nctId: $nctId) { type nctId comment { content name likedByMe } stats { totalComments uniqueUsers } } }`,
          variables: { nctId: trialA.nctId },
        },
        { next: (v) => events.push(v), error: (e) => errors.push(e), complete: () => undefined },
      );
      client.subscribe(
        { query: `subscription { recentCommentsFeed { type nctId comment { content } } }` },
        { next: (v) => feed.push(v), error: (e) => errors.push(e), complete: () => undefined },
      );
      const anonymous: any[] = [];
      srv
        .ws()
        .subscribe(
          { query: `subscription($nctId: String!) { commentEvents(nctId: $nctId) { type comment { likedByMe } } }`, variables: { nctId: trialA.nctId } },
          { next: (v) => anonymous.push(v), error: (e) => errors.push(e), complete: () => undefined },
        );
      await sleep(400);

      await service.createComment(dave.ctx(), { nctId: trialB.nctId, content: 'on B' });
      const onA = await service.createComment(dave.ctx(), { nctId: trialA.nctId, content: 'on A' });
      await service.toggleCommentLike(bob.ctx(), { id: onA.id });
      const deadline = Date.now() + 5000;
      while (events.length < 2 && Date.now() < deadline) await sleep(25);
      await sleep(150);

      expect(errors).toEqual([]);
      const stats = await service.commentStats(db.ctx(), { nctId: trialA.nctId });
      expect(events.map((e) => e.data.commentEvents.type)).toEqual(['ADDED', 'LIKED']);
      expect(events[0].data.commentEvents).toMatchObject({ nctId: trialA.nctId, comment: { content: 'on A', name: 'Dave', likedByMe: false } });
      // Seen by bob's authenticated socket.
      expect(events[1].data.commentEvents).toMatchObject({ comment: { likedByMe: true }, stats });
      expect(events.some((e) => e.data.commentEvents.nctId === trialB.nctId)).toBe(false);
      // An anonymous socket may subscribe to public events too.
      expect(anonymous.map((e) => [e.data.commentEvents.type, e.data.commentEvents.comment.likedByMe])).toEqual([
        ['ADDED', false],
        ['LIKED', false],
      ]);
      expect(feed.map((e) => [e.data.recentCommentsFeed.type, e.data.recentCommentsFeed.comment.content])).toEqual([
        ['ADDED', 'on B'],
        ['ADDED', 'on A'],
        ['LIKED', 'on A'],
      ]);
    });
  });
});

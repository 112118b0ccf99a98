import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../test/factories.js';
import { useTestServer } from '../test/server.js';
import { createUser } from '../test/users.js';
import { DEFAULT_REASON, ERROR_CODES, ERROR_REASON_LIST, ERROR_REASONS, type ErrorReason } from './errors.catalogue.js';
import { AppError, fail, inputError, reasoned, toAppError, toHttpError } from './errors.js';
import { CONTENT_MAX } from './modules/comments/comments.validation.js';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues;
};

describe('error catalogue', () => {
  it('every reason belongs to a category, and every category has its generic reason', () => {
    for (const reason of ERROR_REASON_LIST) {
      expect(ERROR_CODES, reason).toContain(ERROR_REASONS[reason].code);
      expect(reason, 'reasons are UPPER_SNAKE_CASE message keys').toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
    for (const code of ERROR_CODES) expect(ERROR_REASONS[DEFAULT_REASON[code]].code).toBe(code);
  });

  it('an AppError carries its reason and params; an unknown or mismatched reason falls back to the generic one', () => {
    const e = fail('COMMENT_TOO_LONG', 'too long', { field: 'content', max: 5000 });
    expect(e).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'COMMENT_TOO_LONG', params: { field: 'content', max: 5000 } });
    expect(new AppError('NOT_FOUND', 'x').reason).toBe('NOT_FOUND');
    expect(new AppError('NOT_FOUND', 'x', { reason: 'NO_SUCH_THING' }).reason).toBe('NOT_FOUND');
    expect(new AppError('NOT_FOUND', 'x', { reason: 'COMMENT_TOO_LONG' }).reason).toBe('NOT_FOUND');
    expect(toHttpError(e).body).toEqual({
      success: false,
      error: 'too long',
      code: 'BAD_USER_INPUT',
      reason: 'COMMENT_TOO_LONG',
      params: { field: 'content', max: 5000 },
      details: { reason: 'COMMENT_TOO_LONG', field: 'content', max: 5000 },
    });
  });

  it('maps each validation failure to a reason with its field and bounds', () => {
    const schema = z.object({
      title: z.string().min(1).max(10),
      code: z.string().min(3),
      count: z.number().int().min(1).max(100),
      tags: z.array(z.string()).min(1).max(2),
      kind: z.enum(['a', 'b']),
      day: z.string().regex(/^\d{4}$/),
      special: z.string().max(3, reasoned('NAME_TOO_LONG', 'Name is too long')),
    });
    const base = { title: 't', code: 'abc', count: 1, tags: ['x'], kind: 'a', day: '2024', special: 'ok' };
    const reasonOf = (patch: Record<string, unknown>) => {
      const err = inputError(issuesOf(schema, { ...base, ...patch }));
      return { reason: err.reason, ...err.params };
    };
    expect(reasonOf({ title: '' })).toEqual({ reason: 'REQUIRED', field: 'title', min: 1 });
    expect(reasonOf({ title: 'x'.repeat(11) })).toEqual({ reason: 'TOO_LONG', field: 'title', max: 10 });
    expect(reasonOf({ code: 'ab' })).toEqual({ reason: 'TOO_SHORT', field: 'code', min: 3 });
    expect(reasonOf({ count: 0 })).toEqual({ reason: 'TOO_SMALL', field: 'count', min: 1 });
    expect(reasonOf({ count: 101 })).toEqual({ reason: 'TOO_LARGE', field: 'count', max: 100 });
    expect(reasonOf({ count: 1.5 })).toMatchObject({ reason: 'INVALID_TYPE', field: 'count' });
    expect(reasonOf({ tags: [] })).toEqual({ reason: 'TOO_FEW', field: 'tags', min: 1 });
    expect(reasonOf({ tags: ['a', 'b', 'c'] })).toEqual({ reason: 'TOO_MANY', field: 'tags', max: 2 });
    expect(reasonOf({ kind: 'c' })).toEqual({ reason: 'INVALID_VALUE', field: 'kind' });
    expect(reasonOf({ day: 'abcd' })).toEqual({ reason: 'INVALID_FORMAT', field: 'day' });
    expect(reasonOf({ title: undefined })).toEqual({ reason: 'REQUIRED', field: 'title' });
    expect(reasonOf({ title: 3 })).toEqual({ reason: 'INVALID_TYPE', field: 'title' });
    expect(reasonOf({ special: 'long' })).toEqual({ reason: 'NAME_TOO_LONG', field: 'special', max: 3 });
    expect(inputError(issuesOf(z.strictObject({ a: z.number() }), { a: 1, b: 2 })).params).toEqual({ keys: ['b'] });
  });

  it('driver and database errors get their own reasons', () => {
    const sql = (code: string) => toAppError(Object.assign(new Error('db'), { code }));
    expect(sql('23505')).toMatchObject({ code: 'CONFLICT', reason: 'CONFLICT' });
    expect(sql('23503')).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CONSTRAINT_VIOLATION' });
    expect(sql('57014')).toMatchObject({ code: 'UNAVAILABLE', reason: 'DATABASE_TIMEOUT' });
    expect(sql('40001')).toMatchObject({ code: 'UNAVAILABLE', reason: 'DATABASE_BUSY' });
    expect(sql('08006')).toMatchObject({ code: 'UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE' });
    expect(toAppError(new Error('boom'))).toMatchObject({ code: 'INTERNAL', reason: 'INTERNAL' });
    const tooLarge = toAppError(Object.assign(new Error('big'), { status: 413, expose: true, type: 'entity.too.large' }));
    expect(tooLarge).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'BODY_TOO_LARGE', httpStatus: 413 });
  });
});

describe('documented reasons over GraphQL and REST', () => {
  const fx = useTestServer();
  const CREATE = `mutation($nctId: String!, $content: String!) { createComment(nctId: $nctId, content: $content) { id } }`;
  const CHANGE = `mutation($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) }`;

  const expectGql = (errors: { extensions?: Record<string, unknown> }[] | undefined, code: string, reason: ErrorReason, params: Record<string, unknown> = {}) =>
    expect(errors?.[0]?.extensions).toMatchObject({ code, reason, params });
  const expectRest = (body: Record<string, unknown>, code: string, reason: ErrorReason, params: Record<string, unknown> = {}) =>
    expect(body).toMatchObject({ success: false, error: expect.any(String), code, reason, params });

  it('a too-long comment: COMMENT_TOO_LONG with its maximum', async () => {
    const [trial] = await insertTrials(fx.db.ctx().em, [buildTrial()]);
    const user = await createUser(fx.db);
    const content = 'x'.repeat(CONTENT_MAX + 1);
    const gql = await fx.srv.gql(CREATE, { nctId: trial.nctId, content }, user.accessToken);
    expectGql(gql.errors, 'BAD_USER_INPUT', 'COMMENT_TOO_LONG', { field: 'content', max: CONTENT_MAX });
    const rest = await fx.srv.rest('POST', '/comments', { nctId: trial.nctId, content }, user.accessToken);
    expect(rest.status).toBe(400);
    expectRest(rest.body, 'BAD_USER_INPUT', 'COMMENT_TOO_LONG', { field: 'content', max: CONTENT_MAX });
    const empty = await fx.srv.rest('POST', '/comments', { nctId: trial.nctId, content: '   ' }, user.accessToken);
    expectRest(empty.body, 'BAD_USER_INPUT', 'COMMENT_EMPTY', { field: 'content' });
    const anonymous = await fx.srv.gql(CREATE, { nctId: trial.nctId, content: 'hello' });
    expectGql(anonymous.errors, 'UNAUTHENTICATED', 'SIGN_IN_TO_COMMENT');
    const missing = await fx.srv.gql(CREATE, { nctId: 'NCT99999998', content: 'hello' }, user.accessToken);
    expectGql(missing.errors, 'NOT_FOUND', 'TRIAL_NOT_FOUND', { nctId: 'NCT99999998' });
  });

  it('a wrong current password: WRONG_CURRENT_PASSWORD on the oldPassword field', async () => {
    const user = await createUser(fx.db);
    const gql = await fx.srv.gql(CHANGE, { old: 'not-the-password', new: 'a fresh passphrase' }, user.accessToken);
    expectGql(gql.errors, 'BAD_USER_INPUT', 'WRONG_CURRENT_PASSWORD', { field: 'oldPassword' });
    const rest = await fx.srv.rest('POST', '/auth/change-password', { oldPassword: 'not-the-password', newPassword: 'a fresh passphrase' }, user.accessToken);
    expect(rest.status).toBe(400);
    expectRest(rest.body, 'BAD_USER_INPUT', 'WRONG_CURRENT_PASSWORD', { field: 'oldPassword' });
  });

  it('sign-in, lookups and routes', async () => {
    const login = await fx.srv.rest('POST', '/auth/login', { email: 'nobody@example.test', password: 'whatever-it-is' });
    expect(login.status).toBe(401);
    expectRest(login.body, 'UNAUTHENTICATED', 'INVALID_CREDENTIALS');
    const badEmail = await fx.srv.rest('POST', '/auth/login', { email: 'nope', password: 'x' });
    expectRest(badEmail.body, 'BAD_USER_INPUT', 'EMAIL_INVALID', { field: 'email' });
    const trial = await fx.srv.rest('GET', '/trials/NCT99999999');
    expect(trial.status).toBe(404);
    expectRest(trial.body, 'NOT_FOUND', 'TRIAL_NOT_FOUND', { nctId: 'NCT99999999' });
    const route = await fx.srv.rest('GET', '/no-such-route');
    expectRest(route.body, 'NOT_FOUND', 'ROUTE_NOT_FOUND', { method: 'GET' });
    const search = await fx.srv.gql(`{ searchTrials(query: "a") { nctId } }`);
    expectGql(search.errors, 'BAD_USER_INPUT', 'SEARCH_TOO_SHORT', { min: 2 });
    const syntax = await fx.srv.gql(`{ nope `);
    expect(syntax.errors?.[0]?.extensions).toMatchObject({ reason: 'INVALID_OPERATION' });
  });
});

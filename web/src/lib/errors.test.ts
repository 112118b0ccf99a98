import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_REASON_LIST, ERROR_REASONS } from '../../../api/src/errors.catalogue';
import { dataErrorMessage, describeError, errorInfo, errorMessage } from './errors';
import { createTestI18n, loadResources } from '../test/locales';

const resources = loadResources();
const tFr = createTestI18n('fr').t as TFunction;
const tEn = createTestI18n('en').t as TFunction;
const catalogue = (lang: 'fr' | 'en') => resources[lang].errors as { reason: Record<string, string>; transport: Record<string, string>; generic: string };

function gqlError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] } as never);
}

function httpError(status: number, body: string, headers: Record<string, string> = {}) {
  const response = new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });
  return new ServerError(`Response not successful: Received status code ${status}`, { response, bodyText: body });
}

/** The variables a text interpolates: {{name}}. */
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

describe('error catalogue: every API reason has its words in fr and en', () => {
  it.each(ERROR_REASON_LIST)('%s', (reason) => {
    const spec = ERROR_REASONS[reason] as { code: string; params?: readonly string[] };
    // What a text may interpolate: the reason's params, the field (every input error may name one), minutes (from retryAfterSeconds).
    const allowed = new Set([...(spec.params ?? []), 'field', 'minutes']);
    for (const lang of ['fr', 'en'] as const) {
      const text = catalogue(lang).reason[reason];
      expect(text, `${lang}/errors.json reason.${reason}`).toBeTruthy();
      for (const v of variables(text)) expect(allowed.has(v), `${lang} ${reason} uses {{${v}}}, not among its params`).toBe(true);
    }
  });

  it('has no words for reasons the API does not know', () => {
    for (const lang of ['fr', 'en'] as const)
      expect(Object.keys(catalogue(lang).reason).filter((r) => !(ERROR_REASON_LIST as string[]).includes(r))).toEqual([]);
  });

  it('words every category, even with an unknown reason', () => {
    for (const code of ERROR_CODES) {
      const text = errorMessage(gqlError('Some English text', { code, reason: 'A_REASON_FROM_THE_FUTURE', params: {} }), tFr);
      expect(text).not.toBe('Some English text');
      expect(text).not.toBe(catalogue('fr').generic);
    }
  });

  it('an unknown code gets the generic text, never the server message', () => {
    expect(errorMessage(gqlError('Raw server words', { code: 'SOMETHING_NEW' }), tFr)).toBe(catalogue('fr').generic);
    expect(errorMessage(gqlError('Raw server words', {}), tEn)).toBe(catalogue('en').generic);
    expect(errorMessage(new Error('Raw words'), tEn)).toBe(catalogue('en').generic);
    expect(errorMessage('a string', tEn)).toBe(catalogue('en').generic);
  });
});

describe('describeError', () => {
  it('words a reason with its params in the interface language', () => {
    const tooLong = gqlError('A comment cannot be longer than 5000 characters', {
      code: 'BAD_USER_INPUT',
      reason: 'COMMENT_TOO_LONG',
      params: { field: 'content', max: 5000 },
    });
    expect(errorMessage(tooLong, tFr)).toBe(`Un commentaire ne peut pas dépasser ${(5000).toLocaleString('fr-FR')} caractères.`); // "5 000": numbers in messages are grouped the French way
    expect(errorMessage(tooLong, tEn)).toBe('A comment cannot be longer than 5,000 characters.');
    const wrong = gqlError('The current password is incorrect', { code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD', params: { field: 'oldPassword' } });
    expect(errorMessage(wrong, tFr)).toBe('Le mot de passe actuel est incorrect.');
  });

  it('names the field of a generic input error in the interface language', () => {
    const e = gqlError('limit: too big', { code: 'BAD_USER_INPUT', reason: 'TOO_LARGE', params: { field: 'limit', max: 100 } });
    expect(errorMessage(e, tFr)).toBe('Nombre de résultats : la valeur maximale est 100.');
    expect(errorMessage(e, tEn)).toBe('Number of results: the maximum is 100.');
    const unnamed = gqlError('x', { code: 'BAD_USER_INPUT', reason: 'TOO_LARGE', params: { field: 'filter.0.somethingNew', max: 3 } });
    expect(errorMessage(unnamed, tEn)).toBe('somethingNew: the maximum is 3.');
  });

  it('reads the older `details` shape and rate-limit minutes', () => {
    const e = gqlError('Too many', { code: 'RATE_LIMITED', details: { reason: 'TOO_MANY_LOGIN_ATTEMPTS', retryAfterSeconds: 600 } });
    expect(errorMessage(e, tFr)).toBe('Trop de tentatives de connexion. Réessayez dans 10 minute(s).');
  });

  it('never shows a transport message: 5xx, proxies, timeouts, network, rate limits', () => {
    const html = new ServerError('Response not successful: Received status code 500', {
      response: new Response('<html>oops</html>', { status: 500, headers: { 'x-request-id': 'req-42' } }),
      bodyText: '<html>oops</html>',
    });
    expect(describeError(html, tFr)).toEqual({ message: catalogue('fr').transport.server, requestId: 'req-42' });
    expect(describeError(httpError(502, 'Bad gateway'), tEn).message).toBe(catalogue('en').transport.unavailable);
    expect(describeError(httpError(429, '{}'), tEn).message).toBe(catalogue('en').transport.rateLimited);
    const unavailable = httpError(
      503,
      JSON.stringify({ errors: [{ message: 'The database is unavailable', extensions: { code: 'UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE' } }] }),
    );
    expect(errorMessage(unavailable, tFr)).toBe(catalogue('fr').reason.DATABASE_UNAVAILABLE);
    const internal = httpError(500, JSON.stringify({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL', requestId: 'abc-1' } }] }));
    expect(describeError(internal, tEn)).toEqual({ message: catalogue('en').reason.INTERNAL, requestId: 'abc-1' });
    const rest = httpError(
      404,
      JSON.stringify({ success: false, error: 'Trial NCT1 not found', code: 'NOT_FOUND', reason: 'TRIAL_NOT_FOUND', params: { nctId: 'NCT1' } }),
    );
    expect(errorMessage(rest, tEn)).toBe('Trial not found');
    const parse = new ServerParseError(new SyntaxError('Unexpected token <'), { response: new Response('<html>', { status: 200 }), bodyText: '<html>' });
    expect(errorMessage(parse, tEn)).toBe(catalogue('en').transport.badResponse);
    expect(errorMessage(new TypeError('Failed to fetch'), tFr)).toBe(catalogue('fr').transport.network);
    expect(errorMessage(new DOMException('Request timed out', 'TimeoutError'), tFr)).toBe(catalogue('fr').transport.timeout);
    for (const e of [html, unavailable, parse]) expect(errorMessage(e, tEn)).not.toMatch(/Response not successful|Unexpected token/);
  });

  it('a ticker that cannot be served is worded by its reason, never by the provider text', () => {
    expect(dataErrorMessage(tFr, 'TICKER_NOT_FOUND')).toBe(catalogue('fr').reason.TICKER_NOT_FOUND);
    expect(dataErrorMessage(tEn, 'NO_PRICE_HISTORY')).toBe(catalogue('en').reason.NO_PRICE_HISTORY);
    expect(dataErrorMessage(tEn, null)).toBe(catalogue('en').reason.STOCK_PROVIDER_FAILED);
    expect(dataErrorMessage(tEn, 'Unknown ticker: ZZZ')).toBe(catalogue('en').reason.STOCK_PROVIDER_FAILED);
  });

  it('errorInfo exposes code, reason and params for callers that branch on them', () => {
    expect(errorInfo(gqlError('x', { code: 'NOT_FOUND', reason: 'TRIAL_NOT_FOUND', params: { nctId: 'NCT1' } }))).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'TRIAL_NOT_FOUND',
      params: { nctId: 'NCT1' },
    });
  });
});

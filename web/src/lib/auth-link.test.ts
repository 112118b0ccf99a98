import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthLink, isTokenExpired } from './auth-link';
import { TokenRefresher } from './refresh';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, getAccessToken, getRefreshToken, setAuthLostHandler } from './session';

const Q1 = gql`
  query One {
    one
  }
`;
const Q2 = gql`
  query Two {
    two
  }
`;

/** A terminating link standing for the server: accepts only `validToken`, answers TOKEN_EXPIRED otherwise. */
function fakeServer(state: { validToken: string; seen: string[] }) {
  return new ApolloLink((operation) => {
    const auth = (operation.getContext().headers as Record<string, string> | undefined)?.authorization ?? '';
    state.seen.push(`${operation.operationName}:${auth}`);
    return new Observable((observer) => {
      setTimeout(() => {
        if (auth === `Bearer ${state.validToken}`) {
          observer.next({ data: { [operation.operationName === 'One' ? 'one' : 'two']: `ok-${state.validToken}` } });
        } else {
          observer.next({ data: null, errors: [{ message: 'Access token expired', extensions: { code: 'TOKEN_EXPIRED' } }] } as never);
        }
        observer.complete();
      }, 5);
    });
  });
}

function client(link: ApolloLink) {
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

afterEach(() => {
  setAuthLostHandler(() => undefined);
});

describe('shared token refresh', () => {
  it('two parallel requests failing with TOKEN_EXPIRED trigger ONE refresh and both succeed with the new token', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    window.localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    const server = { validToken: 'new', seen: [] as string[] };
    const refresh = vi.fn(async (rt: string) => {
      expect(rt).toBe('r1');
      await new Promise((r) => setTimeout(r, 20));
      return { accessToken: 'new', refreshToken: 'r2' };
    });
    const c = client(ApolloLink.from([createAuthLink(new TokenRefresher(refresh)), fakeServer(server)]));
    const [a, b] = await Promise.all([c.query({ query: Q1 }), c.query({ query: Q2 })]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(a.data).toEqual({ one: 'ok-new' });
    expect(b.data).toEqual({ two: 'ok-new' });
    expect(getAccessToken()).toBe('new');
    expect(getRefreshToken()).toBe('r2');
    expect(server.seen).toEqual(expect.arrayContaining(['One:Bearer old', 'Two:Bearer old', 'One:Bearer new', 'Two:Bearer new']));
  });

  it('a request failing after the refresh already happened reuses the new token without refreshing again', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    window.localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    const refresh = vi.fn(async () => ({ accessToken: 'new', refreshToken: 'r2' }));
    const refresher = new TokenRefresher(refresh);
    await refresher.freshToken('old');
    expect(getAccessToken()).toBe('new');
    // A late failure of a request sent with "old": the stored token already changed, no new refresh call.
    await expect(refresher.freshToken('old')).resolves.toBe('new');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(getRefreshToken()).toBe('r2');
  });

  it('a failed refresh clears both tokens, goes to /login, and passes the original error on', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    window.localStorage.setItem(REFRESH_TOKEN_KEY, 'stolen');
    const lost = vi.fn();
    setAuthLostHandler(lost);
    const refresh = vi.fn(async () => {
      throw new Error('Invalid refresh token');
    });
    const c = client(ApolloLink.from([createAuthLink(new TokenRefresher(refresh)), fakeServer({ validToken: 'new', seen: [] })]));
    const results = await Promise.allSettled([c.query({ query: Q1 }), c.query({ query: Q2 })]);
    expect(refresh).toHaveBeenCalledTimes(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect(String((r as PromiseRejectedResult).reason)).toContain('Access token expired');
    }
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(lost).toHaveBeenCalled();
  });

  it('with no refresh token the TOKEN_EXPIRED error is passed on without a refresh', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    const refresh = vi.fn(async () => ({ accessToken: 'x' }));
    const lost = vi.fn();
    setAuthLostHandler(lost);
    const c = client(ApolloLink.from([createAuthLink(new TokenRefresher(refresh)), fakeServer({ validToken: 'new', seen: [] })]));
    await expect(c.query({ query: Q1 })).rejects.toThrow('Access token expired');
    expect(refresh).not.toHaveBeenCalled();
    expect(lost).not.toHaveBeenCalled();
  });

  it('sends no Authorization header when signed out', async () => {
    const server = { validToken: 'new', seen: [] as string[] };
    const c = client(ApolloLink.from([createAuthLink(new TokenRefresher(vi.fn())), fakeServer(server)]));
    await c.query({ query: Q1 }).catch(() => undefined);
    expect(server.seen).toEqual(['One:']);
  });
});

describe('isTokenExpired', () => {
  const ended = (reason: string) => ({ errors: [{ message: 'ended', extensions: { code: 'UNAUTHENTICATED', reason, params: {} } }] });

  it('retries a subscription the server ended at the access token expiry, not one ended by a revoked session', () => {
    expect(isTokenExpired(ended('ACCESS_TOKEN_EXPIRED'))).toBe(true);
    expect(isTokenExpired(ended('SESSION_REVOKED'))).toBe(false);
    expect(isTokenExpired({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(false);
    expect(isTokenExpired({ errors: [{ message: 'x', extensions: { code: 'TOKEN_EXPIRED' } }] })).toBe(true);
  });
});

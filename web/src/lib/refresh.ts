import { authLost, getAccessToken, getRefreshToken, setTokens } from './session';

/** The refresh call, sent with plain fetch so it never goes through the link chain it serves. */
const REFRESH_MUTATION = /* GraphQL */ `
  mutation RefreshSession($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) { accessToken refreshToken }
  }
`;

export type RefreshFn = (refreshToken: string) => Promise<{ accessToken: string; refreshToken?: string | null }>;

export const refreshOverGraphQL: RefreshFn = async (refreshToken) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: REFRESH_MUTATION, variables: { refreshToken }, operationName: 'RefreshSession' }),
  });
  const body = (await res.json().catch(() => null)) as
    | { data?: { refreshToken?: { accessToken: string; refreshToken: string } | null }; errors?: { message: string }[] }
    | null;
  const tokens = body?.data?.refreshToken;
  if (!res.ok || !tokens?.accessToken) throw new Error(body?.errors?.[0]?.message ?? 'Failed to refresh token');
  return tokens;
};

/**
 * ONE shared refresh: whoever asks while a refresh runs gets the same promise, so N requests failing
 * with TOKEN_EXPIRED at once cause exactly one `refreshToken` call. Resolves to the new access token;
 * rejects (after clearing both tokens and sending the browser to /login) when the refresh fails.
 * With no refresh token stored it rejects without side effects (the original error is passed on).
 */
export class TokenRefresher {
  private inflight: Promise<string> | null = null;

  constructor(private readonly refresh: RefreshFn = refreshOverGraphQL) {}

  get refreshing(): boolean {
    return this.inflight !== null;
  }

  /** `usedToken` is the access token the failed request carried: if it has already been replaced, no new refresh is needed. */
  async freshToken(usedToken: string | null): Promise<string> {
    if (this.inflight) return this.inflight;
    const current = getAccessToken();
    if (current && usedToken && current !== usedToken) return current;
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new NoRefreshTokenError();
    this.inflight = this.refresh(refreshToken)
      .then((tokens) => {
        setTokens(tokens.accessToken, tokens.refreshToken ?? null);
        return tokens.accessToken;
      })
      .catch((err: unknown) => {
        authLost();
        throw err;
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }
}

export class NoRefreshTokenError extends Error {
  constructor() {
    super('No refresh token');
  }
}

export const tokenRefresher = new TokenRefresher();

import { authLost, getAccessToken, getRefreshToken, setTokens } from './session';
import { tabLock, type TabLock } from './tab-lock';

/** The refresh call, sent with plain fetch so it never goes through the link chain it serves. */
const REFRESH_MUTATION = /* GraphQL */ `
  mutation RefreshSession($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      accessToken
      refreshToken
    }
  }
`;

export type RefreshFn = (refreshToken: string) => Promise<{ accessToken: string; refreshToken?: string | null }>;

export const refreshOverGraphQL: RefreshFn = async (refreshToken) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: REFRESH_MUTATION, variables: { refreshToken }, operationName: 'RefreshSession' }),
  });
  const body = (await res.json().catch(() => null)) as {
    data?: { refreshToken?: { accessToken: string; refreshToken: string } | null };
    errors?: { message: string }[];
  } | null;
  const tokens = body?.data?.refreshToken;
  if (!res.ok || !tokens?.accessToken) throw new Error(body?.errors?.[0]?.message ?? 'Failed to refresh token');
  return tokens;
};

/** The name of the cross-tab lock around a refresh. */
export const REFRESH_LOCK = 'trialyst-token-refresh';

/**
 * ONE shared refresh: whoever asks while a refresh runs gets the same promise, so N requests failing
 * with TOKEN_EXPIRED at once cause exactly one `refreshToken` call. Across tabs, refreshes take
 * turns under a lock (Web Locks, or a localStorage lease); a tab that waited re-reads the stored
 * tokens and uses them if another tab refreshed meanwhile, instead of presenting a rotated token.
 * Resolves to the new access token; rejects (after clearing both tokens and sending the browser to
 * /login) when the refresh fails. With no refresh token stored it rejects without side effects (the
 * original error is passed on).
 */
export class TokenRefresher {
  private inflight: Promise<string> | null = null;

  constructor(
    private readonly refresh: RefreshFn = refreshOverGraphQL,
    private readonly lock: TabLock = tabLock,
  ) {}

  get refreshing(): boolean {
    return this.inflight !== null;
  }

  /** `usedToken` is the access token the failed request carried: if it has already been replaced, no new refresh is needed. */
  async freshToken(usedToken: string | null): Promise<string> {
    if (this.inflight) return this.inflight;
    const current = getAccessToken();
    if (current && usedToken && current !== usedToken) return current;
    const seenRefreshToken = getRefreshToken();
    if (!seenRefreshToken) throw new NoRefreshTokenError();
    this.inflight = this.lock(REFRESH_LOCK, () => this.refreshUnlessDone(usedToken ?? current, seenRefreshToken)).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  /** Under the lock: the stored tokens may have been renewed by another tab while this one waited. */
  private async refreshUnlessDone(usedToken: string | null, seenRefreshToken: string): Promise<string> {
    const access = getAccessToken();
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new NoRefreshTokenError();
    if (access && (refreshToken !== seenRefreshToken || (usedToken && access !== usedToken))) return access;
    try {
      const tokens = await this.refresh(refreshToken);
      setTokens(tokens.accessToken, tokens.refreshToken ?? null);
      return tokens.accessToken;
    } catch (err) {
      authLost();
      throw err;
    }
  }
}

export class NoRefreshTokenError extends Error {
  constructor() {
    super('No refresh token');
  }
}

export const tokenRefresher = new TokenRefresher();

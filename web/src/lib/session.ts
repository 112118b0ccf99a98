/**
 * Browser session: the two tokens in localStorage (the spec's keys) and a tiny event bus so the
 * Apollo links, the WebSocket and the React auth state all follow the same tokens.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

export function setTokens(accessToken: string, refreshToken?: string | null): void {
  const s = storage();
  s?.setItem(ACCESS_TOKEN_KEY, accessToken);
  if (refreshToken) s?.setItem(REFRESH_TOKEN_KEY, refreshToken);
  emit();
}

export function clearTokens(): void {
  const s = storage();
  s?.removeItem(ACCESS_TOKEN_KEY);
  s?.removeItem(REFRESH_TOKEN_KEY);
  emit();
}

/** Called whenever the tokens change (login, refresh, logout). Returns an unsubscribe function. */
export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const l of [...listeners]) l();
}

let authLostHandler: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

/** The router installs a handler that navigates to /login without reloading the page. */
export function setAuthLostHandler(handler: () => void): void {
  authLostHandler = handler;
}

/** A refresh failed: the session is over. Both tokens are removed and the browser goes to /login. */
export function authLost(): void {
  clearTokens();
  authLostHandler();
}

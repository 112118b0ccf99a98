import type { AuthUser, AppContext } from '../../context.js';
import type { Deps } from '../../deps.js';
import { joinedField } from '../../db/rows.js';
import { PUBLIC_USER_FIELDS, Session, User, type PublicUserRow } from './auth.entity.js';
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
  // The user, if one of the token family's sessions is live (every row of a family shares family_id and user).
  const em = deps.orm.em;
  const row = await em
    .createQueryBuilder(Session, 's')
    .join('s.user', 'u')
    .select(PUBLIC_USER_FIELDS.map((f) => joinedField(em, User, 'u', f)))
    .where({ familyId: sid, user: sub, revokedAt: null })
    .execute<PublicUserRow | undefined>('get');
  if (!row) return INVALID;
  return { user: { id: row.id, email: row.email, name: row.name, sessionId: sid }, authError: null };
}

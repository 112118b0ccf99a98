import { Counter } from 'prom-client';
import type { AuthUser, AppContext } from '../../context.js';
import type { Deps } from '../../deps.js';
import { joinedField } from '../../db/rows.js';
import { registry } from '../../lib/metrics.js';
import { PUBLIC_USER_FIELDS, Session, User, type PublicUserRow } from './auth.entity.js';
import type { SessionUser } from './auth.session-cache.js';
import { verifyAccessToken, type VerifyResult } from './auth.tokens.js';

export interface BearerResult {
  user: AuthUser | null;
  authError: AppContext['authError'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ANONYMOUS: BearerResult = { user: null, authError: null };
const INVALID: BearerResult = { user: null, authError: 'UNAUTHENTICATED' };

/** Counted with plain additions on the request path, read when scraped. */
const checks = { memory: 0, database: 0 };
new Counter({
  name: 'trialyst_session_checks_total',
  help: 'Session checks of signed-in requests by where they were answered (memory, database): memory share = memory / (memory + database)',
  labelNames: ['source'] as const,
  registers: [registry],
  collect() {
    this.reset();
    this.inc({ source: 'memory' }, checks.memory);
    this.inc({ source: 'database' }, checks.database);
  },
});

/**
 * Resolves an `Authorization: Bearer <access token>` header (or a graphql-ws connectionParams token).
 * No header: anonymous. A token that does not verify: anonymous with the reason kept, so that
 * protected calls answer TOKEN_EXPIRED or UNAUTHENTICATED while public ones still work.
 * A valid signature is not enough: the user must still exist and the token's session family must
 * not be revoked (logout, password change, refresh-token theft). The process's session cache
 * (auth.session-cache.ts) answers that from memory while it hears the database's announcements;
 * otherwise one indexed query does.
 */
export async function authenticateBearer(deps: Deps, header: string | null | undefined): Promise<BearerResult> {
  if (!header || !header.trim()) return ANONYMOUS;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!match) return INVALID;
  const verified = await verifyToken(deps, match[1]);
  if (!verified.ok) return { user: null, authError: verified.reason };
  const { sub, sid } = verified.claims;
  if (!UUID.test(sub) || !UUID.test(sid)) return INVALID;
  const cache = deps.sessionCache;
  const kept = cache?.get(sub, sid);
  if (kept) {
    checks.memory++;
    return { user: kept, authError: null };
  }
  checks.database++;
  const generation = cache?.generation ?? 0;
  const user = await liveSessionUser(deps, sub, sid);
  if (!user) return INVALID;
  cache?.set(user, generation);
  return { user, authError: null };
}

/** The token's claims, from the cache of verified tokens when it holds them (their expiry checked now). */
async function verifyToken(deps: Deps, token: string): Promise<VerifyResult> {
  const cache = deps.sessionCache;
  const known = cache?.verifiedToken(token);
  if (known) return { ok: true, claims: known };
  if (known === null) return { ok: false, reason: 'TOKEN_EXPIRED' };
  const verified = await verifyAccessToken(deps.config, token);
  if (verified.ok && verified.exp !== undefined) cache?.rememberToken(token, verified.claims, verified.exp);
  return verified;
}

/** The user, if one of the token family's sessions is live (every row of a family shares family_id and user): one indexed query. */
async function liveSessionUser(deps: Deps, userId: string, familyId: string): Promise<SessionUser | null> {
  const em = deps.orm.em;
  const row = await em
    .createQueryBuilder(Session, 's')
    .join('s.user', 'u')
    .select(PUBLIC_USER_FIELDS.map((f) => joinedField(em, User, 'u', f)))
    .where({ familyId, user: userId, revokedAt: null })
    .execute<PublicUserRow | undefined>('get');
  return row ? { id: row.id, email: row.email, name: row.name ?? null, sessionId: familyId } : null;
}

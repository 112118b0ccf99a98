import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.js';
import { jwtSecret } from './auth.secret.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = 'trialyst';
const AUDIENCE = 'trialyst';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session family id: revoking the family (logout, theft detection) also ends its access tokens. */
  sid: string;
}

/** A signed HS256 JWT for `Authorization: Bearer`, 15 minutes (or until `expiresAt`, in seconds since epoch). */
export function signAccessToken(config: Config, claims: AccessClaims, opts: { expiresAt?: number; issuedAt?: number } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(opts.issuedAt ?? now)
    .setExpirationTime(opts.expiresAt ?? now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(jwtSecret(config));
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'TOKEN_EXPIRED' | 'UNAUTHENTICATED' };

export async function verifyAccessToken(config: Config, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(config), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, reason: 'UNAUTHENTICATED' };
    return { ok: true, claims: { sub: payload.sub, sid: payload.sid } };
  } catch (e) {
    return { ok: false, reason: e instanceof errors.JWTExpired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED' };
  }
}

/** An opaque refresh token (256 random bits); only its hash is stored. */
export function newRefreshToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

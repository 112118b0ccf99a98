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

/** `exp`: the token's expiry (seconds since the epoch), when it has one. */
export type VerifyResult = { ok: true; claims: AccessClaims; exp?: number } | { ok: false; reason: 'TOKEN_EXPIRED' | 'UNAUTHENTICATED' };

export async function verifyAccessToken(config: Config, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(config), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, reason: 'UNAUTHENTICATED' };
    return { ok: true, claims: { sub: payload.sub, sid: payload.sid }, exp: payload.exp };
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

/**
 * A refresh token that was just rotated stays usable for this long: presenting it again yields the
 * same successor (two tabs refreshing at once). Past it, presenting it means it was copied.
 */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * The key that seals a successor token: HKDF of the presented token. The database stores only
 * SHA-256 of that token, from which this key cannot be derived, so the database alone does not
 * reveal the successor.
 */
function successorKey(presented: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', Buffer.from(presented, 'utf8'), 'trialyst/refresh-successor', 'aes-256-gcm', 32));
}

/** AES-256-GCM of `successor` under a key derived from `presented`: base64url(iv ‖ tag ‖ ciphertext). */
export function sealSuccessor(successor: string, presented: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', successorKey(presented), iv);
  const ct = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url');
}

/** The successor sealed by `sealSuccessor`, or null if `presented` is not the token it was sealed for. */
export function openSuccessor(sealed: string, presented: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', successorKey(presented), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../../config.js';
import { warmUpPasswords } from './auth.password.js';

/** Shortest accepted JWT_SECRET in production (characters). */
export const MIN_SECRET_LENGTH = 32;
export const SECRET_FILE = 'jwt-secret';

const cache = new WeakMap<Config, Uint8Array>();

/**
 * The access-token signing key. JWT_SECRET when set; in development and test, when unset, a
 * random secret generated once and kept in DATA_DIR/jwt-secret (mode 600) so sessions survive
 * restarts. In production a missing or short JWT_SECRET is a configuration error.
 */
export function jwtSecret(config: Config): Uint8Array {
  let key = cache.get(config);
  if (!key) {
    key = new TextEncoder().encode(resolveSecret(config));
    cache.set(config, key);
  }
  return key;
}

function resolveSecret(config: Config): string {
  const configured = config.JWT_SECRET?.trim();
  if (config.isProduction) {
    if (!configured)
      throw new ConfigError(
        `JWT_SECRET is required in production: set it to a random value of at least ${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 48).`,
      );
    if (configured.length < MIN_SECRET_LENGTH)
      throw new ConfigError(
        `JWT_SECRET is too short (${configured.length} characters): use at least ${MIN_SECRET_LENGTH} random characters (for example: openssl rand -base64 48).`,
      );
    return configured;
  }
  if (configured) return configured;
  return readOrCreateSecretFile(path.join(config.DATA_DIR, SECRET_FILE));
}

function readOrCreateSecretFile(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_SECRET_LENGTH) return existing;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    // "wx": never overwrite a secret another process wrote meanwhile.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw e;
  }
}

/**
 * Called once at server start: resolves the signing key now, so that a production start without
 * a proper JWT_SECRET stops at once with a clear message (a ConfigError), and the development
 * secret file is created before the first request.
 */
export function prepareAuth(config: Config): void {
  jwtSecret(config);
  warmUpPasswords();
}

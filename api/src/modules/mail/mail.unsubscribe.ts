import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Bilingual } from '../../domain/bilingual.js';
import { jwtSecret } from '../auth/auth.secret.js';
import { appOrigin } from './mail.settings.js';

/**
 * Mailing lists a user can leave with one click (RFC 8058). Each is registered by the module that
 * mails it (alerts: `alerts`), with what leaving it does; the mail module names none.
 */
export interface MailList {
  name: string;
  /** What the user stops receiving ("vos alertes par e-mail"), for the unsubscribe page. */
  label: Bilingual;
  /** Stops the user's mails of this list (idempotent). */
  unsubscribe(em: EntityManager, userId: string): Promise<void>;
}

const lists = new Map<string, MailList>();

export function registerMailList(list: MailList): void {
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(list.name)) throw new Error(`Invalid mail list name: ${list.name}`);
  lists.set(list.name, list);
}

export const mailList = (name: string): MailList | undefined => lists.get(name);

const keys = new WeakMap<Config, Buffer>();

/** The unsubscribe signing key: derived from the token signing secret, for this use only. */
function unsubscribeKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', jwtSecret(config), Buffer.alloc(0), 'trialyst mail unsubscribe v1', 32));
    keys.set(config, key);
  }
  return key;
}

const mac = (config: Config, userId: string, list: string) =>
  crypto.createHmac('sha256', unsubscribeKey(config)).update(`${userId}\n${list}`).digest().toString('base64url');

/**
 * The user's token for one list: `<user id, hex>.<list>.<HMAC-SHA256>`. Signed, so it cannot be
 * guessed or forged for another user or list; it never expires (a mail read months later still works).
 */
export function unsubscribeToken(config: Config, userId: string, list: string): string {
  return `${userId.replaceAll('-', '')}.${list}.${mac(config, userId, list)}`;
}

/** The user and list of a genuine token, or null. */
export function verifyUnsubscribeToken(config: Config, token: string): { userId: string; list: string } | null {
  const m = /^([0-9a-f]{32})\.([a-z][a-z0-9-]{0,30})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const hex = m[1];
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(mac(config, userId, m[2]));
  const given = Buffer.from(m[3]);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? { userId, list: m[2] } : null;
}

/** The one-click unsubscribe URL of a user's list (POST: leave at once; GET: a page that asks first). */
export function unsubscribeUrl(config: Config, userId: string, list: string): string {
  return `${appOrigin(config)}/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config, userId, list))}`;
}

/** RFC 2369 and RFC 8058 headers of a list mail: mail clients show an "Unsubscribe" button that POSTs once. */
export function listUnsubscribeHeaders(config: Config, userId: string, list: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(config, userId, list)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    // RFC 2919: a stable id per list and site.
    'List-Id': `Trialyst ${list} <${list}.${new URL(appOrigin(config)).hostname.replace(/^\[|\]$/g, '').replaceAll(':', '-')}>`,
  };
}

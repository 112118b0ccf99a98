import net from 'node:net';
import type { Request } from 'express';
import type { Config } from '../config.js';
import { logger } from '../lib/logger.js';
import type { TrustProxy } from './request-info.js';

/**
 * The origin written into every absolute URL the server produces (calendar event links, the
 * private feed URL), so a forged `Host` header can never put another site's address there.
 *
 * - `PUBLIC_URL` set: that origin, whatever the request says.
 * - Unset: the request's origin only when it can be believed:
 *   - `X-Forwarded-Host` (with `X-Forwarded-Proto`) sent by a proxy that `TRUST_PROXY` trusts;
 *   - or a `Host` naming the very address and port the connection arrived at (`127.0.0.1:4000`,
 *     `[::1]:4000`, `localhost:4000` on a loopback connection) or the configured `HOST` name.
 * - Anything else: `http://localhost:<listening port>`.
 */

type OriginConfig = Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'isProduction'>;

/** `host[:port]` and nothing else: a DNS name, an IPv4 address or a bracketed IPv6 address. */
const HOST_SYNTAX = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

let warned = false;

export function publicOrigin(req: Request, config: OriginConfig): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  if (config.isProduction && !warned) {
    warned = true;
    logger.warn(
      'PUBLIC_URL is not set: absolute URLs (calendar links, feed URLs) fall back to the request origin only when it can be trusted, else http://localhost',
    );
  }
  return forwardedOrigin(req) ?? directOrigin(req, config) ?? `http://localhost:${req.socket.localPort ?? config.PORT}`;
}

/** X-Forwarded-Host from a trusted proxy (the first value), with its X-Forwarded-Proto. */
function forwardedOrigin(req: Request): string | null {
  const trust = req.app.get('trust proxy fn') as TrustProxy | undefined;
  const sent = req.get('x-forwarded-host');
  if (!sent || !trust?.(req.socket.remoteAddress ?? '', 0)) return null;
  const host = sent.split(',')[0].trim();
  return HOST_SYNTAX.test(host) ? `${schemeOf(req)}://${host.toLowerCase()}` : null;
}

/** The Host header when it names the address and port this connection reached. */
function directOrigin(req: Request, config: OriginConfig): string | null {
  const host = req.get('host') ?? '';
  const m = HOST_SYNTAX.exec(host);
  if (!m) return null;
  const scheme = schemeOf(req);
  const localPort = req.socket.localPort;
  const port = m[1] ?? (scheme === 'https' ? '443' : '80');
  if (localPort === undefined || Number(port) !== localPort) return null;
  const name = host.slice(0, host.length - (m[1] ? m[1].length + 1 : 0)).toLowerCase();
  return arrivedAt(name, req.socket.localAddress, config.HOST) ? `${scheme}://${host.toLowerCase()}` : null;
}

/** Whether `name` (lowercase, IPv6 in brackets) is the local address a connection arrived at, or the configured listening name. */
function arrivedAt(name: string, localAddress: string | undefined, configuredHost: string): boolean {
  const bare = name.startsWith('[') ? name.slice(1, -1) : name;
  const local = (localAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').toLowerCase();
  if (net.isIP(bare)) return bare === local;
  if (bare === 'localhost') return local === '127.0.0.1' || local === '::1';
  return !WILDCARD_HOSTS.has(configuredHost) && !net.isIP(configuredHost) && bare === configuredHost.toLowerCase();
}

function schemeOf(req: Request): 'http' | 'https' {
  return req.protocol === 'https' ? 'https' : 'http';
}

import dns from 'node:dns';
import net from 'node:net';
import { badInput } from '../../errors.js';

/**
 * Server-side request forgery guard of webhooks: only http(s) URLs without credentials, and never an
 * address that is private, loopback, link-local, shared, multicast, reserved or documentation —
 * unless the server allows private targets (WEBHOOK_ALLOW_PRIVATE). Host names are resolved and
 * every address is checked, at registration and again at each connection (the `lookup` below, so
 * a DNS answer that changes between the two cannot slip through). Redirects are never followed.
 */

const blocked = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net6, prefix, 'ipv6');

/** The 8 hextets of an IPv6 address (with an embedded dotted IPv4 tail converted). */
function hextets(address: string): number[] {
  let a = address.toLowerCase().split('%')[0];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(a)?.[1];
  if (v4) {
    const [p, q, r, s] = v4.split('.').map(Number);
    a = a.slice(0, -v4.length) + `${((p << 8) | q).toString(16)}:${((r << 8) | s).toString(16)}`;
  }
  const [head, tail] = a.includes('::') ? a.split('::') : [a, null];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === null ? [] : new Array(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((x) => parseInt(x || '0', 16));
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** Whether an IP address may not be the target of a webhook (private and reserved ranges, IPv4 inside IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const h = hextets(address);
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16) embed an IPv4 address.
  const zero = (from: number, to: number) => h.slice(from, to).every((x) => x === 0);
  const mapped = zero(0, 5) && h[5] === 0xffff;
  const compatible = zero(0, 6) && !(h[6] === 0 && h[7] <= 1);
  const nat64 = h[0] === 0x64 && h[1] === 0xff9b && zero(2, 6);
  if (mapped || compatible || nat64) return blocked.check(v4Of(h[6], h[7]), 'ipv4');
  if (h[0] === 0x2002) return blocked.check(v4Of(h[1], h[2]), 'ipv4');
  return blocked.check(address, 'ipv6');
}

export class UnsafeAddressError extends Error {
  constructor(readonly address: string) {
    super(`Refused address ${address}: private, loopback or reserved`);
    this.name = 'UnsafeAddressError';
  }
}

/**
 * A `lookup` for http(s).request: resolves every address of the host and refuses the connection
 * if any is unsafe (a host with one private address among public ones is refused too).
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (
    hostname: string,
    options: dns.LookupOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
  ) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const bad = addresses.find((a) => isPrivateAddress(a.address));
      if (bad && !allowPrivate) return callback(new UnsafeAddressError(bad.address), '', 4);
      if (!addresses.length) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
      if (options?.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

const LOOKUP_TIMEOUT_MS = 3000;

function lookupAll(hostname: string): Promise<dns.LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('DNS lookup timed out')), LOOKUP_TIMEOUT_MS);
    dns.lookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(addresses);
    });
  });
}

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Checks a webhook URL before it is stored: syntax, scheme, no credentials, a host that resolves
 * and whose every address is allowed. Answers the normalised URL; BAD_USER_INPUT otherwise, with
 * `details.reason` (WEBHOOK_URL_INVALID, WEBHOOK_URL_SCHEME, WEBHOOK_URL_PRIVATE, WEBHOOK_URL_UNRESOLVED).
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badInput('The webhook URL is not a valid URL', { reason: 'WEBHOOK_URL_INVALID' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badInput('The webhook URL must start with http:// or https://', { reason: 'WEBHOOK_URL_SCHEME' });
  if (url.username || url.password) throw badInput('The webhook URL must not contain credentials', { reason: 'WEBHOOK_URL_INVALID' });
  if (url.href.length > 2000) throw badInput('The webhook URL is too long (2000 characters at most)', { reason: 'WEBHOOK_URL_INVALID' });
  url.hash = '';
  const host = hostOf(url);
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookupAll(host)).map((a) => a.address);
    } catch {
      throw badInput(`The webhook host ${host.slice(0, 100)} could not be resolved`, { reason: 'WEBHOOK_URL_UNRESOLVED' });
    }
  }
  if (!allowPrivate && (addresses.length === 0 || addresses.some(isPrivateAddress))) {
    throw badInput('The webhook URL points to a private, loopback or reserved address', { reason: 'WEBHOOK_URL_PRIVATE' });
  }
  return url.href;
}

import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { badInput } from '../../errors.js';

/**
 * Server-side request forgery guard of webhooks: only http(s) URLs without credentials, and never an
 * address that is private, loopback, link-local, shared, multicast, reserved or documentation —
 * unless the server allows private targets (WEBHOOK_ALLOW_PRIVATE). Host names are resolved and
 * every address is checked, at registration and again at each connection (the `lookup` below, so
 * a DNS answer that changes between the two cannot slip through). Redirects are never followed.
 */

/**
 * Ranges that are not globally reachable, from the IANA special-purpose address registries
 * (https://www.iana.org/assignments/iana-ipv4-special-registry/ and
 * https://www.iana.org/assignments/iana-ipv6-special-registry/, entries whose "Globally Reachable"
 * is False or N/A), plus multicast. A whole block is refused even where the registry marks a few
 * anycast addresses inside it global (192.0.0.9, 192.0.0.10, parts of 2001::/23): no webhook lives
 * there. These are checked on top of ipaddr.js's own `range()`, which must answer `unicast`.
 */
const V4_NOT_GLOBAL = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // shared address space (carrier-grade NAT)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (cloud metadata)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments (DS-Lite, NAT64 discovery…)
  '192.0.2.0/24', // TEST-NET-1
  '192.88.99.0/24', // deprecated 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // TEST-NET-2
  '203.0.113.0/24', // TEST-NET-3
  '224.0.0.0/4', // multicast (IANA multicast registry)
  '240.0.0.0/4', // reserved
  '255.255.255.255/32', // limited broadcast
].map((c) => ipaddr.IPv4.parseCIDR(c));

const V6_NOT_GLOBAL = [
  '::/128', // unspecified
  '::1/128', // loopback
  '::/96', // IPv4-compatible (deprecated, RFC 4291)
  '::ffff:0:0/96', // IPv4-mapped (its IPv4 is checked instead: EMBEDDING below)
  '::ffff:0:0:0/96', // SIIT, IPv4-translated (RFC 2765)
  '64:ff9b:1::/48', // local-use IPv4/IPv6 translation (RFC 8215)
  '100::/64', // discard-only
  '100:0:0:1::/64', // dummy prefix (RFC 9780)
  '2001::/23', // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation (RFC 9637)
  '5f00::/16', // segment routing SIDs
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated)
  'ff00::/8', // multicast
].map((c) => ipaddr.IPv6.parseCIDR(c));

/** Only this block is allocated as global unicast (IANA IPv6 Address Space registry); all else is refused. */
const V6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * IPv6 forms whose traffic goes to an embedded IPv4 address, which decides: IPv4-mapped (what a
 * dual-stack socket connects to), the well-known NAT64 prefix (RFC 6052, globally reachable) and
 * 6to4 (RFC 3056). `at`: the IPv4's first byte in the 16. Other translated forms are refused whole.
 */
const EMBEDDING = [
  { range: ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), at: 12 },
  { range: ipaddr.IPv6.parseCIDR('64:ff9b::/96'), at: 12 },
  { range: ipaddr.IPv6.parseCIDR('2002::/16'), at: 2 },
];

const v4Refused = (a: ipaddr.IPv4) => a.range() !== 'unicast' || V4_NOT_GLOBAL.some((r) => a.match(r));

function v6Refused(a: ipaddr.IPv6): boolean {
  // a zone only scopes link-local and other non-global addresses
  if (a.zoneId) return true;
  const embedding = EMBEDDING.find((e) => a.match(e.range));
  if (embedding) {
    const at = embedding.at;
    return v4Refused(new ipaddr.IPv4(a.toByteArray().slice(at, at + 4)));
  }
  return !a.match(V6_GLOBAL_UNICAST) || a.range() !== 'unicast' || V6_NOT_GLOBAL.some((r) => a.match(r));
}

/**
 * Whether an IP address may not be the target of a webhook: anything not globally reachable, IPv4
 * inside IPv6 included. Not an IP address (or one ipaddr.js cannot read): refused too. IPv4 written
 * in decimal, octal or hex, or with fewer parts, is read as the system's resolver reads it.
 */
export function isPrivateAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.trim());
  } catch {
    return true;
  }
  return parsed instanceof ipaddr.IPv4 ? v4Refused(parsed) : v6Refused(parsed);
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

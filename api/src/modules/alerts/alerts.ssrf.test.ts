import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, guardedLookup, isPrivateAddress, UnsafeAddressError } from './alerts.ssrf.js';

/** URL forms that reach an address that is not globally reachable, each with what it is. */
const REFUSED_URLS: [url: string, what: string][] = [
  ['http://127.0.0.1/', 'loopback'],
  ['http://127.1/', 'loopback, short form'],
  ['http://0177.0.0.1/', 'loopback, octal'],
  ['http://0x7f000001/', 'loopback, hex'],
  ['http://0x7f.0.0.1/', 'loopback, hex part'],
  ['http://2130706433/', 'loopback, decimal'],
  ['http://127.0.0.1./', 'loopback, trailing dot'],
  ['http://012.0.0.1/', 'private 10/8, octal'],
  ['http://0/', 'this network'],
  ['http://0.0.0.0:8080/', 'this network'],
  ['http://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
  ['http://100.64.0.1/', 'shared address space'],
  ['http://172.31.255.255/', 'private 172.16/12'],
  ['http://192.168.1.1/', 'private 192.168/16'],
  ['http://192.0.0.170/', 'IETF protocol assignments'],
  ['http://192.0.2.1/', 'TEST-NET-1'],
  ['http://192.88.99.1/', '6to4 relay anycast'],
  ['http://198.19.0.1/', 'benchmarking'],
  ['http://198.51.100.1/', 'TEST-NET-2'],
  ['http://203.0.113.1/', 'TEST-NET-3'],
  ['http://224.0.0.1/', 'multicast'],
  ['http://240.0.0.1/', 'reserved'],
  ['http://255.255.255.255/', 'broadcast'],
  ['http://[::1]/', 'loopback'],
  ['http://[0:0:0:0:0:0:0:1]/', 'loopback, long form'],
  ['http://[::]/', 'unspecified'],
  ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
  ['http://[::ffff:7f00:1]/', 'IPv4-mapped loopback, hex'],
  ['http://[::ffff:a9fe:a9fe]/', 'IPv4-mapped metadata'],
  ['http://[::ffff:0:127.0.0.1]/', 'SIIT ::ffff:0:0:0/96 (issue 27)'],
  ['http://[::ffff:0:808:808]/', 'SIIT, even of a public IPv4'],
  ['http://[64:ff9b:1::7f00:1]/', 'local-use translation 64:ff9b:1::/48 (issue 27)'],
  ['http://[64:ff9b:1::808:808]/', 'local-use translation, even of a public IPv4'],
  ['http://[64:ff9b::127.0.0.1]/', 'NAT64 of loopback'],
  ['http://[64:ff9b::a00:1]/', 'NAT64 of 10.0.0.1'],
  ['http://[2002:7f00:1::]/', '6to4 of loopback'],
  ['http://[2002:a9fe:a9fe::1]/', '6to4 of metadata'],
  ['http://[::127.0.0.1]/', 'IPv4-compatible'],
  ['http://[fe80::1]/', 'link-local'],
  ['http://[fec0::1]/', 'site-local'],
  ['http://[fd12:3456::1]/', 'unique local'],
  ['http://[ff02::1]/', 'multicast'],
  ['http://[100::1]/', 'discard-only'],
  ['http://[2001::1]/', 'Teredo'],
  ['http://[2001:2::1]/', 'benchmarking'],
  ['http://[2001:db8::1]/', 'documentation'],
  ['http://[3fff::1]/', 'documentation (RFC 9637)'],
  ['http://[5f00::1]/', 'segment routing'],
  ['http://[4000::1]/', 'not allocated'],
  ['http://localhost/', 'resolved: loopback'],
];

/** Public targets, written in forms that must keep working. */
const ALLOWED_URLS = [
  'http://8.8.8.8/',
  'http://134744072/',
  'http://0x08080808/',
  'https://1.1.1.1:8443/hook',
  'http://[2606:4700:4700::1111]/',
  'http://[2001:4860:4860::8888]/',
  'http://[::ffff:8.8.8.8]/',
  'http://[64:ff9b::808:808]/',
  'http://[2002:808:808::1]/',
];

describe('webhook SSRF guard: address forms', () => {
  it.each(REFUSED_URLS)('refuses %s (%s)', async (url) => {
    await expect(checkWebhookUrl(url, false)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { reason: 'WEBHOOK_URL_PRIVATE' } });
    // WEBHOOK_ALLOW_PRIVATE lets them through
    await expect(checkWebhookUrl(url, true)).resolves.toBeTypeOf('string');
  });

  it.each(ALLOWED_URLS)('accepts %s', async (url) => {
    await expect(checkWebhookUrl(url, false)).resolves.toBe(new URL(url).href);
  });

  it('refuses zone ids: invalid in a URL, and refused as an address', async () => {
    await expect(checkWebhookUrl('http://[fe80::1%25eth0]/', false)).rejects.toMatchObject({ details: { reason: 'WEBHOOK_URL_INVALID' } });
    expect(isPrivateAddress('fe80::1%eth0')).toBe(true);
    expect(isPrivateAddress('2606:4700:4700::1111%eth0')).toBe(true);
  });

  it('classifies the address strings a resolver answers', () => {
    for (const a of ['::ffff:0:7f00:1', '64:ff9b:1::7f00:1', '::ffff:127.0.0.1', '192.0.0.9', 'not an address', '']) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['9.9.9.9', '2620:fe::fe', '::ffff:9.9.9.9']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('checks every address a host name resolves to when connecting', async () => {
    const lookup = (allowPrivate: boolean) =>
      new Promise<{ err: NodeJS.ErrnoException | null; addresses: unknown }>((resolve) =>
        guardedLookup(allowPrivate)('localhost', { all: true }, (err, addresses) => resolve({ err, addresses })),
      );
    const refused = await lookup(false);
    expect(refused.err).toBeInstanceOf(UnsafeAddressError);
    const allowed = await lookup(true);
    expect(allowed.err).toBeNull();
    expect(allowed.addresses).toEqual(expect.arrayContaining([expect.objectContaining({ address: expect.stringMatching(/^(127\.|::1$)/) })]));
  });
});

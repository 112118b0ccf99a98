/**
 * Percent-encoding for the wire that never throws: lone surrogates are encoded as their WTF-8 bytes
 * (e.g. \ud800 → %ED%A0%80, malformed UTF-8 on purpose), which encodeURIComponent refuses to do.
 */
export function wireEncode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < value.length) {
      const d = value.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out += encodeURIComponent(value[i] + value[i + 1]);
        i++;
        continue;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      continue;
    }
    out += encodeURIComponent(value[i]);
  }
  return out;
}

/** Makes any path segment sendable by node:http (it refuses control characters, spaces and non-ASCII) without fixing malformed escapes. */
export function rawSegment(segment: string): string {
  let out = '';
  for (const ch of segment) {
    const c = ch.codePointAt(0)!;
    out += c > 0x20 && c < 0x7f && ch !== '/' && ch !== '?' && ch !== '#' ? ch : wireEncode(ch);
  }
  return out;
}

export function queryStringOf(entries: [string, string][]): string {
  return entries.map(([k, v]) => `${wireEncode(k)}=${wireEncode(v)}`).join('&');
}

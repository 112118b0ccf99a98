/**
 * Text PostgreSQL cannot store: a NUL character (the wire protocol rejects the whole message) and
 * lone UTF-16 surrogates (not valid UTF-8). Both are refused at the edge, naming the field,
 * instead of reaching the database and looking like an outage.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnstorableText(s: string): boolean {
  return UNSTORABLE.test(s);
}

/** The path of the first string (key or value) in `value` that PostgreSQL cannot store, if any. */
export function findUnstorableText(value: unknown, path: string): string | undefined {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnstorableText(v)) return at;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}[${i}]`]);
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const childPath = at ? `${at}.${key}` : key;
        if (isUnstorableText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

export const unstorableTextMessage = (field: string) =>
  `${field.replace(/[\u0000-\u001f\uD800-\uDFFF]/g, '?')}: contains a character that cannot be stored (NUL byte or invalid Unicode)`;

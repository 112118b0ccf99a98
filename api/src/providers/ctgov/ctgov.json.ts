/** Small, total accessors over untrusted JSON (the API's answers and user files). */
export type Json = Record<string, unknown>;

export function obj(v: unknown): Json | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
}

export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function objs(v: unknown): Json[] {
  return arr(v)
    .map(obj)
    .filter((o): o is Json => o !== null);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A non-empty string (numbers are written as strings), else null. Text is kept as is (markdown escapes included). */
export function str(v: unknown): string | null {
  // PostgreSQL text and jsonb reject NUL characters and lone UTF-16 surrogates.
  if (typeof v === 'string') return v.trim() === '' ? null : v.replace(/\u0000/g, '').replace(LONE_SURROGATE, '\uFFFD');
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

export function strs(v: unknown): string[] {
  return arr(v)
    .map(str)
    .filter((s): s is string => s !== null);
}

/** An integer from a number or a numeric string ("158"), else null. */
export function int(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return Math.trunc(v);
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number.parseInt(v, 10);
  return null;
}

export function bool(v: unknown): boolean | null {
  return typeof v === 'boolean' ? v : null;
}

/** Follows a path of object keys. */
export function at(v: unknown, ...path: string[]): unknown {
  let cur: unknown = v;
  for (const k of path) {
    const o = obj(cur);
    if (!o) return undefined;
    cur = o[k];
  }
  return cur;
}

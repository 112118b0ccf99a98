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

/**
 * Deepest nesting of a JSON body or of GraphQL variables (objects and arrays; the outer one is 1).
 * Our inputs are a few levels deep; a deeper one is refused before anything walks it, so that
 * nothing recursive down the line (JSON.stringify, a reviver, a deep copy) can exhaust the stack.
 */
export const MAX_INPUT_DEPTH = 64;

export interface InputProblem {
  field: string;
  reason: 'INPUT_TOO_DEEP' | 'UNSTORABLE_TEXT';
  message: string;
}

export const inputTooDeepMessage = (field: string) =>
  `${field.replace(/[\u0000-\u001f\uD800-\uDFFF]/g, '?')}: nested too deeply (at most ${MAX_INPUT_DEPTH} levels of objects and arrays)`;

/**
 * The first reason to refuse a parsed JSON input without looking further: nesting deeper than
 * MAX_INPUT_DEPTH, or a string PostgreSQL cannot store. One iterative walk (no recursion), which
 * stops at the first problem; a too-deep input is refused before its deeper levels are visited.
 */
export function findInputProblem(value: unknown, path: string): InputProblem | undefined {
  const stack: [unknown, string, number][] = [[value, path, 0]];
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnstorableText(v)) return { field: at, reason: 'UNSTORABLE_TEXT', message: unstorableTextMessage(at) };
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_INPUT_DEPTH) {
        const field = at.length > 100 ? `${at.slice(0, 100)}…` : at;
        return { field, reason: 'INPUT_TOO_DEEP', message: inputTooDeepMessage(field) };
      }
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}[${i}]`, depth + 1]);
      } else {
        const entries = Object.entries(v);
        for (let i = entries.length - 1; i >= 0; i--) {
          const [key, child] = entries[i];
          const childPath = at ? `${at}.${key}` : key;
          if (isUnstorableText(key)) return { field: childPath, reason: 'UNSTORABLE_TEXT', message: unstorableTextMessage(childPath) };
          stack.push([child, childPath, depth + 1]);
        }
      }
    }
  }
  return undefined;
}

/**
 * The nesting depth of a JSON text (objects and arrays), counted on the raw text without parsing
 * it, up to `max + 1` (then it stops): for JSON that arrives as a string, such as GraphQL's
 * `variables` in a GET query string.
 */
export function jsonTextDepth(text: string, max = MAX_INPUT_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

export const unstorableTextMessage = (field: string) =>
  `${field.replace(/[\u0000-\u001f\uD800-\uDFFF]/g, '?')}: contains a character that cannot be stored (NUL byte or invalid Unicode)`;

/**
 * What no answer may carry: stack frames, source paths, SQL and driver texts, JavaScript internals.
 * Checked on error bodies and GraphQL errors (success bodies hold user and trial text).
 */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>[\]]+ \([^)]*:\d+:\d+\)|\n\s+at \S/],
  ['source path', /\.(?:ts|js|mjs|cjs):\d+|\/work\/|node_modules|file:\/\//],
  [
    'SQL',
    /\bselect\b[^"]{0,300}\bfrom\s+"?[a-z_]+|\binsert into\b|\bupdate\s+"?[a-z_]+"?\s+set\b|\bdelete from\b|\border by\b[^"]{0,80}\bnulls (?:last|first)/i,
  ],
  [
    'SQL error',
    /syntax error at or near|relation "|column "|violates (?:not-null|foreign key|check|unique)|duplicate key value|invalid byte sequence|invalid input syntax for|SQLSTATE|unterminated quoted/i,
  ],
  ['driver/ORM', /\b(?:DriverException|QueryFailedError|MikroORM|knex|pg-protocol|DatabaseError)\b/],
  [
    'JS internals',
    /function Object\(\)|\[native code\]|Cannot read propert|Cannot convert|is not a function|is not iterable|Maximum call stack|\b(?:TypeError|ReferenceError|RangeError|SyntaxError: Unexpected token)\b/,
  ],
];

/** The kinds of leaks found in a text (empty when clean). */
export function leaksIn(text: string): string[] {
  return LEAKS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

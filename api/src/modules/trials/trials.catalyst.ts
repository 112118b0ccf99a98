import { confidenceBounds, type CatalystConfidence } from '../../domain/catalyst.js';

/**
 * The next catalyst as the trials table stores it. Its rules (kind, window, precision, basis, and the
 * confidence of the day) are the domain's (domain/catalyst.ts); here: the stored columns and the SQL
 * form of the confidence rules, for the calendar and the trial filters.
 */

/**
 * SQL of "the catalyst of `t` has one of these confidences on `today`": the same rules as
 * catalystConfidence, on the stored basis and window end (plain comparisons, index-friendly).
 */
export function confidencePredicate(confidences: readonly CatalystConfidence[], today: string, alias = 't'): { sql: string; bindings: string[] } {
  const b = confidenceBounds(today);
  const basis = `${alias}.catalyst_basis`;
  const end = `${alias}.catalyst_window_end`;
  const parts: { sql: string; bindings: string[] }[] = [];
  for (const c of new Set(confidences)) {
    if (c === 'ACTUAL') parts.push({ sql: `(${basis} = 'HAPPENED' and ${end} >= ?)`, bindings: [b.recentFrom] });
    if (c === 'ANTICIPATED') parts.push({ sql: `(${basis} in ('ESTIMATED', 'EXPECTED', 'DUE') and ${end} >= ?)`, bindings: [b.today] });
    if (c === 'OVERDUE')
      parts.push({
        sql: `((${basis} = 'ESTIMATED' and ${end} < ?) or (${basis} = 'DUE' and ${end} < ? and ${end} >= ?))`,
        bindings: [b.today, b.today, b.dueGraceFrom],
      });
    if (c === 'PASSED')
      parts.push({
        sql: `((${basis} = 'HAPPENED' and ${end} < ?) or (${basis} = 'EXPECTED' and ${end} < ?) or (${basis} = 'DUE' and ${end} < ?))`,
        bindings: [b.recentFrom, b.today, b.dueGraceFrom],
      });
  }
  if (!parts.length) return { sql: 'false', bindings: [] };
  return { sql: `(${parts.map((p) => p.sql).join(' or ')})`, bindings: parts.flatMap((p) => p.bindings) };
}

/** Stored property names the next catalyst reads. */
export const CATALYST_PROPS = ['catalystKind', 'catalystWindowStart', 'catalystWindowEnd', 'catalystPrecision', 'catalystBasis'] as const;

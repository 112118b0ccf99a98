import { TRIAL_FIELD_LIST } from '../trials/trials.fields.js';

export { WATCHED_FIELD_NAMES } from './changes.watched.js';
import { WATCHED_FIELD_NAMES } from './changes.watched.js';

/** Dates whose move is measured in days (`slipDays`: new − old; positive is later, a slip). */
export const SLIP_FIELDS: ReadonlySet<string> = new Set(['startDate', 'primaryCompletionDate', 'completionDate']);

/** The primary completion date: its slips are the analysis's delay factor. */
export const PRIMARY_COMPLETION = 'primaryCompletionDate';

export interface WatchedField {
  prop: string;
  column: string;
  isDate: boolean;
}

const known = new Map(TRIAL_FIELD_LIST.map((f) => [f.prop, f]));

/** The watched fields that exist, with their column. */
export const WATCHED_FIELDS: readonly WatchedField[] = WATCHED_FIELD_NAMES.flatMap((name) => {
  const f = known.get(name);
  return f ? [{ prop: f.prop, column: f.column, isDate: f.sql === 'date' }] : [];
});

/** Values computed on write (not in the imported record), from the record. */
const DERIVED: Readonly<Record<string, (r: Readonly<Record<string, unknown>>) => unknown>> = {
  siteCount: (r) => (Array.isArray(r.locations) ? r.locations.length : 0),
};

/** The value of a watched field in an imported record (derived ones computed as on write). */
export function recordValue(record: Readonly<Record<string, unknown>>, prop: string): unknown {
  const derive = DERIVED[prop];
  return derive ? derive(record) : record[prop];
}

const sponsorName = (v: unknown): string | null => {
  if (typeof v === 'string') return v.trim() || null;
  if (v && typeof v === 'object' && 'name' in v && typeof v.name === 'string') return v.name.trim() || null;
  return null;
};

/**
 * The stored text of a value: NULL for no value; dates YYYY-MM-DD; numbers in digits; phases
 * comma-joined (`PHASE2,PHASE3`); collaborators by name, `; `-joined (an empty list is NULL).
 */
export function valueText(prop: string, v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  if (Array.isArray(v)) {
    if (prop === 'collaborators') {
      const names = v.map(sponsorName).filter((n): n is string => n !== null);
      return names.length ? names.join('; ') : null;
    }
    const items = v.map((x) => String(x).trim()).filter(Boolean);
    return items.length ? items.join(',') : null;
  }
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  if (typeof v === 'string') {
    const s = v.trim();
    if (!s) return null;
    return known.get(prop)?.sql === 'date' ? s.slice(0, 10) : s;
  }
  if (typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number | null => {
  const t = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(t) ? null : Math.round(t / DAY_MS);
};

/** Days from `from` to `to` (YYYY-MM-DD), or null when one is missing or unreadable. */
export function daysBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}

/** A change of one field, before it is stored. */
export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
  slipDays: number | null;
}

/**
 * The watched fields that differ between the stored trial (`stored`, by property name, dates as
 * YYYY-MM-DD text) and an incoming record, in the order of WATCHED_FIELD_NAMES.
 */
export function diffWatched(stored: Readonly<Record<string, unknown>>, record: Readonly<Record<string, unknown>>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const f of WATCHED_FIELDS) {
    const oldValue = valueText(f.prop, stored[f.prop]);
    const newValue = valueText(f.prop, recordValue(record, f.prop));
    if (oldValue === newValue) continue;
    out.push({ field: f.prop, oldValue, newValue, slipDays: SLIP_FIELDS.has(f.prop) ? daysBetween(oldValue, newValue) : null });
  }
  return out;
}

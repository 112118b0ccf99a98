import { badInput } from '../../errors.js';

/**
 * Query strings carry no types: these decode a REST value into what the service's schema takes
 * (an integer, a boolean, a list). The rules (ranges, known values) are the service's; a value
 * that is not even of the right kind is refused in the one input-error shape.
 */
const notOfKind = (field: string, message: string) => badInput(message, { field, reason: 'INVALID_TYPE' });

/** Optional integer parameter. */
export function intParam(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d{1,9}$/.test(value)) throw notOfKind(field, `${field} must be an integer`);
  return Number(value);
}

/** Comma-joined list parameter ('ALL' entries dropped); undefined when empty. */
export function listParam(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== 'ALL');
  return items.length ? items : undefined;
}

export function boolParam(value: string | undefined, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw notOfKind(field, `${field} must be true or false`);
}

/** Comma-joined statuses; the display text 'Active, not recruiting' holds a comma of its own. */
export function statusListParam(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : listParam(value.replace(/active\s*,\s*not\s+recruiting/gi, 'ACTIVE_NOT_RECRUITING'));
}

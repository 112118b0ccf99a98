import { badInput } from '../../errors.js';

export const NCT_ID_PATTERN = /^NCT\d{8}$/;

/** 'nct01234567 ' → 'NCT01234567'; anything else is BAD_USER_INPUT. */
export function parseNctId(value: unknown): string {
  const id = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!NCT_ID_PATTERN.test(id))
    throw badInput(`Invalid NCT id: ${String(value).slice(0, 40)} (expected NCT followed by 8 digits)`, { reason: 'INVALID_NCT_ID' });
  return id;
}

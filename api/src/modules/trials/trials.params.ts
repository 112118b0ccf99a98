import type { Request } from 'express';
import { badInput } from '../../errors.js';
import { queryString } from '../../rest/handler.js';

/** Optional integer query parameter; anything else than digits is BAD_USER_INPUT. */
export function intParam(req: Request, name: string): number | undefined {
  const v = queryString(req, name);
  if (v === undefined) return undefined;
  if (!/^-?\d{1,9}$/.test(v)) throw badInput(`${name} must be an integer`);
  return Number(v);
}

/** Comma-joined list parameter ('ALL' entries dropped); undefined when empty. */
export function listParam(req: Request, name: string): string[] | undefined {
  const v = queryString(req, name);
  if (v === undefined) return undefined;
  const items = v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== 'ALL');
  return items.length ? items : undefined;
}

export function boolParam(req: Request, name: string): boolean | undefined {
  const v = queryString(req, name);
  if (v === undefined) return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badInput(`${name} must be true or false`);
}

/** Comma-joined statuses; the display text 'Active, not recruiting' holds a comma of its own. */
export function statusListParam(req: Request, name: string): string[] | undefined {
  const v = queryString(req, name);
  if (v === undefined) return undefined;
  return listParamOf(v.replace(/active\s*,\s*not\s+recruiting/gi, 'ACTIVE_NOT_RECRUITING'));
}

function listParamOf(v: string): string[] | undefined {
  const items = v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== 'ALL');
  return items.length ? items : undefined;
}

import type { NextFunction, Request, Response } from 'express';
import { badInput } from '../errors.js';
import { findUnstorableText, isUnstorableText, unstorableTextMessage } from '../lib/input-guard.js';

/** Refuses, with a 400 naming the field, a URL that does not decode or text PostgreSQL cannot store. */
export function rejectUnstorableText(req: Request, _res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(badInput('Malformed percent-encoding in the URL', { reason: 'MALFORMED_REQUEST' }));
  }
  const field = (isUnstorableText(path) && 'path') || findUnstorableText(req.query, 'query') || findUnstorableText(req.body, 'body');
  if (field) return next(badInput(unstorableTextMessage(field), { field, reason: 'UNSTORABLE_TEXT' }));
  next();
}

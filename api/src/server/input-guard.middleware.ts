import type { NextFunction, Request, Response } from 'express';
import { badInput } from '../errors.js';
import { findInputProblem, inputTooDeepMessage, isUnstorableText, jsonTextDepth, MAX_INPUT_DEPTH, unstorableTextMessage } from '../lib/input-guard.js';

/** Query parameters that carry JSON text (GraphQL over GET): their nesting is bounded like a body's. */
const JSON_PARAMS = ['variables', 'extensions'];

/**
 * Refuses, with a 400 naming the field, a URL that does not decode, text PostgreSQL cannot store,
 * and a body (or JSON query parameter) nested deeper than MAX_INPUT_DEPTH — right after the body
 * is parsed, before anything walks it.
 */
export function rejectUnstorableText(req: Request, _res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(badInput('Malformed percent-encoding in the URL', { reason: 'MALFORMED_REQUEST' }));
  }
  if (isUnstorableText(path)) return next(badInput(unstorableTextMessage('path'), { field: 'path', reason: 'UNSTORABLE_TEXT' }));
  const query = req.query as Record<string, unknown>;
  for (const name of JSON_PARAMS) {
    const text = query[name];
    if (typeof text === 'string' && jsonTextDepth(text) > MAX_INPUT_DEPTH)
      return next(badInput(inputTooDeepMessage(`query.${name}`), { field: `query.${name}`, reason: 'INPUT_TOO_DEEP' }));
  }
  const problem = findInputProblem(query, 'query') ?? findInputProblem(req.body, 'body');
  if (problem) return next(badInput(problem.message, { field: problem.field, reason: problem.reason }));
  next();
}

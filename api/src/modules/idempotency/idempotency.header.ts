import type { Request } from 'express';

/**
 * The `Idempotency-Key` request header, undefined when absent. The IETF draft makes it a
 * structured-field string (`"8e03978e-…"`); the bare form most clients send is accepted too.
 * Validation happens in withIdempotency, the same for REST and GraphQL.
 */
export function idempotencyKeyOf(req: Request): string | undefined {
  const raw = req.get('idempotency-key');
  if (raw === undefined) return undefined;
  const value = raw.trim();
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(value);
  return quoted ? quoted[1].replace(/\\(["\\])/g, '$1') : value;
}

import { isServerFailure, type AppError } from './errors.js';
import { logger } from './lib/logger.js';

/** Failures already logged: an AppError handed from one layer to the next (context factory, REST handler) gets one line. */
const logged = new WeakSet<object>();

/** The driver's own words, without the statement knex puts in front (its values may be personal data). */
function driverMessage(err: unknown): string | undefined {
  const message = (err as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return undefined;
  const first = message.split('\n', 1)[0];
  const at = first.lastIndexOf(' - ');
  return (at < 0 ? first : first.slice(at + 3)).slice(0, 200);
}

/**
 * The log line of a request that failed on the server's side, with its request id: `warn` when the
 * answer is 503 UNAVAILABLE (a database or provider outage the operator watches, not a bug), `error` with the whole error
 * otherwise. Other answers (the client's mistakes) are not logged here.
 */
export function logFailure(appError: AppError, err: unknown, fields: { reqId?: string } & Record<string, unknown>): void {
  if (!isServerFailure(appError)) return;
  // The context factory logs and rethrows the mapped error: the REST handler then receives that one.
  // (Not keyed by the driver's error: while the database is down the pool fails every call with one.)
  if (logged.has(appError)) return;
  logged.add(appError);
  if (appError.code === 'INTERNAL') {
    logger.error({ ...fields, err }, 'request failed');
    return;
  }
  const { name, code } = (err ?? {}) as { name?: unknown; code?: unknown };
  logger.warn({ ...fields, reason: appError.reason, cause: { name, code, message: driverMessage(err) } }, 'request failed: unavailable');
}

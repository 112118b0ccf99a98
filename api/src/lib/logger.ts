import { pino, type Logger } from 'pino';
import { config } from '../config.js';

export const logger = pino({
  level: process.env.VITEST ? 'silent' : config().LOG_LEVEL,
  redact: { paths: ['req.headers.authorization', '*.password', '*.oldPassword', '*.newPassword', '*.refreshToken'], remove: true },
});

/**
 * The logger for work done with an entity manager: a request's (context.ts) names the request id
 * (`reqId`) and operation (`op`) in every line, as the request's own `ctx.log` does; any other, the
 * process logger.
 */
export function loggerFor(em: { getLoggerContext(): Record<string, unknown> }): Logger {
  const { reqId, operation } = em.getLoggerContext();
  if (typeof reqId !== 'string') return logger;
  return logger.child(typeof operation === 'string' ? { reqId, op: operation } : { reqId });
}

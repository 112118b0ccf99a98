import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorExtensions, fail, toHttpError } from '../errors.js';
import { countErrors } from '../lib/metrics.js';
import { trackRequest } from './request-info.js';
import { setSecurityHeaders } from './security-headers.js';

/**
 * The HTTP side of a stopping server (the one shutdown path, see main.ts):
 * - drain(): stop listening, close idle keep-alive connections, let in-flight requests finish
 *   (their answers say `Connection: close`); a request arriving on an open connection meanwhile gets
 *   503 UNAVAILABLE with `Connection: close` (health probes are still answered);
 * - past the grace period, answerUnstarted(): requests whose body has not fully arrived (their
 *   handler has not started) get the 503 at once;
 * - close(): requests still running get the 503 (or lose their connection when their answer has
 *   begun), every connection closes, and it resolves once the server has closed.
 * Tracking starts with createHttpDrain: call it before the request listener is added.
 */
export interface HttpDrain {
  readonly draining: boolean;
  /** During the drain, answers a new request with 503 and returns true; false: serve it (with `Connection: close`). */
  refuse(req: IncomingMessage, res: ServerResponse): boolean;
  /** Starts the drain; resolves true once no request is in flight, false after `graceMs` with some still running. */
  drain(graceMs: number): Promise<boolean>;
  /** Waits at most `ms` for the requests in flight; true when none is left. */
  settle(ms: number): Promise<boolean>;
  answerUnstarted(): void;
  close(waitMs: number): Promise<void>;
}

const HEALTH_PROBE = /^\/(healthz|readyz)(\?|$)/;
const GRAPHQL_PATH = /^\/graphql(\/|\?|$)/;

/** The 503 of a stopping server, in the error shape of the path (GraphQL or REST), closing the connection. */
function answerUnavailable(req: IncomingMessage, res: ServerResponse): void {
  const err = fail('UNAVAILABLE', 'The server is shutting down: please retry');
  const graphql = GRAPHQL_PATH.test(req.url ?? '');
  const { status, body } = toHttpError(err);
  const text = JSON.stringify(graphql ? { errors: [{ message: err.message, extensions: errorExtensions(err) }] } : body);
  // A request Express has begun serving is tracked already (its metrics, its X-Request-Id).
  if (!res.hasHeader('X-Request-Id')) trackRequest(req, res, req.url ?? '/');
  setSecurityHeaders(res, true);
  countErrors(graphql ? 'graphql' : 'rest', 'http', [err.code]);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), Connection: 'close' });
  res.end(text);
}

export function createHttpDrain(server: Server): HttpDrain {
  const sockets = new Set<Socket>();
  const inFlight = new Map<ServerResponse, IncomingMessage>();
  const waiters = new Set<() => void>();
  let draining = false;
  let closed: Promise<void> | undefined;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.set(res, req);
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) for (const wake of waiters) wake();
    });
    res.once('finish', () => {
      // An answer that had begun before the drain may have said keep-alive: its connection is idle now.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  const settle = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (inFlight.size === 0) return resolve(true);
      const done = (drained: boolean) => {
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(drained);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(inFlight.size === 0), ms);
      waiters.add(wake);
    });

  return {
    get draining() {
      return draining;
    },
    refuse(req, res) {
      if (!draining) return false;
      if (HEALTH_PROBE.test(req.url ?? '')) {
        res.setHeader('Connection', 'close');
        return false;
      }
      answerUnavailable(req, res);
      return true;
    },
    drain(graceMs) {
      draining = true;
      for (const res of inFlight.keys()) if (!res.headersSent) res.setHeader('Connection', 'close');
      // Stops listening and closes the idle keep-alive connections (node:http does both).
      closed ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return settle(graceMs);
    },
    settle,
    answerUnstarted() {
      for (const [res, req] of inFlight) if (!req.complete && !res.headersSent) answerUnavailable(req, res);
    },
    async close(waitMs) {
      for (const [res, req] of inFlight) {
        if (!res.headersSent) answerUnavailable(req, res);
        else res.destroy();
      }
      closed ??= new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((r) => (timer = setTimeout(r, waitMs)))]);
      clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../config.js';
import { errorExtensions, fail, toHttpError } from '../errors.js';
import { countErrors } from '../lib/metrics.js';

type TimeoutConfig = Pick<Config, 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'>;

/** node:http's own answers to the other client errors (what it sends when no 'clientError' listener is set). */
const NODE_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n',
};
const BAD_REQUEST = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';

/** The 408 of a client too slow to send its request, in the error shape of its path. */
function requestTimeoutAnswer(url: string | undefined, timeoutMs: number): string {
  const err = fail('MALFORMED_REQUEST', `The request was not received in time (${Math.round(timeoutMs / 1000)} s at most): send it again`, undefined, 408);
  const graphql = /^\/graphql(\/|\?|$)/.test(url ?? '');
  countErrors(graphql ? 'graphql' : 'rest', 'http', [err.code]);
  const body = JSON.stringify(graphql ? { errors: [{ message: err.message, extensions: errorExtensions(err) }] } : toHttpError(err).body);
  return [
    'HTTP/1.1 408 Request Timeout',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * The HTTP server with limits for slow clients: its headers within HTTP_HEADERS_TIMEOUT_MS, the
 * whole request (body included) within HTTP_REQUEST_TIMEOUT_MS, else 408 and the connection closes
 * (node:http checks once a second here, not every 30 s). Only receiving the request is timed: a slow
 * answer, and a WebSocket once upgraded, are not. Idle keep-alive connections close after HTTP_KEEP_ALIVE_TIMEOUT_MS.
 */
export function createHttpServer(config: TimeoutConfig): http.Server {
  const server = http.createServer({
    headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 1000,
  });
  server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // As node:http does without a listener: answer only when nothing of an answer was sent yet.
    const pending = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
    if (socket.writable && !pending?.headersSent) {
      const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
      const headersDone = pending !== undefined;
      const limit = headersDone ? config.HTTP_REQUEST_TIMEOUT_MS : config.HTTP_HEADERS_TIMEOUT_MS;
      if (timedOut) socket.write(requestTimeoutAnswer(pending?.req.url, limit));
      else if (err.code !== 'ECONNRESET') socket.write(NODE_ANSWERS[err.code ?? ''] ?? BAD_REQUEST);
    }
    socket.destroy();
  });
  return server;
}

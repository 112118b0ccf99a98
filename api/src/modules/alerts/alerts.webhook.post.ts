import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, hostOf, isPrivateAddress, UnsafeAddressError } from './alerts.ssrf.js';

/** Bytes of a receiver's answer read at most: only its status matters, the rest is not waited for. */
export const WEBHOOK_MAX_ANSWER_BYTES = 4096;

export interface PostLimits {
  allowPrivate: boolean;
  /** Total deadline of the attempt: lookup, connection, TLS, status line, headers and body. */
  timeoutMs: number;
  maxAnswerBytes: number;
  /** Cancels the attempt (webhook deleted or changed, server stopping). */
  signal: AbortSignal;
}

/**
 * One POST of a delivery; no redirect followed. Resolves with the answer's status once the exchange
 * is over: the body ended, passed `maxAnswerBytes`, or was still coming at the deadline or the
 * cancellation (the receiver has answered, so that is its answer). Rejects on a refused address, a
 * network error, or no status by the deadline or the cancellation. Either way the socket is
 * destroyed when it settles, so a receiver cannot hold the connection open.
 */
export function postWebhook(rawUrl: string, body: string, headers: Record<string, string>, limits: PostLimits): Promise<number> {
  const url = new URL(rawUrl);
  const host = hostOf(url);
  // An IP literal is connected to without a lookup: check it here.
  if (net.isIP(host) && !limits.allowPrivate && isPrivateAddress(host)) return Promise.reject(new UnsafeAddressError(host));
  if (limits.signal.aborted) return Promise.reject(limits.signal.reason);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    let status: number | null = null;
    let settled = false;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      limits.signal.removeEventListener('abort', onAbort);
      req.destroy();
      if (status !== null) resolve(status);
      else reject(err instanceof Error ? err : new Error('Network error'));
    };
    const onAbort = () => settle(limits.signal.reason);
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(limits.allowPrivate),
        agent: false,
      },
      (res) => {
        status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > limits.maxAnswerBytes) settle();
        });
        res.on('end', () => settle());
        res.on('close', () => settle());
        res.on('error', () => settle());
      },
    );
    const deadline = setTimeout(() => settle(new Error(`No answer within ${limits.timeoutMs} ms`)), limits.timeoutMs);
    limits.signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', settle);
    req.end(body);
  });
}

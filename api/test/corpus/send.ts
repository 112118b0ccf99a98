import http from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { AuthRole, HttpCase, Outcome, WsOpCase, WsRawCase } from './corpus.types.js';

/** HTTP equivalent of an error code (GraphQL extensions.code or our REST code). */
export const CODE_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  INTERNAL_SERVER_ERROR: 500,
  UNAVAILABLE: 503,
};

interface ErrorLike {
  message?: string;
  extensions?: { code?: unknown };
}

/** The worst status among GraphQL errors: a code's status, 400 for an error without code. */
function errorsStatus(errors: ErrorLike[]): { status: number; code: string } {
  let worst = { status: 0, code: '' };
  for (const e of errors) {
    const code = typeof e?.extensions?.code === 'string' ? e.extensions.code : 'NO_CODE';
    const status = CODE_STATUS[code] ?? 400;
    if (status > worst.status) worst = { status, code };
  }
  return worst;
}

export interface Tokens {
  /** The Authorization header value of a role (several users rotate; undefined for 'none'). */
  header(role: AuthRole): string | undefined;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let forwarded = 0;

/** Sends one HTTP case on the raw wire (no URL normalisation, so `..` and `%` reach the server as written). */
export function sendHttp(base: URL, c: HttpCase, tokens: Tokens, timeoutMs = 20_000): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...c.headers };
    const auth = tokens.header(c.auth);
    if (auth) headers.authorization = auth;
    // Spread per-address limits over many (loopback-trusted) client addresses so most requests reach the handlers.
    if (!headers['x-forwarded-for']) headers['x-forwarded-for'] = `10.9.${(forwarded >> 8) & 255}.${forwarded++ & 255}`;
    if (c.body !== undefined) headers['content-length'] = String(Buffer.byteLength(c.body));
    const done = (status: number, label: string, text: string) => resolve({ status, label, text, ms: performance.now() - started });
    const req = http.request({ host: base.hostname, port: base.port, method: c.method, path: c.path, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('error', () => done(0, 'response aborted', ''));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        let json: any;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        if (c.api === 'graphql' && Array.isArray(json?.errors)) {
          const worst = errorsStatus(json.errors);
          const label = worst.status >= 500 && worst.status > status ? `${status} with ${worst.code}` : String(status);
          return done(Math.max(status, worst.status >= 500 ? worst.status : 0), label, status >= 400 || !json ? text : JSON.stringify(json.errors));
        }
        done(status, String(status), status >= 400 || json === undefined ? text : '');
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => done(0, e.message === 'timeout' ? 'timeout' : `no answer (${(e as NodeJS.ErrnoException).code ?? e.message})`, ''));
    req.end(c.body);
  });
}

/** Outcome of a WebSocket close: 4500 (graphql-ws internal error) and 1011 count as 500. */
function closeOutcome(code: number, reason: string, started: number): Outcome {
  const status = code === 4500 || code === 1011 ? 500 : code === 1006 ? 0 : 400;
  return { status, label: `close ${code}`, text: reason, ms: performance.now() - started };
}

/**
 * Runs operations over graphql-ws clients (one client per batch and role, as a third party would
 * hold one connection for many operations). Subscriptions count as answered at their first event,
 * or when still open after `subscriptionWaitMs`.
 */
export async function sendWsBatch(wsUrl: string, cases: WsOpCase[], tokens: Tokens, parallel = 4, subscriptionWaitMs = 250): Promise<Outcome[]> {
  const auth = tokens.header(cases[0]?.auth ?? 'none');
  const client: Client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: auth ? { authorization: auth } : {},
    retryAttempts: 0,
    lazy: true,
    keepAlive: 0,
  });
  const outcomes: Outcome[] = new Array(cases.length);
  let next = 0;
  const one = (c: WsOpCase): Promise<Outcome> =>
    new Promise((resolve) => {
      const started = performance.now();
      const texts: string[] = [];
      let worst = { status: 200, code: '' };
      let settled = false;
      const finish = (o?: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        unsubscribe();
        resolve(
          o ?? {
            status: worst.status,
            label: worst.code ? `${worst.status} ${worst.code}` : String(worst.status),
            text: texts.join('\n'),
            ms: performance.now() - started,
          },
        );
      };
      const isSubscription = /^\s*subscription\b/.test(c.query);
      const timer = setTimeout(
        () => (isSubscription ? finish() : finish({ status: 0, label: 'timeout', text: texts.join('\n'), ms: performance.now() - started })),
        isSubscription ? subscriptionWaitMs : 20_000,
      );
      const unsubscribe = client.subscribe(
        { query: c.query, variables: c.variables ?? undefined, operationName: c.operationName },
        {
          next: (value) => {
            const errors = (value as { errors?: ErrorLike[] }).errors;
            if (errors?.length) {
              texts.push(JSON.stringify(errors));
              const w = errorsStatus(errors);
              if (w.status > worst.status || worst.status === 200) worst = w;
            }
            if (isSubscription) finish();
          },
          error: (err: unknown) => {
            if (Array.isArray(err)) {
              texts.push(JSON.stringify(err));
              const w = errorsStatus(err as ErrorLike[]);
              return finish({ status: w.status, label: `${w.status} ${w.code}`, text: texts.join('\n'), ms: performance.now() - started });
            }
            const ev = err as { code?: number; reason?: string; message?: string };
            if (typeof ev?.code === 'number') return finish(closeOutcome(ev.code, ev.reason ?? '', started));
            finish({ status: 0, label: `ws failure`, text: String(ev?.message ?? err), ms: performance.now() - started });
          },
          complete: () => finish(),
        },
      );
    });
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < cases.length) {
        const i = next++;
        outcomes[i] = await one(cases[i]);
      }
    }),
  );
  await client.dispose();
  return outcomes;
}

/** Raw frames on a graphql-transport-ws socket; the outcome is the close code, or the worst error received. */
export function sendWsRaw(wsUrl: string, c: WsRawCase, tokens: Tokens, waitMs = 400): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
    const texts: string[] = [];
    let worst = { status: 200, code: '' };
    let settled = false;
    const finish = (o: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      ws.removeAllListeners();
      ws.on('error', () => undefined);
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.terminate();
      resolve(o);
    };
    const guard = setTimeout(() => finish({ status: 0, label: 'timeout', text: texts.join('\n'), ms: performance.now() - started }), 20_000);
    const sendFrames = () => {
      for (const f of c.frames) ws.send(f);
      setTimeout(
        () =>
          finish({
            status: worst.status,
            label: worst.code ? `${worst.status} ${worst.code}` : 'open',
            text: texts.join('\n'),
            ms: performance.now() - started,
          }),
        waitMs,
      );
    };
    ws.on('open', () => {
      if (!c.init) return sendFrames();
      const auth = tokens.header(c.auth);
      ws.send(JSON.stringify({ type: 'connection_init', payload: auth ? { authorization: auth } : {} }));
    });
    ws.on('message', (data) => {
      const text = data.toString();
      texts.push(text);
      let msg: any;
      try {
        msg = JSON.parse(text);
      } catch {
        return;
      }
      if (msg?.type === 'connection_ack' && c.init) return sendFrames();
      const errors = msg?.type === 'error' ? msg.payload : msg?.type === 'next' ? msg.payload?.errors : undefined;
      if (Array.isArray(errors) && errors.length) {
        const w = errorsStatus(errors);
        if (w.status > worst.status || worst.status === 200) worst = w;
      }
    });
    ws.on('close', (code, reason) => finish({ ...closeOutcome(code, reason.toString(), started), text: [...texts, reason.toString()].join('\n') }));
    ws.on('error', (e) => finish({ status: 0, label: `ws failure`, text: e.message, ms: performance.now() - started }));
  });
}

export function closeHttpAgent(): void {
  agent.destroy();
}

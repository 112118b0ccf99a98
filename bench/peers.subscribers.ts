/**
 * One subscriber process of the fan-out test: opens `count` WebSockets to `url` and, with protocol
 * `graphql-ws`, subscribes each to trialReactionsChanged(nctId) (graphql-transport-ws protocol);
 * with `plain`, just connects. Records the arrival time of each message on the machine-wide
 * monotonic clock (process.hrtime, the same clock in every process) and reports it over IPC.
 *
 *   node --import tsx bench/peers.subscribers.ts <url> <graphql-ws|plain> <count> <nctId>
 *
 * IPC: → {type:'ready', open, failed, firstError}; ← {type:'expect'} → {type:'expecting'};
 * → {type:'arrivals', times} once every open socket got one message (or on ← {type:'flush'});
 * ← {type:'close'}.
 */
import WebSocket from 'ws';

const [url, protocol, countArg, nctId] = process.argv.slice(2);
const count = Number(countArg);
const SUBSCRIPTION = 'subscription ($id: ID!) { trialReactionsChanged(nctId: $id) { nctId likes dislikes } }';
const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;
const send = (m: unknown) => process.send?.(m);

const sockets: WebSocket[] = [];
let failed = 0;
let firstError: string | null = null;
let arrivals: number[] = [];
let reported = true;
let open = 0;

function report() {
  if (reported) return;
  reported = true;
  send({ type: 'arrivals', times: arrivals });
}

function connect(): Promise<void> {
  return new Promise((resolve) => {
    const ws = protocol === 'graphql-ws' ? new WebSocket(url, 'graphql-transport-ws') : new WebSocket(url);
    let settled = false;
    const done = (ok: boolean, why?: string) => {
      if (settled) return;
      settled = true;
      if (ok) {
        open++;
        sockets.push(ws);
      } else {
        failed++;
        firstError ??= why ?? 'unknown';
      }
      resolve();
    };
    ws.on('open', () => {
      if (protocol === 'graphql-ws') ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
      else done(true);
    });
    ws.on('message', (data) => {
      const at = nowMs();
      if (settled && !reported) {
        arrivals.push(at);
        if (arrivals.length >= open) report();
        return;
      }
      if (protocol === 'graphql-ws') {
        const m = JSON.parse(String(data)) as { type: string; payload?: unknown };
        if (m.type === 'connection_ack') {
          ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION, variables: { id: nctId } } }));
          done(true);
        } else if (m.type === 'error') done(false, JSON.stringify(m.payload));
      }
    });
    ws.on('error', (e) => done(false, e.message));
    ws.on('close', (code, reason) => {
      if (!settled) done(false, `closed ${code} ${String(reason)}`);
      else if (firstError === null) firstError = `closed later: ${code} ${String(reason)}`;
    });
  });
}

async function main() {
  const queue = Array.from({ length: count }, (_, i) => i);
  const workers = Array.from({ length: 50 }, async () => {
    while (queue.shift() !== undefined) await connect();
  });
  await Promise.all(workers);
  send({ type: 'ready', open, failed, firstError });
}

process.on('message', (m: { type: string }) => {
  if (m.type === 'expect') {
    arrivals = [];
    reported = false;
    send({ type: 'expecting' });
  } else if (m.type === 'flush') report();
  else if (m.type === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});

void main();

/**
 * One subscriber process of the fan-out test: opens `count` WebSockets to `url` and, with protocol
 * `graphql-ws`, subscribes each to trialReactionsChanged(nctId) (graphql-transport-ws protocol);
 * with `plain`, just connects. Records the arrival time of each message on the machine-wide
 * monotonic clock (process.hrtime, the same clock in every process) and reports it over IPC.
 *
 * Client `raw` (the default) speaks WebSocket over plain TCP sockets: the handshake, masked frames
 * out, and just enough frame reading to count text messages (and answer pings). Client `ws` uses the
 * `ws` library, whose per-message work (a stream per socket, frame parsing, events) is several times
 * a raw socket's: with thousands of sockets in processes that share the cores with the server, that
 * work delays the server as much as it measures it.
 *
 *   node --import tsx bench/peers.subscribers.ts <url> <graphql-ws|plain> <count> <nctId> [raw|ws]
 *
 * IPC: → {type:'ready', open, failed, firstError}; ← {type:'expect'} → {type:'expecting'};
 * → {type:'arrivals', times} once every open socket got one message (or on ← {type:'flush'});
 * ← {type:'close'}.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import WebSocket from 'ws';

const [url, protocol, countArg, nctId, client = 'raw'] = process.argv.slice(2);
const count = Number(countArg);
const SUBSCRIPTION = 'subscription ($id: ID!) { trialReactionsChanged(nctId: $id) { nctId likes dislikes } }';
const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;
const send = (m: unknown) => process.send?.(m);

const sockets: { terminate(): void }[] = [];
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

/** What a subscriber does with a text message that arrived at `at` (`settled`: it is subscribed already). */
function onText(text: () => string, at: number, reply: (m: string) => void, done: (ok: boolean, why?: string) => void, settled: boolean) {
  if (settled) {
    if (!reported) {
      arrivals.push(at);
      if (arrivals.length >= open) report();
    }
    return;
  }
  if (protocol === 'graphql-ws') {
    const m = JSON.parse(text()) as { type: string; payload?: unknown };
    if (m.type === 'connection_ack') {
      reply(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION, variables: { id: nctId } } }));
      done(true);
    } else if (m.type === 'error') done(false, JSON.stringify(m.payload));
  }
}

/** A masked client frame (text 0x1, pong 0xA). */
function frame(opcode: number, payload: Buffer): Buffer {
  const mask = crypto.randomBytes(4);
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x80 | opcode, 0x80 | n]) : Buffer.from([0x80 | opcode, 0x80 | 126, n >> 8, n & 0xff]);
  const body = Buffer.from(payload);
  for (let i = 0; i < body.length; i++) body[i] ^= mask[i & 3];
  return Buffer.concat([head, mask, body]);
}

function connectRaw(): Promise<void> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    let settled = false;
    let upgraded = false;
    let pending: Buffer | null = null;
    const done = (ok: boolean, why?: string) => {
      if (settled) return;
      settled = true;
      if (ok) {
        open++;
        sockets.push({ terminate: () => socket.destroy() });
      } else {
        failed++;
        firstError ??= why ?? 'unknown';
        socket.destroy();
      }
      resolve();
    };
    const reply = (m: string) => socket.write(frame(0x1, Buffer.from(m)));
    socket.on('connect', () => {
      const key = crypto.randomBytes(16).toString('base64');
      socket.write(
        `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n` +
          (protocol === 'graphql-ws' ? 'Sec-WebSocket-Protocol: graphql-transport-ws\r\n' : '') +
          '\r\n',
      );
    });
    socket.on('data', (chunk: Buffer) => {
      const at = nowMs();
      let buf = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      if (!upgraded) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return void (pending = buf);
        const head = buf.subarray(0, end).toString('latin1');
        if (!/^HTTP\/1\.1 101/.test(head)) return done(false, head.split('\r\n')[0]);
        upgraded = true;
        buf = buf.subarray(end + 4);
        if (protocol === 'graphql-ws') reply(JSON.stringify({ type: 'connection_init', payload: {} }));
        else done(true);
      }
      // Server frames are unmasked and, from these servers, never fragmented.
      let pos = 0;
      while (buf.length - pos >= 2) {
        const opcode = buf[pos] & 0x0f;
        let len = buf[pos + 1] & 0x7f;
        let off = pos + 2;
        if (len === 126) {
          if (buf.length - pos < 4) break;
          len = buf.readUInt16BE(pos + 2);
          off = pos + 4;
        } else if (len === 127) {
          if (buf.length - pos < 10) break;
          len = Number(buf.readBigUInt64BE(pos + 2));
          off = pos + 10;
        }
        if (buf.length < off + len) break;
        const payload = buf.subarray(off, off + len);
        if (opcode === 0x1) onText(() => payload.toString('utf8'), at, reply, done, settled);
        else if (opcode === 0x9) socket.write(frame(0xa, payload));
        else if (opcode === 0x8) done(false, `closed ${len >= 2 ? payload.readUInt16BE(0) : ''} ${payload.subarray(2).toString('utf8')}`);
        pos = off + len;
      }
      if (pos < buf.length) pending = Buffer.from(buf.subarray(pos));
    });
    socket.on('error', (e) => done(false, e.message));
    socket.on('close', () => {
      if (!settled) done(false, 'closed');
      else if (firstError === null) firstError = 'closed later';
    });
  });
}

function connectWs(): Promise<void> {
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
    ws.on('message', (data) =>
      onText(
        () => String(data),
        nowMs(),
        (m) => ws.send(m),
        done,
        settled,
      ),
    );
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
    while (queue.shift() !== undefined) await (client === 'ws' ? connectWs() : connectRaw());
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

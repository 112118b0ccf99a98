import path from 'node:path';
import { benchDir, rssOf, sleep, startNode, waitIdle, type Child } from './peers.processes.js';
import type { Server } from './peers.servers.js';
import { quantile } from './stats.js';

/** Sockets per subscriber process (several processes: one event loop would delay its own arrival stamps). */
const PER_PROCESS = 1000;
const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;

export interface FanoutTarget {
  server: Server;
  /** ws:// URL the subscribers connect to. */
  wsUrl: string;
  protocol: 'graphql-ws' | 'plain';
  /** Sends one like (toggle) and resolves when its answer arrived; throws on a failed answer. */
  like(): Promise<void>;
}

export interface Delays {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface FanoutResult {
  subscribers: number;
  open: number;
  failed: number;
  firstError: string | null;
  processes: number;
  /** Pooled over the measured rounds: ms from the mutation's send to each subscriber's message. */
  delays: Delays | null;
  /** Median time to the liker's own answer, ms, and every round's value. */
  likerMs: number | null;
  rounds: { delivered: number; delays: Delays | null; likerMs: number }[];
  /** RSS just before this run's subscribers connected (after earlier runs: memory is not always given back). */
  rssBeforeMb: number | null;
  /** RSS of the server before its first fan-out run: the baseline of perSubscriberKb. */
  rssBaselineMb: number | null;
  rssWithSubscribersMb: number | null;
  /** (RSS with the subscribers − baseline RSS) / subscribers, in KB. */
  perSubscriberKb: number | null;
  setupSeconds: number;
}

const stats = (xs: number[]): Delays | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return { p50: r(quantile(s, 0.5)), p95: r(quantile(s, 0.95)), p99: r(quantile(s, 0.99)), max: r(s[s.length - 1]) };
};

type Msg = { type: string; open?: number; failed?: number; firstError?: string | null; times?: number[] };

function nextMessage(child: Child, type: string, timeoutMs: number): Promise<Msg> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      child.proc.off('message', on);
      reject(new Error(`${child.name}: no "${type}" within ${timeoutMs / 1000} s\n${child.tail()}`));
    }, timeoutMs);
    const on = (m: Msg) => {
      if (m.type !== type) return;
      clearTimeout(t);
      child.proc.off('message', on);
      resolve(m);
    };
    child.proc.on('message', on);
  });
}

/**
 * N subscribers over several processes, then `rounds` measured likes after `warmupLikes` unmeasured
 * ones: for each, the delay from the mutation's send to each subscriber's message, and the liker's
 * own answer time. (The first likes after the subscribers connect are slower with either server,
 * most likely while V8 optimises the subscriber processes' code, on the cores the server uses.)
 */
export async function runFanout(
  target: FanoutTarget,
  n: number,
  nctId: string,
  opts: { rounds: number; warmupLikes: number; logDir: string; rssBaselineMb?: number | null; client: 'raw' | 'ws' },
): Promise<FanoutResult> {
  const { rounds, warmupLikes, logDir } = opts;
  await waitIdle(target.server.child.pid, { maxMs: 20_000 });
  const rssBeforeMb = rssOf(target.server.child.pid);
  const rssBaselineMb = opts.rssBaselineMb ?? rssBeforeMb;
  const t0 = performance.now();
  const processes = Math.ceil(n / PER_PROCESS);
  const children: Child[] = [];
  try {
    for (let i = 0; i < processes; i++) {
      const share = Math.floor(n / processes) + (i < n % processes ? 1 : 0);
      children.push(
        startNode(`subscribers-${target.protocol}-${n}-${i}`, path.join(benchDir, 'peers.subscribers.ts'), {
          args: [target.wsUrl, target.protocol, String(share), nctId, opts.client],
          logDir,
        }),
      );
    }
    const ready = await Promise.all(children.map((c) => nextMessage(c, 'ready', 180_000)));
    const open = ready.reduce((a, r) => a + (r.open ?? 0), 0);
    const failed = ready.reduce((a, r) => a + (r.failed ?? 0), 0);
    const firstError = ready.find((r) => r.firstError)?.firstError ?? null;
    // Subscriptions are registered asynchronously after the subscribe message: let the server settle.
    await waitIdle(target.server.child.pid, { maxMs: 30_000 });
    await sleep(500);
    const rssWithSubscribersMb = rssOf(target.server.child.pid);
    const setupSeconds = (performance.now() - t0) / 1000;

    const all: number[] = [];
    const likers: number[] = [];
    const perRound: FanoutResult['rounds'] = [];
    for (let round = 0; round < warmupLikes + rounds; round++) {
      await Promise.all(children.map((c) => (c.proc.send({ type: 'expect' }), nextMessage(c, 'expecting', 10_000))));
      const arrivals = children.map((c) => nextMessage(c, 'arrivals', 60_000));
      const flush = setTimeout(() => children.forEach((c) => c.proc.send({ type: 'flush' })), 20_000);
      const sent = nowMs();
      await target.like();
      const likerMs = nowMs() - sent;
      const got = await Promise.all(arrivals);
      clearTimeout(flush);
      const delays = got.flatMap((m) => (m.times ?? []).map((t) => t - sent));
      if (round >= warmupLikes) {
        all.push(...delays);
        likers.push(likerMs);
        perRound.push({ delivered: delays.length, delays: stats(delays), likerMs: Math.round(likerMs * 10) / 10 });
      }
      await sleep(300);
    }
    const sortedLikers = [...likers].sort((a, b) => a - b);
    return {
      subscribers: n,
      open,
      failed,
      firstError,
      processes,
      delays: stats(all),
      likerMs: likers.length ? Math.round(quantile(sortedLikers, 0.5) * 10) / 10 : null,
      rounds: perRound,
      rssBeforeMb,
      rssBaselineMb,
      rssWithSubscribersMb,
      perSubscriberKb:
        rssBaselineMb !== null && rssWithSubscribersMb !== null ? Math.round(((rssWithSubscribersMb - rssBaselineMb) * 1024 * 10) / n) / 10 : null,
      setupSeconds: Math.round(setupSeconds * 10) / 10,
    };
  } finally {
    for (const c of children) if (c.proc.connected) c.proc.send({ type: 'close' });
    await Promise.all(children.map((c) => c.stop()));
  }
}

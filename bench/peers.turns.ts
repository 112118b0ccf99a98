import { crossCheck, signIn, sidesOf, type Targets } from './peers.checks.js';
import { clusterCpuSeconds, cpuSeconds } from './peers.cpu.js';
import { combine, load, type LoadOptions, type LoadResult } from './peers.load.js';
import { TRIALYST_SIDES, type Operation, type Side, type TrialystSide } from './peers.operations.js';
import type { PeersResult } from './peers.report.js';
import type { Server } from './peers.servers.js';
import { loadAvg } from './stats.js';

/** A signed-in turn signs in again when its token is older than this (access tokens live 15 minutes). */
const TOKEN_REFRESH_MS = 5 * 60_000;

const isTrialyst = (side: Side): side is TrialystSide => (TRIALYST_SIDES as readonly Side[]).includes(side);

/** Where each started server answers, and the demo user's bearer token for the signed-in operations (one per Trialyst server). */
export function targetsOf(servers: Partial<Record<Side, Server>>): Targets {
  const tokens = new Map<Side, { token: string; at: number }>();
  const url: Targets['url'] = {};
  for (const [side, s] of Object.entries(servers) as [Side, Server][]) url[side] = side === 'bare' ? (op) => `${s.base}/${op}` : () => `${s.base}/graphql`;
  return {
    url,
    headers: async (side, op): Promise<Record<string, string>> => {
      if (!op.signedIn || !isTrialyst(side)) return {};
      let t = tokens.get(side);
      if (!t || Date.now() - t.at > TOKEN_REFRESH_MS) {
        t = { token: await signIn(`${servers[side]!.base}/graphql`), at: Date.now() };
        tokens.set(side, t);
      }
      return { authorization: `Bearer ${t.token}` };
    },
  };
}

/**
 * Checks every server's first answers, then loads each server with autocannon on each operation:
 * `repeats` interleaved turns (every server once, then again), so a change in the machine's
 * background load hits them alike. Each turn also reads the CPU time of the server process and of
 * the whole PostgreSQL server around its measured run.
 */
export async function runTurns(
  servers: Partial<Record<Side, Server>>,
  ops: Operation[],
  opts: LoadOptions & { repeats: number; postmasterPid: number | null },
  result: PeersResult,
  log: (l: string) => void,
): Promise<void> {
  const targets = targetsOf(servers);
  result.checks = await crossCheck(targets, ops);
  for (const c of result.checks) log(`  check: ${c}`);
  const databaseCpu = () => (opts.postmasterPid === null ? null : clusterCpuSeconds(opts.postmasterPid));
  for (const op of ops) {
    const entry: PeersResult['operations'][number] = { key: op.key, label: op.label, trialystSide: op.trialystSides[0], signedIn: op.signedIn, results: {} };
    result.operations.push(entry);
    const runs: Partial<Record<Side, LoadResult[]>> = {};
    // Each server's turns go on through the variable sets where its previous turn stopped.
    const sent: Partial<Record<Side, number>> = {};
    for (let rep = 1; rep <= opts.repeats; rep++) {
      for (const side of sidesOf(op, servers)) {
        const server = servers[side]!;
        const bodies = side === 'postgraphile' ? op.postgraphile! : op.trialyst;
        const r = await load(targets.url[side]!(op.key), bodies, opts, {
          headers: await targets.headers(side, op),
          serverCpu: () => cpuSeconds(server.child.pid),
          databaseCpu,
          startAt: sent[side] ?? 0,
        });
        sent[side] = (sent[side] ?? 0) + (r.sent ?? 0);
        (runs[side] ??= []).push(r);
        const failed = r.non2xx + r.errors + r.mismatches;
        const cpu = (ms: number | null | undefined) => (ms == null || !r.requests ? '—' : (ms / r.requests).toFixed(2));
        log(
          `  ${op.key.padEnd(16)} ${server.name.padEnd(24)} ${String(r.reqPerSec).padStart(8)} req/s  p50 ${r.latencyP50Ms} ms  p99 ${r.latencyP99Ms} ms  CPU/request: server ${cpu(r.serverCpuMs)} ms, PostgreSQL ${cpu(r.databaseCpuMs)} ms${failed ? `  FAILED ${failed}` : ''}  (turn ${rep}/${opts.repeats}, load ${loadAvg().join(' ')})`,
        );
        if (!r.requests) result.notes.push(`${op.key} on ${server.name}, turn ${rep}: no answer completed within the ${opts.duration} s run`);
        if (failed)
          result.notes.push(
            `${op.key} on ${server.name}, turn ${rep}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.mismatches} GraphQL errors out of ${r.requests}`,
          );
      }
    }
    for (const [side, rs] of Object.entries(runs) as [Side, LoadResult[]][]) entry.results[side] = combine(rs, opts.duration);
    // A variable set asked for again may be answered from what a server keeps between requests (a response cache): say so.
    const distinct = op.trialyst.length;
    for (const [side, n] of Object.entries(sent) as [Side, number][])
      if (n > distinct && isTrialyst(side))
        result.notes.push(
          `${op.key} on ${servers[side]!.name}: ${n.toLocaleString('en-US')} requests (warm-ups included) over ${distinct.toLocaleString('en-US')} distinct variable sets, each asked for about ${Math.round(n / distinct)} times: repeats can be answered from a cache kept between requests`,
        );
  }
}

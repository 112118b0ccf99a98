import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildAppSchema } from '../api/src/composition.js';
import { demoNctId } from '../api/src/modules/seed/seed.generator.js';
import type { BenchDb } from './db.js';
import { runFanout, type FanoutResult } from './peers.fanout.js';
import { measureFirstPage } from './peers.firstpage.js';
import { combine, load, type LoadOptions, type LoadResult } from './peers.load.js';
import { likeBody, peerOperations, type GraphQLBody } from './peers.operations.js';
import { openFilesLimit, repoRoot, rssOf, sleep, stopAllChildren, waitIdle } from './peers.processes.js';
import type { PeersResult, Side } from './peers.report.js';
import { startBare, startMinimalWs, startPostGraphile, startTrialyst, type Server } from './peers.servers.js';
import { captureOperationSql } from './peers.sql.js';
import { loadAvg } from './stats.js';

export interface PeersOptions extends LoadOptions {
  /** Turns of each server on each operation (interleaved), pooled. */
  repeats: number;
  /** Subscriber counts of the fan-out test (empty: skipped). */
  fanout: number[];
  /** Measured likes per subscriber count. */
  rounds: number;
  /** Unmeasured likes before them (each, like the measured ones, must reach every subscriber). */
  warmupLikes: number;
  /** The subscribers' WebSocket client (peers.subscribers.ts). */
  fanoutClient: 'raw' | 'ws';
  /** Seconds to wait after the load before the last RSS reading. */
  settle: number;
  /** Also load a Trialyst started with NODE_ENV=production. */
  production: boolean;
  /** The HTTP part (peers, SQL capture, first page, autocannon turns); false: Trialyst and the fan-out only. */
  http: boolean;
  /** GRAPHQL_RESPONSE_CACHE_MB of the Trialyst servers (undefined: their default). */
  responseCacheMb?: number;
}

const DEMO_PASSWORD = 'demo1234';
/** Quiet time before the memory baseline of the fan-out. */
const BASELINE_QUIET_MS = 15_000;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await r.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${url} answered ${r.status}: ${text.slice(0, 200)}`);
  }
}

/** The first answer of each server to each operation: data without errors, and the same trials where comparable. */
async function crossCheck(urls: Partial<Record<Side, (op: string) => string>>, ops: ReturnType<typeof peerOperations>): Promise<string[]> {
  const checks: string[] = [];
  for (const op of ops) {
    const answers: Partial<Record<Side, Record<string, unknown>>> = {};
    for (const [side, url] of Object.entries(urls) as [Side, (op: string) => string][]) {
      const body: GraphQLBody | undefined = side === 'postgraphile' ? op.postgraphile?.[0] : op.trialyst[0];
      if (!body) continue;
      const a = await postJson(url(op.key), body);
      if (a.errors || !a.data) throw new Error(`${side} failed ${op.key}: ${JSON.stringify(a.errors ?? a).slice(0, 300)}`);
      answers[side] = a.data as Record<string, unknown>;
    }
    type TableData = { trialsTable: { rows: { nctId: string }[]; pagination: { totalCount: number } } };
    type PgTableData = { allTrials: { nodes: { nctId: string }[]; totalCount: number } };
    if (op.key === 'table' && answers.trialyst && answers.postgraphile) {
      const t = (answers.trialyst as unknown as TableData).trialsTable;
      const p = (answers.postgraphile as unknown as PgTableData).allTrials;
      const same = t.rows.map((r) => r.nctId).join() === p.nodes.map((r) => r.nctId).join();
      checks.push(
        `table: Trialyst ${t.rows.length} rows of ${t.pagination.totalCount}, PostGraphile ${p.nodes.length} of ${p.totalCount}; same trials in the same order: ${same ? 'yes' : 'NO'}`,
      );
    }
    if (op.key === 'detail' && answers.trialyst && answers.postgraphile) {
      const t = (answers.trialyst as { trial: { nctId: string; briefTitle: string } }).trial;
      const p = (answers.postgraphile as { trialByNctId: { nctId: string; briefTitle: string } }).trialByNctId;
      checks.push(`detail ${t.nctId}: PostGraphile answers the same trial and title: ${t.nctId === p.nctId && t.briefTitle === p.briefTitle ? 'yes' : 'NO'}`);
    }
    if (op.key === 'search' && answers.trialyst) {
      const t = (answers.trialyst as { searchTrials: { nctId: string }[] }).searchTrials;
      checks.push(`search "${String(op.trialyst[0].variables?.query)}": Trialyst ${t.length} results`);
    }
  }
  return checks;
}

/**
 * Section 6: Trialyst against PostGraphile 5 and a bare http + pg handler on the same database
 * (throughput under autocannon), the live fan-out against a minimal ws server, server memory and
 * the first page's JavaScript. Every server and every subscriber group runs in its own process.
 */
export async function benchPeers(db: BenchDb, trials: number, opts: PeersOptions, log: (l: string) => void): Promise<PeersResult> {
  const logDir = path.join(db.dir, 'peers');
  await fs.mkdir(logDir, { recursive: true });
  const notes: string[] = [];
  const result: PeersResult = {
    trials,
    load: { connections: opts.connections, duration: opts.duration, warmup: opts.warmup, repeats: opts.repeats },
    operations: [],
    fanout: [],
    memory: { server: 'Trialyst (development)', idleMb: null, afterHttpLoadMb: null, afterFanoutMb: null, settleSeconds: opts.settle, afterSettleMb: null },
    otherRss: {},
    firstPage: null,
    checks: [],
    notes,
    sql: {},
  };
  try {
    if (opts.http) {
      log('  web build (scripts/build-web-if-stale.mjs, as npm start does)…');
      const build = spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: repoRoot, encoding: 'utf8' });
      if (build.status !== 0)
        notes.push(`web build failed (first page not measured): ${(build.stderr || build.stdout).trim().split('\n').slice(-3).join(' ')}`);
    }

    const ops = opts.http ? peerOperations(trials) : [];
    if (!opts.http) notes.push('--no-http: Trialyst (development) and the fan-out only; no peer, SQL capture, first page or HTTP load');
    if (opts.http) log('  capturing the SQL of each web operation (for the bare handler)…');
    const schema = await buildAppSchema(db.deps.pubsub);
    const { plan } = await captureOperationSql(db, schema, ops);
    const planFile = path.join(logDir, 'sql-plan.json');
    await fs.writeFile(planFile, JSON.stringify(plan));
    for (const op of ops) {
      const first = Object.values(plan[op.key])[0] ?? [];
      result.sql[op.key] = first.map((s) => s.sql.replace(/\s+/g, ' ').trim());
      notes.push(`bare ${op.key}: ${first.length} SQL statement(s) per request, as Trialyst sends them (run concurrently)`);
    }

    const dataDir = path.join(db.dir, 'trialyst-data');
    const servers: Partial<Record<Side, Server>> = {};
    servers.trialyst = await startTrialyst(db.url, dataDir, 'development', logDir, opts.responseCacheMb);
    result.memory.idleMb = rssOf(servers.trialyst.child.pid);
    if (opts.http) {
      if (opts.production) servers.trialystProduction = await startTrialyst(db.url, dataDir, 'production', logDir, opts.responseCacheMb);
      servers.postgraphile = await startPostGraphile(db.url, logDir);
      servers.bare = await startBare(db.url, planFile, logDir);
    }
    for (const s of Object.values(servers))
      log(
        `  ${s.name}: pid ${s.child.pid}, answered after ${(s.startMs / 1000).toFixed(1)} s, idle after ${(s.idleWaitMs / 1000).toFixed(1)} s more, RSS ${rssOf(s.child.pid)} MB`,
      );
    for (const [side, s] of Object.entries(servers)) if (side !== 'trialyst') result.otherRss[s.name] = { idleMb: rssOf(s.child.pid), afterLoadMb: null };

    const urlOf: Partial<Record<Side, (op: string) => string>> = {
      trialyst: () => `${servers.trialyst!.base}/graphql`,
      ...(servers.trialystProduction ? { trialystProduction: () => `${servers.trialystProduction!.base}/graphql` } : {}),
      ...(servers.postgraphile ? { postgraphile: () => `${servers.postgraphile!.base}/graphql` } : {}),
      ...(servers.bare ? { bare: (op: string) => `${servers.bare!.base}/${op}` } : {}),
    };
    result.checks = await crossCheck(urlOf, ops);
    for (const c of result.checks) log(`  check: ${c}`);

    if (opts.http) {
      try {
        result.firstPage = await measureFirstPage(servers.trialyst.base);
        log(
          `  first page: ${result.firstPage.files.length} JS files, ${result.firstPage.encodings}, ${Math.round(result.firstPage.wireBytes / 1024)} KB on the wire, ${Math.round(result.firstPage.gzipBytes / 1024)} KB gzipped`,
        );
      } catch (e) {
        notes.push(`first page not measured: ${(e as Error).message}`);
      }
    }

    for (const op of ops) {
      const entry: PeersResult['operations'][number] = { key: op.key, label: op.label, results: {} };
      result.operations.push(entry);
      // Servers take turns, `repeats` times: a change in the machine's background load hits them alike.
      const runs: Partial<Record<Side, LoadResult[]>> = {};
      for (let rep = 1; rep <= opts.repeats; rep++) {
        for (const side of ['trialyst', 'trialystProduction', 'postgraphile', 'bare'] as Side[]) {
          const url = urlOf[side];
          const bodies = side === 'postgraphile' ? op.postgraphile : op.trialyst;
          if (!url || !bodies) continue;
          const r = await load(url(op.key), bodies, opts);
          (runs[side] ??= []).push(r);
          const failed = r.non2xx + r.errors + r.mismatches;
          log(
            `  ${op.key.padEnd(8)} ${servers[side]!.name.padEnd(24)} ${String(r.reqPerSec).padStart(8)} req/s  p50 ${r.latencyP50Ms} ms  p99 ${r.latencyP99Ms} ms${failed ? `  FAILED ${failed}` : ''}  (turn ${rep}/${opts.repeats}, load ${loadAvg().join(' ')})`,
          );
          if (failed)
            notes.push(
              `${op.key} on ${servers[side]!.name}, turn ${rep}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.mismatches} GraphQL errors out of ${r.requests}`,
            );
        }
      }
      for (const [side, rs] of Object.entries(runs) as [Side, LoadResult[]][]) entry.results[side] = combine(rs, opts.duration);
    }
    result.memory.afterHttpLoadMb = rssOf(servers.trialyst.child.pid);
    for (const [side, s] of Object.entries(servers)) if (side !== 'trialyst') result.otherRss[s.name].afterLoadMb = rssOf(s.child.pid);
    // Free the machine for the fan-out: only Trialyst (development) and the minimal ws server run.
    for (const side of ['trialystProduction', 'postgraphile', 'bare'] as Side[]) await servers[side]?.child.stop();

    if (opts.fanout.length) {
      notes.push(
        `fan-out subscribers: ${opts.fanoutClient === 'raw' ? 'raw WebSocket clients over TCP sockets' : 'the ws library'} (--fanout-client ${opts.fanoutClient}); ${opts.warmupLikes} unmeasured likes, then ${opts.rounds} measured, per subscriber count`,
      );
      const nctId = demoNctId(Math.floor(trials / 3));
      const login = await postJson(`${servers.trialyst.base}/graphql`, {
        query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
        variables: { e: 'demo1@trialyst.demo', p: DEMO_PASSWORD },
      });
      const token = (login.data as { login?: { accessToken: string } } | undefined)?.login?.accessToken;
      if (!token) throw new Error(`login of demo1 failed: ${JSON.stringify(login.errors ?? login).slice(0, 300)}`);
      const trialystTarget = {
        server: servers.trialyst,
        wsUrl: `${servers.trialyst.base.replace('http', 'ws')}/graphql`,
        protocol: 'graphql-ws' as const,
        like: async () => {
          const a = await postJson(`${servers.trialyst!.base}/graphql`, likeBody(nctId), { authorization: `Bearer ${token}` });
          if (a.errors) throw new Error(`likeTrial failed: ${JSON.stringify(a.errors).slice(0, 300)}`);
        },
      };
      const [{ id: userId }] = await db.deps.orm.em.getConnection().execute<{ id: string }[]>(`select id from users where email = 'demo2@trialyst.demo'`);
      const ws = await startMinimalWs(db.url, logDir);
      result.otherRss[ws.name] = { idleMb: rssOf(ws.child.pid), afterLoadMb: null };
      const wsTarget = {
        server: ws,
        wsUrl: ws.base.replace('http', 'ws'),
        protocol: 'plain' as const,
        like: async () => {
          const a = await postJson(`${ws.base}/like`, { nctId, userId });
          if (a.error) throw new Error(`minimal ws like failed: ${String(a.error)}`);
        },
      };
      // Per-subscriber memory is measured against each server's RSS before its first subscribers
      // (a V8 heap seldom shrinks back between runs, so a per-run baseline would undercount). V8's
      // memory reducer collects the HTTP load's garbage after some seconds of quiet: wait for it.
      await waitIdle(servers.trialyst.child.pid, { maxMs: 20_000 });
      await sleep(BASELINE_QUIET_MS);
      const baseline = { trialyst: rssOf(servers.trialyst.child.pid), ws: rssOf(ws.child.pid) };
      const fdLimit = openFilesLimit();
      for (const n of opts.fanout) {
        // The server holds one socket per subscriber (plus its pool, logs, modules): stop short of the limit.
        if (fdLimit !== null && n + 500 > fdLimit) {
          notes.push(`fan-out ${n} skipped: the open files limit is ${fdLimit} (raise it with \`ulimit -n ${n + 1000}\` before the bench)`);
          log(`  fan-out ${n} skipped: ulimit -n is ${fdLimit}`);
          continue;
        }
        const show = (name: string, f: FanoutResult) =>
          log(
            `  fan-out ${String(n).padStart(5)} ${name.padEnd(12)} p50 ${f.delays?.p50} p95 ${f.delays?.p95} p99 ${f.delays?.p99} max ${f.delays?.max} ms, liker ${f.likerMs} ms, open ${f.open}/${n}${f.failed ? ` (${f.failed} failed: ${f.firstError})` : ''}, ${f.perSubscriberKb} KB/subscriber, set-up ${f.setupSeconds} s (load ${loadAvg().join(' ')})`,
          );
        const t = await runFanout(trialystTarget, n, nctId, {
          rounds: opts.rounds,
          warmupLikes: opts.warmupLikes,
          logDir,
          rssBaselineMb: baseline.trialyst,
          client: opts.fanoutClient,
        });
        show('Trialyst', t);
        const w = await runFanout(wsTarget, n, nctId, {
          rounds: opts.rounds,
          warmupLikes: opts.warmupLikes,
          logDir,
          rssBaselineMb: baseline.ws,
          client: opts.fanoutClient,
        });
        show('minimal ws', w);
        result.fanout.push({ subscribers: n, trialyst: t, minimalWs: w });
      }
      result.otherRss[ws.name].afterLoadMb = rssOf(ws.child.pid);
      await ws.child.stop();
      result.memory.afterFanoutMb = rssOf(servers.trialyst.child.pid);
    }

    log(`  waiting ${opts.settle} s for the server to settle…`);
    await sleep(opts.settle * 1000);
    result.memory.afterSettleMb = rssOf(servers.trialyst.child.pid);
    log(
      `  Trialyst RSS: idle ${result.memory.idleMb} MB, after HTTP load ${result.memory.afterHttpLoadMb} MB, after fan-out ${result.memory.afterFanoutMb} MB, after ${opts.settle} s ${result.memory.afterSettleMb} MB`,
    );
    return result;
  } finally {
    await stopAllChildren();
  }
}

import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildAppSchema } from '../api/src/composition.js';
import { demoNctId } from '../api/src/modules/seed/seed.generator.js';
import type { BenchDb } from './db.js';
import { postJson, signIn } from './peers.checks.js';
import { clusterCpuSeconds, parentOf } from './peers.cpu.js';
import { runFanout, type FanoutResult } from './peers.fanout.js';
import { measureFirstPage } from './peers.firstpage.js';
import type { LoadOptions, LoadResult } from './peers.load.js';
import { likeBody, peerOperations, TABLE_PAGES, TRIALYST_SIDES, type OperationKey, type Side, type TrialystSide } from './peers.operations.js';
import { openFilesLimit, repoRoot, rssOf, sleep, stopAllChildren, waitIdle } from './peers.processes.js';
import { summarizeServer } from './peers.profile.js';
import { SIDE_NAMES, type PeersResult } from './peers.report.js';
import { startBare, startMinimalWs, startPostGraphile, startTrialyst, type Server } from './peers.servers.js';
import { captureOperationSql, tablePageCount } from './peers.sql.js';
import { runTurns } from './peers.turns.js';
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
  /** GRAPHQL_RESPONSE_CACHE_MB of the Trialyst servers (undefined: their default; "Trialyst (no cache)" always runs with 0). */
  responseCacheMb?: number;
  /** The operations measured (undefined: all). */
  ops?: OperationKey[];
  /** Write V8 CPU profiles of the Trialyst servers into this folder (node --cpu-prof) and summarise their measured runs. */
  cpuProfDir?: string;
}

/** A profiled server writes its profile when it exits: it may take a while for a long run. */
const PROFILE_WRITE_GRACE_MS = 120_000;
/** Quiet time before the memory baseline of the fan-out. */
const BASELINE_QUIET_MS = 15_000;

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
    profiles: [],
  };
  // The first page's JavaScript is part of the whole section only (--ops measures just those operations).
  const firstPage = opts.http && !opts.ops;
  try {
    if (firstPage) {
      log('  web build (scripts/build-web-if-stale.mjs, as npm start does)…');
      const build = spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: repoRoot, encoding: 'utf8' });
      if (build.status !== 0)
        notes.push(`web build failed (first page not measured): ${(build.stderr || build.stdout).trim().split('\n').slice(-3).join(' ')}`);
    }

    const schema = await buildAppSchema(db.deps.pubsub);
    // The paged table operations rotate over pages 1..P of the default table state: as many as it has, at most TABLE_PAGES.
    const tablePages = opts.http ? await tablePageCount(db, schema, TABLE_PAGES) : 1;
    const ops = opts.http ? peerOperations(trials, { tablePages, only: opts.ops }) : [];
    if (!opts.http) notes.push('--no-http: Trialyst (development) and the fan-out only; no peer, SQL capture, first page or HTTP load');
    const replayed = ops.filter((o) => o.bare);
    if (replayed.length) log('  capturing the SQL of each web operation (for the bare handler)…');
    const { plan } = await captureOperationSql(db, schema, replayed);
    const planFile = path.join(logDir, 'sql-plan.json');
    await fs.writeFile(planFile, JSON.stringify(plan));
    for (const op of replayed) {
      const first = Object.values(plan[op.key])[0] ?? [];
      result.sql[op.key] = first.map((s) => s.sql.replace(/\s+/g, ' ').trim());
      notes.push(`bare ${op.key}: ${first.length} SQL statement(s) per request, as Trialyst sends them (run concurrently)`);
    }
    if (ops.some((o) => o.keys[0] === 'page-1'))
      notes.push(`paged table operations: pages 1–${tablePages} of the default state (verdict OUI, 25 rows, analyzedAt desc), one page after another`);

    // The PostgreSQL server's CPU (postmaster and backends), read around each measured run: the parent of this session's backend.
    const [{ pid: backend }] = await db.deps.orm.em.getConnection().execute<{ pid: number }[]>('select pg_backend_pid() as pid');
    const postmasterPid = parentOf(backend);
    if (postmasterPid === null) notes.push('PostgreSQL CPU not measured: its postmaster was not found in /proc');
    const databaseCpu = () => (postmasterPid === null ? null : clusterCpuSeconds(postmasterPid));

    // Only the servers the chosen operations use; Trialyst (development) always runs: the fan-out and the memory readings are its.
    const needed = new Set<Side>([
      'trialyst',
      ...ops.flatMap((o) => [...o.trialystSides, ...(o.postgraphile ? (['postgraphile'] as const) : []), ...(o.bare ? (['bare'] as const) : [])]),
    ]);
    if (!opts.production) needed.delete('trialystProduction');
    const dataDir = path.join(db.dir, 'trialyst-data');
    const profileDir = (side: TrialystSide) => (opts.cpuProfDir ? path.join(opts.cpuProfDir, side) : undefined);
    const servers: Partial<Record<Side, Server>> = {};
    const trialyst = (side: TrialystSide, mode: 'development' | 'production', responseCacheMb: number | undefined) =>
      startTrialyst(db.url, dataDir, mode, logDir, { name: SIDE_NAMES[side], responseCacheMb, cpuProfDir: profileDir(side), databaseCpu });
    servers.trialyst = await trialyst('trialyst', 'development', opts.responseCacheMb);
    result.memory.idleMb = rssOf(servers.trialyst.child.pid);
    if (needed.has('trialystProduction')) servers.trialystProduction = await trialyst('trialystProduction', 'production', opts.responseCacheMb);
    if (needed.has('trialystNoCache')) servers.trialystNoCache = await trialyst('trialystNoCache', 'development', 0);
    if (needed.has('postgraphile')) servers.postgraphile = await startPostGraphile(db.url, logDir);
    if (needed.has('bare')) servers.bare = await startBare(db.url, planFile, logDir);
    for (const s of Object.values(servers))
      log(
        `  ${s.name}: pid ${s.child.pid}, answered after ${(s.startMs / 1000).toFixed(1)} s, idle after ${(s.idleWaitMs / 1000).toFixed(1)} s more, RSS ${rssOf(s.child.pid)} MB`,
      );
    for (const [side, s] of Object.entries(servers)) if (side !== 'trialyst') result.otherRss[s.name] = { idleMb: rssOf(s.child.pid), afterLoadMb: null };

    if (firstPage) {
      try {
        result.firstPage = await measureFirstPage(servers.trialyst.base);
        log(
          `  first page: ${result.firstPage.files.length} JS files, ${result.firstPage.encodings}, ${Math.round(result.firstPage.wireBytes / 1024)} KB on the wire, ${Math.round(result.firstPage.gzipBytes / 1024)} KB gzipped`,
        );
      } catch (e) {
        notes.push(`first page not measured: ${(e as Error).message}`);
      }
    }

    await runTurns(servers, ops, { ...opts, postmasterPid }, result, log);
    result.memory.afterHttpLoadMb = rssOf(servers.trialyst.child.pid);
    for (const [side, s] of Object.entries(servers)) if (side !== 'trialyst') result.otherRss[s.name].afterLoadMb = rssOf(s.child.pid);
    // Free the machine for the fan-out: only Trialyst (development) and the minimal ws server run.
    for (const side of ['trialystProduction', 'trialystNoCache', 'postgraphile', 'bare'] as Side[]) await servers[side]?.child.stop(PROFILE_WRITE_GRACE_MS);

    if (opts.fanout.length) {
      notes.push(
        `fan-out subscribers: ${opts.fanoutClient === 'raw' ? 'raw WebSocket clients over TCP sockets' : 'the ws library'} (--fanout-client ${opts.fanoutClient}); ${opts.warmupLikes} unmeasured likes, then ${opts.rounds} measured, per subscriber count`,
      );
      const nctId = demoNctId(Math.floor(trials / 3));
      const token = await signIn(`${servers.trialyst.base}/graphql`);
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
    if (opts.cpuProfDir) await summarizeProfiles(servers, result, opts.cpuProfDir, log);
    return result;
  } finally {
    await stopAllChildren();
  }
}

/** Stops the profiled Trialyst servers (each writes its profile as it exits) and summarises each one's measured runs per operation. */
async function summarizeProfiles(servers: Partial<Record<Side, Server>>, result: PeersResult, dir: string, log: (l: string) => void): Promise<void> {
  for (const side of TRIALYST_SIDES) {
    const server = servers[side];
    if (!server) continue;
    await server.child.stop(PROFILE_WRITE_GRACE_MS);
    const operations = result.operations.flatMap((o) => {
      const r: LoadResult | undefined = o.results[side];
      return r ? [{ label: o.label, turns: r.turns ?? [r] }] : [];
    });
    const { summaries, note } = await summarizeServer({ name: server.name, pid: server.child.pid, dir: path.join(dir, side) }, operations);
    if (note) result.notes.push(note);
    result.profiles.push(...summaries);
    for (const p of summaries)
      log(
        `  CPU profile ${p.server}, ${p.operation}: main thread busy ${p.busyMsPerRequest} ms (wall) per request, process CPU ${p.cpuMsPerRequest} ms; top: ${p.topPackages
          .slice(0, 5)
          .map((x) => `${x.name} ${x.percent} %`)
          .join(', ')}`,
      );
  }
  result.notes.push(`CPU profiles (node --cpu-prof, open them in Chrome DevTools): ${dir}`);
}

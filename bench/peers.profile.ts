import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './peers.processes.js';

/**
 * Summaries of a V8 CPU profile (`node --cpu-prof`) of a measured server: self time per function,
 * per file and per package, over the measured autocannon runs only (start-up, warm-ups and the
 * other operations' turns left out: samples are stamped on the same monotonic clock as
 * process.hrtime, which the load generator records around each measured run).
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  selfMs: number;
  /** Share of the busy (non-idle) time, in %. */
  percent: number;
}

export interface ProfileSummary {
  server: string;
  operation: string;
  file: string;
  /** Measured runs whose samples are counted, and their requests. */
  windows: number;
  requests: number;
  samples: number;
  /** Samples of "(idle)": the main thread waiting (for the database, for requests). */
  idleSamples: number;
  /**
   * Time the main thread was not idle: every sample but "(idle)" (JavaScript, "(program)": native and
   * V8 work, "(garbage collector)"). The profiler samples on wall-clock time: on a loaded machine this
   * includes the time the process waited for a core, so it can exceed its CPU time.
   */
  busyMs: number;
  /** busyMs / requests. */
  busyMsPerRequest: number | null;
  /** CPU ms per request of the whole process over the same runs (/proc: every thread), for comparison. */
  cpuMsPerRequest: number | null;
  gcMs: number;
  topFunctions: SelfTime[];
  topFiles: SelfTime[];
  topPackages: SelfTime[];
}

const TOP = 25;
const repoUrl = `file://${repoRoot}/`;

/** Repository-relative path of a script (node_modules paths kept from the last node_modules on). */
function shortUrl(url: string): string {
  if (!url) return '';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) return url.slice(nm + 1);
  return url.startsWith(repoUrl) ? url.slice(repoUrl.length) : url;
}

/** The package of a frame: the npm package, Trialyst's folder (api/src/<dir>[/<module>]), node internals, or V8's pseudo-frames. */
function packageOf(frame: CallFrame): string {
  const u = shortUrl(frame.url);
  if (!u) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (u.startsWith('node:')) return 'node (internals)';
  if (u.startsWith('node_modules/')) {
    const parts = u.split('/');
    return parts[1].startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1];
  }
  const parts = u.split('/');
  if (parts[0] === 'api' && parts[1] === 'src') return parts.slice(0, parts[2] === 'modules' ? 4 : 3).join('/');
  return parts.slice(0, 2).join('/');
}

const functionOf = (f: CallFrame) => `${f.functionName || '(anonymous)'}${f.url ? ` ${shortUrl(f.url)}:${f.lineNumber + 1}` : ''}`;

function top(byKey: Map<string, number>, busyUs: number): SelfTime[] {
  return [...byKey]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, us]) => ({ name, selfMs: Math.round(us / 100) / 10, percent: busyUs ? Math.round((1000 * us) / busyUs) / 10 : 0 }));
}

export async function readProfile(file: string): Promise<CpuProfile> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as CpuProfile;
}

/** The main thread's profile of process `pid` in `dir` (node names them CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile; tsx's loader thread writes its own). */
export async function findProfile(dir: string, pid: number): Promise<string | null> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.cpuprofile'));
  const main = files.find((f) => f.includes(`.${pid}.0.`)) ?? files.find((f) => f.includes(`.${pid}.`));
  return main ? path.join(dir, main) : null;
}

/**
 * Self time over the samples inside `windows` (µs on the process.hrtime clock). Each sample stands
 * for the time until the next one (as DevTools counts it).
 */
export function summarizeProfile(
  profile: CpuProfile,
  windows: { windowUs: [number, number]; requests: number; serverCpuMs?: number | null }[],
  meta: { server: string; operation: string; file: string },
): ProfileSummary {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  const sorted = [...windows].sort((a, b) => a.windowUs[0] - b.windowUs[0]);
  let samples = 0;
  let idleSamples = 0;
  let busyUs = 0;
  let gcUs = 0;
  let t = profile.startTime;
  let w = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    while (w < sorted.length && sorted[w].windowUs[1] < t) w++;
    if (w >= sorted.length) break;
    if (t < sorted[w].windowUs[0]) continue;
    const frame = frames.get(profile.samples[i]);
    if (!frame) continue;
    const us = Math.max(0, profile.timeDeltas[i + 1] ?? profile.timeDeltas[i]);
    samples++;
    if (frame.functionName === '(idle)') {
      idleSamples++;
      continue;
    }
    busyUs += us;
    if (frame.functionName === '(garbage collector)') gcUs += us;
    add(byFunction, functionOf(frame), us);
    add(byFile, shortUrl(frame.url) || frame.functionName || '(native)', us);
    add(byPackage, packageOf(frame), us);
  }
  const requests = windows.reduce((a, x) => a + x.requests, 0);
  const busyMs = Math.round(busyUs / 100) / 10;
  const cpuMs = windows.every((x) => x.serverCpuMs != null) ? windows.reduce((a, x) => a + x.serverCpuMs!, 0) : null;
  return {
    ...meta,
    windows: windows.length,
    requests,
    samples,
    idleSamples,
    busyMs,
    busyMsPerRequest: requests ? Math.round((busyMs / requests) * 1000) / 1000 : null,
    cpuMsPerRequest: requests && cpuMs !== null ? Math.round((cpuMs / requests) * 1000) / 1000 : null,
    gcMs: Math.round(gcUs / 100) / 10,
    topFunctions: top(byFunction, busyUs),
    topFiles: top(byFile, busyUs),
    topPackages: top(byPackage, busyUs),
  };
}

/** Whether the windows fall inside the profile's time span (the clocks agree). */
export const profileCovers = (profile: CpuProfile, windows: { windowUs: [number, number] }[]) =>
  windows.every((x) => x.windowUs[0] >= profile.startTime && x.windowUs[1] <= profile.endTime);

/** The Markdown of one summary: totals, then the top functions, files and packages by self time. */
export function profileMarkdown(p: ProfileSummary): string[] {
  const table = (title: string, rows: SelfTime[]) => [
    '',
    `| ${title} | self ms | % of busy |`,
    '|---|---|---|',
    ...rows.map((r) => `| \`${r.name.replaceAll('|', '\\|')}\` | ${r.selfMs} | ${r.percent} |`),
  ];
  return [
    '',
    `**${p.server}, ${p.operation}**: ${p.samples.toLocaleString('en-US')} samples in ${p.windows} measured run(s) (${p.idleSamples.toLocaleString('en-US')} idle); the main thread was busy ${p.busyMs.toLocaleString('en-US')} ms of wall time (GC ${p.gcMs} ms) for ${p.requests.toLocaleString('en-US')} requests, **${p.busyMsPerRequest ?? '—'} ms per request** (the process's CPU time, /proc: **${p.cpuMsPerRequest ?? '—'} ms per request**). Profile: \`${p.file}\`.`,
    ...table('package', p.topPackages),
    ...table('file', p.topFiles),
    ...table('function', p.topFunctions),
  ];
}

/**
 * The summaries of one server's profile, one per operation it answered (its measured runs only).
 * Returns a note instead when the profile is missing (the process did not exit by itself) or its
 * clock does not cover the runs.
 */
export async function summarizeServer(
  server: { name: string; pid: number; dir: string },
  operations: { label: string; turns: { windowUs?: [number, number]; requests: number; serverCpuMs?: number | null }[] }[],
): Promise<{ summaries: ProfileSummary[]; note: string | null }> {
  const file = await findProfile(server.dir, server.pid);
  if (!file) return { summaries: [], note: `${server.name}: no CPU profile in ${server.dir} (the process must exit by itself, on SIGTERM, to write it)` };
  const profile = await readProfile(file);
  const summaries: ProfileSummary[] = [];
  for (const op of operations) {
    const windows = op.turns.flatMap((t) => (t.windowUs ? [{ windowUs: t.windowUs, requests: t.requests, serverCpuMs: t.serverCpuMs }] : []));
    if (!windows.length) continue;
    if (!profileCovers(profile, windows))
      return { summaries, note: `${server.name}: the profile (${file}) does not cover the measured runs: clocks differ, not summarised` };
    summaries.push(summarizeProfile(profile, windows, { server: server.name, operation: op.label, file }));
  }
  return { summaries, note: null };
}

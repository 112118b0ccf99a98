import 'reflect-metadata';
import { type AnalyzeMode } from '../modules/analysis/analysis.batch.js';
import { analyzeWithProgress } from '../modules/analysis/analysis.progress.js';
import { runCli } from '../runtime.js';

/**
 * npm run analyze -- [--stale (default) | --all] [--force] [--ids NCT01234567,NCT...] [--batch 500]
 * (Re)computes analyses in batches with progress output; unchanged inputs are skipped unless --force.
 */
const args = process.argv.slice(2);
const has = (f: string) => args.includes(f);
const valueOf = (f: string) => {
  const i = args.indexOf(f);
  return i >= 0 ? args[i + 1] : undefined;
};
const unknown = args.filter((a, i) => a.startsWith('--') && !['--all', '--stale', '--force', '--ids', '--batch'].includes(a) && args[i - 1] !== '--ids');
if (unknown.length || has('--help')) {
  console.error('usage: npm run analyze -- [--stale | --all] [--force] [--ids NCT01234567,NCT07654321] [--batch 500]');
  process.exit(unknown.length ? 2 : 0);
}

const ids = valueOf('--ids')
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const mode: AnalyzeMode = ids ? 'ids' : has('--all') ? 'all' : 'stale';

await runCli('analyze', async (rt) => {
  console.error(`analyze: mode ${mode}${has('--force') ? ' (force)' : ''}, provider ${rt.deps.config.ANALYSIS_PROVIDER}`);
  const p = await analyzeWithProgress(
    rt.deps,
    { mode, nctIds: ids, force: has('--force'), batchSize: valueOf('--batch') ? Number(valueOf('--batch')) : undefined },
    (line) => console.error(line),
  );
  if (p.failed > 0 && p.analyzed === 0 && p.skipped === 0) process.exitCode = 1;
});

import { analyzeTrials, type AnalyzeMode } from '../modules/analysis/analysis.batch.js';
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

const ids = valueOf('--ids')?.split(',').map((s) => s.trim()).filter(Boolean);
const mode: AnalyzeMode = ids ? 'ids' : has('--all') ? 'all' : 'stale';

await runCli('analyze', async (rt) => {
  const started = Date.now();
  let lastLine = 0;
  console.error(`analyze: mode ${mode}${has('--force') ? ' (force)' : ''}, provider ${rt.deps.config.ANALYSIS_PROVIDER}`);
  const p = await analyzeTrials(rt.deps, {
    mode,
    nctIds: ids,
    force: has('--force'),
    batchSize: valueOf('--batch') ? Number(valueOf('--batch')) : undefined,
    onProgress: (p) => {
      const now = Date.now();
      if (now - lastLine < 1000 && p.processed < p.total) return;
      lastLine = now;
      const pctDone = p.total ? ((100 * p.processed) / p.total).toFixed(1) : '100.0';
      const rate = p.processed / Math.max(0.001, (now - started) / 1000);
      console.error(`analyze: ${p.processed}/${p.total} (${pctDone}%) analysed ${p.analyzed}, unchanged ${p.skipped}, failed ${p.failed} — ${rate.toFixed(0)} trials/s`);
    },
  });
  console.error(`analyze: done in ${((Date.now() - started) / 1000).toFixed(1)} s — ${p.analyzed} analysed, ${p.skipped} unchanged, ${p.failed} failed, ${p.total} considered`);
  if (p.failed > 0 && p.analyzed === 0 && p.skipped === 0) process.exitCode = 1;
});

import type { Deps } from '../../deps.js';
import { analyzeTrials, type AnalyzeOptions, type AnalyzeProgress } from './analysis.batch.js';

/** Runs `analyzeTrials` printing a progress line at most once a second, then a summary line. */
export async function analyzeWithProgress(
  deps: Deps,
  opts: Omit<AnalyzeOptions, 'onProgress'>,
  log: (line: string) => void,
  label = 'analyze',
): Promise<AnalyzeProgress> {
  const started = Date.now();
  let lastLine = 0;
  const p = await analyzeTrials(deps, {
    ...opts,
    onProgress: (p) => {
      const now = Date.now();
      if (now - lastLine < 1000 && p.processed < p.total) return;
      lastLine = now;
      const pctDone = p.total ? ((100 * p.processed) / p.total).toFixed(1) : '100.0';
      const rate = p.processed / Math.max(0.001, (now - started) / 1000);
      log(`${label}: ${p.processed}/${p.total} (${pctDone}%) analysed ${p.analyzed}, unchanged ${p.skipped}, failed ${p.failed} — ${rate.toFixed(0)} trials/s`);
    },
  });
  log(
    `${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s — ${p.analyzed} analysed, ${p.skipped} unchanged, ${p.failed} failed, ${p.total} considered`,
  );
  return p;
}

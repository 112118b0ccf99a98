import 'reflect-metadata';
import { analyzeWithProgress } from '../modules/analysis/analysis.progress.js';
import { formatReresolveReport, reresolveSponsors } from '../modules/companies/companies.reresolve.js';
import { syncCompanies } from '../modules/companies/companies.service.js';
import { runCli } from '../runtime.js';

/**
 * npm run resolve-sponsors -- [--dry-run] [--no-analyze] [--batch 2000]
 * Re-resolves the sponsor of every stored trial (after the resolver, the curated table, the SEC
 * list, the corporate history or sponsor-overrides.json changed), prints what changed, and re-runs
 * the analyses of the trials whose ticker or verdict changed.
 */
const args = process.argv.slice(2);
const has = (f: string) => args.includes(f);
const valueOf = (f: string) => {
  const i = args.indexOf(f);
  return i >= 0 ? args[i + 1] : undefined;
};
const known = ['--dry-run', '--no-analyze', '--batch', '--help'];
const unknown = args.filter((a, i) => !known.includes(a) && args[i - 1] !== '--batch');
const batch = valueOf('--batch');
if (unknown.length || has('--help') || (batch !== undefined && !/^\d+$/.test(batch))) {
  console.error('usage: npm run resolve-sponsors -- [--dry-run] [--no-analyze] [--batch 2000]');
  process.exit(has('--help') && !unknown.length ? 0 : 2);
}
const dryRun = has('--dry-run');

await runCli('resolve-sponsors', async (rt) => {
  const em = rt.deps.orm.em.fork();
  const log = (line: string) => console.error(line);
  const directory = await syncCompanies(em);
  log(
    `resolve-sponsors: ${directory.companies.length} curated companies, ${directory.sec?.companies.length ?? 0} SEC-list companies, ` +
      `${directory.overrides.size} overrides${dryRun ? ' (dry run: nothing is written)' : ''}`,
  );
  const summary = await reresolveSponsors(em, directory, { dryRun, batchSize: batch ? Number(batch) : undefined, log });
  for (const line of formatReresolveReport(summary, dryRun)) log(line);
  if (dryRun || has('--no-analyze')) {
    if (summary.analyzedIds.length) log(`resolve-sponsors: ${summary.analyzedIds.length} analyses ${dryRun ? 'would be' : 'are'} stale (not re-run)`);
    return;
  }
  if (!summary.analyzedIds.length) {
    log('resolve-sponsors: no analysed trial changed, no analysis to re-run');
    return;
  }
  log(`resolve-sponsors: re-running the ${summary.analyzedIds.length} affected analyses`);
  await analyzeWithProgress(rt.deps, { mode: 'ids', nctIds: summary.analyzedIds }, log, 'resolve-sponsors: analyze');
});

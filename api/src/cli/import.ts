import 'reflect-metadata';
import path from 'node:path';
import { IMPORT_USAGE, parseImportArgs, UsageError, type ImportArgs } from '../modules/imports/imports.args.js';
import { importFromPath, importLive, type ImportSummary } from '../modules/imports/imports.service.js';
import { CtgovClient } from '../providers/ctgov/ctgov.client.js';
import { NoEarlierRunError, syncIncremental } from '../modules/sync/sync.service.js';
import { analyzeWithProgress } from '../modules/analysis/analysis.progress.js';
import { runCli } from '../runtime.js';

let args: ImportArgs | undefined;
try {
  args = parseImportArgs(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  if (e.message) console.error(`import: ${e.message}\n`);
  console.error(IMPORT_USAGE);
  process.exitCode = e.message ? 2 : 0;
}

function report(s: ImportSummary): void {
  console.log(
    `Imported ${s.total} studies: ${s.inserted} inserted, ${s.updated} updated (${s.changes} field changes recorded), ${s.unchanged} unchanged, ${s.skipped} skipped.`,
  );
  for (const k of s.skippedStudies) console.log(`  skipped ${k.nctId ?? '(no nctId)'}: ${k.reason}${k.source ? ` [${k.source}]` : ''}`);
  if (s.skipped > s.skippedStudies.length) console.log(`  … and ${s.skipped - s.skippedStudies.length} more skipped`);
  if (s.status === 'stopped') console.log('Stopped at --max; the same command resumes from the next page (--restart starts over).');
  if (s.resumed) console.log('Resumed an interrupted run of the same query.');
}

if (args) {
  const a = args;
  await runCli('import', async (rt) => {
    const em = rt.deps.orm.em.fork();
    const log = (line: string) => console.error(line);
    let summary: ImportSummary;
    if (a.mode === 'path') summary = await importFromPath(em, path.resolve(process.env.INIT_CWD ?? process.cwd(), a.path), { log });
    else {
      const client = new CtgovClient({ baseUrl: rt.deps.config.CTGOV_BASE_URL, log });
      const opts = { log, max: a.max, restart: a.restart };
      try {
        summary = a.since ? await syncIncremental(em, client, a.query, a.since, opts) : await importLive(em, client, a.query, opts);
      } catch (e) {
        if (!(e instanceof NoEarlierRunError)) throw e;
        console.error(`import: ${e.message}`);
        process.exitCode = 2;
        return;
      }
    }
    report(summary);
    if (summary.changed.length) await analyzeWithProgress(rt.deps, { mode: 'ids', nctIds: summary.changed }, log);
  });
}

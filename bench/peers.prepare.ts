import fs from 'node:fs/promises';
import path from 'node:path';
import { analyzeTrials } from '../api/src/modules/analysis/analysis.batch.js';
import { refreshFinancials, refreshLine as financialsLine } from '../api/src/modules/financials/financials.service.js';
import { computeMovesUntilDone, movesLine } from '../api/src/modules/moves/moves.compute.js';
import { refreshLine } from '../api/src/modules/regulatory/regulatory.job.js';
import { refreshRegulatoryEvents } from '../api/src/modules/regulatory/regulatory.service.js';
import { createRegulatoryProviders } from '../api/src/providers/regulatory/index.js';
import { app } from '../api/src/composition.js';
import { DEFAULT_DB_LIMITS, openOrm } from '../api/src/db/orm.js';
import type { BenchDb } from './db.js';

const markerFile = (db: BenchDb) => path.join(db.dir, 'bench-server-data.json');

/**
 * Brings the seeded database to the state a running server keeps it in, before the peers section
 * starts any server: the regulatory events, the companies' financials and the past catalysts' moves
 * (what `prepareData` does after seeding an empty database, modules/seed/seed.bootstrap.ts), then
 * the analyses of the trials whose inputs changed. Without it each server's background jobs (their
 * first runs come 5–15 s after it listens) catch up during the measured runs: their work competes
 * with the requests, and re-analysed trials change the table's pages while the servers are checked
 * against each other. Done once per database (a marker in its folder).
 */
export async function prepareServerData(db: BenchDb, withAnalysis: boolean, log: (l: string) => void): Promise<void> {
  if (await fs.stat(markerFile(db)).catch(() => null)) return log('  server data (regulatory events, financials, moves) prepared earlier');
  // Batch work, as the CLI runs it: no statement timeout (the regulatory upsert alone can take more than a server's 30 s on a busy machine).
  const orm = await openOrm(db.url, app.entities, {}, { ...DEFAULT_DB_LIMITS, statementTimeoutMs: 0 });
  const deps = { ...db.deps, orm };
  try {
    log(`  ${refreshLine(await refreshRegulatoryEvents(deps, createRegulatoryProviders(deps.config)))}`);
    // No listeners told: the analysis below reads every trial's runway anyway.
    log(`  ${financialsLine(await refreshFinancials(deps, { notify: false }))}`);
    log(`  ${movesLine(await computeMovesUntilDone(deps))}`);
    if (withAnalysis) {
      // Every trial, its input hash skipping those whose analysis would not change.
      let last = 0;
      const p = await analyzeTrials(deps, {
        mode: 'all',
        onProgress: (x) => {
          if (Date.now() - last < 10_000 && x.processed < x.total) return;
          last = Date.now();
          log(`  analyses: ${x.processed.toLocaleString('en-US')}/${x.total.toLocaleString('en-US')} (${x.analyzed.toLocaleString('en-US')} recomputed)`);
        },
      });
      log(`  analyses after them: ${p.analyzed.toLocaleString('en-US')} recomputed, ${p.skipped.toLocaleString('en-US')} unchanged, ${p.failed} failed`);
    }
  } finally {
    await orm.close(true);
  }
  await fs.writeFile(markerFile(db), JSON.stringify({ preparedAt: new Date().toISOString() }));
}

/** Forgets the preparation (the database was emptied for another seeding). */
export const forgetServerData = (db: BenchDb) => fs.rm(markerFile(db), { force: true });

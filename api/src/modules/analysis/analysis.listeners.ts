import { registerRunwayChangeListener } from '../financials/financials.hooks.js';
import { analyzeTrials } from './analysis.batch.js';
import { listedTrialsOf } from './analysis.inputs.js';

let wired = false;

/**
 * A financials refresh that moved some companies' runways re-analyses their trials (the dilution
 * term): the input hash skips those whose analysis does not change. Called once per process by the
 * runtime (server and CLI) and by the tests' database factory.
 */
export function wireRunwayReanalysis(): void {
  if (wired) return;
  wired = true;
  registerRunwayChangeListener(async (deps, tickers) => {
    const nctIds = await listedTrialsOf(deps.orm.em.fork(), tickers);
    if (nctIds.length) await analyzeTrials(deps, { mode: 'ids', nctIds });
  });
}

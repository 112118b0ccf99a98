import type { Deps } from '../../deps.js';

/**
 * Runs at every server start, after migrations: keeps reference data (the curated company
 * table) in sync and, on an empty database, seeds the demo dataset so a newcomer sees a full app.
 */
export async function prepareData(_deps: Deps, _log: (line: string) => void): Promise<void> {}

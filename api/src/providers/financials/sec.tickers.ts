import fs from 'node:fs';
import zlib from 'node:zlib';
import { dataPath } from '../../lib/data-files.js';

/**
 * Ticker → CIK from the SEC ticker list the project ships (api/data/companies/sec-company-tickers.json.gz,
 * https://www.sec.gov/files/company_tickers.json; see api/data/README.md), read once per process. The
 * companies module indexes the same file for sponsor names (modules/companies/companies.sec.ts);
 * providers sit below the modules, so this reads the file rather than importing that index.
 */

const DATA_FILE = dataPath('companies/sec-company-tickers.json.gz');

interface RawEntry {
  cik_str: number;
  ticker: string;
}

let byTicker: Map<string, number> | undefined;

/** The SEC file's `{"0": {cik_str, ticker, title}, …}` as ticker → CIK (every line of a company, upper-case). */
export function tickerCikMap(raw: Record<string, RawEntry>): Map<string, number> {
  const map = new Map<string, number>();
  for (const e of Object.values(raw)) {
    if (typeof e?.ticker !== 'string' || !Number.isInteger(e.cik_str)) continue;
    const t = e.ticker.toUpperCase();
    if (!map.has(t)) map.set(t, e.cik_str);
  }
  return map;
}

/** The CIK of a ticker in the shipped SEC list, or null. */
export function shippedCikOf(ticker: string): number | null {
  byTicker ??= tickerCikMap(JSON.parse(zlib.gunzipSync(fs.readFileSync(DATA_FILE)).toString('utf8')) as Record<string, RawEntry>);
  return byTicker.get(ticker.toUpperCase()) ?? null;
}

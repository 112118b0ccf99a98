#!/usr/bin/env node
/**
 * Refreshes the SEC company-ticker list the sponsor resolver ships with:
 *   node scripts/refresh-sec-tickers.mjs [--from path/to/company_tickers.json --date YYYY-MM-DD]
 *
 * Downloads https://www.sec.gov/files/company_tickers.json (or reads --from, a copy downloaded on
 * --date), checks its shape,
 * writes api/data/companies/sec-company-tickers.json.gz and its .meta.json (source,
 * snapshot date, entry count, SHA-256). The SEC asks automated clients for a User-Agent naming a
 * contact: set SEC_USER_AGENT="Your Name you@example.com". Afterwards run the companies tests and
 * `npm run resolve-sponsors` to apply the new list to stored trials.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const SOURCE = 'https://www.sec.gov/files/company_tickers.json';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'api/data/companies');
const outFile = path.join(dataDir, 'sec-company-tickers.json.gz');
const metaFile = path.join(dataDir, 'sec-company-tickers.meta.json');

function fail(message) {
  console.error(`refresh-sec-tickers: ${message}`);
  process.exit(1);
}

async function download() {
  const userAgent = process.env.SEC_USER_AGENT ?? 'Trialyst sponsor resolver (set SEC_USER_AGENT to "Name email")';
  let res;
  try {
    res = await fetch(SOURCE, { headers: { 'User-Agent': userAgent, Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  } catch (e) {
    const cause = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(e);
    fail(
      `cannot reach ${SOURCE} (${cause}). This script needs the network; offline, the shipped snapshot stays in use. ` +
        'With a copy of the file, run: node scripts/refresh-sec-tickers.mjs --from path/to/company_tickers.json',
    );
  }
  if (!res.ok)
    fail(`${SOURCE} answered HTTP ${res.status}${res.status === 403 ? ' (the SEC refuses clients without a contact: set SEC_USER_AGENT="Name email")' : ''}`);
  return Buffer.from(await res.arrayBuffer());
}

const args = process.argv.slice(2);
const fromIndex = args.indexOf('--from');
const dateIndex = args.indexOf('--date');
if (args.includes('--help')) {
  console.log('usage: node scripts/refresh-sec-tickers.mjs [--from path/to/company_tickers.json --date YYYY-MM-DD]');
  process.exit(0);
}
const snapshotDate = dateIndex >= 0 ? args[dateIndex + 1] : fromIndex >= 0 ? null : new Date().toISOString().slice(0, 10);
if (!snapshotDate || !/^\d{4}-\d{2}-\d{2}$/.test(snapshotDate)) fail('--from needs --date YYYY-MM-DD: the day the copy was downloaded from the SEC');
const raw = fromIndex >= 0 ? fs.readFileSync(path.resolve(args[fromIndex + 1] ?? fail('--from needs a path'))) : await download();

let parsed;
try {
  parsed = JSON.parse(raw.toString('utf8'));
} catch {
  fail('the answer is not JSON');
}
const entries = Object.values(parsed ?? {});
const valid = entries.filter((e) => e && Number.isInteger(e.cik_str) && typeof e.ticker === 'string' && typeof e.title === 'string');
if (entries.length < 5000 || valid.length !== entries.length) {
  fail(`unexpected shape: ${entries.length} entries, ${valid.length} with cik_str, ticker and title (expected thousands, all valid)`);
}

fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(outFile, zlib.gzipSync(raw, { level: 9 }));
const meta = {
  source: SOURCE,
  publisher: 'U.S. Securities and Exchange Commission (EDGAR company tickers; public-domain government data)',
  snapshotDate,
  entries: entries.length,
  sha256: crypto.createHash('sha256').update(raw).digest('hex'),
  file: path.basename(outFile),
};
fs.writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
console.log(`refresh-sec-tickers: ${entries.length} entries written to ${path.relative(root, outFile)} (snapshot ${meta.snapshotDate})`);
console.log('next: cd api && npx vitest run src/modules/companies, then npm run resolve-sponsors');

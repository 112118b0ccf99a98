import fs from 'node:fs';
import { lightName } from './companies.names.js';

/** The committed overrides file: sponsor string → ticker or NONE, applied before every other rule. */
export const SPONSOR_OVERRIDES_FILE = new URL('./sponsor-overrides.json', import.meta.url);

/** Sponsor light name → ticker, or null for NONE (the sponsor is known not to be a listed company). */
export type SponsorOverrides = ReadonlyMap<string, string | null>;

const TICKER = /^[A-Za-z0-9.-]{1,10}$/;

/** Parses the overrides document; throws naming the bad entry. */
export function parseSponsorOverrides(doc: unknown, source = 'sponsor-overrides.json'): Map<string, string | null> {
  const entries = (doc as { overrides?: unknown } | null)?.overrides;
  if (!entries || typeof entries !== 'object' || Array.isArray(entries))
    throw new Error(`${source}: expected { "overrides": { "Sponsor name": "TICKER" | "NONE" } }`);
  const out = new Map<string, string | null>();
  for (const [sponsor, value] of Object.entries(entries)) {
    const key = lightName(sponsor);
    if (!key) throw new Error(`${source}: empty sponsor name`);
    if (typeof value !== 'string' || (value !== 'NONE' && !TICKER.test(value))) throw new Error(`${source}: "${sponsor}" must map to a ticker or "NONE"`);
    if (out.has(key)) throw new Error(`${source}: "${sponsor}" is listed twice`);
    out.set(key, value === 'NONE' ? null : value.toUpperCase());
  }
  return out;
}

let cached: Map<string, string | null> | undefined;
/** The committed overrides, read once per process. */
export function loadSponsorOverrides(): SponsorOverrides {
  if (!cached) {
    let doc: unknown;
    try {
      doc = JSON.parse(fs.readFileSync(SPONSOR_OVERRIDES_FILE, 'utf8'));
    } catch (e) {
      throw new Error(`sponsor-overrides.json is not valid JSON: ${(e as Error).message}`, { cause: e });
    }
    cached = parseSponsorOverrides(doc);
  }
  return cached;
}

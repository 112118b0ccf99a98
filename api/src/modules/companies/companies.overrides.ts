import { z } from 'zod';
import { dataPath, readJsonData } from '../../lib/data-files.js';
import { TICKER_PATTERN } from '../stocks/stocks.ticker.js';
import { lightName } from './companies.names.js';

/** The committed overrides file: sponsor string → ticker or NONE, applied before every other rule. */
export const SPONSOR_OVERRIDES_FILE = dataPath('companies/sponsor-overrides.json');

/** Sponsor light name → ticker, or null for NONE (the sponsor is known not to be a listed company). */
export type SponsorOverrides = ReadonlyMap<string, string | null>;

/** `{ "about": "…", "overrides": { "Sponsor name": "TICKER" | "NONE" } }`, as a map by light name. */
export const sponsorOverridesSchema = z
  .object({ overrides: z.record(z.string(), z.unknown()) }, { error: 'expected { "overrides": { "Sponsor name": "TICKER" | "NONE" } }' })
  .transform((doc, ctx) => {
    const out = new Map<string, string | null>();
    for (const [sponsor, value] of Object.entries(doc.overrides)) {
      const key = lightName(sponsor);
      const path = ['overrides', sponsor];
      if (!key) ctx.addIssue({ code: 'custom', path, message: 'empty sponsor name' });
      else if (typeof value !== 'string' || (value !== 'NONE' && !TICKER_PATTERN.test(value)))
        ctx.addIssue({ code: 'custom', path, message: `"${sponsor}" must map to a ticker or "NONE"` });
      else if (out.has(key)) ctx.addIssue({ code: 'custom', path, message: `"${sponsor}" is listed twice` });
      else out.set(key, value === 'NONE' ? null : value.toUpperCase());
    }
    return out;
  });

/** Parses the overrides document; throws naming the bad entry. */
export function parseSponsorOverrides(doc: unknown, source = 'sponsor-overrides.json'): Map<string, string | null> {
  const result = sponsorOverridesSchema.safeParse(doc);
  if (!result.success) throw new Error(`${source}: ${result.error.issues.map((i) => i.message).join('; ')}`);
  return result.data;
}

let cached: Map<string, string | null> | undefined;
/** The committed overrides (api/data/companies/sponsor-overrides.json), read once per process; errors name the line. */
export function loadSponsorOverrides(): SponsorOverrides {
  cached ??= readJsonData('companies/sponsor-overrides.json', sponsorOverridesSchema);
  return cached;
}

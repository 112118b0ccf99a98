import { z } from 'zod';
import { readCsvData } from '../../lib/data-files.js';
import { nameField, namesCell, optionalTickerField, yearField } from './companies.markets.js';

/**
 * Corporate history (api/data/companies/history.csv): sponsors that were acquired, merged or renamed,
 * mapped to today's listed owner (by ticker, in the curated table or the SEC list) with the year, so
 * a trial sponsored by "Celgene Corporation" carries BMY and says "via Celgene (acquired by Bristol
 * Myers Squibb in 2019)".
 *
 * `owner: null`: the business now belongs to a private company (no ticker, and the resolution says
 * who bought it). `acquirer`: who bought it, when not today's owner itself (Juno → Celgene → BMS).
 * Only completed deals; a wrong ticker is worse than none.
 */
export type CorporateEventKind = 'acquired' | 'merged' | 'renamed';
const CORPORATE_EVENT_KINDS = ['acquired', 'merged', 'renamed'] as const satisfies readonly CorporateEventKind[];

export interface CorporateEvent {
  /** Sponsor names of the former company (legal forms and case do not matter). */
  names: string[];
  /** Short display name of the former company ("Alexion"). */
  display: string;
  event: CorporateEventKind;
  year: number;
  /** Ticker of today's listed owner, or null when the owner is private. */
  owner: string | null;
  /** Display name of the acquirer or new name ("AstraZeneca", "Chiesi"). */
  acquirer: string;
}

/** history.csv: one row a deal (or renaming); `other_names` separated by ` | `; `owner` empty when private. */
export const historySchema = z
  .array(
    z
      .strictObject({
        display: nameField,
        event: z.enum(CORPORATE_EVENT_KINDS),
        acquirer: nameField,
        year: yearField,
        owner: optionalTickerField,
        other_names: namesCell,
      })
      .superRefine((r, ctx) => {
        if (r.owner === null && r.event !== 'acquired')
          ctx.addIssue({ code: 'custom', path: ['owner'], message: `a ${r.event} company keeps a listed owner: give its ticker` });
      })
      .transform((r): CorporateEvent => ({
        names: [r.display, ...r.other_names],
        display: r.display,
        event: r.event,
        year: r.year,
        owner: r.owner,
        acquirer: r.acquirer,
      })),
  )
  .superRefine((events, ctx) => {
    const seen = new Set<string>();
    events.forEach((e, i) => {
      const key = e.display.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'display'], message: `${e.display} is listed twice` });
      seen.add(key);
    });
  });

/** api/data/companies/history.csv. */
export const CORPORATE_HISTORY: CorporateEvent[] = readCsvData('companies/history.csv', historySchema);

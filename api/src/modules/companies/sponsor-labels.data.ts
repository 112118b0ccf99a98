import { z } from 'zod';
import { readCsvData } from '../../lib/data-files.js';
import { nameField, optionalTickerField } from './companies.markets.js';

/**
 * Real ClinicalTrials.gov lead-sponsor strings (api/data/companies/sponsor-labels.csv), as the
 * registry writes them with their sponsor class, labelled by hand with the ticker an investor would expect today, or null: the measure
 * of the sponsor resolver (sponsor-labels.test.ts prints precision and recall). Labels follow
 * the world, not the resolver: a sponsor the resolver misses stays labelled with its ticker.
 *
 * kinds: academic centres, hospitals, cooperative groups, foundations and government bodies
 * (never a ticker); private companies (null); listed companies (US, non-US); subsidiaries of listed
 * companies (the parent's ticker); acquired or renamed companies (today's owner, or null when the
 * owner is private).
 */
export const LABEL_KINDS = [
  'academic',
  'hospital',
  'cooperative',
  'foundation',
  'government',
  'private',
  'listed-us',
  'listed-intl',
  'subsidiary',
  'acquired',
] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** ClinicalTrials.gov sponsor classes (`leadSponsor.class`). */
const SPONSOR_CLASSES = ['INDUSTRY', 'NIH', 'FED', 'OTHER_GOV', 'INDIV', 'NETWORK', 'OTHER', 'AMBIG', 'UNKNOWN'] as const;
/** Kinds that are never a listed company: their label has no ticker. */
const NEVER_LISTED: readonly LabelKind[] = ['academic', 'hospital', 'cooperative', 'foundation', 'government', 'private'];

export interface LabelledSponsor {
  name: string;
  class: string;
  kind: LabelKind;
  ticker: string | null;
}

/** sponsor-labels.csv: one row a sponsor string; `ticker` empty for none. */
export const sponsorLabelsSchema = z
  .array(
    z.strictObject({ name: nameField, class: z.enum(SPONSOR_CLASSES), kind: z.enum(LABEL_KINDS), ticker: optionalTickerField }).superRefine((s, ctx) => {
      if (s.ticker !== null && NEVER_LISTED.includes(s.kind))
        ctx.addIssue({ code: 'custom', path: ['ticker'], message: `${s.kind} sponsors have no ticker: leave the cell empty` });
    }),
  )
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((s, i) => {
      if (seen.has(s.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${s.name}" is listed twice` });
      seen.add(s.name);
    });
  });

/** api/data/companies/sponsor-labels.csv. */
export const LABELLED_SPONSORS: LabelledSponsor[] = readCsvData('companies/sponsor-labels.csv', sponsorLabelsSchema);

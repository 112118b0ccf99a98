import { z } from 'zod';
import {
  CRL_CATEGORIES,
  REGULATORY_AGENCIES,
  REGULATORY_DATE_CONFIDENCES,
  REGULATORY_KINDS,
  REGULATORY_OUTCOMES,
  REGULATORY_SOURCES,
} from '../../domain/regulatory.js';
import { TICKER_PATTERN } from '../stocks/stocks.ticker.js';
import { isoDate, nctIdParam } from '../trials/trials.validation.js';

/** At most this many events per list (root query, a trial's or a company's). */
export const REGULATORY_LIST_MAX = 500;

/** `regulatoryEvents(nctId, ticker, from, to, first)` and its REST twins. */
export const regulatoryListSchema = z
  .object({
    nctId: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(nctIdParam)
      .nullish(),
    ticker: z
      .string()
      .trim()
      .regex(TICKER_PATTERN, 'Invalid ticker')
      .transform((s) => s.toUpperCase())
      .nullish(),
    from: isoDate.nullish(),
    to: isoDate.nullish(),
    first: z.coerce
      .number({ error: 'first must be a number' })
      .int('first must be a whole number')
      .min(1, 'first must be at least 1')
      .max(REGULATORY_LIST_MAX, `first must be at most ${REGULATORY_LIST_MAX}`)
      .nullish()
      .transform((v) => v ?? 100),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type RegulatoryListInput = z.input<typeof regulatoryListSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = (max: number) => z.string().trim().min(1).max(max);

/** An event as a provider yields it (domain/regulatory.ts): checked before it is stored, a bad one is skipped. */
export const providerEventSchema = z.object({
  source: z.enum(REGULATORY_SOURCES),
  sourceKey: text(200),
  kind: z.enum(REGULATORY_KINDS),
  agency: z.enum(REGULATORY_AGENCIES),
  date: day,
  dateConfidence: z.enum(REGULATORY_DATE_CONFIDENCES),
  drug: text(200),
  drugNames: z.array(z.string()),
  applicationNumber: text(40).nullable(),
  company: text(300).nullable(),
  ticker: z.string().trim().max(16).nullable(),
  indication: z.string().nullable(),
  outcome: z.enum(REGULATORY_OUTCOMES).nullable(),
  crlCategory: z.enum(CRL_CATEGORIES).nullable(),
  detail: z.string().nullable(),
  // An official page (http or https), or for demo data the app's own page saying so.
  sourceUrl: z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/\S+$/.test(v) || /^\/\S*$/.test(v), 'sourceUrl must be an http(s) URL or an app path'),
  asOf: day,
  demo: z.boolean(),
});

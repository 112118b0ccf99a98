import { z } from 'zod';
import type { Locale } from '../../context.js';
import { CAP_BUCKETS } from '../../domain/analysis.js';
import { CATALYST_PRECISIONS } from '../../domain/catalyst.js';
import { DILUTION_RISKS } from '../../domain/financials.js';
import { REGULATORY_OUTCOMES } from '../../domain/regulatory.js';
import { PHASE_CODES } from '../../domain/trial.js';
import { date, success } from '../../rest/openapi.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { publicOrigin } from '../../server/public-origin.js';
import { boolParam, intParam, listParam } from '../trials/trials.params.js';
import { buildCsv } from './catalysts.csv.js';
import { buildCatalystsIcs } from './catalysts.ics.js';
import { catalystExportRows, CATALYSTS_EXPORT_MAX, listCatalysts, type CatalystArgsInput, type CatalystScreenRow } from './catalysts.service.js';
import { CATALYST_CATEGORIES, CATALYST_DATE_CONFIDENCES, CATALYST_EVENT_KINDS, CATALYST_SORT_FIELDS, CATALYST_WINDOWS } from './catalysts.validation.js';

const list = (values: readonly string[]) =>
  z
    .string()
    .optional()
    .describe(`Comma-joined: ${values.join(', ')}`);
const filterQuery = {
  category: list(CATALYST_CATEGORIES),
  kind: list(CATALYST_EVENT_KINDS),
  confidence: list(CATALYST_DATE_CONFIDENCES),
  window: z
    .string()
    .optional()
    .describe(`${CATALYST_WINDOWS.join(', ')} (relative to today); default: from 90 days ago onwards`),
  from: z.string().optional().describe('First day YYYY-MM-DD of a range (with to; overrides window; at most 3 years)'),
  to: z.string().optional().describe('Last day YYYY-MM-DD of the range'),
  phase: list(PHASE_CODES),
  area: z.string().optional().describe('Therapeutic areas, comma-joined (oncology, neurology, …)'),
  capBucket: list(CAP_BUCKETS),
  listedOnly: z.string().optional().describe('true: only rows with a ticker'),
  watchlistOnly: z.string().optional().describe('true: only watched trials and companies (signed in)'),
  dilutionRiskOnly: z.string().optional().describe('true: only rows whose company’s cash runway ends before the readout or within 6 months after it'),
  sort: z
    .string()
    .optional()
    .describe(`${CATALYST_SORT_FIELDS.join(', ')} (default DATE)`),
  order: z.string().optional().describe('ASC (default) or DESC'),
};
type FilterQuery = { [K in keyof typeof filterQuery]?: string };

const argsOf = (q: FilterQuery): CatalystArgsInput => ({
  filter: {
    categories: listParam(q.category),
    kinds: listParam(q.kind),
    confidences: listParam(q.confidence),
    window: q.window,
    from: q.from,
    to: q.to,
    phases: listParam(q.phase),
    areas: listParam(q.area),
    capBuckets: listParam(q.capBucket),
    listedOnly: boolParam(q.listedOnly, 'listedOnly'),
    watchlistOnly: boolParam(q.watchlistOnly, 'watchlistOnly'),
    dilutionRiskOnly: boolParam(q.dilutionRiskOnly, 'dilutionRiskOnly'),
  },
  sort: q.sort,
  order: q.order,
});

const CatalystRowOut = z
  .strictObject({
    id: z.string(),
    category: z.enum(CATALYST_CATEGORIES),
    kind: z.enum(CATALYST_EVENT_KINDS),
    windowStart: date,
    windowEnd: date,
    precision: z.enum(CATALYST_PRECISIONS),
    confidence: z.enum(CATALYST_DATE_CONFIDENCES),
    daysUntil: z.number().int(),
    label: z.string(),
    nctId: z.string().nullable(),
    trialTitle: z.string().nullable(),
    ticker: z.string().nullable(),
    company: z.string().nullable(),
    drugs: z.array(z.string()),
    indication: z.string().nullable(),
    phases: z.array(z.enum(PHASE_CODES)),
    readoutProbability: z.number().nullable(),
    score: z.number().nullable(),
    marketCapUsd: z.number().nullable(),
    runwayMonthsAtReadout: z.number().nullable().describe('Cash runway end − the window’s last day, in months (negative: the cash ends before)'),
    dilutionRisk: z.enum(DILUTION_RISKS),
    applicationNumber: z.string().nullable(),
    outcome: z.enum(REGULATORY_OUTCOMES).nullable(),
    source: z.string(),
    sourceUrl: z.string(),
    asOf: date,
    demo: z.boolean(),
  })
  .meta({ id: 'CatalystRow' });

const restRow = ({ updatedAt: _updatedAt, ...row }: CatalystScreenRow) => row;
const exportLocale = (lang: string | undefined, fallback: Locale): Locale => (lang === 'en' || lang === 'fr' ? lang : fallback);
const lang = z.enum(['fr', 'en']).optional().describe('Language of the texts (default from Accept-Language, else fr)');

/** REST facades of the catalyst screen, mounted under /api (exports before the list: no parameterised path here). */
export const catalystsRoutes = [
  defineRoute({
    method: 'get',
    path: '/catalysts.csv',
    tag: 'catalysts',
    auth: 'optional',
    summary: `CSV of the filtered catalyst screen (the screen's order, at most ${CATALYSTS_EXPORT_MAX} rows), in the request language`,
    query: { ...filterQuery, lang },
    produces: 'text/csv',
    response: z.string().describe('RFC 4180, UTF-8 with a byte-order mark'),
    handler: async (ctx, { query: q, req, res }) => {
      const locale = exportLocale(q.lang, ctx.locale);
      const { rows, truncated } = await catalystExportRows(ctx, argsOf(q), locale);
      const body = buildCsv(rows, { locale, origin: publicOrigin(req, ctx.deps.config) });
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', 'attachment; filename="trialyst-catalysts.csv"');
      if (truncated) res.set('X-Trialyst-Truncated', String(CATALYSTS_EXPORT_MAX));
      res.send(body);
      return body;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/catalysts.ics',
    tag: 'catalysts',
    auth: 'optional',
    summary: `iCalendar file of the filtered catalyst screen: one all-day event per row (at most ${CATALYSTS_EXPORT_MAX}), in the request language`,
    query: { ...filterQuery, lang },
    produces: 'text/calendar',
    response: z.string().describe('RFC 5545 calendar'),
    handler: async (ctx, { query: q, req, res }) => {
      const locale = exportLocale(q.lang, ctx.locale);
      const { rows, truncated } = await catalystExportRows(ctx, argsOf(q), locale);
      res.set('Content-Type', 'text/calendar; charset=utf-8');
      res.set('Content-Disposition', 'attachment; filename="trialyst-catalysts.ics"');
      if (truncated) res.set('X-Trialyst-Truncated', String(CATALYSTS_EXPORT_MAX));
      return buildCatalystsIcs(rows, { origin: publicOrigin(req, ctx.deps.config), locale });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/catalysts',
    tag: 'catalysts',
    auth: 'optional',
    summary: 'The catalyst screen: trial readouts and regulatory events, filtered, sorted and cursor-paged (first ≤ 200)',
    query: {
      ...filterQuery,
      first: z.string().optional().describe('Rows of the page, 1 to 200 (default 50)'),
      after: z.string().optional().describe('endCursor of the previous page'),
    },
    response: success({
      data: z.strictObject({ rows: z.array(CatalystRowOut), totalCount: z.number().int(), endCursor: z.string().nullable(), hasNextPage: z.boolean() }),
    }),
    handler: async (ctx, { query: q }) => {
      const page = await listCatalysts(ctx, { ...argsOf(q), first: intParam(q.first, 'first'), after: q.after });
      return { success: true as const, data: { ...page, rows: page.rows.map(restRow) } };
    },
  }),
];

import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { TableRowOut } from '../trials/trials.outputs.js';
import { presentRegulatoryEvent, RegulatoryEventOut } from '../regulatory/regulatory.rest.js';
import { defineRoute } from '../../rest/route.js';
import { publicOrigin } from '../../server/public-origin.js';
import type { Locale } from '../../context.js';
import { intParam, listParam } from '../trials/trials.params.js';
import { presentTableRows } from '../trials/trials.present.js';
import { icsCacheFor, trialsIcsVersion } from './calendar.ics.cache.js';
import { buildIcs, calendarIcsTrials, ICS_MAX_EVENTS, ICS_PER_MINUTE, icsQuerySchema, normalizeIcsQuery } from './calendar.ics.js';
import { calendarMonth, calendarMonths, type CalendarFilterInput } from './calendar.service.js';
import { calendarFilterSchema, monthCountSchema, monthSchema } from './calendar.validation.js';

const c = calendarFilterSchema.shape;
const filterQuery = {
  investissement_bourse: c.investmentVerdict.describe('Stock-investment verdict (OUI, POSSIBLE, NON); ALL or absent: no filter'),
  phase: c.phases.describe('Phase codes, comma-joined (PHASE3)'),
  recommendation: c.recommendation.describe('AI recommendation filter'),
  catalyst_kind: z.string().optional().describe('Next catalyst kinds, comma-joined (TOPLINE_READOUT, RESULTS_POSTING, PRIMARY_COMPLETION, STUDY_COMPLETION)'),
  confidence: z.string().optional().describe('Next catalyst confidences as of today, comma-joined (ACTUAL, ANTICIPATED, OVERDUE, PASSED)'),
  regulatory_kind: z
    .string()
    .optional()
    .describe('Regulatory event kinds, comma-joined (PDUFA_DATE, ADCOMM_MEETING, ...); kinds of one category only show that category only'),
  regulatory_confidence: z.string().optional().describe('Regulatory date confidences, comma-joined (ANNOUNCED, ESTIMATED, ACTUAL)'),
};
const filterOf = (q: { [K in keyof typeof filterQuery]?: string }): CalendarFilterInput => ({
  investmentVerdict: q.investissement_bourse,
  recommendation: q.recommendation,
  phases: listParam(q.phase),
  catalystKinds: listParam(q.catalyst_kind),
  confidences: listParam(q.confidence),
  regulatoryKinds: listParam(q.regulatory_kind),
  regulatoryConfidences: listParam(q.regulatory_confidence),
});

/** REST facades of the calendar module, mounted under /api (the spec's calendar itself reads /trials-table). */
export const calendarRoutes = [
  defineRoute({
    method: 'get',
    path: '/calendar.ics',
    tag: 'calendar',
    summary: "iCalendar feed of the trials' next catalysts, with their kind, and of the regulatory events (subscribe from a calendar app)",
    query: {
      ...filterQuery,
      from: icsQuerySchema.shape.from.describe('First month (YYYY-MM), default the current month'),
      months: icsQuerySchema.shape.months.describe('Number of months'),
      lang: z.enum(['fr', 'en']).optional().describe('Language of the event texts (default from Accept-Language, else fr)'),
    },
    produces: 'text/calendar',
    response: z.string().describe('RFC 5545 calendar, one all-day event per trial and per regulatory event'),
    handler: async (ctx, { query: q, req, res }) => {
      await ctx.deps.limiter.consume(
        `calendar.ics:ip:${ctx.ip ?? 'unknown'}`,
        ICS_PER_MINUTE,
        60_000,
        `Too many calendar downloads: at most ${ICS_PER_MINUTE} per minute`,
        'TOO_MANY_CALENDAR_DOWNLOADS',
        { max: ICS_PER_MINUTE },
      );
      const locale: Locale = q.lang === 'en' || q.lang === 'fr' ? q.lang : ctx.locale;
      const query = {
        investmentVerdict: q.investissement_bourse,
        recommendation: q.recommendation,
        phases: listParam(q.phase),
        catalystKinds: listParam(q.catalyst_kind),
        confidences: listParam(q.confidence),
        regulatoryKinds: listParam(q.regulatory_kind),
        regulatoryConfidences: listParam(q.regulatory_confidence),
        from: q.from,
        months: q.months ?? 60,
      };
      const normalized = normalizeIcsQuery(query);
      // Never the raw Host header: a forged one would land in the cached document's links.
      const baseUrl = publicOrigin(req, ctx.deps.config);
      const key = JSON.stringify([normalized, locale, baseUrl]);
      const doc = await icsCacheFor(ctx.deps).get(key, await trialsIcsVersion(ctx), async () => {
        const { trials, regulatory, truncated } = await calendarIcsTrials(ctx, query, locale);
        return { body: buildIcs(trials, { baseUrl, locale, regulatory }), truncated };
      });
      res.set('Content-Type', 'text/calendar; charset=utf-8');
      res.set('Content-Disposition', 'attachment; filename="trialyst-calendar.ics"');
      res.set('Cache-Control', 'public, max-age=300');
      res.set('ETag', doc.etag);
      if (doc.truncated) res.set('X-Trialyst-Truncated', String(ICS_MAX_EVENTS));
      return doc.body;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/calendar/months',
    tag: 'calendar',
    summary: 'Trial counts per month (calendar)',
    query: {
      from: monthSchema.optional().describe('First month (YYYY-MM), default the current month'),
      count: monthCountSchema.describe('Number of months'),
      ...filterQuery,
    },
    response: success({
      months: z.array(
        z.strictObject({
          month: z.string().regex(/^\d{4}-\d{2}$/),
          count: z.number().int().describe('Trials plus regulatory events'),
          trialCount: z.number().int(),
          regulatoryCount: z.number().int(),
        }),
      ),
    }),
    handler: async (ctx, { query: q }) => ({
      success: true as const,
      months: await calendarMonths(ctx, { from: q.from, count: intParam(q.count, 'count'), filter: filterOf(q) }),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/calendar/months/:month',
    tag: 'calendar',
    summary:
      "One month's trials by next catalyst (the current month also carries open windows and overdue dates) and its regulatory events, at most 1000 of each",
    params: { month: monthSchema.describe('Month key YYYY-MM') },
    query: filterQuery,
    response: success({
      month: z.string(),
      count: z.number().int().describe('Trials plus regulatory events'),
      trialCount: z.number().int(),
      regulatoryCount: z.number().int(),
      data: z.array(TableRowOut),
      regulatoryEvents: z.array(RegulatoryEventOut),
    }),
    handler: async (ctx, { params, query }) => {
      const m = await calendarMonth(ctx, { month: params.month, filter: filterOf(query) });
      return {
        success: true as const,
        month: m.month,
        count: m.count,
        trialCount: m.trialCount,
        regulatoryCount: m.regulatoryCount,
        data: await presentTableRows(ctx, m.trials),
        regulatoryEvents: m.regulatoryEvents.map(presentRegulatoryEvent),
      };
    },
  }),
];

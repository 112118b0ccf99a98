import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { StockDataOut } from '../stocks/stocks.outputs.js';
import { defineRoute } from '../../rest/route.js';
import type { AppContext } from '../../context.js';
import { withUsd } from '../stocks/stocks.fx.js';
import { tickerParam } from '../stocks/stocks.validation.js';
import { NextCatalystOut, StatusSignalOut } from '../trials/trials.presenter.js';
import type { StatusSignal } from '../../domain/signal.js';
import { trialSignalsOf } from '../analysis/analysis.signal.js';
import {
  catalystsSchema,
  companiesSchema,
  companyCatalysts,
  companyCurrency,
  companyEvents,
  companyExchange,
  companyGroups,
  companyMarketCapUsd,
  companyPipeline,
  companyReadouts,
  companyScoreDistribution,
  companyStock,
  companyTrialCatalyst,
  companyTrialCount,
  eventsSchema,
  getCompany,
  pipelineSchema,
  readoutsSchema,
  searchCompanies,
  type CompanyInfo,
} from './companies.page.js';
import { COMPANY_ROLES, READOUT_OUTCOMES, TRIAL_EVENT_KINDS, type CompanyTrial } from './companies.pipeline.js';

const date = z.string().describe('YYYY-MM-DD');
const CountOut = z.strictObject({ key: z.string(), count: z.number().int() });
const CompanyTrialOut = z
  .strictObject({
    nctId: z.string(),
    briefTitle: z.string(),
    phases: z.array(z.string()),
    phaseKey: z.string(),
    status: z.string(),
    area: z.string(),
    role: z.enum(COMPANY_ROLES),
    score: z.number().nullable(),
    recommendation: z.string().nullable(),
    startDate: date.nullable(),
    primaryCompletionDate: date.nullable(),
    completionDate: date.nullable(),
    resultsFirstPostDate: date.nullable(),
    hasResults: z.boolean(),
    leadSponsorName: z.string(),
    matchVia: z.string().nullable(),
    nextCatalyst: NextCatalystOut.nullable().describe('As GraphQL CompanyTrial.nextCatalyst (confidence as of today)'),
    statusSignal: StatusSignalOut,
  })
  .meta({ id: 'CompanyTrial' });
const CompanySummaryOut = z.strictObject({
  ticker: z.string(),
  name: z.string(),
  exchange: z.string().nullable(),
  currency: z.string().nullable(),
  country: z.string().nullable(),
  kind: z.string().nullable(),
  source: z.enum(['curated', 'sec']),
  trialCount: z.number().int(),
});
const CompanyOut = CompanySummaryOut.extend({
  subsidiaries: z.array(z.strictObject({ name: z.string(), relation: z.string() })),
  formerCompanies: z.array(z.strictObject({ name: z.string(), event: z.string(), year: z.number().int() })),
  stock: StockDataOut,
  marketCapUsd: z.number().nullable().describe('Market capitalisation in US dollars (provider FX rate)'),
  pipeline: z.array(CompanyTrialOut),
  groups: z.strictObject({ byPhase: z.array(CountOut), byArea: z.array(CountOut), byStatus: z.array(CountOut), byRole: z.array(CountOut) }),
  scoreDistribution: z.strictObject({
    buckets: z.array(z.strictObject({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
    unscored: z.number().int(),
  }),
  upcomingCatalysts: z
    .array(z.strictObject({ catalyst: NextCatalystOut, trial: CompanyTrialOut }))
    .describe('ANTICIPATED windows ahead and recently OVERDUE dates, by window start'),
  pastReadouts: z.array(
    z.strictObject({ date, outcome: z.enum(READOUT_OUTCOMES), bestPValue: z.string().nullable(), measure: z.string().nullable(), trial: CompanyTrialOut }),
  ),
  events: z.array(z.strictObject({ date, kind: z.enum(TRIAL_EVENT_KINDS), trial: CompanyTrialOut })),
}).meta({ id: 'Company' });

/** The REST shape of a pipeline trial: the GraphQL fields, nothing internal (its signal: the caller's, `trialSignalsOf`). */
const trialOut = (ctx: AppContext, t: CompanyTrial, signals: ReadonlyMap<string, StatusSignal>): z.input<typeof CompanyTrialOut> => ({
  nctId: t.nctId,
  briefTitle: t.briefTitle,
  phases: t.phases,
  phaseKey: t.phaseKey,
  status: t.status,
  area: t.area,
  role: t.role,
  score: t.score,
  recommendation: t.recommendation,
  startDate: t.startDate,
  primaryCompletionDate: t.primaryCompletionDate,
  completionDate: t.completionDate,
  resultsFirstPostDate: t.resultsFirstPostDate,
  hasResults: t.hasResults,
  leadSponsorName: t.leadSponsorName,
  matchVia: t.matchVia,
  nextCatalyst: companyTrialCatalyst(ctx, t),
  statusSignal: signals.get(t.nctId)!,
});

async function summary(ctx: AppContext, c: CompanyInfo): Promise<z.input<typeof CompanySummaryOut>> {
  const [exchange, currency, trialCount] = await Promise.all([companyExchange(ctx, c), companyCurrency(ctx, c), companyTrialCount(ctx, c)]);
  return { ticker: c.ticker, name: c.name, exchange, currency, country: c.country, kind: c.kind, source: c.source, trialCount };
}

/** REST facades of the company pages (same services as the GraphQL `company` and `companies` fields). */
export const companiesRoutes = [
  defineRoute({
    method: 'get',
    path: '/companies',
    tag: 'companies',
    summary: 'Companies with at least one trial by name or ticker (without search: those with the most trials)',
    query: {
      search: companiesSchema.shape.search.describe('Part of a name or ticker'),
      first: companiesSchema.shape.first.describe('At most this many (1–50)'),
    },
    response: success({ data: z.array(CompanySummaryOut) }),
    handler: async (ctx, { query }) => {
      const list = await searchCompanies(ctx, { search: query.search, first: query.first });
      return { success: true as const, data: await Promise.all(list.map((c) => summary(ctx, c))) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/companies/:ticker',
    tag: 'companies',
    summary: 'A company page: quote, market cap in USD, pipeline, catalysts, past readouts, chart events',
    params: { ticker: tickerParam },
    query: {
      first: pipelineSchema.shape.first.describe('Pipeline trials (1–1000, default 200)'),
      months: catalystsSchema.shape.months.describe('Catalyst horizon in months (default 24)'),
      days: eventsSchema.shape.days.describe('Chart events of the last days (default 365)'),
      readouts: readoutsSchema.shape.first.describe('Past readouts (default 20)'),
    },
    response: success({ data: CompanyOut }),
    errors: { '404': 'No company has this ticker' },
    handler: async (ctx, { params, query }) => {
      const c = await getCompany(ctx, params.ticker);
      const [head, stock, marketCapUsd, pipeline, groups, scoreDistribution, catalysts, readouts, events] = await Promise.all([
        summary(ctx, c),
        companyStock(ctx, c).then((s) => withUsd(ctx, s)),
        companyMarketCapUsd(ctx, c),
        companyPipeline(ctx, c, { first: query.first }),
        companyGroups(ctx, c),
        companyScoreDistribution(ctx, c),
        companyCatalysts(ctx, c, { months: query.months }),
        companyReadouts(ctx, c, { first: query.readouts }),
        companyEvents(ctx, c, { days: query.days }),
      ]);
      const shown = new Map(
        [...pipeline, ...catalysts.map((x) => x.trial), ...readouts.map((r) => r.trial), ...events.map((e) => e.trial)].map((t) => [t.nctId, t]),
      );
      const signals = await trialSignalsOf(ctx, [...shown.values()]);
      const out = (t: CompanyTrial) => trialOut(ctx, t, signals);
      return {
        success: true as const,
        data: {
          ...head,
          subsidiaries: c.subsidiaries,
          formerCompanies: c.formerCompanies,
          stock,
          marketCapUsd,
          pipeline: pipeline.map(out),
          groups,
          scoreDistribution,
          upcomingCatalysts: catalysts.map((x) => ({ catalyst: x.catalyst, trial: out(x.trial) })),
          pastReadouts: readouts.map((r) => ({
            date: r.date,
            outcome: r.outcome,
            bestPValue: r.bestPValue,
            measure: r.measure,
            trial: out(r.trial),
          })),
          events: events.map((e) => ({ date: e.date, kind: e.kind, trial: out(e.trial) })),
        },
      };
    },
  }),
];

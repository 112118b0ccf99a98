import { z } from 'zod';
import { PaginationOut, success } from '../../rest/openapi.outputs.js';
import { TableRowOut, TableStatsOut } from './trials.outputs.js';
import { defineRoute, type RouteInput } from '../../rest/route.js';
import { intParam, listParam } from './trials.params.js';
import { presentTableRows } from './trials.present.js';
import { NextCatalystOut } from './trials.presenter.js';
import { capsUsdOf } from './trials.table.cap.js';
import { todayUtc } from './trials.validation.js';
import { nextCatalystOf } from '../../domain/catalyst.js';
import { tableFilterSchema, tableSchema, trialsTable, trialsTableFilters, trialsTableStats, type TableFilterInput } from './trials.table.js';

const t = tableFilterSchema.shape;
/** The spec's trials-table filter parameters and the service fields they fill. */
export const tableFilterQuery = {
  investissement_bourse: t.investmentVerdict.describe('Stock-investment verdict (OUI, POSSIBLE, NON); ALL or absent: no filter'),
  recommendation: t.recommendation.describe('AI recommendation (INVESTIR, SURVEILLER...)'),
  phase: t.phases.describe('Phase codes, comma-joined (PHASE2,PHASE3)'),
  completionDateFrom: t.completionDateFrom.describe('Completion date lower bound'),
  completionDateTo: t.completionDateTo.describe('Completion date upper bound'),
};

export function tableFilterOf({ query: q }: Pick<RouteInput<typeof tableFilterQuery, never, z.ZodType>, 'query'>): TableFilterInput {
  return {
    investmentVerdict: q.investissement_bourse,
    recommendation: q.recommendation,
    phases: listParam(q.phase),
    completionDateFrom: q.completionDateFrom,
    completionDateTo: q.completionDateTo,
  };
}

/** A row of the advanced table: the table row plus its two investor columns (issue 30). */
const TrialsTableRowOut = TableRowOut.extend({
  nextCatalyst: NextCatalystOut.nullable().describe('Next catalyst, as GraphQL Trial.nextCatalyst (confidence as of today); sortBy=nextCatalyst'),
  marketCapUsd: z.number().nullable().describe("The sponsor's market cap in US dollars, as GraphQL Trial.stock.marketCapUsd; sortBy=marketCapUsd"),
});

export const trialsTableRoutes = [
  defineRoute({
    method: 'get',
    path: '/trials-table',
    tag: 'table',
    summary: 'Advanced table page',
    query: {
      ...tableFilterQuery,
      page: tableSchema.shape.page.describe('Page number (1-based)'),
      limit: tableSchema.shape.limit.describe('Rows per page'),
      sortBy: tableSchema.shape.sortBy.describe('Sort column (any column the table shows, nextCatalyst and marketCapUsd included; nulls last)'),
      sortOrder: tableSchema.shape.sortOrder.describe('asc or desc'),
    },
    response: success({ data: z.array(TrialsTableRowOut), pagination: PaginationOut }),
    handler: async (ctx, input) => {
      const q = input.query;
      const { rows, pagination } = await trialsTable(ctx, {
        filter: tableFilterOf(input),
        page: intParam(q.page, 'page'),
        limit: intParam(q.limit, 'limit'),
        sortBy: q.sortBy,
        sortOrder: q.sortOrder,
      });
      const [presented, caps] = await Promise.all([presentTableRows(ctx, rows), capsUsdOf(ctx, rows)]);
      const today = todayUtc();
      const data = presented.map((row, i) => ({ ...row, nextCatalyst: nextCatalystOf(rows[i], today, ctx.locale), marketCapUsd: caps[i] }));
      return { success: true as const, data, pagination };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/trials-table/filters',
    tag: 'table',
    summary: 'Values the table filters offer',
    response: success({
      filters: z.strictObject({
        investissement_bourse: z.array(z.string()),
        phases: z.array(z.string()),
        dateRange: z.strictObject({ min: z.string().nullable(), max: z.string().nullable() }),
      }),
    }),
    handler: async (ctx) => {
      const f = await trialsTableFilters(ctx);
      return { success: true as const, filters: { investissement_bourse: f.investmentVerdicts, phases: f.phases, dateRange: f.dateRange } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/trials-table/stats',
    tag: 'table',
    summary: 'Statistics of the filtered table',
    query: tableFilterQuery,
    response: success({ stats: TableStatsOut }),
    handler: async (ctx, input) => ({ success: true as const, stats: await trialsTableStats(ctx, { filter: tableFilterOf(input) }) }),
  }),
];

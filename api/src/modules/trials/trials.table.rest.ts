import { z } from 'zod';
import { PaginationOut, success } from '../../rest/openapi.outputs.js';
import { TableRowOut, TableStatsOut } from './trials.outputs.js';
import { defineRoute, type RouteInput } from '../../rest/route.js';
import { intParam, listParam } from './trials.params.js';
import { presentTableRows } from './trials.present.js';
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
      sortBy: tableSchema.shape.sortBy.describe('Sort column (any column the table shows)'),
      sortOrder: tableSchema.shape.sortOrder.describe('asc or desc'),
    },
    response: success({ data: z.array(TableRowOut), pagination: PaginationOut }),
    handler: async (ctx, input) => {
      const q = input.query;
      const { rows, pagination } = await trialsTable(ctx, {
        filter: tableFilterOf(input),
        page: intParam(q.page, 'page'),
        limit: intParam(q.limit, 'limit'),
        sortBy: q.sortBy,
        sortOrder: q.sortOrder,
      });
      return { success: true as const, data: await presentTableRows(ctx, rows), pagination };
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

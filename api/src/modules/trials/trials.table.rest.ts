import type { Request, Router } from 'express';
import type { Deps } from '../../deps.js';
import { handle, queryString } from '../../rest/handler.js';
import { intParam, listParam } from './trials.params.js';
import { presentTableRow } from './trials.presenter.js';
import { trialsTable, trialsTableFilters, trialsTableStats, type TableFilterInput } from './trials.table.js';

/** The spec's trials-table parameters: investissement_bourse, recommendation, phase (PHASE3 or comma list), completionDateFrom/To. */
export function tableFilterOf(req: Request): TableFilterInput {
  return {
    investmentVerdict: queryString(req, 'investissement_bourse'),
    recommendation: queryString(req, 'recommendation'),
    phases: listParam(req, 'phase'),
    completionDateFrom: queryString(req, 'completionDateFrom'),
    completionDateTo: queryString(req, 'completionDateTo'),
  };
}

export function trialsTableRoutes(router: Router, deps: Deps): void {
  router.get(
    '/trials-table',
    handle(deps, async (ctx, req) => {
      const { rows, pagination } = await trialsTable(ctx, {
        filter: tableFilterOf(req),
        page: intParam(req, 'page'),
        limit: intParam(req, 'limit'),
        sortBy: queryString(req, 'sortBy'),
        sortOrder: queryString(req, 'sortOrder'),
      });
      return { success: true, data: rows.map(presentTableRow), pagination };
    }),
  );

  router.get(
    '/trials-table/filters',
    handle(deps, async (ctx) => {
      const f = await trialsTableFilters(ctx);
      return { success: true, filters: { investissement_bourse: f.investmentVerdicts, phases: f.phases, dateRange: f.dateRange } };
    }),
  );

  router.get(
    '/trials-table/stats',
    handle(deps, async (ctx, req) => ({ success: true, stats: await trialsTableStats(ctx, { filter: tableFilterOf(req) }) })),
  );
}

import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { getCompany } from '../companies/companies.page.js';
import { tickerParam } from '../stocks/stocks.validation.js';
import { CompanyRunwayOut, presentRunway } from './financials.outputs.js';
import { companyRunway } from './financials.runway.js';

/** REST facade of Company.runway (same service). */
export const financialsRoutes = [
  defineRoute({
    method: 'get',
    path: '/companies/:ticker/runway',
    tag: 'companies',
    summary: 'A company’s cash, quarterly burn and cash runway with their sources, and its upcoming readouts placed on it (dilution risk)',
    params: { ticker: tickerParam },
    response: success({ ticker: z.string(), runway: CompanyRunwayOut }),
    errors: { '404': 'No company has this ticker' },
    handler: async (ctx, { params }) => {
      const c = await getCompany(ctx, params.ticker);
      return { success: true as const, ticker: c.ticker, runway: presentRunway(await companyRunway(ctx, c.ticker)) };
    },
  }),
];

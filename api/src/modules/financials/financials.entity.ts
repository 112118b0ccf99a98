import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CompanyFinancials, FinancialsSource } from '../../domain/financials.js';

/**
 * A company's figures as its provider gave them (`data`), one row per upper-case ticker, with the
 * runway computed from them (domain/runway.ts) kept in columns: the catalyst screen joins and
 * filters on them in SQL.
 */
export const CompanyFinancialsRow = defineEntity({
  name: 'CompanyFinancialsRow',
  tableName: 'company_financials',
  properties: {
    ticker: p.string().length(16).primary(),
    source: p.string().length(8).$type<FinancialsSource>(),
    demo: p.boolean().default(false),
    data: p.json<CompanyFinancials>().columnType('jsonb'),
    runwayEnd: p.date().nullable(),
    notBurning: p.boolean().default(false),
    monthsOfRunway: p.double().runtimeType('number').$type<number>().nullable(),
    fetchedAt: p.datetime().columnType('timestamptz'),
    /** When a read next asks the provider again (the refresh job comes first for the trials' tickers). */
    expiresAt: p.datetime().columnType('timestamptz'),
  },
});
export type CompanyFinancialsRowEntity = InferEntity<typeof CompanyFinancialsRow>;

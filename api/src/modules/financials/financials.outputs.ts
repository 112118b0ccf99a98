import { z } from 'zod';
import { DILUTION_RISKS, FINANCIALS_SOURCES, FINANCIALS_UNAVAILABLE, type FinancialFact, type QuarterCashFlow } from '../../domain/financials.js';
import { date, dateTime } from '../../rest/openapi.outputs.js';
import type { CompanyRunwayView, RunwayReadoutView } from './financials.runway.js';

const FinancialFactOut = z
  .strictObject({
    value: z.number(),
    currency: z.string(),
    form: z.string().describe('10-Q, 10-K, 20-F…; provider; demo'),
    periodEnd: date,
    filed: date.nullable(),
    concept: z.string().describe('XBRL concept or provider field'),
  })
  .meta({ id: 'FinancialFact' });

const QuarterCashFlowOut = z
  .strictObject({
    start: date,
    end: date,
    value: z.number().describe('Operating cash flow (negative: cash going out)'),
    currency: z.string(),
    form: z.string(),
    filed: date.nullable(),
    derived: z.boolean().describe('From year-to-date figures'),
  })
  .meta({ id: 'QuarterCashFlow' });

export const RunwayReadoutOut = z
  .strictObject({
    readoutDate: date.describe('The readout window’s last day'),
    label: z.string().describe('The window in the request language'),
    nctId: z.string(),
    trialTitle: z.string().nullable(),
    monthsAtReadout: z.number().nullable().describe('Runway end − readout date in months (negative: the cash ends before)'),
    risk: z.enum(DILUTION_RISKS),
  })
  .meta({ id: 'RunwayReadout' });

export const CompanyRunwayOut = z
  .strictObject({
    source: z.enum(FINANCIALS_SOURCES).nullable().describe('sec, stock or demo; null when no source covers the company'),
    demo: z.boolean(),
    unavailable: z.enum(FINANCIALS_UNAVAILABLE).nullable(),
    cash: FinancialFactOut.nullable(),
    shortTermInvestments: FinancialFactOut.nullable(),
    cashTotal: z.number().nullable(),
    currency: z.string().nullable(),
    quarterlyBurn: z.number().nullable().describe('Mean operating cash outflow per quarter (≤ 0: not burning)'),
    burnQuarters: z.number().int(),
    quarters: z.array(QuarterCashFlowOut),
    monthsOfRunway: z.number().nullable(),
    runwayEnd: date.nullable(),
    notBurning: z.boolean(),
    readouts: z.array(RunwayReadoutOut).describe('Upcoming readouts (within 36 months, at most 20), earliest first'),
    nextReadout: RunwayReadoutOut.nullable(),
    fetchedAt: dateTime,
  })
  .meta({ id: 'CompanyRunway' });

const readoutOut = (r: RunwayReadoutView): z.input<typeof RunwayReadoutOut> => ({
  readoutDate: r.readoutDate,
  label: r.label,
  nctId: r.nctId,
  trialTitle: r.trialTitle,
  monthsAtReadout: r.monthsAtReadout,
  risk: r.risk,
});
const factOut = (f: FinancialFact | null): z.input<typeof FinancialFactOut> | null =>
  f && { value: f.value, currency: f.currency, form: f.form, periodEnd: f.periodEnd, filed: f.filed, concept: f.concept };
const quarterOut = (q: QuarterCashFlow): z.input<typeof QuarterCashFlowOut> => ({
  start: q.start,
  end: q.end,
  value: q.value,
  currency: q.currency,
  form: q.form,
  filed: q.filed,
  derived: q.derived,
});

/** The REST shape of a company's runway: the GraphQL fields. */
export function presentRunway(v: CompanyRunwayView): z.input<typeof CompanyRunwayOut> {
  return {
    source: v.source,
    demo: v.demo,
    unavailable: v.unavailable,
    cash: factOut(v.cash),
    shortTermInvestments: factOut(v.shortTermInvestments),
    cashTotal: v.cashTotal,
    currency: v.currency,
    quarterlyBurn: v.quarterlyBurn,
    burnQuarters: v.burnQuarters,
    quarters: v.quarters.map(quarterOut),
    monthsOfRunway: v.monthsOfRunway,
    runwayEnd: v.runwayEnd,
    notBurning: v.notBurning,
    readouts: v.readouts.map(readoutOut),
    nextReadout: v.nextReadout && readoutOut(v.nextReadout),
    fetchedAt: v.fetchedAt,
  };
}

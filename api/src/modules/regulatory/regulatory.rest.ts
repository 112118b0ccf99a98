import { z } from 'zod';
import {
  CRL_CATEGORIES,
  REGULATORY_AGENCIES,
  REGULATORY_DATE_CONFIDENCES,
  REGULATORY_KINDS,
  REGULATORY_LINK_CONFIDENCES,
  REGULATORY_LINK_METHODS,
  REGULATORY_OUTCOMES,
  REGULATORY_SOURCES,
} from '../../domain/regulatory.js';
import { success } from '../../rest/openapi.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { tickerParam } from '../stocks/stocks.validation.js';
import { nctIdParam } from '../trials/trials.validation.js';
import { companyRegulatoryEvents, trialRegulatoryEvents, type RegulatoryEventView } from './regulatory.service.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const RegulatoryEventOut = z
  .strictObject({
    id: z.string(),
    kind: z.enum(REGULATORY_KINDS),
    agency: z.enum(REGULATORY_AGENCIES),
    date: day,
    dateConfidence: z.enum(REGULATORY_DATE_CONFIDENCES),
    drug: z.string(),
    drugNames: z.array(z.string()),
    applicationNumber: z.string().nullable(),
    company: z.string().nullable(),
    ticker: z.string().nullable(),
    indication: z.string().nullable(),
    outcome: z.enum(REGULATORY_OUTCOMES).nullable(),
    crlCategory: z.enum(CRL_CATEGORIES).nullable(),
    detail: z.string().nullable(),
    source: z.enum(REGULATORY_SOURCES),
    sourceUrl: z.string(),
    asOf: day,
    demo: z.boolean().describe('Deterministic demo data'),
    link: z
      .strictObject({ method: z.enum(REGULATORY_LINK_METHODS), confidence: z.enum(REGULATORY_LINK_CONFIDENCES) })
      .nullable()
      .describe('How it is linked to the trial (or the company’s trials); null: by ticker only'),
  })
  .meta({ id: 'RegulatoryEvent' });

export const presentRegulatoryEvent = ({ sourceKey: _key, ...e }: RegulatoryEventView): z.input<typeof RegulatoryEventOut> => e;

/** REST facades of the regulatory module (same services as Trial.regulatoryEvents and Company.regulatoryEvents). */
export const regulatoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/trials/:nctId/regulatory',
    tag: 'trials',
    summary: 'Regulatory events linked to a trial (PDUFA dates, advisory committees, approvals, CRLs, EMA opinions), by date',
    params: { nctId: nctIdParam },
    response: success({ nctId: z.string(), events: z.array(RegulatoryEventOut) }),
    errors: { '404': 'Trial not found' },
    handler: async (ctx, { params }) => {
      const { nctId, events } = await trialRegulatoryEvents(ctx, params.nctId);
      return { success: true as const, nctId, events: events.map(presentRegulatoryEvent) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/companies/:ticker/regulatory',
    tag: 'companies',
    summary: 'Regulatory events of a company: those naming its ticker and those linked to its trials, by date',
    params: { ticker: tickerParam },
    response: success({ ticker: z.string(), events: z.array(RegulatoryEventOut) }),
    errors: { '404': 'No company has this ticker' },
    handler: async (ctx, { params }) => {
      const { ticker, events } = await companyRegulatoryEvents(ctx, params.ticker);
      return { success: true as const, ticker, events: events.map(presentRegulatoryEvent) };
    },
  }),
];

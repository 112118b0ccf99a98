import { z } from 'zod';
import { CAP_BUCKETS } from '../../domain/analysis.js';
import { CATALYST_OUTCOMES, PAST_CATALYST_KINDS, REACTION_MEASURES } from '../../domain/reactions.js';
import { AREAS } from '../../domain/therapeutic-areas.js';
import { date, dateTime } from '../../rest/openapi.outputs.js';

/** REST shapes of the moves module (the same fields as GraphQL's StockMove, PastCatalyst and ReactionStats). */
export const StockMoveOut = z
  .strictObject({
    eventDate: date,
    benchmark: z.string().describe('The index ticker of the abnormal moves'),
    closeBefore: z.number().nullable().describe('Last close before the event day'),
    move1d: z.number().nullable().describe('Percent: close of the first trading day on or after the event / close before − 1'),
    move5d: z.number().nullable().describe('Percent: close of the fifth trading day on or after the event / close before − 1'),
    abnormal1d: z.number().nullable().describe('move1d − the benchmark’s move over the same days (percent points)'),
    abnormal5d: z.number().nullable().describe('move5d − the benchmark’s move over the same days (percent points)'),
    currency: z.string().nullable(),
    priceSource: z.string().describe("'demo' or 'yahoo'"),
    demo: z.boolean().describe('Measured on the demo market (simulated prices)'),
    computedAt: dateTime,
  })
  .meta({ id: 'StockMove' });

export const PastCatalystOut = z
  .strictObject({
    id: z.string().describe('Event key: RP:<nctId>, RS:<nctId>, TS:<nctId>:<date>, RG:<regulatory event id>'),
    date,
    kind: z.enum(PAST_CATALYST_KINDS),
    outcome: z.enum(CATALYST_OUTCOMES),
    nctId: z.string().nullable(),
    trialTitle: z.string().nullable(),
    regulatoryEventId: z.string().nullable(),
    description: z.string().nullable().describe('A short text in the request language'),
    move: StockMoveOut.nullable().describe('Null until computed, or without a price history'),
  })
  .meta({ id: 'PastCatalyst' });

export const ReactionStatsOut = z
  .strictObject({
    measure: z.enum(REACTION_MEASURES),
    groups: z.array(
      z.strictObject({
        outcome: z.enum(CATALYST_OUTCOMES).describe('SUCCESS or FAILURE'),
        capBucket: z.enum(CAP_BUCKETS).nullable().describe('Null: all buckets'),
        area: z.enum(AREAS).nullable().describe('Null: all areas'),
        n: z.number().int(),
        median: z.number().nullable(),
        q1: z.number().nullable(),
        q3: z.number().nullable(),
      }),
    ),
    total: z.number().int(),
    demo: z.boolean(),
    benchmark: z.string(),
    asOf: date.nullable(),
  })
  .meta({ id: 'ReactionStats' });

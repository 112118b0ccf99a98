import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Area } from '../../domain/therapeutic-areas.js';
import type { CatalystOutcome, MoveCapBucket, PastCatalystKind } from '../../domain/reactions.js';
import type { StockSource } from '../../domain/market.js';
import { RegulatoryEventRow } from '../regulatory/regulatory.entity.js';
import { Trial } from '../trials/trials.entity.js';

/**
 * A past catalyst of a listed company and its stock's move (domain/reactions.ts), one row per event
 * key ("RP:NCT…", "RS:NCT…", "TS:NCT…:<date>", "RG:<regulatory event id>"). Written by the moves
 * computation (moves.compute.ts) only when a value changes; a move whose days are not in the price
 * history yet is NULL until a later run fills it in. Deleting the trial or the regulatory event
 * deletes its rows.
 */
export const CatalystMove = defineEntity({
  name: 'CatalystMove',
  tableName: 'catalyst_moves',
  properties: {
    eventKey: p.string().length(80).primary(),
    ticker: p.string().length(16).index(),
    kind: p.string().length(24).$type<PastCatalystKind>(),
    eventDate: p.date(),
    outcome: p.string().length(16).$type<CatalystOutcome>(),
    trial: () => p.manyToOne(Trial).fieldName('nct_id').nullable().deleteRule('cascade').index(),
    regulatoryEvent: () => p.manyToOne(RegulatoryEventRow).nullable().deleteRule('cascade').index(),
    /** The company's cap bucket when the move was computed (its quote's cap in USD). */
    capBucket: p.string().length(8).$type<MoveCapBucket>(),
    /** The trial's therapeutic area in its latest analysis; null without one (and for regulatory events). */
    area: p.string().length(24).$type<Area>().nullable(),
    /** The index the abnormal moves are measured against (MARKET_BENCHMARK_TICKER at compute time). */
    benchmark: p.string().length(16),
    closeBefore: p.double().nullable(),
    close1: p.double().nullable(),
    close5: p.double().nullable(),
    benchBefore: p.double().nullable(),
    bench1: p.double().nullable(),
    bench5: p.double().nullable(),
    /** Percent. */
    move1d: p.double().nullable(),
    move5d: p.double().nullable(),
    abnormal1d: p.double().nullable(),
    abnormal5d: p.double().nullable(),
    currency: p.string().length(8).nullable(),
    priceSource: p.string().length(16).$type<StockSource>(),
    demo: p.boolean().default(false),
    /** The day (the computation's "today") of the run that last wrote the row: a move still missing days is retried while it may complete. */
    asOf: p.date(),
    /** When the move's values last changed. */
    computedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    /** When the row was last written (values, event or outcome). */
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export type CatalystMoveEntity = InferEntity<typeof CatalystMove>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type {
  CrlCategory,
  RegulatoryAgency,
  RegulatoryDateConfidence,
  RegulatoryKind,
  RegulatoryLinkConfidence,
  RegulatoryLinkMethod,
  RegulatoryOutcome,
  RegulatorySource,
} from '../../domain/regulatory.js';
import { Trial } from '../trials/trials.entity.js';

/** A stored regulatory event (domain/regulatory.ts): one row per (source, source key). */
export const RegulatoryEventRow = defineEntity({
  name: 'RegulatoryEventRow',
  tableName: 'regulatory_events',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    source: p.string().length(24).$type<RegulatorySource>(),
    sourceKey: p.string().length(200),
    kind: p.string().length(24).$type<RegulatoryKind>(),
    agency: p.string().length(8).$type<RegulatoryAgency>(),
    eventDate: p.date().index(),
    dateConfidence: p.string().length(16).$type<RegulatoryDateConfidence>(),
    drug: p.string().length(200),
    drugNames: p.array().columnType('text[]').default('{}'),
    applicationNumber: p.string().length(40).nullable(),
    company: p.string().length(300).nullable(),
    ticker: p.string().length(16).nullable().index(),
    indication: p.text().nullable(),
    outcome: p.string().length(16).$type<RegulatoryOutcome>().nullable(),
    crlCategory: p.string().length(16).$type<CrlCategory>().nullable(),
    detail: p.text().nullable(),
    sourceUrl: p.text(),
    asOf: p.date(),
    demo: p.boolean().default(false),
    firstSeenAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  uniques: [{ properties: ['source', 'sourceKey'] }],
});
export type RegulatoryEventRowEntity = InferEntity<typeof RegulatoryEventRow>;

/** A link from a regulatory event to a trial, with how it was made (domain/regulatory.ts). */
export const RegulatoryLinkRow = defineEntity({
  name: 'RegulatoryLinkRow',
  tableName: 'regulatory_links',
  properties: {
    event: () => p.manyToOne(RegulatoryEventRow).primary().deleteRule('cascade'),
    trial: () => p.manyToOne(Trial).primary().deleteRule('cascade').index(),
    method: p.string().length(24).$type<RegulatoryLinkMethod>(),
    confidence: p.string().length(8).$type<RegulatoryLinkConfidence>(),
    linkedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export type RegulatoryLinkRowEntity = InferEntity<typeof RegulatoryLinkRow>;

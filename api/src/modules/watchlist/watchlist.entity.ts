import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../auth/auth.entity.js';

/** What a user can watch: a trial (by NCT id) or a company (by ticker). */
export const WATCH_KINDS = ['TRIAL', 'COMPANY'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];

/**
 * One thing a user watches. `target` is an NCT id (TRIAL) or an upper-case ticker (COMPANY); no
 * foreign key to trials, so a watched company needs no row of its own and a watch outlives a
 * re-imported trial.
 */
export const Watch = defineEntity({
  name: 'Watch',
  tableName: 'watches',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    kind: p.string().length(8).$type<WatchKind>().primary(),
    target: p.string().length(16).primary(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [{ properties: ['kind', 'target'] }],
});
export type WatchEntity = InferEntity<typeof Watch>;

/** A user's private calendar feed: only the SHA-256 of its secret token is stored. */
export const CalendarFeed = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export type CalendarFeedEntity = InferEntity<typeof CalendarFeed>;

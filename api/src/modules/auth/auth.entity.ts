import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    /** Stored trimmed and lower-cased: emails compare case-insensitively. */
    email: p.string().length(320).unique(),
    name: p.string().length(100).nullable(),
    passwordHash: p.text().hidden(),
    passwordChangedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export type UserEntity = InferEntity<typeof User>;

/** One refresh token of a session family; rotation creates the next one and marks this one rotated. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    familyId: p.uuid().index(),
    tokenHash: p.string().length(64).unique().hidden(),
    expiresAt: p.datetime().columnType('timestamptz'),
    rotatedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The successor token, sealed with a key derived from this token; kept only for the refresh grace window. */
    successorEnc: p.text().nullable().hidden(),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
    userAgent: p.text().nullable(),
    ip: p.string().length(64).nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    { name: 'sessions_successor_sweep', expression: 'create index "sessions_successor_sweep" on "sessions" ("rotated_at") where "successor_enc" is not null' },
  ],
});
export type SessionEntity = InferEntity<typeof Session>;

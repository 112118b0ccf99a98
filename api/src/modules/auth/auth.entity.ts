import { defineEntity, p, type EntityKey, type InferEntity } from '@mikro-orm/core';
import type { Row } from '../../db/rows.js';

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
    /** The language of the user's emails: the interface's at sign-up, then each time they switch it while signed in. */
    locale: p.string().length(2).$type<'fr' | 'en'>().default('fr'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export type UserEntity = InferEntity<typeof User>;

/** The user's columns shown to that user (the signed-in user of a request, the user of an auth answer). */
export const PUBLIC_USER_FIELDS = ['id', 'email', 'name'] as const satisfies readonly EntityKey<UserEntity>[];
export type PublicUserRow = Row<UserEntity, (typeof PUBLIC_USER_FIELDS)[number]>;

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
    /**
     * The successor token, sealed with a key derived from this token; kept only for the refresh grace
     * window. Not marked hidden: MikroORM's Hidden<> type drops the null of a nullable property, and
     * the value is unreadable without the token anyway.
     */
    successorEnc: p.text().nullable(),
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

/** A password reset link: only the SHA-256 of its token is stored; single use, short-lived (auth.reset.ts). */
export const PasswordReset = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique().hidden(),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
    ip: p.string().length(64).nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export type PasswordResetEntity = InferEntity<typeof PasswordReset>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../auth/auth.entity.js';
import { Trial } from '../trials/trials.entity.js';

export type ReactionKind = 'LIKE' | 'DISLIKE';

/** At most one reaction per user and trial; trials.likes/dislikes are kept equal to these rows. */
export const TrialReaction = defineEntity({
  name: 'TrialReaction',
  tableName: 'trial_reactions',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    trial: () => p.manyToOne(Trial).primary().deleteRule('cascade'),
    kind: p.string().length(8).$type<ReactionKind>(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [{ properties: ['trial', 'kind'] }],
});
export type TrialReactionEntity = InferEntity<typeof TrialReaction>;

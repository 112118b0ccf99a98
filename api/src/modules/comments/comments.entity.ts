import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../auth/auth.entity.js';
import { Trial } from '../trials/trials.entity.js';

export const Comment = defineEntity({
  name: 'Comment',
  tableName: 'comments',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    trial: () => p.manyToOne(Trial).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    content: p.text(),
    isEdited: p.boolean().default(false),
    /** Kept equal to the comment_likes rows. */
    likes: p.integer().default(0),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [{ properties: ['trial', 'createdAt'] }, { properties: ['likes', 'createdAt'] }, { properties: ['createdAt'] }],
});
export type CommentEntity = InferEntity<typeof Comment>;

export const CommentLike = defineEntity({
  name: 'CommentLike',
  tableName: 'comment_likes',
  properties: {
    comment: () => p.manyToOne(Comment).primary().deleteRule('cascade'),
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export type CommentLikeEntity = InferEntity<typeof CommentLike>;

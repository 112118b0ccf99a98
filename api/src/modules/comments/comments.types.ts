import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum CommentSortField {
  CREATED_AT = 'createdAt',
  LIKES = 'likes',
}
registerEnumType(CommentSortField, { name: 'CommentSortField', description: 'Order of a trial comment list.' });

export enum CommentEventType {
  ADDED = 'ADDED',
  UPDATED = 'UPDATED',
  DELETED = 'DELETED',
  LIKED = 'LIKED',
}
registerEnumType(CommentEventType, { name: 'CommentEventType', description: 'What happened to a comment.' });

@ObjectType({ description: 'A comment on a trial. Content is plain text: never render it as HTML.' })
export class Comment {
  @Field(() => ID, { description: 'Comment id (the REST facade calls it _id).' })
  id!: string;

  @Field(() => ID, { description: "Author's user id (compare with me.id to show edit and delete)." })
  userId!: string;

  @Field(() => String, { description: 'NCT id of the trial.' })
  nctId!: string;

  @Field(() => String, { description: "Author's name, or 'Anonyme'." })
  name!: string;

  @Field(() => String, { description: 'Plain text, trimmed, at most 5000 characters.' })
  content!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was posted.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Last content change (equals createdAt until edited).' })
  updatedAt!: Date;

  @Field(() => Boolean, { description: "True once edited: the web shows '(modifié)'." })
  isEdited!: boolean;

  @Field(() => Int, { description: 'Number of likes (always equal to likedBy length).' })
  likes!: number;

  @Field(() => [ID], { description: 'Ids of the users who liked it.' })
  likedBy!: string[];

  @Field(() => String, { nullable: true, description: "The trial's brief title (for cross-trial lists)." })
  trialTitle!: string | null;
}

@ObjectType({ description: "Figures of a trial's discussion." })
export class CommentStats {
  @Field(() => Int, { description: 'Number of comments.' })
  totalComments!: number;

  @Field(() => Int, { description: 'Number of distinct authors.' })
  uniqueUsers!: number;
}

@ObjectType({ description: 'One page of a trial comment list.' })
export class CommentPage {
  @Field(() => [Comment], { description: 'The comments of this page.' })
  comments!: Comment[];

  @Field(() => Int, { description: 'Page number, from 1.' })
  page!: number;

  @Field(() => Int, { description: 'Page size.' })
  limit!: number;

  @Field(() => Int, { description: 'Number of comments of the trial.' })
  totalCount!: number;

  @Field(() => Int, { description: 'Number of pages.' })
  totalPages!: number;

  @Field(() => Boolean, { description: 'Whether a next page exists.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'Whether a previous page exists.' })
  hasPrevPage!: boolean;
}

@ObjectType({ description: 'Result of toggling a like.' })
export class CommentLikeResult {
  @Field(() => Boolean, { description: 'True when the caller now likes the comment.' })
  liked!: boolean;

  @Field(() => Int, { description: 'New number of likes.' })
  likes!: number;

  @Field(() => Comment, { description: 'The comment after the change.' })
  comment!: Comment;
}

@ObjectType({ description: 'A committed change to a comment, with the fresh stats of its trial.' })
export class CommentEvent {
  @Field(() => CommentEventType, { description: 'ADDED, UPDATED, DELETED or LIKED.' })
  type!: CommentEventType;

  @Field(() => String, { description: 'NCT id of the trial.' })
  nctId!: string;

  @Field(() => Comment, { description: 'The comment after the change (before it, for DELETED).' })
  comment!: Comment;

  @Field(() => CommentStats, { description: "The trial's stats after the change." })
  stats!: CommentStats;
}

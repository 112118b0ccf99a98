import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import { CLIENT_MUTATION_ID } from '../idempotency/idempotency.graphql.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import { COMMENT_EVENTS, RECENT_COMMENTS, reviveEvent, type CommentEventPayload } from './comments.events.js';
import * as service from './comments.service.js';
import { SortOrder } from '../../graphql/sort-order.js';
import { Comment, CommentEvent, CommentLikeResult, CommentPage, CommentSortField, CommentStats } from './comments.types.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';

const nctTopic = (nctId: string) =>
  String(nctId ?? '')
    .trim()
    .toUpperCase();

@Resolver(() => Comment)
class CommentFieldsResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the signed-in caller likes it (false for anonymous callers).' })
  likedByMe(@Root() comment: Comment, @Ctx() ctx: AppContext): boolean {
    return !!ctx.user && comment.likedBy.includes(ctx.user.id);
  }
}

@Resolver()
class CommentsResolver {
  @Public()
  @Query(() => CommentPage, { description: "A trial's comments, one page (default 50 per page, newest first). NOT_FOUND for an unknown trial." })
  comments(
    @Arg('nctId', () => String, { description: 'NCT id of the trial.' }) nctId: string,
    @Arg('page', () => Int, { nullable: true, description: 'Page number, from 1 (default 1).' }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Page size, 1 to 100 (default 50).' }) limit: number | null,
    @Arg('sortBy', () => CommentSortField, { nullable: true, description: 'Sort field (default CREATED_AT).' }) sortBy: CommentSortField | null,
    @Arg('sortOrder', () => SortOrder, { nullable: true, description: 'Sort order (default DESC).' }) sortOrder: SortOrder | null,
    @Ctx() ctx: AppContext,
  ) {
    return service.listComments(ctx, { nctId, page, limit, sortBy, sortOrder });
  }

  @Public()
  @Query(() => CommentStats, { description: "Number of comments and of distinct authors of a trial's discussion." })
  commentStats(@Arg('nctId', () => String, { description: 'NCT id of the trial.' }) nctId: string, @Ctx() ctx: AppContext) {
    return service.commentStats(ctx, { nctId });
  }

  @Public()
  @Query(() => [Comment], { description: 'Newest comments across all trials (default 10, at most 100), with trial titles.' })
  recentComments(@Arg('limit', () => Int, { nullable: true, description: 'How many (default 10).' }) limit: number | null, @Ctx() ctx: AppContext) {
    return service.recentComments(ctx, { limit });
  }

  @Public()
  @Query(() => [Comment], { description: 'Most-liked comments across all trials (default 10, at most 100), with trial titles.' })
  popularComments(@Arg('limit', () => Int, { nullable: true, description: 'How many (default 10).' }) limit: number | null, @Ctx() ctx: AppContext) {
    return service.popularComments(ctx, { limit });
  }

  @Authorized()
  @Mutation(() => Comment, { description: 'Posts a comment (plain text, 1 to 5000 characters after trimming; at most 10 per minute).' })
  createComment(
    @Arg('nctId', () => String, { description: 'NCT id of the trial.' }) nctId: string,
    @Arg('content', () => String, { description: 'Comment text.' }) content: string,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null,
    @Ctx() ctx: AppContext,
  ) {
    return withIdempotency(ctx, 'createComment', clientMutationId, { nctId, content }, (input) => service.createComment(ctx, input));
  }

  @Authorized()
  @Mutation(() => Comment, { description: 'Edits one of your own comments (FORBIDDEN otherwise); marks it edited.' })
  updateComment(
    @Arg('id', () => ID, { description: 'Comment id.' }) id: string,
    @Arg('content', () => String, { description: 'New text.' }) content: string,
    @Ctx() ctx: AppContext,
  ) {
    return service.updateComment(ctx, { id, content });
  }

  @Authorized()
  @Mutation(() => Comment, { description: 'Deletes one of your own comments (FORBIDDEN otherwise); answers the deleted comment.' })
  deleteComment(@Arg('id', () => ID, { description: 'Comment id.' }) id: string, @Ctx() ctx: AppContext) {
    return service.deleteComment(ctx, { id });
  }

  @Authorized()
  @Mutation(() => CommentLikeResult, { description: 'Likes a comment, or removes your like if already given.' })
  toggleCommentLike(
    @Arg('id', () => ID, { description: 'Comment id.' }) id: string,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null,
    @Ctx() ctx: AppContext,
  ) {
    return withIdempotency(ctx, 'toggleCommentLike', clientMutationId, { id }, (input) => service.toggleCommentLike(ctx, input));
  }

  @Public()
  @Subscription(() => CommentEvent, {
    description: "Live changes of one trial's discussion (after each committed change).",
    topics: COMMENT_EVENTS,
    topicId: ({ args }) => nctTopic(args.nctId),
  })
  commentEvents(@Root() event: CommentEventPayload, @Arg('nctId', () => String, { description: 'NCT id of the trial.' }) _nctId: string): CommentEvent {
    return reviveEvent(event) as CommentEvent;
  }

  @Public()
  @Subscription(() => CommentEvent, { description: 'Live changes of comments on every trial (the dashboard feed).', topics: RECENT_COMMENTS })
  recentCommentsFeed(@Root() event: CommentEventPayload): CommentEvent {
    return reviveEvent(event) as CommentEvent;
  }
}

/** GraphQL adapter of the comments module: resolver classes are added to this list. */
export const commentsResolvers: ResolverClass[] = [CommentsResolver, CommentFieldsResolver];

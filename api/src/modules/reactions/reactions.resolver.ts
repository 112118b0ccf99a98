import 'reflect-metadata';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import { CLIENT_MUTATION_ID } from '../idempotency/idempotency.graphql.js';
import { parseNctId } from '../trials/trials.ids.js';
import { trialLoader } from '../trials/trials.loaders.js';
import { TrialType } from '../trials/trials.types.js';
import { dislikeTrial, likeTrial, myReactions, REACTIONS_FEED_TOPIC, REACTIONS_TOPIC, viewerReaction, type ReactionChange } from './reactions.service.js';
import { MyReactionsType, ReactionCountsType, TrialReactionResultType, TrialReactionsChangeType, ViewerReactionType } from './reactions.types.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';

@Resolver(() => TrialReactionResultType)
class ReactionsResolver {
  @Authorized()
  @Mutation(() => TrialReactionResultType, { description: 'Toggles a like (and clears a dislike). Signed-in users only.' })
  likeTrial(
    @Ctx() ctx: AppContext,
    @Arg('nctId', () => ID, { description: 'The trial.' }) nctId: string,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null,
  ): Promise<TrialReactionResultType> {
    return likeTrial(ctx, nctId, clientMutationId);
  }

  @Authorized()
  @Mutation(() => TrialReactionResultType, { description: 'Toggles a dislike (and clears a like). Signed-in users only.' })
  dislikeTrial(
    @Ctx() ctx: AppContext,
    @Arg('nctId', () => ID, { description: 'The trial.' }) nctId: string,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null,
  ): Promise<TrialReactionResultType> {
    return dislikeTrial(ctx, nctId, clientMutationId);
  }

  @Authorized()
  @Query(() => MyReactionsType, { description: "The signed-in user's liked and disliked trials." })
  myReactions(@Ctx() ctx: AppContext): Promise<MyReactionsType> {
    return myReactions(ctx);
  }

  @Public()
  @Subscription(() => TrialReactionsChangeType, {
    description: 'New reaction counts of one trial after each committed change.',
    topics: REACTIONS_TOPIC,
    topicId: ({ args }: { args: { nctId: string } }) => parseNctId(args.nctId),
  })
  trialReactionsChanged(
    @Root() change: ReactionChange,
    @Arg('nctId', () => ID, { description: 'The trial to follow.' }) _nctId: string,
  ): TrialReactionsChangeType {
    return change;
  }

  @Public()
  @Subscription(() => TrialReactionsChangeType, {
    description: 'Reaction counts of any trial after each committed change (dashboard, popular page).',
    topics: REACTIONS_FEED_TOPIC,
  })
  reactionsFeed(@Root() change: ReactionChange): TrialReactionsChangeType {
    return change;
  }

  @FieldResolver(() => TrialType, { description: 'The trial, with its new state.' })
  async trial(@Root() r: TrialReactionResultType, @Ctx() ctx: AppContext): Promise<TrialType | null> {
    return trialLoader(ctx).clear(r.nctId).load(r.nctId);
  }
}

@Resolver(() => MyReactionsType)
class MyReactionsFieldsResolver {
  @FieldResolver(() => [TrialType], { description: 'Liked trials (details).' })
  async liked(@Root() r: MyReactionsType, @Ctx() ctx: AppContext): Promise<TrialType[]> {
    return (await trialLoader(ctx).loadMany(r.likedTrials)).filter((t): t is TrialType => !!t && !(t instanceof Error));
  }

  @FieldResolver(() => [TrialType], { description: 'Disliked trials (details).' })
  async disliked(@Root() r: MyReactionsType, @Ctx() ctx: AppContext): Promise<TrialType[]> {
    return (await trialLoader(ctx).loadMany(r.dislikedTrials)).filter((t): t is TrialType => !!t && !(t instanceof Error));
  }
}

@Resolver(() => TrialType)
class TrialReactionFieldsResolver {
  @FieldResolver(() => ViewerReactionType, { description: "The signed-in viewer's reaction (both false when signed out)." })
  viewerReaction(@Root() t: TrialType, @Ctx() ctx: AppContext): Promise<ViewerReactionType> {
    return viewerReaction(ctx, t.nctId);
  }

  @FieldResolver(() => ReactionCountsType, { description: 'Global like and dislike counts.' })
  reactions(@Root() t: TrialType): ReactionCountsType {
    return { likes: t.likes, dislikes: t.dislikes };
  }
}

/** GraphQL adapter of the reactions module: resolver classes are added to this list. */
export const reactionsResolvers: ResolverClass[] = [ReactionsResolver, MyReactionsFieldsResolver, TrialReactionFieldsResolver];

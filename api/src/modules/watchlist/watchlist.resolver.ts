import 'reflect-metadata';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import { CLIENT_MUTATION_ID } from '../idempotency/idempotency.graphql.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import { trialLoader } from '../trials/trials.loaders.js';
import { TrialType } from '../trials/trials.types.js';
import type { WatchKind } from './watchlist.entity.js';
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from './watchlist.feed.js';
import { myWatchlist, unwatch, watch, type Watchlist } from './watchlist.service.js';
import { CalendarFeedCreatedType, CalendarFeedStatusType, WatchedTrialType, WatchKindEnum, WatchlistType } from './watchlist.types.js';

@Resolver(() => WatchlistType)
class WatchlistResolver {
  @Authorized()
  @Query(() => WatchlistType, { description: "The signed-in user's watched trials and companies." })
  myWatchlist(@Ctx() ctx: AppContext): Promise<Watchlist> {
    return myWatchlist(ctx);
  }

  @Authorized()
  @Mutation(() => WatchlistType, { description: 'Watches a trial (id: NCT id) or a company (id: ticker); already watched: no change. Answers the watchlist.' })
  watch(
    @Ctx() ctx: AppContext,
    @Arg('kind', () => WatchKindEnum, { description: 'TRIAL or COMPANY.' }) kind: WatchKind,
    @Arg('id', () => String, { description: 'NCT id or ticker.' }) id: string,
  ): Promise<Watchlist> {
    return watch(ctx, { kind, id });
  }

  @Authorized()
  @Mutation(() => WatchlistType, { description: 'Stops watching a trial or a company; not watched: no change. Answers the watchlist.' })
  unwatch(
    @Ctx() ctx: AppContext,
    @Arg('kind', () => WatchKindEnum, { description: 'TRIAL or COMPANY.' }) kind: WatchKind,
    @Arg('id', () => String, { description: 'NCT id or ticker.' }) id: string,
  ): Promise<Watchlist> {
    return unwatch(ctx, { kind, id });
  }

  @Authorized()
  @Query(() => CalendarFeedStatusType, { description: "Whether the signed-in user's private calendar feed exists." })
  myCalendarFeed(@Ctx() ctx: AppContext): Promise<CalendarFeedStatusType> {
    return calendarFeedStatus(ctx);
  }

  @Authorized()
  @Mutation(() => CalendarFeedCreatedType, {
    description:
      'Creates the private calendar feed of the watchlist (next catalysts), or rotates its token: the old URL stops working. The token is shown once.',
  })
  createCalendarFeed(
    @Ctx() ctx: AppContext,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null,
  ): Promise<CalendarFeedCreatedType> {
    return withIdempotency(ctx, 'createCalendarFeed', clientMutationId, {}, () => createCalendarFeed(ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes the private calendar feed (its URL answers 404). Answers whether there was one.' })
  revokeCalendarFeed(@Ctx() ctx: AppContext): Promise<boolean> {
    return revokeCalendarFeed(ctx);
  }
}

@Resolver(() => WatchedTrialType)
class WatchedTrialFieldsResolver {
  @FieldResolver(() => TrialType, { nullable: true, description: 'The trial (null if it was deleted).' })
  trial(@Root() w: WatchedTrialType, @Ctx() ctx: AppContext): Promise<TrialType | null> {
    return trialLoader(ctx).load(w.nctId);
  }
}

export const watchlistResolvers: ResolverClass[] = [WatchlistResolver, WatchedTrialFieldsResolver];

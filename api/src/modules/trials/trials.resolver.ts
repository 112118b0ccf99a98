import 'reflect-metadata';
import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import { TrialFieldsResolver } from './trials.fields.resolver.js';
import { TrialsTableResolver } from './trials.table.resolver.js';
import { TrialsFilterInput, TrialsPageType } from './trials.page.types.js';
import { getTrial, listTrials, popularTrials, upcomingTrials } from './trials.service.js';
import type { PhaseCode } from '../../domain/trial.js';
import { PhaseEnum } from './trials.enums.js';
import { TrialType } from './trials.types.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';

@Resolver(() => TrialType)
class TrialsResolver {
  @Public()
  @Query(() => TrialType, { description: 'One trial by NCT id. Malformed id: BAD_USER_INPUT; unknown: NOT_FOUND.' })
  trial(@Ctx() ctx: AppContext, @Arg('nctId', () => ID, { description: 'NCT id, e.g. NCT01234567.' }) nctId: string): Promise<TrialType> {
    return getTrial(ctx, nctId);
  }

  @Public()
  @Query(() => TrialsPageType, { description: 'Trials matching the filters, most recently registered (highest NCT id) first, one page at a time.' })
  trials(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => TrialsFilterInput, { nullable: true, description: 'Server-side filters.' }) filter: TrialsFilterInput | null,
    @Arg('after', () => String, { nullable: true, description: 'nextPageToken of the previous page.' }) after: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size (1 to 100, default 50).' }) first: number | null,
  ): Promise<TrialsPageType> {
    return listTrials(ctx, { filter: filter ? { ...filter } : null, after, first: first ?? undefined });
  }

  @Public()
  @Query(() => [TrialType], { description: 'Most liked trials (at least one like); ties: most recently changed first.' })
  popularTrials(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { nullable: true, description: 'How many (1 to 100, default 10).' }) limit: number | null,
  ): Promise<TrialType[]> {
    return popularTrials(ctx, { limit });
  }

  @Public()
  @Query(() => [TrialType], {
    description:
      'Trials of listed sponsors (real ticker) whose next catalyst is anticipated from today to today + days (window starting or ending then), soonest first.',
  })
  upcomingTrials(
    @Ctx() ctx: AppContext,
    @Arg('days', () => Int, { nullable: true, description: 'Window in days (0 to 366, default 14).' }) days: number | null,
    @Arg('phases', () => [PhaseEnum], { nullable: true, description: 'Any of these phases; none: all phases.' })
    phases: PhaseCode[] | null,
    @Arg('limit', () => Int, { nullable: true, description: 'How many (1 to 200, default 50).' }) limit: number | null,
  ): Promise<TrialType[]> {
    return upcomingTrials(ctx, { days, phases, limit });
  }
}

/** GraphQL adapter of the trials module: resolver classes are added to this list. */
export const trialsResolvers: ResolverClass[] = [TrialsResolver, TrialFieldsResolver, TrialsTableResolver];

import 'reflect-metadata';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import { CompanyType } from '../companies/companies.types.js';
import { TrialType } from '../trials/trials.types.js';
import { eventsByTickerLoader, eventsByTrialLoader } from './regulatory.loaders.js';
import { listRegulatoryEvents, type RegulatoryEventView } from './regulatory.service.js';
import { RegulatoryEventType } from './regulatory.types.js';

@Resolver(() => RegulatoryEventType)
class RegulatoryResolver {
  @Public()
  @Query(() => [RegulatoryEventType], {
    description: 'Regulatory events, by date: a trial’s (nctId), a company’s (ticker), both, or all within from–to (YYYY-MM-DD).',
  })
  regulatoryEvents(
    @Ctx() ctx: AppContext,
    @Arg('nctId', () => String, { nullable: true, description: 'Events linked to this trial.' }) nctId: string | null,
    @Arg('ticker', () => String, { nullable: true, description: 'Events of this company.' }) ticker: string | null,
    @Arg('from', () => String, { nullable: true, description: 'From this day (YYYY-MM-DD).' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Up to this day (YYYY-MM-DD).' }) to: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most this many (1–500, default 100).' }) first: number | null,
  ): Promise<RegulatoryEventView[]> {
    return listRegulatoryEvents(ctx, { nctId, ticker, from, to, first });
  }
}

/** Trial.regulatoryEvents, batched (no N+1 on lists). */
@Resolver(() => TrialType)
class TrialRegulatoryFieldResolver {
  @FieldResolver(() => [RegulatoryEventType], { description: 'Regulatory events linked to the trial (by drug name and company), by date.' })
  regulatoryEvents(@Root() trial: TrialType, @Ctx() ctx: AppContext): Promise<RegulatoryEventView[]> {
    return eventsByTrialLoader(ctx).load(trial.nctId);
  }
}

/** Company.regulatoryEvents, batched. */
@Resolver(() => CompanyType)
class CompanyRegulatoryFieldResolver {
  @FieldResolver(() => [RegulatoryEventType], {
    description: 'Regulatory events of the company: those naming its ticker and those linked to its trials, by date.',
  })
  regulatoryEvents(@Root() company: CompanyType, @Ctx() ctx: AppContext): Promise<RegulatoryEventView[]> {
    return eventsByTickerLoader(ctx).load(company.ticker.toUpperCase());
  }
}

/** GraphQL adapter of the regulatory module. */
export const regulatoryResolvers: ResolverClass[] = [RegulatoryResolver, TrialRegulatoryFieldResolver, CompanyRegulatoryFieldResolver];

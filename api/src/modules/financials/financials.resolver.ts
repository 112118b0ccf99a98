import 'reflect-metadata';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import type { CompanyInfo } from '../companies/companies.page.js';
import { CompanyType } from '../companies/companies.types.js';
import { TrialType } from '../trials/trials.types.js';
import { companyRunway, trialRunway, type CompanyRunwayView, type TrialRunwayView } from './financials.runway.js';
import { CompanyRunwayType, TrialRunwayType } from './financials.types.js';

/** Company.runway (batched: one read of the stored figures for the operation). */
@Resolver(() => CompanyType)
class CompanyRunwayResolver {
  @FieldResolver(() => CompanyRunwayType, {
    description: 'Cash, quarterly burn and cash runway with their sources, and the upcoming readouts placed on the runway (dilution risk).',
  })
  runway(@Root() c: CompanyInfo, @Ctx() ctx: AppContext): Promise<CompanyRunwayView> {
    return companyRunway(ctx, c.ticker);
  }
}

/** Trial.runway, batched. */
@Resolver(() => TrialType)
class TrialRunwayResolver {
  @FieldResolver(() => TrialRunwayType, {
    nullable: true,
    description: 'Its company’s cash runway and this trial’s next readout on it; null when the trial has no listed ticker.',
  })
  runway(@Root() t: TrialType, @Ctx() ctx: AppContext): Promise<TrialRunwayView | null> {
    return trialRunway(ctx, t);
  }
}

/** GraphQL adapter of the financials module. */
export const financialsResolvers: ResolverClass[] = [CompanyRunwayResolver, TrialRunwayResolver];

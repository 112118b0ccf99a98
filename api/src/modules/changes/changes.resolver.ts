import 'reflect-metadata';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import { TrialType } from '../trials/trials.types.js';
import { changesLoader } from './changes.loaders.js';
import { TrialChangeType } from './changes.types.js';

/** Trial.changes: the trial's recorded changes, newest first, batched (no N+1 on lists). */
@Resolver(() => TrialType)
class TrialChangesFieldResolver {
  @FieldResolver(() => [TrialChangeType], { description: 'Recorded changes of watched fields, newest first (at most 500).' })
  changes(@Root() trial: TrialType, @Ctx() ctx: AppContext): Promise<TrialChangeType[]> {
    return changesLoader(ctx).load(trial.nctId);
  }
}

/** GraphQL adapter of the changes module. */
export const changesResolvers: ResolverClass[] = [TrialChangesFieldResolver];

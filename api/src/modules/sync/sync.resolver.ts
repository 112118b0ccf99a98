import 'reflect-metadata';
import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import { syncStatus } from './sync.service.js';
import { SyncStatusType } from './sync.types.js';

@Resolver()
class SyncResolver {
  @Public()
  @Query(() => SyncStatusType, { description: 'The incremental ClinicalTrials.gov sync: last run (new, changed, unchanged, skipped) and next run.' })
  syncStatus(@Ctx() ctx: AppContext): Promise<SyncStatusType> {
    return syncStatus(ctx);
  }
}

export const syncResolvers: ResolverClass[] = [SyncResolver];

import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import { systemInfo } from './system.service.js';
import { SystemInfo } from './system.types.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';

@Resolver()
class SystemResolver {
  @Public()
  @Query(() => SystemInfo, { description: 'Server version, providers and whether demo data is loaded.' })
  systemInfo(@Ctx() ctx: AppContext): Promise<SystemInfo> {
    return systemInfo(ctx);
  }
}

export const systemResolvers: ResolverClass[] = [SystemResolver];

import 'reflect-metadata';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import { SortOrder } from '../../graphql/sort-order.js';
import { CatalystSortFieldEnum } from './catalysts.enums.js';
import { listCatalysts } from './catalysts.service.js';
import { CatalystFilterInput, CatalystPageType } from './catalysts.types.js';
import type { CatalystSortField } from './catalysts.validation.js';

@Resolver()
class CatalystsResolver {
  @Public()
  @Query(() => CatalystPageType, {
    description: 'The catalyst screen: trial readouts and regulatory events in one list, filtered and sorted on the server, cursor-paged (first ≤ 200).',
  })
  catalysts(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => CatalystFilterInput, { nullable: true, description: 'Filters.' }) filter: CatalystFilterInput | null,
    @Arg('sort', () => CatalystSortFieldEnum, { nullable: true, defaultValue: 'DATE', description: 'Sort field (missing values last).' })
    sort: CatalystSortField | null,
    @Arg('order', () => SortOrder, { nullable: true, defaultValue: SortOrder.ASC, description: 'ASC or DESC.' }) order: SortOrder | null,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50, description: 'Rows of the page, 1 to 200.' }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after: string | null,
  ): Promise<CatalystPageType> {
    return listCatalysts(ctx, { filter: filter ? { ...filter } : null, sort, order, first, after });
  }
}

/** GraphQL adapter of the catalysts module. */
export const catalystsResolvers: ResolverClass[] = [CatalystsResolver];

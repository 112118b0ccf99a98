import 'reflect-metadata';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import { searchTrials } from './trials.search.js';
import { trialPropsOfSelection } from './trials.selection.js';
import { trialsTable, trialsTableFilters, trialsTableStats } from './trials.table.js';
import { SortOrder } from '../../graphql/sort-order.js';
import { TrialsTableFilterInput, TrialsTableFiltersType, TrialsTablePageType, TrialsTableSortField, TrialsTableStatsType } from './trials.table.types.js';
import { TrialType } from './trials.types.js';

@Resolver()
export class TrialsTableResolver {
  @Public()
  @Query(() => TrialsTablePageType, {
    description: 'The advanced table: filtered, sorted by any shown column (default analyzedAt descending, nulls last), paged.',
  })
  trialsTable(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => TrialsTableFilterInput, { nullable: true, description: 'Filters.' }) filter: TrialsTableFilterInput | null,
    @Arg('page', () => Int, { nullable: true, description: 'Page number from 1 (default 1).' }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Page size, 1 to 1000 (default 25).' }) limit: number | null,
    @Arg('sortBy', () => TrialsTableSortField, { nullable: true, description: 'Column to sort on (default analyzedAt).' })
    sortBy: TrialsTableSortField | null,
    @Arg('sortOrder', () => SortOrder, { nullable: true, description: 'ASC or DESC (default DESC).' }) sortOrder: SortOrder | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TrialsTablePageType> {
    // Only the columns the selected row fields read (every list column when a field is not known to trials.selection.ts).
    const props = trialPropsOfSelection(info, ['rows']);
    return trialsTable(ctx, { filter: filter ? { ...filter } : null, page, limit, sortBy, sortOrder }, { props });
  }

  @Public()
  @Query(() => TrialsTableStatsType, { description: 'Statistics of the trials matching the table filters.' })
  trialsTableStats(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => TrialsTableFilterInput, { nullable: true, description: 'Filters.' }) filter: TrialsTableFilterInput | null,
  ): Promise<TrialsTableStatsType> {
    return trialsTableStats(ctx, { filter: filter ? { ...filter } : null });
  }

  @Public()
  @Query(() => TrialsTableFiltersType, { description: 'Values the table filter bar offers.' })
  trialsTableFilters(@Ctx() ctx: AppContext): Promise<TrialsTableFiltersType> {
    return trialsTableFilters(ctx);
  }

  @Public()
  @Query(() => [TrialType], {
    description:
      'Ranked, case- and accent-insensitive search over NCT id, title, lead sponsor, conditions and interventions (names, brand names, codes). At least 2 characters.',
  })
  searchTrials(
    @Ctx() ctx: AppContext,
    @Arg('query', () => String, { description: 'Text to look for (2 characters or more).' }) query: string,
    @Arg('limit', () => Int, { nullable: true, description: 'How many results, 1 to 20 (default 10).' }) limit: number | null,
  ): Promise<TrialType[]> {
    return searchTrials(ctx, { query, limit });
  }
}

import { graphql } from '../../gql';

/** One page of the catalyst screen: the rows (fields owned by CatalystRowFields), the total and the cursor. */
export const CatalystsQuery = graphql(`
  query Catalysts($filter: CatalystFilter, $sort: CatalystSortField, $order: SortOrder, $first: Int, $after: String) {
    catalysts(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {
      rows {
        id
        ...CatalystRowFields
      }
      totalCount
      endCursor
      hasNextPage
    }
  }
`);

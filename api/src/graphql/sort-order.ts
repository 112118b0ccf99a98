import { registerEnumType } from 'type-graphql';

/** Sort direction of every sortable list (comments, the advanced table). */
export enum SortOrder {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortOrder, { name: 'SortOrder', description: 'Ascending or descending.' });

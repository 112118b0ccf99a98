import { Field, Int, ObjectType } from 'type-graphql';

/** Where a numbered page sits (the spec's pagination fields), shared by every paged list. */
@ObjectType('Pagination', { simpleResolvers: true, description: 'Where a numbered page sits in its list.' })
export class PaginationType {
  @Field(() => Int, { description: 'Page number, from 1.' })
  currentPage!: number;
  @Field(() => Int, { description: 'Number of pages.' })
  totalPages!: number;
  @Field(() => Int, { description: 'Number of matching items.' })
  totalCount!: number;
  @Field(() => Int, { description: 'Page size.' })
  limit!: number;
  @Field(() => Boolean, { description: 'A next page exists.' })
  hasNextPage!: boolean;
  @Field(() => Boolean, { description: 'A previous page exists.' })
  hasPrevPage!: boolean;
}

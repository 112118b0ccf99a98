import { useQuery } from '@apollo/client/react';
import type { CompanySearchQuery as CompanySearchResult } from '../../../gql/graphql';
import { CompanySearchQuery } from '../companies.documents';

export type CompanyHit = CompanySearchResult['companies'][number];

/** Companies by name or ticker for the header search (asked with the same debounced text as the trials). */
export function useCompanySearch(debounced: string, ready: boolean, waiting: boolean): CompanyHit[] {
  const { data } = useQuery(CompanySearchQuery, { variables: { search: debounced }, skip: !ready, fetchPolicy: 'cache-first' });
  return ready && !waiting ? (data?.companies ?? []) : [];
}

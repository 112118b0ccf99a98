import { useQuery } from '@apollo/client/react';
import type { CompanySearchQuery as CompanySearchResult } from '../../../gql/graphql';
import { CompanySearchQuery } from '../companies.documents';

export type CompanyHit = CompanySearchResult['companies'][number];

/**
 * Companies with trials by name or ticker for the header search (asked with the same debounced text
 * as the trials); `loading` while their answer is on its way.
 */
export function useCompanySearch(debounced: string, ready: boolean, waiting: boolean): { companies: CompanyHit[]; loading: boolean } {
  const { data, loading } = useQuery(CompanySearchQuery, { variables: { search: debounced }, skip: !ready, fetchPolicy: 'cache-first' });
  return { companies: ready && !waiting && !loading ? (data?.companies ?? []) : [], loading: ready && loading };
}

import { describe, expect, it } from 'vitest';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { createCache } from './apollo.cache';

interface PageData {
  trials: { nodes: { nctId: string; briefTitle: string }[]; nextPageToken: string | null; totalCount: number };
}

// A test document (codegen skips test files): the shape of the trials page's query.
const Page: TypedDocumentNode<PageData, Record<string, unknown>> = gql`
  query TrialsPolicyTest($filter: TrialsFilter, $after: String, $first: Int) {
    trials(filter: $filter, after: $after, first: $first) {
      nodes {
        nctId
        briefTitle
      }
      nextPageToken
      totalCount
    }
  }
`;

const node = (nctId: string) => ({ __typename: 'Trial' as const, nctId, briefTitle: `Trial ${nctId}` });
const page = (ids: string[], next: string | null) => ({
  trials: { __typename: 'TrialsPage' as const, nodes: ids.map(node), nextPageToken: next, totalCount: 4 },
});

describe('trials "load more" field policy', () => {
  it('appends a later page to the list of the same filter, without repeating a trial', () => {
    const cache = createCache();
    const filter = { country: 'France' };
    cache.writeQuery({ query: Page, variables: { filter, first: 2 }, data: page(['A', 'B'], 't1') });
    cache.writeQuery({ query: Page, variables: { filter, first: 2, after: 't1' }, data: page(['B', 'C'], 't2') });
    const read = cache.readQuery({ query: Page, variables: { filter, first: 2 } });
    expect(read?.trials.nodes.map((n) => n.nctId)).toEqual(['A', 'B', 'C']);
    expect(read?.trials.nextPageToken).toBe('t2');
  });

  it('starts over on a first page (a refetch), and keeps one list per filter', () => {
    const cache = createCache();
    cache.writeQuery({ query: Page, variables: { filter: {}, first: 2 }, data: page(['A', 'B'], 't1') });
    cache.writeQuery({ query: Page, variables: { filter: {}, first: 2, after: 't1' }, data: page(['C'], null) });
    cache.writeQuery({ query: Page, variables: { filter: { country: 'Spain' }, first: 2 }, data: page(['D'], null) });
    cache.writeQuery({ query: Page, variables: { filter: {}, first: 2 }, data: page(['B', 'A'], 't1') });
    expect(cache.readQuery({ query: Page, variables: { filter: {}, first: 2 } })?.trials.nodes.map((n) => n.nctId)).toEqual(['B', 'A']);
    expect(cache.readQuery({ query: Page, variables: { filter: { country: 'Spain' }, first: 2 } })?.trials.nodes.map((n) => n.nctId)).toEqual(['D']);
  });
});

import { describe, expect, it } from 'vitest';
import { operationKind } from './explorer.fetcher';

describe('explorer fetcher routing', () => {
  it('recognises the operation that will run, named or the only one', () => {
    expect(operationKind('subscription { reactionsFeed { nctId } }')).toBe('subscription');
    expect(operationKind('# comment\nsubscription Live { reactionsFeed { nctId } }')).toBe('subscription');
    expect(operationKind('query A { systemInfo { version } } subscription B { reactionsFeed { nctId } }', 'B')).toBe('subscription');
    expect(operationKind('query A { systemInfo { version } } subscription B { reactionsFeed { nctId } }', 'A')).toBe('query');
    expect(operationKind('query A { a } subscription B { b }')).toBeNull();
    expect(operationKind('mutation { likeTrial(nctId: "x") { nctId } }')).toBe('mutation');
    expect(operationKind('not graphql {')).toBeNull();
  });
});

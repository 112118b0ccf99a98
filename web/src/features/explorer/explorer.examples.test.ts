import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import sdl from '../../../../schema/schema.graphql?raw';
import { EXAMPLES, exampleTabs } from './explorer.examples';

describe('explorer example operations', () => {
  const schema = buildSchema(sdl);

  it.each(EXAMPLES.map((e) => [e.key, e] as const))('%s is valid against the emitted schema', (_key, example) => {
    const errors = validate(schema, parse(example.query));
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('covers queries, a mutation and a subscription, each tab starting with a comment line', () => {
    const kinds = new Set(EXAMPLES.map((e) => (parse(e.query).definitions[0] as { operation: string }).operation));
    expect([...kinds].sort()).toEqual(['mutation', 'query', 'subscription']);
    const tabs = exampleTabs(((key: string) => `label ${key}`) as never);
    expect(tabs).toHaveLength(EXAMPLES.length);
    expect(tabs[0].query.startsWith('# label explorer:examples.table\n')).toBe(true);
    expect(JSON.parse(tabs[0].variables!)).toMatchObject({ limit: 5 });
  });
});

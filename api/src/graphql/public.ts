import { Extensions } from 'type-graphql';

/**
 * Marks a root field as open to anonymous callers. Every root field needs this or
 * @Authorized(): a test walks the schema and fails on a field with neither.
 */
export const Public = () => Extensions({ public: true });

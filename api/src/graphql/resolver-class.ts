/** A type-graphql resolver class, as modules list theirs for buildSchema. */
export type ResolverClass = new (...args: never[]) => object;

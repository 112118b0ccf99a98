/** GraphQL adapter of the trials module: resolver classes are added to this list. */
export const trialsResolvers: Function[] = [];

/** GraphQL adapter of the analytics module: resolver classes are added to this list. */
export const analyticsResolvers: Function[] = [];

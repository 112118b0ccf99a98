/** GraphQL adapter of the auth module: resolver classes are added to this list. */
export const authResolvers: Function[] = [];

/** GraphQL adapter of the comments module: resolver classes are added to this list. */
export const commentsResolvers: Function[] = [];

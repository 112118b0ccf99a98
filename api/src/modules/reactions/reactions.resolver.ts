/** GraphQL adapter of the reactions module: resolver classes are added to this list. */
export const reactionsResolvers: Function[] = [];

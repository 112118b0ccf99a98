/** GraphQL adapter of the stocks module: resolver classes are added to this list. */
export const stocksResolvers: Function[] = [];

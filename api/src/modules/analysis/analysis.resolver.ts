/** GraphQL adapter of the analysis module: resolver classes are added to this list. */
export const analysisResolvers: Function[] = [];

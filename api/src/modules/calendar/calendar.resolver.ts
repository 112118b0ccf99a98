/** GraphQL adapter of the calendar module: resolver classes are added to this list. */
export const calendarResolvers: Function[] = [];

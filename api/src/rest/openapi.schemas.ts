/** JSON-schema builders and the component schemas of the OpenAPI document (see openapi.ts). */

export type Json = Record<string, unknown>;

export const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
export const str = (description?: string, extra: Json = {}): Json => ({ type: 'string', ...(description ? { description } : {}), ...extra });
export const int = (description?: string, extra: Json = {}): Json => ({ type: 'integer', ...(description ? { description } : {}), ...extra });
export const num = (description?: string): Json => ({ type: 'number', ...(description ? { description } : {}) });
export const bool = (description?: string): Json => ({ type: 'boolean', ...(description ? { description } : {}) });
export const arr = (items: Json, description?: string): Json => ({ type: 'array', items, ...(description ? { description } : {}) });
export const nullable = (schema: Json): Json => ({ ...schema, nullable: true });
export const obj = (properties: Record<string, Json>, required: string[] = [], description?: string): Json => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
  ...(description ? { description } : {}),
});
export const success = (properties: Record<string, Json>, required: string[] = []): Json =>
  obj({ success: { type: 'boolean', enum: [true] }, ...properties }, ['success', ...required]);

export const q = (name: string, schema: Json, description: string, required = false): Json => ({ name, in: 'query', required, description, schema });
export const pathParam = (name: string, description: string, pattern?: string): Json => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: str(undefined, pattern ? { pattern } : {}),
});
export const nctParam = (name = 'id') => pathParam(name, 'NCT id of the trial, e.g. NCT04368728', '^NCT\\d{8}$');
export const body = (schema: Json): Json => ({ required: true, content: { 'application/json': { schema } } });

export const schemas: Record<string, Json> = {
  Error: obj(
    {
      success: { type: 'boolean', enum: [false] },
      error: str('Human-readable message'),
      code: str('Stable error code', {
        enum: ['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL'],
      }),
    },
    ['success', 'error', 'code'],
  ),
  User: obj({ id: str(), email: str(undefined, { format: 'email' }), name: nullable(str()) }, ['id', 'email']),
  AuthResponse: success({ accessToken: str('Short-lived bearer token'), refreshToken: str('Refresh token for POST /auth/refresh'), user: ref('User') }, [
    'accessToken',
    'refreshToken',
    'user',
  ]),
  Sponsor: obj({ name: str(), class: nullable(str('INDUSTRY, NIH, OTHER...')) }, ['name']),
  Reactions: obj({ likes: int(undefined, { minimum: 0 }), dislikes: int(undefined, { minimum: 0 }) }, ['likes', 'dislikes']),
  Trial: {
    ...obj(
      {
        nctId: str(undefined, { pattern: '^NCT\\d{8}$' }),
        briefTitle: str(),
        description: nullable(str()),
        detailedDescription: nullable(str()),
        status: str('RECRUITING, COMPLETED, TERMINATED...'),
        phase: arr(str(), 'Phases, e.g. ["Phase 3"]'),
        studyType: nullable(str()),
        startDate: nullable(str(undefined, { format: 'date' })),
        completionDate: nullable(str(undefined, { format: 'date' })),
        enrollment: nullable(int()),
        conditions: arr(str()),
        interventions: arr(obj({ name: str(), type: nullable(str()), description: nullable(str()), otherNames: arr(str()) })),
        eligibility: nullable(obj({ minimumAge: nullable(str()), maximumAge: nullable(str()), sex: nullable(str()), healthyVolunteers: nullable(bool()) })),
        outcomes: nullable(obj({})),
        results: nullable(obj({}, [], 'Posted results: outcomeMeasuresModule and adverseEventsModule')),
        locations: arr(obj({ facility: nullable(str()), city: nullable(str()), country: nullable(str()) })),
        leadSponsor: ref('Sponsor'),
        collaborators: arr(ref('Sponsor')),
        ticker_bourse: str("Ticker of the sponsor's listed company, or 'Non déterminé'"),
        investissement_bourse: str(undefined, { enum: ['OUI', 'POSSIBLE', 'NON'] }),
        likes: int(),
      },
      ['nctId', 'briefTitle', 'status'],
    ),
    additionalProperties: true,
  },
  TableRow: obj({
    nctId: str(),
    briefTitle: str(),
    leadSponsor: str(),
    ticker_bourse: str(),
    phase: arr(str()),
    score: nullable(num('AI score 0–10')),
    recommendation: nullable(str()),
    investissement_bourse: str(),
    enrollment: nullable(int()),
    completionDate: nullable(str(undefined, { format: 'date' })),
    countries: arr(str()),
  }),
  Pagination: obj({ currentPage: int(), totalPages: int(), totalCount: int(), limit: int(), hasNextPage: bool(), hasPrevPage: bool() }),
  NameCount: obj({ name: str(), count: int() }, ['name', 'count']),
  TableStats: obj({
    totalTrials: int(),
    averageScore: nullable(num()),
    totalEnrollment: int(),
    recommendationBreakdown: arr(ref('NameCount')),
    investmentBreakdown: arr(ref('NameCount')),
  }),
  StockData: {
    ...obj(
      {
        ticker: str(),
        companyName: nullable(str()),
        currentPrice: nullable(num()),
        change: nullable(num()),
        changePercent: nullable(num()),
        previousClose: nullable(num()),
        dayLow: nullable(num()),
        dayHigh: nullable(num()),
        fiftyTwoWeekLow: nullable(num()),
        fiftyTwoWeekHigh: nullable(num()),
        volume: nullable(num()),
        avgVolume: nullable(num()),
        marketState: nullable(str(undefined, { enum: ['REGULAR', 'CLOSED', 'PRE', 'POST'] })),
        marketCap: nullable(num()),
        peRatio: nullable(num()),
        beta: nullable(num()),
        dividendYield: nullable(num('A fraction (0.025 = 2.5 %)')),
        exchange: nullable(str()),
        currency: str(undefined, { default: 'USD' }),
        monthChange: nullable(num()),
        monthChangePercent: nullable(num()),
        historicalPrices: arr(obj({ date: str(undefined, { format: 'date' }), close: num(), volume: nullable(num()) })),
        lastUpdate: nullable(str(undefined, { format: 'date-time' })),
        isError: bool(),
        error: nullable(str()),
      },
      ['ticker'],
    ),
    additionalProperties: true,
  },
  Comment: obj({
    _id: str(),
    userId: str(),
    nctId: str(),
    name: str("Author name ('Anonyme' when absent)"),
    content: str(undefined, { maxLength: 5000 }),
    createdAt: str(undefined, { format: 'date-time' }),
    isEdited: bool(),
    likes: int(),
    likedBy: arr(str()),
  }),
  AnalyticsSummary: {
    ...obj({
      overview: obj({}),
      topMetrics: obj({}),
      geographic: obj({}),
      phases: arr(ref('NameCount')),
      enrollment: obj({}),
      investmentInsights: obj({}),
      dates: obj({}),
    }),
    additionalProperties: true,
  },
  TrialAnalytics: obj({
    summary: obj({
      recommendation: str(),
      score: num(),
      hasError: bool(),
      errorType: nullable(str()),
      investissement_bourse: str(),
      sponsor_cote: nullable(str()),
      ticker_bourse: nullable(str()),
      timeline: nullable(str()),
    }),
    details: obj({ analyse: str(), opportunites: arr(str()), risques: arr(str()), facteurs_cles: arr(str()) }),
    analyzedAt: str(undefined, { format: 'date-time' }),
  }),
};

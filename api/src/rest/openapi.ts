import type { Request, Response } from 'express';
import { arr, body, bool, int, nctParam, nullable, obj, pathParam, q, ref, schemas, str, success, type Json } from './openapi.schemas.js';

/**
 * OpenAPI 3 description of the REST facades under /api (the spec's section 7), served at
 * GET /api/openapi.json. GraphQL is the primary API (its schema documents itself at /graphql and in
 * the /explorer GraphiQL); these routes are the spec's compatibility facades over the same services.
 */

const ERRORS = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '429': { $ref: '#/components/responses/RateLimited' },
  '500': { $ref: '#/components/responses/InternalError' },
};
const AUTH_ERRORS = { ...ERRORS, '401': { $ref: '#/components/responses/Unauthenticated' } };

const errorResponse = (description: string): Json => ({ description, content: { 'application/json': { schema: ref('Error') } } });

const IDEMPOTENCY_KEY: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a request repeated with the same key (1–255 printable ASCII characters) within 24 h returns the first answer and changes nothing',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

function op(
  tag: string,
  summary: string,
  ok: Json,
  extra: Json & { auth?: 'required' | 'optional'; parameters?: Json[]; requestBody?: Json; errors?: Json; idempotent?: boolean } = {},
): Json {
  const { auth, errors, idempotent, parameters, ...rest } = extra;
  const params = [...(parameters ?? []), ...(idempotent ? [IDEMPOTENCY_KEY] : [])];
  return {
    tags: [tag],
    summary,
    ...(auth === 'required' ? { security: [{ bearerAuth: [] }] } : auth === 'optional' ? { security: [{}, { bearerAuth: [] }] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...rest,
    responses: {
      '200': { description: 'Success', content: { 'application/json': { schema: ok } } },
      ...(auth === 'required' ? AUTH_ERRORS : ERRORS),
      ...(idempotent ? { '409': errorResponse('Idempotency-Key reused with another request, or its first request still running') } : {}),
      ...(errors ?? {}),
    },
  };
}

const VERDICT = str('Stock-investment verdict; ALL or absent means no filter', { enum: ['OUI', 'POSSIBLE', 'NON', 'ALL'] });
const tableFilterParams = [
  q('investissement_bourse', VERDICT, 'Stock-investment verdict filter'),
  q('recommendation', str(undefined, { enum: ['INVESTIR', 'SURVEILLER', 'NE_PAS_INVESTIR', 'ERREUR_QUOTA', 'ALL'] }), 'AI recommendation filter'),
  q('phase', str(undefined, { example: 'PHASE2,PHASE3' }), 'Phase code (PHASE1..PHASE4, EARLY_PHASE1, NA) or a comma-separated list'),
  q('completionDateFrom', str(undefined, { format: 'date' }), 'Completion date lower bound (YYYY-MM-DD)'),
  q('completionDateTo', str(undefined, { format: 'date' }), 'Completion date upper bound (YYYY-MM-DD)'),
];

const paths: Record<string, Record<string, Json>> = {
  '/auth/register': {
    post: op('auth', 'Create an account', ref('AuthResponse'), {
      requestBody: body(
        obj({ email: str(undefined, { format: 'email' }), password: str(undefined, { minLength: 8, maxLength: 128 }), name: str() }, ['email', 'password']),
      ),
      errors: { '409': errorResponse('Email already registered') },
      idempotent: true,
    }),
  },
  '/auth/login': {
    post: op('auth', 'Sign in', ref('AuthResponse'), {
      requestBody: body(obj({ email: str(), password: str() }, ['email', 'password'])),
      errors: { '401': errorResponse('Wrong email or password') },
    }),
  },
  '/auth/logout': { post: op('auth', 'Sign out (revokes the session)', success({}), { auth: 'optional' }) },
  '/auth/refresh': {
    post: op('auth', 'New access token from a refresh token', success({ accessToken: str(), refreshToken: str(), user: ref('User') }, ['accessToken']), {
      requestBody: body(obj({ refreshToken: str() }, ['refreshToken'])),
      errors: { '401': errorResponse('Invalid or expired refresh token') },
    }),
  },
  '/auth/me': { get: op('auth', 'The signed-in user', success({ user: ref('User') }, ['user']), { auth: 'required' }) },
  '/auth/change-password': {
    post: op('auth', 'Change the password', success({ message: str() }), {
      auth: 'required',
      requestBody: body(obj({ oldPassword: str(), newPassword: str(undefined, { minLength: 8, maxLength: 128 }) }, ['oldPassword', 'newPassword'])),
    }),
  },
  '/trials': {
    get: op(
      'trials',
      'List trials (server-side filters, token pagination)',
      success({ trials: arr(ref('Trial')), nextPageToken: nullable(str()), totalCount: int() }, ['trials', 'totalCount']),
      {
        parameters: [
          q('country', str(), 'Country (case-insensitive)'),
          q('sponsor', str(), 'Lead sponsor name contains'),
          q('status', str(undefined, { example: 'RECRUITING,COMPLETED' }), 'Statuses, comma-joined'),
          q('startDate', str(undefined, { format: 'date' }), 'Trials starting on or after this date'),
          q('pageToken', str(), 'nextPageToken of the previous page'),
        ],
      },
    ),
  },
  '/trials/popular': {
    get: op('trials', 'Most liked trials', success({ trials: arr(ref('Trial')) }, ['trials']), {
      parameters: [q('limit', int(undefined, { default: 10, minimum: 1, maximum: 100 }), 'How many trials')],
    }),
  },
  '/trials/upcoming': {
    get: op('trials', 'Trials of listed sponsors completing soon (today to today + days)', success({ trials: arr(ref('Trial')) }, ['trials']), {
      parameters: [
        q('days', int(undefined, { default: 14, minimum: 0, maximum: 366 }), 'Window in days'),
        q('phase', str(undefined, { example: 'PHASE3' }), 'Phase code or comma-separated list'),
        q('limit', int(undefined, { default: 50, minimum: 1, maximum: 200 }), 'How many trials'),
      ],
    }),
  },
  '/trials/search': {
    get: op('trials', 'Ranked, accent-insensitive search over NCT id, title, sponsor and conditions', success({ trials: arr(ref('Trial')) }, ['trials']), {
      parameters: [
        q('q', str(undefined, { minLength: 2 }), 'Search text (at least 2 characters)', true),
        q('limit', int(undefined, { default: 5, minimum: 1, maximum: 20 }), 'How many trials'),
      ],
    }),
  },
  '/trials/user/reactions': {
    get: op(
      'reactions',
      "The signed-in user's liked and disliked trials",
      success({ likedTrials: arr(str()), dislikedTrials: arr(str()) }, ['likedTrials', 'dislikedTrials']),
      { auth: 'required' },
    ),
  },
  '/trials/{id}': {
    get: op(
      'trials',
      'One trial with the viewer reaction and global counts',
      success({ trial: ref('Trial'), userReaction: obj({ liked: bool(), disliked: bool() }), globalReactions: ref('Reactions') }, ['trial']),
      { auth: 'optional', parameters: [nctParam()], errors: { '404': errorResponse('Trial not found') } },
    ),
  },
  '/trials/{id}/like': {
    post: op(
      'reactions',
      'Toggle like (clears a dislike)',
      success({ globalReactions: ref('Reactions'), userReaction: obj({ liked: bool(), disliked: bool() }) }, ['globalReactions']),
      { auth: 'required', parameters: [nctParam()], errors: { '404': errorResponse('Trial not found') }, idempotent: true },
    ),
  },
  '/trials/{id}/dislike': {
    post: op(
      'reactions',
      'Toggle dislike (clears a like)',
      success({ globalReactions: ref('Reactions'), userReaction: obj({ liked: bool(), disliked: bool() }) }, ['globalReactions']),
      { auth: 'required', parameters: [nctParam()], errors: { '404': errorResponse('Trial not found') }, idempotent: true },
    ),
  },
  '/trials-table': {
    get: op('table', 'Advanced table page', success({ data: arr(ref('TableRow')), pagination: ref('Pagination') }, ['data', 'pagination']), {
      parameters: [
        ...tableFilterParams,
        q('page', int(undefined, { default: 1, minimum: 1 }), 'Page number (1-based)'),
        q('limit', int(undefined, { default: 25, minimum: 1, maximum: 1000 }), 'Rows per page'),
        q('sortBy', str(undefined, { default: 'analyzedAt', example: 'completionDate' }), 'Sort column (any column the table shows)'),
        q('sortOrder', str(undefined, { enum: ['asc', 'desc'], default: 'desc' }), 'Sort direction'),
      ],
    }),
  },
  '/trials-table/filters': {
    get: op(
      'table',
      'Values the table filters offer',
      success(
        {
          filters: obj({
            investissement_bourse: arr(str()),
            phases: arr(str()),
            dateRange: obj({ min: nullable(str(undefined, { format: 'date' })), max: nullable(str(undefined, { format: 'date' })) }),
          }),
        },
        ['filters'],
      ),
    ),
  },
  '/trials-table/stats': {
    get: op('table', 'Statistics of the filtered table', success({ stats: ref('TableStats') }, ['stats']), { parameters: tableFilterParams }),
  },
  '/calendar.ics': {
    get: {
      tags: ['calendar'],
      summary: 'iCalendar feed of trial completion dates (subscribe from a calendar app)',
      parameters: [
        q('investissement_bourse', VERDICT, 'Stock-investment verdict filter'),
        q('phase', str(undefined, { example: 'PHASE3' }), 'Phase code or comma-separated list (ALL = no filter)'),
        q('recommendation', str(), 'AI recommendation filter'),
        q('from', str(undefined, { pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }), 'First month (YYYY-MM), default the current month'),
        q('months', int(undefined, { minimum: 1, maximum: 60, default: 60 }), 'Number of months'),
        q('lang', str(undefined, { enum: ['fr', 'en'] }), 'Language of the event texts (default from Accept-Language, else fr)'),
      ],
      responses: { '200': { description: 'RFC 5545 calendar, one all-day event per trial', content: { 'text/calendar': { schema: str() } } }, ...ERRORS },
    },
  },
  '/calendar/months': {
    get: op(
      'calendar',
      'Trial counts per month (calendar)',
      success({ months: arr(obj({ month: str(undefined, { pattern: '^\\d{4}-\\d{2}$' }), count: int() }, ['month', 'count'])) }, ['months']),
      {
        parameters: [
          q('from', str(undefined, { pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }), 'First month (YYYY-MM), default the current month'),
          q('count', int(undefined, { minimum: 1, maximum: 60, default: 60 }), 'Number of months'),
          q('investissement_bourse', VERDICT, 'Stock-investment verdict filter'),
          q('phase', str(undefined, { example: 'PHASE3' }), 'Phase code or comma-separated list'),
          q('recommendation', str(), 'AI recommendation filter'),
        ],
      },
    ),
  },
  '/calendar/months/{month}': {
    get: op(
      'calendar',
      "One month's trials with a completion date, earliest first (at most 1000)",
      success({ month: str(), count: int(), data: arr(ref('TableRow')) }, ['month', 'count', 'data']),
      {
        parameters: [
          pathParam('month', 'Month key YYYY-MM', '^\\d{4}-(0[1-9]|1[0-2])$'),
          q('investissement_bourse', VERDICT, 'Stock-investment verdict filter'),
          q('phase', str(undefined, { example: 'PHASE3' }), 'Phase code or comma-separated list'),
          q('recommendation', str(), 'AI recommendation filter'),
        ],
      },
    ),
  },
  '/analytics': {
    get: op(
      'analytics',
      'Analytics (aggregated, latest snapshot or history)',
      success({
        timestamp: str(undefined, { format: 'date-time' }),
        analytics: obj({}, [], 'Summary, latest snapshot or list of snapshots depending on type'),
      }),
      {
        parameters: [
          q('type', str(undefined, { enum: ['aggregated', 'latest', 'historical'], default: 'aggregated' }), 'Kind of analytics'),
          q('dateFrom', str(undefined, { format: 'date' }), 'Start-date lower bound'),
          q('dateTo', str(undefined, { format: 'date' }), 'Start-date upper bound'),
          q('limit', int(undefined, { enum: [5, 10, 20, 50], default: 10 }), 'Historical snapshots to return'),
          q('refresh', bool(), 'Compute a fresh snapshot first'),
        ],
      },
    ),
  },
  '/analytics/summary': {
    get: op(
      'analytics',
      'Live analytics summary',
      success({ timestamp: str(undefined, { format: 'date-time' }), summary: ref('AnalyticsSummary') }, ['summary']),
    ),
  },
  '/analytics/refresh': {
    post: op('analytics', 'Compute and store a new analytics snapshot', success({ timestamp: str(undefined, { format: 'date-time' }), analytics: obj({}) }), {
      auth: 'required',
      requestBody: body(obj({ filters: obj({}) })),
      idempotent: true,
    }),
  },
  '/analytics/filters': { get: op('analytics', 'Values the analytics filter bar offers', success({ filters: obj({}) })) },
  '/analytics/trial/{id}': {
    get: op('analytics', "A trial's AI investment analysis", success({ analytics: ref('TrialAnalytics') }, ['analytics']), {
      parameters: [nctParam()],
      errors: { '404': errorResponse('Trial or analysis not found') },
    }),
  },
  '/stock/multiple': {
    post: op(
      'stocks',
      'Quotes for several tickers in one call',
      success({ data: { type: 'object', additionalProperties: ref('StockData'), description: 'Keyed by upper-case ticker' } }, ['data']),
      { requestBody: body(obj({ tickers: arr(str(), 'At most 100 tickers') }, ['tickers'])) },
    ),
  },
  '/stock/trial/{id}': {
    get: op('stocks', "Stock data of a trial's sponsor", success({ data: nullable(ref('StockData')) }), {
      parameters: [nctParam()],
      errors: { '404': errorResponse('Trial not found') },
    }),
  },
  '/stock/trials/enriched': {
    get: op(
      'stocks',
      'Stock dashboard rows: trials with their stock data',
      success({ data: arr(obj({ trial: ref('TableRow'), stock: nullable(ref('StockData')) })), pagination: ref('Pagination') }, ['data', 'pagination']),
      {
        parameters: [
          q('investissement_bourse', VERDICT, 'Verdict filter (default OUI in the web app)'),
          q('page', int(undefined, { default: 1, minimum: 1 }), 'Page number'),
          q('limit', int(undefined, { default: 20, minimum: 1, maximum: 100 }), 'Cards per page'),
        ],
      },
    ),
  },
  '/stock/cache/stats': { get: op('stocks', 'Stock cache statistics', success({ data: obj({ validEntries: int(), totalEntries: int() }) }, ['data'])) },
  '/stock/cache': { delete: op('stocks', 'Clear the stock cache', success({ message: str() }), { auth: 'required' }) },
  '/stock/{ticker}': {
    get: op('stocks', 'Quote and fundamentals of one ticker', success({ data: ref('StockData') }, ['data']), {
      parameters: [pathParam('ticker', 'Ticker: 1–10 letters, digits, dot or dash', '^[A-Za-z0-9.\\-]{1,10}$')],
    }),
  },
  '/comments': {
    post: op('comments', 'Post a comment', success({ comment: ref('Comment') }, ['comment']), {
      auth: 'required',
      requestBody: body(obj({ nctId: str(), content: str(undefined, { minLength: 1, maxLength: 5000 }) }, ['nctId', 'content'])),
      idempotent: true,
    }),
  },
  '/comments/recent/all': {
    get: op('comments', 'Most recent comments on any trial', success({ comments: arr(ref('Comment')) }, ['comments']), {
      parameters: [q('limit', int(undefined, { default: 10 }), 'How many comments')],
    }),
  },
  '/comments/popular/all': {
    get: op('comments', 'Most liked comments on any trial', success({ comments: arr(ref('Comment')) }, ['comments']), {
      parameters: [q('limit', int(undefined, { default: 10 }), 'How many comments')],
    }),
  },
  '/comments/{nctId}': {
    get: op('comments', "A trial's comments", success({ comments: arr(ref('Comment')), pagination: ref('Pagination') }, ['comments']), {
      parameters: [
        nctParam('nctId'),
        q('page', int(undefined, { default: 1 }), 'Page number'),
        q('limit', int(undefined, { default: 50 }), 'Comments per page'),
        q('sortBy', str(undefined, { default: 'createdAt' }), 'Sort field'),
        q('sortOrder', str(undefined, { enum: ['asc', 'desc'], default: 'desc' }), 'Sort direction'),
      ],
    }),
  },
  '/comments/{nctId}/stats': {
    get: op('comments', "A trial's comment statistics", success({ stats: obj({ totalComments: int(), uniqueUsers: int() }) }, ['stats']), {
      parameters: [nctParam('nctId')],
    }),
  },
  '/comments/{id}': {
    put: op('comments', 'Edit your comment', success({ comment: ref('Comment') }, ['comment']), {
      auth: 'required',
      parameters: [pathParam('id', 'Comment id')],
      requestBody: body(obj({ content: str(undefined, { minLength: 1 }) }, ['content'])),
      errors: { '403': errorResponse('Not your comment'), '404': errorResponse('Comment not found') },
    }),
    delete: op('comments', 'Delete your comment', success({ message: str() }), {
      auth: 'required',
      parameters: [pathParam('id', 'Comment id')],
      errors: { '403': errorResponse('Not your comment'), '404': errorResponse('Comment not found') },
    }),
  },
  '/comments/{id}/like': {
    post: op('comments', 'Toggle your like on a comment', success({ comment: ref('Comment') }), {
      auth: 'required',
      parameters: [pathParam('id', 'Comment id')],
      errors: { '404': errorResponse('Comment not found') },
      idempotent: true,
    }),
  },
  '/openapi.json': {
    get: {
      tags: ['meta'],
      summary: 'This document',
      responses: { '200': { description: 'OpenAPI 3 document', content: { 'application/json': { schema: obj({}) } } } },
    },
  },
};

/** The OpenAPI 3.0 document; `serverUrl` is the /api base the client reaches. */
export function openApiDocument(serverUrl = '/api'): Json {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Trialyst REST API',
      version: '1.0.0',
      description:
        'REST facades of Trialyst (clinical trials, stock data, AI investment analysis, comments). Answers are `{ success: true, ... }`; errors are `{ success: false, error, code }` with a fitting HTTP status. The full API is GraphQL at `/graphql` (HTTP and graphql-ws subscriptions); explore it at `/explorer`.',
    },
    servers: [{ url: serverUrl }],
    tags: ['auth', 'trials', 'reactions', 'table', 'calendar', 'analytics', 'stocks', 'comments', 'meta'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'accessToken from /auth/login; on 401 TOKEN_EXPIRED call /auth/refresh',
        },
      },
      responses: {
        BadRequest: errorResponse('Invalid input (BAD_USER_INPUT)'),
        Unauthenticated: errorResponse('Missing or invalid token (UNAUTHENTICATED), or expired (TOKEN_EXPIRED)'),
        RateLimited: errorResponse('Too many requests (RATE_LIMITED); see Retry-After'),
        InternalError: errorResponse('Unexpected error (INTERNAL)'),
      },
      schemas,
    },
  };
}

/** Express handler of GET /api/openapi.json. */
export function serveOpenApi(req: Request, res: Response): void {
  res.set('Cache-Control', 'public, max-age=300');
  res.json(openApiDocument(req.baseUrl || '/api'));
}

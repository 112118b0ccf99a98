import type { GraphQLSchema } from 'graphql';
import type { Config } from './config.js';
import type { Orm } from './db/orm.js';
import type { Deps } from './deps.js';
import type { PubSub } from './graphql/pubsub.js';
import { buildGraphQLSchema } from './graphql/schema.js';
import { composeModules } from './module.js';
import { alertsModule } from './modules/alerts/alerts.module.js';
import { analysisModule } from './modules/analysis/analysis.module.js';
import { analyticsModule } from './modules/analytics/analytics.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { SessionCache } from './modules/auth/auth.session-cache.js';
import { calendarModule } from './modules/calendar/calendar.module.js';
import { catalystsModule } from './modules/catalysts/catalysts.module.js';
import { changesModule } from './modules/changes/changes.module.js';
import { commentsModule } from './modules/comments/comments.module.js';
import { companyTrialsCacheFor } from './modules/companies/companies.cache.js';
import { viewerReactionsCacheFor } from './modules/reactions/reactions.viewer-cache.js';
import { companiesModule } from './modules/companies/companies.module.js';
import { evaluationModule } from './modules/evaluation/evaluation.module.js';
import { financialsModule } from './modules/financials/financials.module.js';
import { idempotencyModule } from './modules/idempotency/idempotency.module.js';
import { importsModule } from './modules/imports/imports.module.js';
import { mailModule } from './modules/mail/mail.module.js';
import { movesModule } from './modules/moves/moves.module.js';
import { reactionsModule } from './modules/reactions/reactions.module.js';
import { regulatoryModule } from './modules/regulatory/regulatory.module.js';
import { seedModule } from './modules/seed/seed.module.js';
import { createStocks } from './modules/stocks/stocks.factory.js';
import { stocksModule } from './modules/stocks/stocks.module.js';
import { syncModule } from './modules/sync/sync.module.js';
import { systemModule } from './modules/system/system.module.js';
import { trialsModule } from './modules/trials/trials.module.js';
import { watchlistModule } from './modules/watchlist/watchlist.module.js';

/**
 * The composition root: the one place that lists the modules. Entry points (main.ts, runtime.ts,
 * cli/, the tests' and benchmarks' helpers) hand `app` to the framework, which names no module:
 * resolvers to graphql/schema.ts, routes and outputs to rest/, the rest of `app` (authenticator,
 * session events, response-cache rules, readiness, jobs) to server/app.ts, entities to db/orm.ts.
 *
 * Order matters: it is the order of the resolvers, of the REST routes (a specific path before a
 * parameterised one that would match it: composeModules refuses a route that could never be
 * reached), of the jobs and of the start-up steps. A new module is one line here (CONTRIBUTING.md).
 */
export const app = composeModules(
  [
    systemModule,
    authModule,
    mailModule,
    reactionsModule,
    trialsModule,
    calendarModule,
    catalystsModule,
    commentsModule,
    stocksModule,
    analysisModule,
    analyticsModule,
    changesModule,
    syncModule,
    companiesModule,
    regulatoryModule,
    financialsModule,
    movesModule,
    watchlistModule,
    alertsModule,
    evaluationModule,
    idempotencyModule,
    importsModule,
    seedModule,
  ],
  {
    // The OpenAPI document's tag order (a tag not listed here follows, in the order of its first route).
    restTagOrder: ['auth', 'trials', 'reactions', 'table', 'calendar', 'analytics', 'stocks', 'comments', 'companies', 'watchlist', 'alerts', 'meta'],
  },
);

/** The app's GraphQL schema: every module's resolvers. */
export function buildAppSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildGraphQLSchema(app.resolvers, pubSub);
}

/** The process-wide services modules share through Deps (built once per process: runtime.ts, the tests' databases). */
export function moduleServices(config: Config, orm: Orm | null): Pick<Deps, 'stocks' | 'companyTrials' | 'viewerReactions' | 'sessionCache'> {
  return {
    stocks: createStocks(config, orm),
    companyTrials: companyTrialsCacheFor(config),
    viewerReactions: viewerReactionsCacheFor(config),
    sessionCache: new SessionCache(),
  };
}

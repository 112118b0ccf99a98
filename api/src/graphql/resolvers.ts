import type { BuildSchemaOptions } from 'type-graphql';
import { alertsResolvers } from '../modules/alerts/alerts.resolver.js';
import { analysisResolvers } from '../modules/analysis/analysis.resolver.js';
import { analyticsResolvers } from '../modules/analytics/analytics.resolver.js';
import { authResolvers } from '../modules/auth/auth.resolver.js';
import { calendarResolvers } from '../modules/calendar/calendar.resolver.js';
import { changesResolvers } from '../modules/changes/changes.resolver.js';
import { commentsResolvers } from '../modules/comments/comments.resolver.js';
import { companiesResolvers } from '../modules/companies/companies.resolver.js';
import { reactionsResolvers } from '../modules/reactions/reactions.resolver.js';
import { stocksResolvers } from '../modules/stocks/stocks.resolver.js';
import { syncResolvers } from '../modules/sync/sync.resolver.js';
import { systemResolvers } from '../modules/system/system.resolver.js';
import { trialsResolvers } from '../modules/trials/trials.resolver.js';
import { watchlistResolvers } from '../modules/watchlist/watchlist.resolver.js';

// Each module exports the list of its resolver classes.

const all = [
  ...systemResolvers,
  ...authResolvers,
  ...trialsResolvers,
  ...reactionsResolvers,
  ...calendarResolvers,
  ...commentsResolvers,
  ...stocksResolvers,
  ...analysisResolvers,
  ...analyticsResolvers,
  ...changesResolvers,
  ...syncResolvers,
  ...companiesResolvers,
  ...watchlistResolvers,
  ...alertsResolvers,
];

const [first, ...rest] = all;
if (!first) throw new Error('No GraphQL resolvers');
export const resolvers: BuildSchemaOptions['resolvers'] = [first, ...rest];

import { Alert, Webhook, WebhookDelivery } from '../modules/alerts/alerts.entity.js';
import { Analysis } from '../modules/analysis/analysis.entity.js';
import { AnalyticsSnapshot } from '../modules/analytics/analytics.entity.js';
import { Session, User } from '../modules/auth/auth.entity.js';
import { TrialChange } from '../modules/changes/changes.entity.js';
import { Comment, CommentLike } from '../modules/comments/comments.entity.js';
import { Company } from '../modules/companies/companies.entity.js';
import { IdempotencyKey } from '../modules/idempotency/idempotency.entity.js';
import { ImportRun } from '../modules/imports/imports.entity.js';
import { TrialReaction } from '../modules/reactions/reactions.entity.js';
import { StockSnapshot } from '../modules/stocks/stocks.entity.js';
import { Trial } from '../modules/trials/trials.entity.js';
import { CalendarFeed, Watch } from '../modules/watchlist/watchlist.entity.js';

export const entities = [
  Trial,
  Company,
  User,
  Session,
  TrialReaction,
  Comment,
  CommentLike,
  Analysis,
  AnalyticsSnapshot,
  StockSnapshot,
  ImportRun,
  IdempotencyKey,
  TrialChange,
  Watch,
  CalendarFeed,
  Alert,
  Webhook,
  WebhookDelivery,
];

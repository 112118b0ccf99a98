import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf, RecommendationEnum } from '../trials/trials.enums.js';
import type { Recommendation } from '../../domain/analysis.js';
import type { WatchKind } from '../watchlist/watchlist.entity.js';
import { WatchKindEnum } from '../watchlist/watchlist.types.js';
import type { RegulatoryAgency, RegulatoryDateConfidence, RegulatoryKind, RegulatoryOutcome } from '../../domain/regulatory.js';
import {
  RegulatoryAgencyEnum,
  RegulatoryAlertReasonEnum,
  RegulatoryDateConfidenceEnum,
  RegulatoryKindEnum,
  RegulatoryOutcomeEnum,
} from '../regulatory/regulatory.enums.js';
import { LocaleEnum } from '../auth/auth.types.js';
import { MailMessageType } from '../mail/mail.types.js';
import {
  ALERT_EMAIL_MODES,
  ALERT_KINDS,
  DELIVERY_STATUSES,
  type AlertEmailMode,
  type AlertKind,
  type DeliveryStatus,
  type RegulatoryAlertReason,
} from './alerts.entity.js';

export const AlertKindEnum = enumOf<AlertKind>(ALERT_KINDS);
registerEnumType(AlertKindEnum, {
  name: 'AlertKind',
  description:
    'Why an alert was raised: TRIAL_CHANGED (recorded changes of a watched trial), RESULTS_POSTED, RECOMMENDATION_CHANGED (a new analysis changed its recommendation), NEW_TRIAL (a new trial of a watched company), REGULATORY_EVENT (a new PDUFA date, a date change or a decision for a watched trial or company).',
});

export const DeliveryStatusEnum = enumOf<DeliveryStatus>(DELIVERY_STATUSES);
registerEnumType(DeliveryStatusEnum, { name: 'WebhookDeliveryStatus', description: 'PENDING (to be retried), DELIVERED, FAILED (every attempt failed).' });

@ObjectType('AlertChange', { description: 'One recorded change of a trial field.' })
export class AlertChangeType {
  @Field(() => String, { description: 'The field (overallStatus, primaryCompletionDate, …).' })
  field!: string;
  @Field(() => String, { nullable: true, description: 'Value before.' })
  oldValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Value after.' })
  newValue!: string | null;
  @Field(() => String, { nullable: true, description: 'When the record changed (ISO timestamp), if known.' })
  changedAt!: string | null;
  @Field(() => Int, { nullable: true, description: 'Primary completion moved later by this many days (a date slip).' })
  slipDays!: number | null;
}

@ObjectType('AlertRegulatoryEvent', { description: 'The regulatory event a REGULATORY_EVENT alert is about.' })
export class AlertRegulatoryType {
  @Field(() => RegulatoryAlertReasonEnum, { description: 'Why the alert was raised.' })
  reason!: RegulatoryAlertReason;
  @Field(() => ID, { description: 'The event (RegulatoryEvent.id).' })
  eventId!: string;
  @Field(() => RegulatoryKindEnum, { description: 'What kind of event.' })
  kind!: RegulatoryKind;
  @Field(() => RegulatoryAgencyEnum, { description: 'The agency.' })
  agency!: RegulatoryAgency;
  @Field(() => String, { description: 'Its date (YYYY-MM-DD).' })
  date!: string;
  @Field(() => String, { nullable: true, description: 'DATE_CHANGED: the date before (YYYY-MM-DD); a later new date is an extension.' })
  previousDate!: string | null;
  @Field(() => RegulatoryDateConfidenceEnum, { description: 'How sure the date is.' })
  dateConfidence!: RegulatoryDateConfidence;
  @Field(() => RegulatoryOutcomeEnum, { nullable: true, description: 'The outcome, when known.' })
  outcome!: RegulatoryOutcome | null;
  @Field(() => String, { description: 'The drug.' })
  drug!: string;
  @Field(() => String, { nullable: true, description: 'The application number (NDA, BLA, EMEA/H/C/...).' })
  applicationNumber!: string | null;
  @Field(() => String, { description: 'The official page of the event.' })
  sourceUrl!: string;
  @Field(() => Boolean, { description: 'Demo data (never a real company’s real event).' })
  demo!: boolean;
}

@ObjectType('Alert', { description: 'An alert of the signed-in user.' })
export class AlertType {
  @Field(() => ID, { description: 'The alert.' })
  id!: string;
  @Field(() => AlertKindEnum, { description: 'Why it was raised.' })
  kind!: AlertKind;
  @Field(() => ID, { nullable: true, description: 'The trial concerned.' })
  nctId!: string | null;
  @Field(() => String, { nullable: true, description: "The trial's company ticker." })
  ticker!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was raised.' })
  createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was marked read (null: unread).' })
  readAt!: Date | null;
  @Field(() => [AlertChangeType], { description: 'The recorded changes (TRIAL_CHANGED, RESULTS_POSTED).' })
  changes!: AlertChangeType[];
  @Field(() => RecommendationEnum, { nullable: true, description: 'RECOMMENDATION_CHANGED: the previous recommendation.' })
  previousRecommendation!: Recommendation | null | undefined;
  @Field(() => RecommendationEnum, { nullable: true, description: 'RECOMMENDATION_CHANGED: the new recommendation.' })
  recommendation!: Recommendation | null | undefined;
  @Field(() => WatchKindEnum, { nullable: true, description: 'Why the user got it: they watch the trial (TRIAL) or its company (COMPANY).' })
  via!: WatchKind | null;
  @Field(() => AlertRegulatoryType, { nullable: true, description: 'REGULATORY_EVENT: the event.' })
  regulatory?: AlertRegulatoryType | null;
}

@ObjectType('AlertsPageInfo', { description: 'Where an alerts page sits.' })
export class AlertsPageInfoType {
  @Field(() => Boolean, { description: 'Older alerts exist.' })
  hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: "Cursor of the page's last alert: pass it as `after` for the next page." })
  endCursor!: string | null;
}

@ObjectType('AlertsPage', { description: 'A page of alerts, newest first.' })
export class AlertsPageType {
  @Field(() => [AlertType], { description: 'The alerts.' })
  nodes!: AlertType[];
  @Field(() => AlertsPageInfoType, { description: 'Paging.' })
  pageInfo!: AlertsPageInfoType;
  @Field(() => Int, { description: 'Unread alerts of the user (all kinds).' })
  unreadCount!: number;
}

@ObjectType('MarkAlertsReadResult', { description: 'Outcome of marking alerts read.' })
export class MarkAlertsReadResultType {
  @Field(() => Int, { description: 'Alerts that were unread and are now read.' })
  updated!: number;
  @Field(() => Int, { description: 'Unread alerts left.' })
  unreadCount!: number;
}

@ObjectType('WebhookDelivery', { description: 'One alert sent (or being sent) to the webhook.' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'The delivery (also sent as the body `id` and the X-Trialyst-Delivery header).' })
  id!: string;
  @Field(() => ID, { description: 'The alert.' })
  alertId!: string;
  @Field(() => AlertKindEnum, { description: "The alert's kind." })
  alertKind!: AlertKind;
  @Field(() => DeliveryStatusEnum, { description: 'Where it stands.' })
  status!: DeliveryStatus;
  @Field(() => Int, { description: 'Attempts so far.' })
  attempts!: number;
  @Field(() => Int, { nullable: true, description: 'HTTP status of the last attempt (null: no answer).' })
  lastStatusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was queued.' })
  createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'PENDING: when the next attempt runs.' })
  nextAttemptAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was delivered or given up.' })
  finishedAt!: Date | null;
}

@ObjectType('Webhook', { description: "The user's webhook: each alert is POSTed to it as JSON, signed with HMAC-SHA256." })
export class WebhookType {
  @Field(() => String, { description: 'Where alerts are POSTed.' })
  url!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was set.' })
  createdAt!: Date;
  @Field(() => Boolean, { description: 'Alerts are sent (false: disabled after repeated failures; set it again to re-enable).' })
  active!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was disabled.' })
  disabledAt!: Date | null;
  @Field(() => Int, { description: 'Deliveries failed in a row.' })
  consecutiveFailures!: number;
  @Field(() => [WebhookDeliveryType], { description: 'The last 20 deliveries, newest first.' })
  deliveries!: WebhookDeliveryType[];
}

@ObjectType('WebhookCreated', { description: 'A webhook just set, with its signing secret, shown this once.' })
export class WebhookCreatedType {
  @Field(() => WebhookType, { description: 'The webhook.' })
  webhook!: WebhookType;
  @Field(() => String, { description: 'The HMAC-SHA256 signing secret.' })
  secret!: string;
}

export const AlertEmailModeEnum = enumOf<AlertEmailMode>(ALERT_EMAIL_MODES);
registerEnumType(AlertEmailModeEnum, {
  name: 'AlertEmailMode',
  description: 'OFF (the default), IMMEDIATE (a mail as alerts come), DAILY (one digest a day, at the time of day it was chosen).',
});

@ObjectType('AlertEmailSettings', { description: "The signed-in user's alert emails." })
export class AlertEmailSettingsType {
  @Field(() => AlertEmailModeEnum, { description: 'How alerts are mailed.' })
  mode!: AlertEmailMode;
  @Field(() => Boolean, { description: 'This server sends email (false: SMTP is not configured, the mode stays OFF).' })
  emailEnabled!: boolean;
  @Field(() => String, { description: 'Where they go (the account’s email).' })
  address!: string;
  @Field(() => LocaleEnum, { description: 'The language they are written in.' })
  locale!: 'fr' | 'en';
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'DAILY: when the next digest goes out (if anything happened).' })
  nextDigestAt!: Date | null;
  @Field(() => [MailMessageType], { description: 'The last 10 alert mails, newest first, with their delivery status.' })
  mails!: MailMessageType[];
}

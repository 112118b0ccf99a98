import 'reflect-metadata';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import { CLIENT_MUTATION_ID } from '../idempotency/idempotency.graphql.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import { trialLoader } from '../trials/trials.loaders.js';
import { TrialType } from '../trials/trials.types.js';
import type { AlertEmailMode, AlertKind } from './alerts.entity.js';
import { myAlertEmail, setAlertEmail } from './alerts.email.settings.js';
import { ALERT_CREATED_TOPIC, fromAlertEvent, markAlertsRead, myAlerts, unreadAlertCount, type AlertEvent, type AlertView } from './alerts.service.js';
import {
  AlertEmailModeEnum,
  AlertEmailSettingsType,
  AlertKindEnum,
  AlertsPageType,
  AlertType,
  MarkAlertsReadResultType,
  WebhookCreatedType,
  WebhookType,
} from './alerts.types.js';
import { deleteWebhook, myWebhook, setWebhook } from './alerts.webhook.js';

@Resolver(() => AlertType)
class AlertsResolver {
  @Authorized()
  @Query(() => AlertsPageType, { description: "The signed-in user's alerts, newest first (cursor paging)." })
  async myAlerts(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size (1–100, default 20).' }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: "A previous page's endCursor." }) after: string | null,
    @Arg('unreadOnly', () => Boolean, { nullable: true, description: 'Only unread alerts.' }) unreadOnly: boolean | null,
    @Arg('kind', () => AlertKindEnum, { nullable: true, description: 'Only alerts of this kind.' }) kind: AlertKind | null,
  ): Promise<AlertsPageType> {
    const page = await myAlerts(ctx, { first, after, unreadOnly, kind });
    return { nodes: page.nodes, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor }, unreadCount: page.unreadCount };
  }

  @Authorized()
  @Query(() => Int, { description: "The signed-in user's number of unread alerts." })
  unreadAlertCount(@Ctx() ctx: AppContext): Promise<number> {
    return unreadAlertCount(ctx);
  }

  @Authorized()
  @Mutation(() => MarkAlertsReadResultType, { description: "Marks the given alerts read; without ids, all of the user's alerts." })
  markAlertsRead(
    @Ctx() ctx: AppContext,
    @Arg('ids', () => [ID], { nullable: true, description: 'Alerts to mark read (absent: all).' }) ids: string[] | null,
  ): Promise<MarkAlertsReadResultType> {
    return markAlertsRead(ctx, { ids });
  }

  @Authorized()
  @Subscription(() => AlertType, {
    description: "The signed-in user's new alerts, as they are stored (a user only ever receives their own).",
    topics: ALERT_CREATED_TOPIC,
    topicId: ({ context }: { context: AppContext }) => context.user!.id,
  })
  alertCreated(@Root() event: AlertEvent): AlertView {
    return fromAlertEvent(event);
  }

  @Authorized()
  @Query(() => WebhookType, { nullable: true, description: "The signed-in user's webhook and its last deliveries, or null." })
  myWebhook(@Ctx() ctx: AppContext): Promise<WebhookType | null> {
    return myWebhook(ctx);
  }

  @Authorized()
  @Mutation(() => WebhookCreatedType, {
    description: 'Sets (or replaces) the webhook receiving each alert; only http(s) URLs of public addresses. The signing secret is shown once.',
  })
  setWebhook(
    @Ctx() ctx: AppContext,
    @Arg('url', () => String, { description: 'Where to POST alerts.' }) url: string,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null,
  ): Promise<WebhookCreatedType> {
    return withIdempotency(ctx, 'setWebhook', clientMutationId, { url }, (input) => setWebhook(ctx, input));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Removes the webhook. Answers whether there was one.' })
  deleteWebhook(@Ctx() ctx: AppContext): Promise<boolean> {
    return deleteWebhook(ctx);
  }

  @Authorized()
  @Query(() => AlertEmailSettingsType, { description: "The signed-in user's alert emails: mode, address, language and the last mails sent." })
  myAlertEmail(@Ctx() ctx: AppContext): Promise<AlertEmailSettingsType> {
    return myAlertEmail(ctx);
  }

  @Authorized()
  @Mutation(() => AlertEmailSettingsType, {
    description:
      'Sets how alerts are mailed (OFF, IMMEDIATE, DAILY), in the language of the request (Accept-Language), which becomes the user’s. UNAVAILABLE when the server sends no email.',
  })
  setAlertEmail(
    @Ctx() ctx: AppContext,
    @Arg('mode', () => AlertEmailModeEnum, { description: 'The new mode.' }) mode: AlertEmailMode,
  ): Promise<AlertEmailSettingsType> {
    return setAlertEmail(ctx, { mode });
  }

  @FieldResolver(() => TrialType, { nullable: true, description: 'The trial concerned (null: none, or deleted).' })
  trial(@Root() a: AlertType, @Ctx() ctx: AppContext): Promise<TrialType | null> {
    return a.nctId ? trialLoader(ctx).load(a.nctId) : Promise.resolve(null);
  }
}

export const alertsResolvers: ResolverClass[] = [AlertsResolver];

import { defineModule } from '../../module.js';
import { startAlertDispatcher } from './alerts.dispatch.js';
import { Alert, AlertEmailSetting, Webhook, WebhookDelivery } from './alerts.entity.js';
import { wireAlerts } from './alerts.listeners.js';
import { alertsPolicy } from './alerts.policy.js';
import { alertsResolvers } from './alerts.resolver.js';
import { alertsRoutes } from './alerts.rest.js';

/** Alerts on watched trials: created by imports (listeners), pushed live, to webhooks and by email (the dispatcher). */
export const alertsModule = defineModule({
  name: 'alerts',
  resolvers: alertsResolvers,
  routes: alertsRoutes,
  entities: [Alert, Webhook, WebhookDelivery, AlertEmailSetting],
  policies: alertsPolicy,
  listeners: wireAlerts,
  jobs: [{ name: 'alerts.dispatcher', phase: 'with-server', start: (deps) => startAlertDispatcher(deps) }],
});

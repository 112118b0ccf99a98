import { defineModule } from '../../module.js';
import { startAlertDispatcher } from './alerts.dispatch.js';
import { Alert, Webhook, WebhookDelivery } from './alerts.entity.js';
import { wireImportAlerts } from './alerts.listeners.js';
import { alertsPolicy } from './alerts.policy.js';
import { alertsResolvers } from './alerts.resolver.js';
import { alertsRoutes } from './alerts.rest.js';

/** Alerts on watched trials: created by imports (listeners), pushed live and to webhooks (the dispatcher). */
export const alertsModule = defineModule({
  name: 'alerts',
  resolvers: alertsResolvers,
  routes: alertsRoutes,
  entities: [Alert, Webhook, WebhookDelivery],
  policies: alertsPolicy,
  listeners: wireImportAlerts,
  jobs: [{ name: 'alerts.dispatcher', phase: 'with-server', start: (deps) => startAlertDispatcher(deps) }],
});

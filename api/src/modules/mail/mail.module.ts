import { defineModule } from '../../module.js';
import { MailMessage } from './mail.entity.js';
import { mailResolvers } from './mail.resolver.js';
import { mailRoutes } from './mail.rest.js';
import { startMailSender } from './mail.sender.js';
import { checkMailConfig } from './mail.settings.js';

/**
 * Email: the outbox (every mail a row first), its background sender (SMTP through nodemailer,
 * retried with backoff), one-click unsubscribe (RFC 8058). Off without SMTP_URL and MAIL_FROM.
 * What to mail is the other modules' business (alerts, auth's password reset).
 */
export const mailModule = defineModule({
  name: 'mail',
  resolvers: mailResolvers,
  routes: mailRoutes,
  entities: [MailMessage],
  prepare: checkMailConfig,
  jobs: [{ name: 'mail.sender', phase: 'with-server', start: (deps) => startMailSender(deps) }],
});

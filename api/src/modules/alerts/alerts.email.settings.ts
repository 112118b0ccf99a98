import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { recentMails, type MailView } from '../mail/mail.outbox.js';
import { mailEnabled } from '../mail/mail.settings.js';
import { alertsPolicy } from './alerts.policy.js';
import { ALERT_EMAIL_MODES, type AlertEmailMode } from './alerts.entity.js';

export const alertEmailInput = z.object({
  mode: z.enum(ALERT_EMAIL_MODES, { error: `mode must be one of ${ALERT_EMAIL_MODES.join(', ')}` }),
});

/** The signed-in user's alert emails: how, where, in which language, and the last ones sent. */
export interface AlertEmailView {
  mode: AlertEmailMode;
  /** Whether this server sends email at all (off: the mode cannot be turned on). */
  emailEnabled: boolean;
  address: string;
  locale: 'fr' | 'en';
  /** DAILY: when the next digest goes out (if there is anything to tell). */
  nextDigestAt: Date | null;
  mails: MailView[];
}

export async function myAlertEmail(ctx: AppContext): Promise<AlertEmailView> {
  const user = alertsPolicy.authorize(ctx, 'alerts.manage');
  const [row] = await ctx.em.execute<{ mode: AlertEmailMode | null; email: string; locale: 'fr' | 'en'; nextDigestAt: string | null }[]>(
    `select s.mode, u.email, u.locale,
       case when s.mode = 'DAILY' then coalesce(s.last_digest_at, s.since) + interval '1 day' end as "nextDigestAt"
     from users u left join alert_email_settings s on s.user_id = u.id where u.id = ?`,
    [user.id],
    'all',
  );
  return {
    mode: row?.mode ?? 'OFF',
    emailEnabled: mailEnabled(ctx.deps.config),
    address: row?.email ?? user.email,
    locale: row?.locale === 'en' ? 'en' : 'fr',
    nextDigestAt: row?.nextDigestAt ? new Date(row.nextDigestAt) : null,
    mails: await recentMails(ctx.em, user.id, ['ALERTS', 'DIGEST']),
  };
}

/**
 * Sets how the signed-in user gets alerts by email. Turning it on mails the alerts raised from now
 * on (not the backlog); choosing the digest starts its day now. The mails are written in the
 * language of the page the setting is saved from (stored as the user's language). CONFLICT when
 * the server sends no email (OFF is always accepted).
 */
export async function setAlertEmail(ctx: AppContext, input: z.input<typeof alertEmailInput>): Promise<AlertEmailView> {
  const user = alertsPolicy.authorize(ctx, 'alerts.manage');
  const { mode } = alertEmailInput.parse(input ?? {});
  if (mode !== 'OFF' && !mailEnabled(ctx.deps.config))
    throw new AppError('CONFLICT', 'Email is not configured on this server: alerts cannot be sent by email', { reason: 'CONFLICT', feature: 'email' });
  await ctx.em.transactional(async (em) => {
    // In SET, the right-hand sides read the row as it was: the old mode decides.
    await em.execute(
      `insert into alert_email_settings (user_id, mode) values (?, ?)
       on conflict (user_id) do update set
         since = case when alert_email_settings.mode = 'OFF' then now() else alert_email_settings.since end,
         last_digest_at = case when excluded.mode = 'DAILY' and alert_email_settings.mode <> 'DAILY' then now() else alert_email_settings.last_digest_at end,
         mode = excluded.mode,
         updated_at = now()`,
      [user.id, mode],
      'run',
    );
    await em.execute(`update users set locale = ? where id = ?`, [ctx.locale, user.id], 'run');
  });
  return myAlertEmail(ctx);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import { enqueueMail } from '../mail/mail.outbox.js';
import { mailEnabled } from '../mail/mail.settings.js';
import { registerMailList } from '../mail/mail.unsubscribe.js';
import type { AlertEmailMode } from './alerts.entity.js';
import { ALERTS_MAIL_LIST, ALERTS_PER_MAIL, alertsMail } from './alerts.email.render.js';
import { ALERT_COLUMNS, toAlertView, type AlertRow } from './alerts.service.js';

/** Users handled per pass (the next pass, a second later, takes the others). */
const USERS_PER_PASS = 50;

/**
 * Users with alerts to mail now: IMMEDIATE ones with an alert not mailed yet; DAILY ones whose
 * digest time has come (a day after the last one, or after they chose the digest), alerts or not:
 * an empty day moves the schedule on without a mail, so the digest keeps its time of day.
 */
async function dueUsers(deps: Deps): Promise<{ userId: string; mode: AlertEmailMode }[]> {
  const { rows } = await deps.orm.em.getKnex().raw<{ rows: { userId: string; mode: AlertEmailMode }[] }>(
    `select s.user_id as "userId", s.mode from alert_email_settings s
      where s.mode = 'IMMEDIATE'
        and exists (select 1 from alerts a where a.user_id = s.user_id and a.emailed_at is null and a.created_at >= s.since)
     union all
     select s.user_id, s.mode from alert_email_settings s
      where s.mode = 'DAILY' and coalesce(s.last_digest_at, s.since) <= now() - interval '1 day'
     limit ?`,
    [USERS_PER_PASS],
  );
  return rows;
}

/**
 * One user's mail, in one transaction: the setting row is locked (SKIP LOCKED: with several server
 * processes one of them mails a user, the others skip), the alerts are marked mailed and the mail is
 * queued in the outbox together, so an alert is mailed once and a crash loses none.
 */
async function mailUser(deps: Deps, userId: string): Promise<boolean> {
  return deps.orm.em.fork().transactional(async (em: EntityManager) => {
    const [setting] = await em.execute<{ mode: AlertEmailMode; since: string; email: string; locale: 'fr' | 'en' }[]>(
      `select s.mode, s.since, u.email, u.locale
         from alert_email_settings s join users u on u.id = s.user_id
        where s.user_id = ? and s.mode <> 'OFF'
          and (s.mode = 'IMMEDIATE' or coalesce(s.last_digest_at, s.since) <= now() - interval '1 day')
        for update of s skip locked`,
      [userId],
      'all',
    );
    if (!setting) return false;
    const alerts = await em.execute<(AlertRow & { title: string | null })[]>(
      `select ${ALERT_COLUMNS}, t.brief_title as title from alerts a left join trials t on t.nct_id = a.nct_id
        where a.user_id = ? and a.emailed_at is null and a.created_at >= ?
        order by a.created_at, a.nct_id nulls last, a.id limit 1000`,
      [userId, setting.since],
      'all',
    );
    if (setting.mode === 'DAILY') {
      // This digest's time: a whole number of days after the last one, so the time of day stays.
      await em.execute(
        `update alert_email_settings set last_digest_at = coalesce(last_digest_at, since) + floor(extract(epoch from now() - coalesce(last_digest_at, since)) / 86400) * interval '1 day'
          where user_id = ?`,
        [userId],
        'run',
      );
    }
    if (!alerts.length) return false;
    const kind = setting.mode === 'DAILY' ? 'DIGEST' : 'ALERTS';
    const mailed = alerts.slice(0, ALERTS_PER_MAIL).map((r) => ({ alert: toAlertView(r), title: r.title }));
    const user = { id: userId, email: setting.email, locale: setting.locale === 'en' ? ('en' as const) : ('fr' as const) };
    await enqueueMail(em, alertsMail(deps.config, user, kind, mailed, alerts.length));
    // As JSON: em.execute would spell an array parameter out as a list.
    await em.execute(
      `update alerts set emailed_at = now() where id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
      [JSON.stringify(alerts.map((a) => a.id))],
      'run',
    );
    return true;
  });
}

/**
 * Queues the alert mails that are due (called by each alert dispatcher pass; nothing when the
 * server sends no email). Answers the number of mails queued.
 */
export async function queueAlertMails(deps: Deps): Promise<number> {
  if (!mailEnabled(deps.config)) return 0;
  let queued = 0;
  for (const { userId } of await dueUsers(deps)) {
    try {
      if (await mailUser(deps, userId)) queued++;
    } catch (err) {
      logger.warn({ err, userId }, 'alert mails: could not queue a user’s mail, retrying at the next pass');
    }
  }
  return queued;
}

let registered = false;

/** The `alerts` mailing list: its one-click unsubscribe turns the user's alert emails off. */
export function registerAlertsMailList(): void {
  if (registered) return;
  registered = true;
  registerMailList({
    name: ALERTS_MAIL_LIST,
    label: { fr: 'les alertes par e-mail', en: 'alert emails' },
    unsubscribe: async (em, userId) => {
      await em.execute(`update alert_email_settings set mode = 'OFF', updated_at = now() where user_id = ? and mode <> 'OFF'`, [userId], 'run');
    },
  });
}

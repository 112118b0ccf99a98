import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { mailEnabled } from './mail.settings.js';
import { mailList, verifyUnsubscribeToken } from './mail.unsubscribe.js';

/** Whether this server sends email (SMTP_URL and MAIL_FROM set): the web says so where email matters. */
export function mailStatus(ctx: AppContext): { enabled: boolean } {
  return { enabled: mailEnabled(ctx.deps.config) };
}

export const unsubscribeInput = z.object({ token: z.string({ error: 'token is required' }).max(200, 'Invalid unsubscribe link') });

/** The list and user an unsubscribe link names, with the language of that user's mails. */
export interface UnsubscribeTarget {
  list: string;
  userId: string;
  email: string;
  locale: 'fr' | 'en';
}

const invalidLink = () => new AppError('BAD_USER_INPUT', 'This unsubscribe link is invalid', { field: 'token', reason: 'INVALID_VALUE' });

/** What an unsubscribe link names (BAD_USER_INPUT when it is not genuine, its list unknown or its user gone). */
export async function unsubscribeTarget(ctx: AppContext, input: { token?: unknown }): Promise<UnsubscribeTarget> {
  const { token } = unsubscribeInput.parse(input ?? {});
  const signed = verifyUnsubscribeToken(ctx.deps.config, token);
  if (!signed || !mailList(signed.list)) throw invalidLink();
  const { rows } = await ctx.em
    .getKnex()
    .raw<{ rows: { email: string; locale: 'fr' | 'en' }[] }>('select email, locale from users where id = ?', [signed.userId]);
  if (!rows[0]) throw invalidLink();
  return { list: signed.list, userId: signed.userId, email: rows[0].email, locale: rows[0].locale === 'en' ? 'en' : 'fr' };
}

/** One-click unsubscribe (RFC 8058): the link's user leaves the link's list; doing it again changes nothing. */
export async function unsubscribe(ctx: AppContext, input: { token?: unknown }): Promise<UnsubscribeTarget> {
  const target = await unsubscribeTarget(ctx, input);
  await mailList(target.list)!.unsubscribe(ctx.em, target.userId);
  ctx.log.info({ userId: target.userId, list: target.list }, 'mail: unsubscribed');
  return target;
}

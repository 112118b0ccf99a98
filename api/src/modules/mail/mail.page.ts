import type { Bilingual } from '../../domain/bilingual.js';
import { escapeHtml } from './mail.render.js';
import { mailList } from './mail.unsubscribe.js';

type Locale = 'fr' | 'en';
const T = {
  confirmTitle: { fr: 'Se désabonner', en: 'Unsubscribe' },
  confirmText: { fr: 'Ne plus recevoir {list} à l’adresse {email} ?', en: 'Stop receiving {list} at {email}?' },
  confirmButton: { fr: 'Me désabonner', en: 'Unsubscribe me' },
  doneTitle: { fr: 'Désabonnement confirmé', en: 'You are unsubscribed' },
  doneText: { fr: 'Vous ne recevrez plus {list} à l’adresse {email}.', en: 'You will no longer receive {list} at {email}.' },
  settings: { fr: 'Vous pouvez les réactiver à tout moment depuis la page', en: 'You can turn them back on at any time from the page' },
  alerts: { fr: 'Alertes', en: 'Alerts' },
  invalidTitle: { fr: 'Lien invalide', en: 'Invalid link' },
  invalidText: {
    fr: 'Ce lien de désabonnement n’est pas valide. Gérez vos e-mails depuis la page Alertes de Trialyst.',
    en: 'This unsubscribe link is not valid. Manage your emails from the Alerts page of Trialyst.',
  },
} satisfies Record<string, Bilingual>;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} — Trialyst</title></head>
<body style="margin:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<main style="max-width:560px;margin:48px auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#1d4ed8">Trialyst</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const listLabel = (list: string, locale: Locale) => mailList(list)?.label[locale] ?? list;

/**
 * GET of an unsubscribe link: a page that asks first (a link scanner or a preview that follows the
 * link must not unsubscribe anyone); its button POSTs to the same URL, as a one-click client would.
 */
export function confirmPage(target: { list: string; email: string; locale: Locale }, token: string): string {
  const { locale } = target;
  const text = fill(T.confirmText[locale], { list: listLabel(target.list, locale), email: target.email });
  return page(
    locale,
    T.confirmTitle[locale],
    `<p style="line-height:1.5">${escapeHtml(text)}</p>
<form method="post" action="/api/mail/unsubscribe?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:#1d4ed8;color:#ffffff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600;cursor:pointer">${escapeHtml(T.confirmButton[locale])}</button>
</form>`,
  );
}

/** After a POST from the confirmation page's button. */
export function donePage(target: { list: string; email: string; locale: Locale }): string {
  const { locale } = target;
  const text = fill(T.doneText[locale], { list: listLabel(target.list, locale), email: target.email });
  return page(
    locale,
    T.doneTitle[locale],
    `<p style="line-height:1.5" role="status">${escapeHtml(text)}</p>
<p style="line-height:1.5">${escapeHtml(T.settings[locale])} <a href="/alerts" style="color:#1d4ed8">${escapeHtml(T.alerts[locale])}</a>.</p>`,
  );
}

/** A link that is not genuine: in the browser's language (there is no user to ask). */
export function invalidPage(locale: Locale): string {
  return page(locale, T.invalidTitle[locale], `<p style="line-height:1.5">${escapeHtml(T.invalidText[locale])}</p>`);
}

import type { Config } from '../../config.js';
import type { Bilingual } from '../../domain/bilingual.js';
import type { NewMail } from '../mail/mail.outbox.js';
import { renderMail, type MailBlock } from '../mail/mail.render.js';
import { appOrigin } from '../mail/mail.settings.js';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../mail/mail.unsubscribe.js';
import { fieldLabel, formatDay, plural, RECOMMENDATIONS, REGULATORY_KINDS, REGULATORY_OUTCOMES, valueLabel } from './alerts.email.labels.js';
import type { AlertView } from './alerts.service.js';

type Locale = 'fr' | 'en';

/** The mailing list alert mails belong to (one-click unsubscribe turns the user's alert emails off). */
export const ALERTS_MAIL_LIST = 'alerts';
/** Alerts listed in one mail; the rest are counted and wait on the alerts page. */
export const ALERTS_PER_MAIL = 50;

/** An alert with its trial's title, as a mail lists it. */
export interface MailedAlert {
  alert: AlertView;
  title: string | null;
}

const T = {
  one: { fr: 'Trialyst — {headline}', en: 'Trialyst — {headline}' },
  manyOne: { fr: 'Trialyst — {count} nouvelle alerte', en: 'Trialyst — {count} new alert' },
  manyOther: { fr: 'Trialyst — {count} nouvelles alertes', en: 'Trialyst — {count} new alerts' },
  digestOne: { fr: 'Trialyst — votre résumé du jour : {count} alerte', en: 'Trialyst — your daily digest: {count} alert' },
  digestOther: { fr: 'Trialyst — votre résumé du jour : {count} alertes', en: 'Trialyst — your daily digest: {count} alerts' },
  headingNew: { fr: 'Du nouveau dans ce que vous suivez', en: 'News about what you follow' },
  headingDigest: { fr: 'Votre résumé du jour', en: 'Your daily digest' },
  introOne: { fr: '{count} alerte depuis le dernier message.', en: '{count} alert since the last message.' },
  introOther: { fr: '{count} alertes depuis le dernier message, regroupées par essai.', en: '{count} alerts since the last message, grouped by trial.' },
  moreOne: { fr: 'Et {count} autre alerte, à lire dans Trialyst.', en: 'And {count} more alert, to read in Trialyst.' },
  moreOther: { fr: 'Et {count} autres alertes, à lire dans Trialyst.', en: 'And {count} more alerts, to read in Trialyst.' },
  open: { fr: 'Voir mes alertes', en: 'See my alerts' },
  whyImmediate: {
    fr: 'Vous recevez ce message car les alertes par e-mail (dès qu’elles arrivent) sont activées pour {email} sur Trialyst.',
    en: 'You get this message because alert emails (as they come) are on for {email} on Trialyst.',
  },
  whyDigest: {
    fr: 'Vous recevez ce message car le résumé quotidien des alertes est activé pour {email} sur Trialyst.',
    en: 'You get this message because the daily alert digest is on for {email} on Trialyst.',
  },
  unsubscribe: { fr: 'Se désabonner en un clic', en: 'Unsubscribe in one click' },
  stop: { fr: 'Ne plus recevoir ces e-mails :', en: 'Stop these emails:' },
  trialChangedOne: { fr: '{id} : {count} changement', en: '{id}: {count} change' },
  trialChangedOther: { fr: '{id} : {count} changements', en: '{id}: {count} changes' },
  resultsPosted: { fr: '{id} : résultats publiés', en: '{id}: results posted' },
  recommendationChanged: { fr: '{id} : nouvelle recommandation', en: '{id}: new recommendation' },
  newTrial: { fr: '{ticker} : nouvel essai {id}', en: '{ticker}: new trial {id}' },
  regulatoryEvent: { fr: 'Événement réglementaire : {ticker} {id}', en: 'Regulatory event: {ticker} {id}' },
  change: { fr: '{field} : {from} → {to}', en: '{field}: {from} → {to}' },
  slipOne: { fr: '(report de {count} jour)', en: '({count} day slip)' },
  slipOther: { fr: '(report de {count} jours)', en: '({count} day slip)' },
  recommendation: { fr: 'Recommandation : {from} → {to}', en: 'Recommendation: {from} → {to}' },
  regulatoryDate: { fr: '{kind} : {date}', en: '{kind}: {date}' },
  regulatoryMoved: { fr: '{kind} : {date} (avant : {previous})', en: '{kind}: {date} (before: {previous})' },
  regulatoryDecision: { fr: '{kind} : {date} — {outcome}', en: '{kind}: {date} — {outcome}' },
  company: { fr: 'Entreprise {ticker}', en: 'Company {ticker}' },
} satisfies Record<string, Bilingual>;

const fill = (text: string, values: Record<string, string | number | null | undefined>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? '')).trim();

/** The alert's headline, as the alerts page words it. */
export function alertHeadline(l: Locale, a: AlertView): string {
  const v = { id: a.nctId, ticker: a.ticker };
  switch (a.kind) {
    case 'TRIAL_CHANGED':
      return fill(plural(l, a.changes.length, T.trialChangedOne, T.trialChangedOther), v);
    case 'RESULTS_POSTED':
      return fill(T.resultsPosted[l], v);
    case 'RECOMMENDATION_CHANGED':
      return fill(T.recommendationChanged[l], v);
    case 'NEW_TRIAL':
      return fill(T.newTrial[l], v);
    case 'REGULATORY_EVENT':
      return fill(T.regulatoryEvent[l], v);
  }
}

/** What changed, one line each, in the locale's words and formats. */
export function alertDetails(l: Locale, a: AlertView): string[] {
  const lines: string[] = [];
  const r = a.regulatory;
  if (r) {
    const kind = REGULATORY_KINDS[r.kind]?.[l] ?? r.kind;
    const date = formatDay(l, r.date);
    if (r.reason === 'DECISION' && r.outcome)
      lines.push(fill(T.regulatoryDecision[l], { kind, date, outcome: REGULATORY_OUTCOMES[r.outcome]?.[l] ?? r.outcome }));
    else if (r.previousDate) lines.push(fill(T.regulatoryMoved[l], { kind, date, previous: formatDay(l, r.previousDate) }));
    else lines.push(fill(T.regulatoryDate[l], { kind, date }));
  }
  if (a.kind === 'RECOMMENDATION_CHANGED') {
    const name = (x: string | null | undefined) => (x ? (RECOMMENDATIONS[x]?.[l] ?? x) : '—');
    lines.push(fill(T.recommendation[l], { from: name(a.previousRecommendation), to: name(a.recommendation) }));
  }
  if (!r) {
    for (const c of a.changes) {
      const line = fill(T.change[l], { field: fieldLabel(l, c.field), from: valueLabel(l, c.field, c.oldValue), to: valueLabel(l, c.field, c.newValue) });
      lines.push(c.slipDays ? `${line} ${plural(l, c.slipDays, T.slipOne, T.slipOther)}` : line);
    }
  }
  return lines;
}

/** Alerts grouped by trial (a company's alert without a trial: by company), in the order they came. */
function groups(l: Locale, origin: string, alerts: MailedAlert[]): MailBlock[] {
  const byKey = new Map<string, MailedAlert[]>();
  for (const m of alerts) {
    const key = m.alert.nctId ?? `company:${m.alert.ticker ?? ''}`;
    byKey.set(key, [...(byKey.get(key) ?? []), m]);
  }
  return [...byKey.values()].flatMap((list): MailBlock[] => {
    const first = list[0];
    const { nctId, ticker } = first.alert;
    const heading: MailBlock = nctId
      ? { type: 'h2', text: first.title ? `${nctId} — ${first.title}` : nctId, url: `${origin}/trial/${encodeURIComponent(nctId)}` }
      : { type: 'h2', text: fill(T.company[l], { ticker }), url: ticker ? `${origin}/company/${encodeURIComponent(ticker)}` : undefined };
    const items = list.map(({ alert }) => {
      const details = alertDetails(l, alert);
      return { text: details.length ? `${alertHeadline(l, alert)} — ${details.join(' ; ')}` : alertHeadline(l, alert) };
    });
    return [heading, { type: 'list', items }];
  });
}

/**
 * One mail of a user's alerts: as they come (ALERTS) or the day's (DIGEST), in the user's language,
 * grouped by trial, with the one-click unsubscribe of the alerts list (RFC 8058 headers and a footer link).
 * `total` counts every alert the mail stands for (only ALERTS_PER_MAIL are listed).
 */
export function alertsMail(
  config: Config,
  user: { id: string; email: string; locale: Locale },
  kind: 'ALERTS' | 'DIGEST',
  alerts: MailedAlert[],
  total: number,
): NewMail {
  const l = user.locale;
  const origin = appOrigin(config);
  const listed = alerts.slice(0, ALERTS_PER_MAIL);
  const subject =
    kind === 'DIGEST'
      ? plural(l, total, T.digestOne, T.digestOther)
      : total === 1
        ? fill(T.one[l], { headline: alertHeadline(l, listed[0].alert) })
        : plural(l, total, T.manyOne, T.manyOther);
  const more = total - listed.length;
  const { html, text } = renderMail({
    locale: l,
    title: subject,
    heading: kind === 'DIGEST' ? T.headingDigest[l] : T.headingNew[l],
    blocks: [
      { type: 'p', text: plural(l, total, T.introOne, T.introOther) },
      ...groups(l, origin, listed),
      ...(more > 0 ? [{ type: 'p' as const, text: plural(l, more, T.moreOne, T.moreOther) }] : []),
      { type: 'button', label: T.open[l], url: `${origin}/alerts` },
    ],
    footer: [
      { type: 'small', text: fill((kind === 'DIGEST' ? T.whyDigest : T.whyImmediate)[l], { email: user.email }) },
      { type: 'small', text: T.stop[l], link: { label: T.unsubscribe[l], url: unsubscribeUrl(config, user.id, ALERTS_MAIL_LIST) } },
    ],
  });
  return {
    userId: user.id,
    kind,
    to: user.email,
    locale: l,
    subject,
    text,
    html,
    headers: listUnsubscribeHeaders(config, user.id, ALERTS_MAIL_LIST),
  };
}

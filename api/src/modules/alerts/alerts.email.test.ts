import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../test/smtp.js';
import { createAlertsForNewTrials, createAlertsForRecommendationChanges, createAlertsForTrialChanges } from './alerts.create.js';

const SET = `mutation($mode: AlertEmailMode!) { setAlertEmail(mode: $mode) { mode emailEnabled address locale nextDigestAt } }`;
const MINE = `{ myAlertEmail { mode emailEnabled address locale mails { kind subject status attempts sentAt } } }`;
const ORIGIN = 'https://trialyst.example';

const statusChange = (nctId: string) => ({
  nctId,
  field: 'status',
  oldValue: 'RECRUITING',
  newValue: 'TERMINATED',
  changedAt: new Date('2026-11-20T00:00:00Z'),
  slipDays: null,
});
const slip = (nctId: string) => ({
  nctId,
  field: 'primaryCompletionDate',
  oldValue: '2026-06-01',
  newValue: '2026-12-01',
  changedAt: null,
  slipDays: 183,
});

/** GraphQL in a given page language. */
async function gqlIn(url: string, language: string, query: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': language },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
}

/** The one-click URL of a mail, pointed at the test server. */
const unsubscribeLink = (m: ReceivedMail, base: string) => {
  const header = m.headers['list-unsubscribe'];
  const url = /^<(.+)>$/.exec(header)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe URL in ${header}`);
  expect(url.startsWith(`${ORIGIN}/api/mail/unsubscribe?token=`)).toBe(true);
  return url.replace(ORIGIN, base);
};

describe('alerts by email', () => {
  let sink: SmtpSink;
  const overrides: Partial<Config> = {};
  beforeAll(async () => {
    sink = await startSmtpSink();
    Object.assign(overrides, { SMTP_URL: sink.url, MAIL_FROM: 'Trialyst <alerts@trialyst.test>', PUBLIC_URL: ORIGIN });
  });
  const fx = useTestServer(overrides);
  afterAll(async () => sink?.close());

  let ana: TestUser; // French, immediately
  let ben: TestUser; // English, immediately
  let cy: TestUser; // off (the default)
  const t1 = buildTrial({ ticker: 'MAIL', briefTitle: 'Étude de phase 3 du médicament X' });
  const t2 = buildTrial({ ticker: 'MAIL', briefTitle: 'Second trial of drug X' });
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [t1, t2]);
    [ana, ben, cy] = await Promise.all([createUser(fx.db), createUser(fx.db), createUser(fx.db)]);
    for (const u of [ana, ben, cy]) await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: t1.nctId }, u.accessToken);
  });

  const mine = async (u: TestUser) => (await fx.srv.gql(MINE, {}, u.accessToken)).data!.myAlertEmail;

  it('the setting: off by default; set over GraphQL and REST, in the language of the page', async () => {
    expect(await mine(cy)).toEqual({ mode: 'OFF', emailEnabled: true, address: cy.email, locale: 'fr', mails: [] });
    const r = await gqlIn(fx.srv.url, 'fr-FR', SET, { mode: 'IMMEDIATE' }, ana.accessToken);
    expect(r.data!.setAlertEmail).toEqual({ mode: 'IMMEDIATE', emailEnabled: true, address: ana.email, locale: 'fr', nextDigestAt: null });
    const rest = await fetch(`${fx.srv.url}/api/alerts/email`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ben.accessToken}`, 'accept-language': 'en-US,en;q=0.8' },
      body: JSON.stringify({ mode: 'IMMEDIATE' }),
    });
    expect(await rest.json()).toMatchObject({ success: true, email: { mode: 'IMMEDIATE', locale: 'en', address: ben.email, mails: [] } });
    expect((await fx.srv.rest('GET', '/alerts/email', undefined, ben.accessToken)).body).toMatchObject({ success: true, email: { mode: 'IMMEDIATE' } });
    expect(await fx.srv.rest('PUT', '/alerts/email', { mode: 'WEEKLY' }, ben.accessToken)).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect((await fx.srv.gql(MINE)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('immediately: one mail per batch of alerts, in the user’s language, with one-click unsubscribe headers', async () => {
    await createAlertsForTrialChanges(fx.db.ctx().em, [statusChange(t1.nctId), slip(t1.nctId)]);
    const fr = await sink.waitFor((m) => m.rcptTo.includes(ana.email));
    const en = await sink.waitFor((m) => m.rcptTo.includes(ben.email));

    expect(fr.headers.from).toBe('Trialyst <alerts@trialyst.test>');
    expect(fr.headers.to).toBe(ana.email);
    expect(fr.headers.subject).toBe(`Trialyst — ${t1.nctId} : 2 changements`);
    expect(fr.headers['content-language']).toBe('fr');
    expect(fr.headers['list-unsubscribe']).toMatch(/^<https:\/\/trialyst\.example\/api\/mail\/unsubscribe\?token=[0-9a-f]{32}\.alerts\.[\w-]{43}>$/);
    expect(fr.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(fr.text).toContain(`## ${t1.nctId} — Étude de phase 3 du médicament X`);
    expect(fr.text).toContain('Statut : Recrutement en cours → Arrêté prématurément');
    expect(fr.text).toContain('Fin primaire : 01/06/2026 → 01/12/2026 (report de 183 jours)');
    expect(fr.text).toContain(`${ORIGIN}/trial/${t1.nctId}`);
    expect(fr.text).toContain('Se désabonner en un clic');
    expect(fr.html).toContain('<html lang="fr">');
    expect(fr.html).toContain('Statut : Recrutement en cours → Arrêté prématurément');

    expect(en.headers.subject).toBe(`Trialyst — ${t1.nctId}: 2 changes`);
    expect(en.headers['content-language']).toBe('en');
    expect(en.text).toContain('Status: Recruiting → Terminated');
    expect(en.text).toContain('Primary completion: Jun 1, 2026 → Dec 1, 2026 (183 day slip)');
    expect(en.text).toContain('Unsubscribe in one click');
    expect(en.html).toContain('<html lang="en">');
    // Each user's link is their own.
    expect(fr.headers['list-unsubscribe']).not.toBe(en.headers['list-unsubscribe']);

    // Nothing for the user who left it off; the alerts are marked mailed; the settings list the mail.
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.received.filter((m) => m.rcptTo.includes(cy.email))).toEqual([]);
    expect(sink.received.filter((m) => m.rcptTo.includes(ana.email))).toHaveLength(1);
    const { rows } = await fx.db.deps.orm.em.getKnex().raw(`select emailed_at from alerts where user_id = ?`, [ana.id]);
    expect(rows.every((r: { emailed_at: Date | null }) => r.emailed_at !== null)).toBe(true);
    await expect
      .poll(async () => (await mine(ana)).mails, { timeout: 3000 })
      .toEqual([{ kind: 'ALERTS', subject: `Trialyst — ${t1.nctId} : 2 changements`, status: 'SENT', attempts: 1, sentAt: expect.any(String) }]);
  });

  it('one-click unsubscribe: the GET page asks first; a POST (RFC 8058) turns the user’s alert emails off', async () => {
    const fr = sink.received.find((m) => m.rcptTo.includes(ana.email))!;
    const url = unsubscribeLink(fr, fx.srv.url);

    const page = await fetch(url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`Ne plus recevoir les alertes par e-mail à l’adresse ${ana.email} ?`);
    expect(html).toMatch(/<form method="post" action="\/api\/mail\/unsubscribe\?token=[^"]+">/);
    expect((await mine(ana)).mode).toBe('IMMEDIATE');

    // What Gmail and others send: a POST with the form body, no cookie, no sign-in.
    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ success: true, list: 'alerts' });
    expect((await mine(ana)).mode).toBe('OFF');
    // Again: nothing changes, still fine.
    expect((await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);

    // New alerts: ben gets his mail, ana none.
    await createAlertsForRecommendationChanges(fx.db.ctx().em, [{ nctId: t1.nctId, previous: 'SURVEILLER', recommendation: 'INVESTIR' }]);
    const second = await sink.waitFor((m) => m.rcptTo.includes(ben.email) && m.text.includes('Recommendation: Watch → Invest'));
    expect(second.headers.subject).toBe(`Trialyst — ${t1.nctId}: new recommendation`);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.received.filter((m) => m.rcptTo.includes(ana.email))).toHaveLength(1);

    // The English page, and the browser form's answer page.
    const enUrl = unsubscribeLink(second, fx.srv.url);
    expect(await (await fetch(enUrl, { headers: { accept: 'text/html' } })).text()).toContain(`Stop receiving alert emails at ${ben.email}?`);
    const done = await fetch(enUrl, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`You will no longer receive alert emails at ${ben.email}.`);
    expect((await mine(ben)).mode).toBe('OFF');

    // A forged or broken link: refused, nobody unsubscribed.
    const forged = url.slice(0, -3) + (url.endsWith('AAA') ? 'BBB' : 'AAA');
    expect(await fetch(forged, { method: 'POST' })).toMatchObject({ status: 400 });
    const invalid = await fetch(forged, { headers: { accept: 'text/html', 'accept-language': 'en' } });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('This unsubscribe link is not valid.');
    expect((await fetch(`${fx.srv.url}/api/mail/unsubscribe`, { method: 'POST' })).status).toBe(400);
  });

  it('the daily digest groups the day’s alerts by trial in one mail, at the time of day it was chosen', async () => {
    const dee = await createUser(fx.db);
    await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: t1.nctId }, dee.accessToken);
    await fx.srv.rest('POST', '/watchlist', { kind: 'COMPANY', id: 'MAIL' }, dee.accessToken);
    const set = await gqlIn(fx.srv.url, 'en', SET, { mode: 'DAILY' }, dee.accessToken);
    expect(set.data!.setAlertEmail).toMatchObject({ mode: 'DAILY', locale: 'en', nextDigestAt: expect.any(String) });

    const t3 = buildTrial({ ticker: 'MAIL', briefTitle: 'Third trial of drug X' });
    await insertTrials(fx.db.ctx().em, [t3]);
    await createAlertsForTrialChanges(fx.db.ctx().em, [statusChange(t1.nctId), statusChange(t2.nctId)]);
    await createAlertsForNewTrials(fx.db.ctx().em, [{ nctId: t3.nctId, ticker: 'MAIL' }]);
    await createAlertsForRecommendationChanges(fx.db.ctx().em, [{ nctId: t1.nctId, previous: 'INVESTIR', recommendation: 'NE_PAS_INVESTIR' }]);
    // Not now: the digest waits for its time.
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.received.filter((m) => m.rcptTo.includes(dee.email))).toEqual([]);

    // A day later (the schedule moved back 25 hours).
    const conn = fx.db.deps.orm.em.getConnection();
    await conn.execute(`update alert_email_settings set last_digest_at = now() - interval '25 hours' where user_id = ?`, [dee.id]);
    const digest = await sink.waitFor((m) => m.rcptTo.includes(dee.email), 5000);
    expect(digest.headers.subject).toBe('Trialyst — your daily digest: 4 alerts');
    expect(digest.headers['content-language']).toBe('en');
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.text).toContain('4 alerts since the last message, grouped by trial.');
    // One heading per trial, each alert under its trial.
    const headings = digest.text.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toEqual([`## ${t1.nctId} — ${t1.briefTitle}`, `## ${t2.nctId} — ${t2.briefTitle}`, `## ${t3.nctId} — Third trial of drug X`]);
    const t1Section = digest.text.slice(digest.text.indexOf(headings[0]), digest.text.indexOf(headings[1]));
    expect(t1Section).toContain('Status: Recruiting → Terminated');
    expect(t1Section).toContain('Recommendation: Invest → Do not invest');
    expect(digest.text).toContain(`MAIL: new trial ${t3.nctId}`);
    expect(digest.text).toContain('because the daily alert digest is on');
    expect(digest.html.match(/<h2 /g)).toHaveLength(3);

    const [s] = await conn.execute(
      `select last_digest_at > now() - interval '2 hours' as moved, extract(epoch from now() - last_digest_at) as age from alert_email_settings where user_id = ?`,
      [dee.id],
    );
    // The next digest is a whole day after the previous time: 25 h back + 24 h = 1 h ago, not now.
    expect(s.moved).toBe(true);
    expect(Number(s.age)).toBeGreaterThan(3000);
    await new Promise((r) => setTimeout(r, 1200));
    expect(sink.received.filter((m) => m.rcptTo.includes(dee.email))).toHaveLength(1);
  });
});

describe('alerts by email without SMTP', () => {
  const fx = useTestServer();

  it('the setting says email is off and only OFF is accepted', async () => {
    const u = await createUser(fx.db);
    expect((await fx.srv.gql(MINE, {}, u.accessToken)).data!.myAlertEmail).toMatchObject({ mode: 'OFF', emailEnabled: false });
    const on = await fx.srv.gql(SET, { mode: 'DAILY' }, u.accessToken);
    expect(on.errors![0].extensions).toMatchObject({ code: 'CONFLICT' });
    expect((await fx.srv.rest('PUT', '/alerts/email', { mode: 'IMMEDIATE' }, u.accessToken)).status).toBe(409);
    expect((await fx.srv.gql(SET, { mode: 'OFF' }, u.accessToken)).data!.setAlertEmail).toMatchObject({ mode: 'OFF', emailEnabled: false });
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

const FR_COUNTDOWN = /^(aujourd'hui|demain|dans \d+ jours?|il y a \d+ jours?|hier|T[1-4] \d{4}|[a-zéû]+ \d{4}|\d{1,2} [a-zéû]+ \d{4}|\d{4})$/;
const EN_COUNTDOWN = /^(today|tomorrow|in \d+ days?|\d+ days? ago|yesterday|Q[1-4] \d{4}|[A-Z][a-z]+ \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}|\d{4})$/;

describe('next catalysts: countdowns and confidence badges', () => {
  it("dashboard: the upcoming cards count down to each trial's next catalyst (fr, then en)", async () => {
    const { page, context, errors } = await openPage('/');
    const upcoming = page.getByTestId('upcoming');
    await upcoming.getByTestId('upcoming-card').first().waitFor();
    const catalysts = upcoming.getByTestId('next-catalyst');
    expect(await catalysts.count()).toBeGreaterThan(0);
    const countdowns = (await upcoming.getByTestId('catalyst-countdown').allTextContents()).map((s) => s.trim());
    for (const c of countdowns) expect(c).toMatch(FR_COUNTDOWN);
    // The demo data pins primary completions on each of the next days: relative countdowns show.
    expect(countdowns.some((c) => /^(aujourd'hui|demain|dans \d+ jours)$/.test(c))).toBe(true);
    for (const badge of await upcoming.getByTestId('catalyst-confidence').allTextContents()) expect(badge.trim()).toBe('Anticipé');
    await screenshot(page, 'catalysts-dashboard-fr');
    expect(errors).toEqual([]);
    await context.close();

    const en = await openPage('/', { locale: 'en-US' });
    const up = en.page.getByTestId('upcoming');
    await up.getByTestId('upcoming-card').first().waitFor();
    const enCountdowns = (await up.getByTestId('catalyst-countdown').allTextContents()).map((s) => s.trim());
    for (const c of enCountdowns) expect(c).toMatch(EN_COUNTDOWN);
    expect(enCountdowns.some((c) => /^(today|tomorrow|in \d+ days)$/.test(c))).toBe(true);
    for (const badge of await up.getByTestId('catalyst-confidence').allTextContents()) expect(badge.trim()).toBe('Anticipated');
    expect(en.errors).toEqual([]);
    await en.context.close();
  });

  it('calendar: catalysts with countdowns and confidence badges, filtered by kind and confidence', async () => {
    const { page, context, errors } = await openPage('/calendar');
    await page.getByTestId('month-count').first().waitFor();
    await page.getByTestId('calendar-verdict').selectOption('ALL');
    // The current month: catalysts ahead, just happened, and overdue ones.
    const card = page.getByTestId('month-card').first();
    await card.getByTestId('month-toggle').click();
    await card.getByTestId('calendar-trial').first().waitFor();
    const confidences = await card.getByTestId('next-catalyst').evaluateAll((els) => els.map((e) => e.getAttribute('data-confidence')));
    expect(confidences.length).toBeGreaterThan(0);
    for (const c of confidences) expect(['ACTUAL', 'ANTICIPATED', 'OVERDUE']).toContain(c);
    for (const c of (await card.getByTestId('catalyst-countdown').allTextContents()).map((s) => s.trim())) expect(c).toMatch(FR_COUNTDOWN);
    const labels = new Set((await card.getByTestId('catalyst-confidence').allTextContents()).map((s) => s.trim()));
    for (const l of labels) expect(['Réalisé', 'Anticipé', 'En retard']).toContain(l);
    // The completion date is still shown.
    expect(await card.getByTestId('calendar-trial').first().textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await screenshot(page, 'catalysts-calendar-fr');

    // Overdue only: every listed catalyst has a stale date.
    await page.getByTestId('calendar-catalyst-confidence').selectOption('OVERDUE');
    expect(await card.getAttribute('data-status')).toBe('unloaded');
    await card.getByTestId('month-toggle').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="month-card"]')?.getAttribute('data-status') === 'loaded');
    const overdue = await card.getByTestId('next-catalyst').evaluateAll((els) => els.map((e) => e.getAttribute('data-confidence')));
    for (const c of overdue) expect(c).toBe('OVERDUE');
    for (const l of await card.getByTestId('catalyst-confidence').allTextContents()) expect(l.trim()).toBe('En retard');

    // A kind filter reaches the .ics address.
    await page.getByTestId('calendar-catalyst-kind').selectOption('TOPLINE_READOUT');
    expect(await page.getByTestId('calendar-ics').getAttribute('href')).toContain('catalyst_kind=TOPLINE_READOUT&confidence=OVERDUE');
    const ics = await page.request.get((await page.getByTestId('calendar-ics').getAttribute('href'))!.replace('confidence=OVERDUE', 'confidence=ANTICIPATED'));
    expect(ics.status()).toBe(200);
    const body = (await ics.text()).replace(/\r\n /g, '');
    for (const line of body.split('\r\n').filter((l) => l.startsWith('X-TRIALYST-CATALYST-KIND:')))
      expect(line).toBe('X-TRIALYST-CATALYST-KIND:TOPLINE_READOUT');
    expect(errors).toEqual([]);
    await context.close();
  });
});

import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

function unfold(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\r\n')) {
    if (line.startsWith(' ')) out[out.length - 1] += line.slice(1);
    else if (line) out.push(line);
  }
  return out;
}

describe('/calendar', () => {
  it('shows 60 months with counts, opens a month on demand and shows its trials', async () => {
    const { page, context, errors } = await openPage('/calendar');
    await page.getByRole('heading', { name: 'Calendrier des essais' }).waitFor();
    await page.getByTestId('month-count').first().waitFor();
    expect(await page.getByTestId('month-card').count()).toBe(60);
    expect(await page.getByTestId('calendar-hint').textContent()).toContain('Cliquez sur un mois');
    expect(await page.getByTestId('calendar-verdict').inputValue()).toBe('OUI');
    expect(await page.getByTestId('calendar-phase').inputValue()).toBe('ALL');

    // The first month with trials.
    const counts = await page.getByTestId('month-count').allTextContents();
    const index = counts.findIndex((c) => !c.startsWith('0 '));
    expect(index).toBeGreaterThanOrEqual(0);
    const card = page.getByTestId('month-card').nth(index);
    const expected = Number(counts[index].split(' ')[0]);
    let monthRequests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('"operationName":"CalendarMonth"')) monthRequests += 1;
    });
    await card.getByTestId('month-toggle').click();
    await card.getByTestId('calendar-trial').first().waitFor();
    expect(await card.getByTestId('calendar-trial').count()).toBe(expected);
    expect(await card.getAttribute('data-status')).toBe('loaded');
    const first = card.getByTestId('calendar-trial').first();
    expect(await first.textContent()).toMatch(/NCT\d{8}/);
    expect(await first.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await screenshot(page, 'part2-calendar-fr');

    // Collapse and reopen: remembered, no second request.
    await card.getByTestId('month-toggle').click();
    expect(await card.getByTestId('calendar-trial').count()).toBe(0);
    await card.getByTestId('month-toggle').click();
    await card.getByTestId('calendar-trial').first().waitFor();
    expect(monthRequests).toBe(1);
    expect(await card.getByTestId('month-toggle').getAttribute('aria-expanded')).toBe('true');

    // A filter change forgets loaded months and is saved under calendarFilters.
    await page.getByTestId('calendar-phase').selectOption('PHASE3');
    expect(await card.getAttribute('data-status')).toBe('unloaded');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('calendarFilters')!))).toEqual({ investissement_bourse: 'OUI', phase: 'PHASE3' });
    await page.reload();
    await page.getByTestId('month-count').first().waitFor();
    expect(await page.getByTestId('calendar-phase').inputValue()).toBe('PHASE3');

    // Clicking a trial opens it.
    await page.getByTestId('calendar-reset').click();
    await card.getByTestId('month-toggle').click();
    const trial = card.getByTestId('calendar-trial').first();
    await trial.waitFor();
    const nctId = await trial.getAttribute('data-nct-id');
    await trial.click();
    await page.waitForURL(`**/trial/${nctId}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uses the English date format in English and downloads a parseable .ics with the same trials', async () => {
    const { page, context, errors } = await openPage('/calendar', { locale: 'en-US' });
    await page.getByRole('heading', { name: 'Trial calendar' }).waitFor();
    await page.getByTestId('month-count').first().waitFor();
    const label = await page.getByTestId('month-card').first().locator('.month-label').textContent();
    const now = new Date();
    expect(label).toBe(new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(now));
    const counts = (await page.getByTestId('month-count').allTextContents()).map((c) => Number(c.split(' ')[0]));
    const index = counts.findIndex((c) => c > 0);
    const card = page.getByTestId('month-card').nth(index);
    await card.getByTestId('month-toggle').click();
    const first = card.getByTestId('calendar-trial').first();
    await first.waitFor();
    // en-US: MM/DD/YYYY (the completion date); the trial is in the month of its next catalyst (issue 15).
    expect(await first.textContent()).toMatch(/(0[1-9]|1[0-2])\/\d{2}\/\d{4}/);
    expect(await first.getByTestId('next-catalyst').getAttribute('data-kind')).toMatch(/^[A-Z_]+$/);
    await screenshot(page, 'part2-calendar-en');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('calendar-ics').click()]);
    const text = fs.readFileSync(await download.path(), 'utf8');
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const uids = lines.filter((l) => l.startsWith('UID:'));
    // One event per listed trial and one per regulatory event of the months.
    const regulatoryCounts = (await page.getByTestId('month-regulatory-count').allTextContents()).map((c) => Number(c.split(' ')[0]));
    const regulatoryUids = uids.filter((u) => /^UID:regulatory-[0-9a-f]{32}@trialyst$/.test(u));
    expect(regulatoryUids.length).toBe(regulatoryCounts.reduce((a, b) => a + b, 0));
    expect(uids.length).toBe(counts.reduce((a, b) => a + b, 0) + regulatoryUids.length);
    expect(lines.filter((l) => l.startsWith('DTSTART;VALUE=DATE:')).length).toBe(uids.length);
    expect(lines.find((l) => l.startsWith('X-WR-CALNAME:'))).toContain('catalyst dates');
    const firstNct = await first.getAttribute('data-nct-id');
    expect(uids).toContain(`UID:${firstNct!.toLowerCase()}-catalyst@trialyst`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the months' regulatory events (kind, demo badge, source), filters them by kind, and lists them in the .ics", async () => {
    const { page, context, errors } = await openPage('/calendar');
    await page.getByTestId('month-count').first().waitFor();
    // The demo trials' drugs have regulatory events: all verdicts, so every linked event is listed.
    await page.getByTestId('calendar-verdict').selectOption('ALL');
    await page.getByTestId('month-regulatory-count').first().waitFor();
    const card = page
      .getByTestId('month-card')
      .filter({ has: page.getByTestId('month-regulatory-count') })
      .first();
    const expected = Number((await card.getByTestId('month-regulatory-count').textContent())!.split(' ')[0]);
    expect(expected).toBeGreaterThan(0);
    await card.getByTestId('month-toggle').click();
    await card.getByTestId('regulatory-event').first().waitFor();
    expect(await card.getByTestId('regulatory-event').count()).toBe(expected);
    const event = card.getByTestId('regulatory-event').first();
    const labels = [
      'Date PDUFA (FDA)',
      'Comité consultatif FDA',
      'Vote du comité consultatif',
      'Approbation FDA',
      'Lettre de réponse complète (CRL)',
      'Avis du CHMP (EMA)',
      'Décision de la Commission européenne',
      'Retrait',
    ];
    expect(labels).toContain(await event.getByTestId('regulatory-kind').textContent());
    // Demo data says so, and links to the page explaining it.
    expect(await event.getAttribute('data-demo')).toBe('true');
    expect(await event.getByTestId('regulatory-demo').textContent()).toBe('Données de démonstration');
    expect(await event.getByTestId('regulatory-source').getAttribute('href')).toBe('/methodology#demo-data');
    expect(await event.getByTestId('regulatory-source').textContent()).toMatch(/^Source : Données de démonstration \(au \d{2}\/\d{2}\/\d{4}\)$/);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'part2-calendar-regulatory-fr');

    // A regulatory kind shows that kind only: no trial, and the .ics address carries it.
    const kind = await event.getAttribute('data-kind');
    await page.getByTestId('calendar-catalyst-kind').selectOption(kind);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="month-count"]')].every((e) => e.textContent.startsWith('0 ')));
    await page.getByTestId('month-regulatory-count').first().waitFor();
    const href = await page.getByTestId('calendar-ics').getAttribute('href');
    expect(href).toContain(`regulatory_kind=${kind}`);
    const ics = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
    const lines = unfold(ics);
    const kinds = lines.filter((l) => l.startsWith('X-TRIALYST-REGULATORY-KIND:'));
    const filteredCount = (await page.getByTestId('month-regulatory-count').allTextContents()).reduce((n, c) => n + Number(c.split(' ')[0]), 0);
    expect(kinds.length).toBe(filteredCount);
    expect(new Set(kinds)).toEqual(new Set([`X-TRIALYST-REGULATORY-KIND:${kind}`]));
    expect(lines.filter((l) => l.startsWith('UID:')).every((u) => /^UID:regulatory-[0-9a-f]{32}@trialyst$/.test(u))).toBe(true);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Données de démonstration');
    // Stable UIDs: the same feed again has the same ones.
    const again = unfold(await page.evaluate(async (url) => (await fetch(url)).text(), href!)).filter((l) => l.startsWith('UID:'));
    expect(again).toEqual(lines.filter((l) => l.startsWith('UID:')));
    await page.getByTestId('calendar-reset').click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the dashboard's upcoming section lists the regulatory events of the next 14 days (or says there are none)", async () => {
    const { page, context, errors } = await openPage('/');
    const section = page.getByTestId('upcoming-regulatory');
    await section.waitFor();
    expect(await section.textContent()).toContain('Événements réglementaires des 14 prochains jours');
    await page.waitForFunction(
      () => !!document.querySelector('[data-testid="upcoming-regulatory"] [data-testid="regulatory-event"], [data-testid="upcoming-regulatory-empty"]'),
    );
    const rows = section.getByTestId('regulatory-event');
    for (let i = 0; i < (await rows.count()); i++) {
      expect(await rows.nth(i).getByTestId('regulatory-source').getAttribute('href')).toBeTruthy();
      if ((await rows.nth(i).getAttribute('data-demo')) === 'true')
        expect(await rows.nth(i).getByTestId('regulatory-demo').textContent()).toBe('Données de démonstration');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits 375 px', async () => {
    const { page, context } = await openPage('/calendar', { width: 375, height: 800 });
    await page.getByTestId('month-count').first().waitFor();
    const counts = (await page.getByTestId('month-count').allTextContents()).map((c) => Number(c.split(' ')[0]));
    await page
      .getByTestId('month-card')
      .nth(counts.findIndex((c) => c > 0))
      .getByTestId('month-toggle')
      .click();
    await page.getByTestId('calendar-trial').first().waitFor();
    expect(
      await page.evaluate(() => {
        const m = document.querySelector('main')!;
        return m.scrollWidth - m.clientWidth;
      }),
    ).toBeLessThanOrEqual(1);
    await screenshot(page, 'part2-calendar-375');
    await context.close();
  });
});

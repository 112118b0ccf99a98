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
    expect(uids.length).toBe(counts.reduce((a, b) => a + b, 0));
    expect(lines.filter((l) => l.startsWith('DTSTART;VALUE=DATE:')).length).toBe(uids.length);
    expect(lines.find((l) => l.startsWith('X-WR-CALNAME:'))).toContain('catalyst dates');
    const firstNct = await first.getAttribute('data-nct-id');
    expect(uids).toContain(`UID:${firstNct!.toLowerCase()}-catalyst@trialyst`);
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

import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, gql, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

const LANGS = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    title: 'Catalyseurs',
    countdown: /^(aujourd'hui|demain|dans \d+ jours?|il y a \d+ jours?|hier|T[1-4] \d{4}|[a-zéû]+ \d{4}|\d{1,2} [a-zéû]+ \d{4}|\d{4})$/,
  },
  {
    lang: 'en',
    locale: 'en-US',
    title: 'Catalysts',
    countdown: /^(today|tomorrow|in \d+ days?|\d+ days? ago|yesterday|Q[1-4] \d{4}|[A-Z][a-z]+ \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}|\d{4})$/,
  },
] as const;

const rowIds = (page: Page) => page.getByTestId('catalyst-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
/** How far the page overflows sideways, and the outermost elements sticking out (for the failure message). */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    by: document.documentElement.scrollWidth - window.innerWidth,
    culprits: [...document.querySelectorAll('body *')]
      .filter(
        (e) =>
          e.getBoundingClientRect().right > window.innerWidth + 1 &&
          !(e.parentElement && e.parentElement.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} right=${Math.round(e.getBoundingClientRect().right)}`),
  }));

describe('/catalysts: the catalyst screen', () => {
  for (const L of LANGS) {
    for (const width of [1280, 375]) {
      it(`lists readouts with countdowns, confidence and sources, without horizontal overflow (${L.lang}, ${width} px)`, async () => {
        const { page, context, errors } = await openPage('/catalysts', { locale: L.locale, width, height: 900 });
        await page.getByRole('heading', { level: 1, name: L.title }).waitFor();
        await page.getByTestId('catalyst-row').first().waitFor();
        expect(await page.getByTestId('catalyst-row').count()).toBeGreaterThan(0);
        const { catalysts } = await gql<{ catalysts: { totalCount: number } }>('{ catalysts(first: 1) { totalCount } }');
        expect(catalysts.totalCount).toBeGreaterThan(0);
        for (const c of (await page.getByTestId('catalyst-countdown').allTextContents()).slice(0, 20)) expect(c.trim()).toMatch(L.countdown);
        // Source names that are words read in the page's language ("Demo data" is not French).
        const sources = await page.getByTestId('catalyst-source').allTextContents();
        if (L.lang === 'fr') expect(sources.filter((s) => /Demo data|Company announcement/.test(s))).toEqual([]);
        else expect(sources.filter((s) => /Données|Annonce/.test(s))).toEqual([]);
        const source = page.getByTestId('catalyst-source').first();
        expect(await source.getAttribute('target')).toBe('_blank');
        expect(await source.getAttribute('rel')).toContain('noopener');
        expect(await page.getByRole('table').locator('caption').textContent()).toContain(L.title);
        if (width === 1280) {
          const link = page
            .getByRole('navigation', { name: L.lang === 'fr' ? 'Navigation principale' : 'Main navigation' })
            .getByRole('link', { name: L.title });
          expect(await link.getAttribute('aria-current')).toBe('page');
          expect(await page.getByTestId('catalysts-sort-mobile').isVisible()).toBe(false);
        } else {
          // Cards: the headers are hidden and the sort moves to a select.
          expect(await page.getByTestId('catalysts-sort-mobile').isVisible()).toBe(true);
          expect((await page.locator('.catalysts-table thead').boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
          // The filters fold behind a toggle, so the first card shows on the first screen.
          expect(await page.getByTestId('catalysts-filter-category').isVisible()).toBe(false);
          expect((await page.getByTestId('catalyst-row').first().boundingBox())!.y).toBeLessThan(900);
          await screenshot(page, `catalysts-screen-${L.lang}-${width}-cards`, { fullPage: false });
          await page.getByTestId('catalysts-filters-toggle').click();
          expect(await page.getByTestId('catalysts-filter-category').isVisible()).toBe(true);
        }
        // The screen itself never overflows; then the whole page (header included) does not either.
        expect(
          await page.evaluate(() => document.querySelector('main')!.scrollWidth - document.querySelector('main')!.clientWidth),
          'main overflow',
        ).toBeLessThanOrEqual(1);
        const o = await overflow(page);
        expect(o.by, `horizontal overflow: ${o.culprits.join(', ')}`).toBeLessThanOrEqual(1);
        await screenshot(page, `catalysts-screen-${L.lang}-${width}`, { fullPage: false });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('sorts by score on the server from the header', async () => {
    const { page, context, errors } = await openPage('/catalysts');
    await page.getByTestId('catalyst-row').first().waitFor();
    const byDate = await rowIds(page);
    await page.getByTestId('catalysts-sort-SCORE').click();
    await page.waitForURL(/sort=SCORE&order=DESC/);
    const { catalysts } = await gql<{ catalysts: { rows: { id: string; score: number | null }[] } }>(
      '{ catalysts(sort: SCORE, order: DESC, first: 50) { rows { id score } } }',
    );
    expect(catalysts.rows.some((r) => r.score !== null)).toBe(true);
    const expected = catalysts.rows.map((r) => r.id);
    await expect.poll(async () => (await rowIds(page)).slice(0, 50)).toEqual(expected);
    expect(expected).not.toEqual(byDate.slice(0, expected.length));
    expect(await page.getByRole('columnheader', { name: /^Score/ }).getAttribute('aria-sort')).toBe('descending');
    // The scores shown go down.
    const scores = (await page.getByTestId('catalyst-score').allTextContents()).map((s) => Number(s.replace('/10', '').replace(',', '.')));
    expect(scores.length).toBeGreaterThan(0);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a filter in the URL across a reload, and exports the same view as CSV and .ics', async () => {
    const { page, context, errors } = await openPage('/catalysts');
    await page.getByTestId('catalyst-row').first().waitFor();
    await page.getByTestId('catalysts-filter-window').selectOption('NEXT_180');
    await page.waitForURL(/window=NEXT_180/);
    await page.reload();
    await page.getByTestId('catalyst-row').first().waitFor();
    expect(await page.getByTestId('catalysts-filter-window').inputValue()).toBe('NEXT_180');
    const days = await page.getByTestId('catalyst-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-days'))));
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) expect(d >= 0 && d <= 180, String(d)).toBe(true);

    const csvHref = await page.getByTestId('catalysts-csv').getAttribute('href');
    expect(csvHref).toContain('window=NEXT_180');
    expect(csvHref).toContain('lang=fr');
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect((await csv.text()).trim().split('\n').length).toBeGreaterThan(1);
    const icsHref = await page.getByTestId('catalysts-ics').getAttribute('href');
    expect(icsHref).toContain('window=NEXT_180');
    const ics = await page.request.get(icsHref!);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists regulatory events beside the readouts (demo provider)', async () => {
    const { page, context, errors } = await openPage('/catalysts?category=REGULATORY', { locale: 'en-US' });
    await page.getByTestId('catalyst-row').first().waitFor();
    const categories = await page.getByTestId('catalyst-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-category')));
    for (const c of categories) expect(c).toBe('REGULATORY');
    expect(await page.getByTestId('catalysts-filter-category').inputValue()).toBe('REGULATORY');
    // Demo events say so, with their source and "as of" date.
    expect(await page.getByTestId('catalyst-demo').count()).toBe(categories.length);
    expect(await page.getByText(/^as of \d{2}\/\d{2}\/\d{4}$/).count()).toBeGreaterThan(0);
    await screenshot(page, 'catalysts-screen-regulatory-en', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when no catalyst matches the filters', async () => {
    const { page, context, errors } = await openPage('/catalysts?from=1990-01-01&to=1990-01-31', { locale: 'en-US' });
    await page.getByText('No catalyst for these filters').waitFor();
    expect(await page.getByTestId('catalyst-row').count()).toBe(0);
    expect(await page.getByTestId('catalysts-filter-from').inputValue()).toBe('1990-01-01');
    expect(errors).toEqual([]);
    await context.close();
  });
});

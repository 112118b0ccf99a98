import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, gql, openPage, screenshot } from './helpers';
import { signUpAnyWidth } from './a11y.helpers';

afterAll(closeBrowser);

/**
 * Issue 33, "Watching": a company is followed from its page and from the header search's company
 * results; the button shows its state live; the watchlist lists the company with the trial count its
 * page shows, in the same words; unfollowing works; all of it from the keyboard, in French and
 * English, at 1280 and 375 px. Signed out, the button leads to /login.
 */

interface Candidate {
  ticker: string;
  trialCount: number;
  groups: { byRole: { key: string; count: number }[] };
}

/**
 * A company of the seed that the header search finds by its ticker, preferably one that collaborates
 * on another sponsor's trials (where a lead-sponsor-only count would disagree with its page).
 */
let company: Candidate;

beforeAll(async () => {
  const { companies } = await gql<{ companies: Candidate[] }>('{ companies(first: 50) { ticker trialCount groups { byRole { key count } } } }');
  const collaborates = (c: Candidate) => c.groups.byRole.some((r) => r.key === 'COLLABORATOR' && r.count > 0);
  const searchable: Candidate[] = [];
  for (const c of companies) {
    const found = await gql<{ companies: { ticker: string }[] }>('query($s: String!) { companies(search: $s, first: 5) { ticker } }', { s: c.ticker });
    if (found.companies.some((x) => x.ticker === c.ticker)) searchable.push(c);
  }
  company = searchable.find(collaborates) ?? searchable[0];
  expect(company, 'a seeded company the search finds').toBeTruthy();
  // The case of the issue (REGN: page 30, watchlist 24) needs a collaborator's trials.
  console.log(`[issue33-follow] company ${company.ticker}: ${company.trialCount} trials, collaborator on some: ${collaborates(company)}`);
});

const WORDS = {
  'fr-FR': {
    watch: 'Suivre',
    watching: 'Suivi',
    countLabel: 'Essais (promoteur ou collaborateur)',
    countLine: /^(\d+) essais? comme promoteur ou collaborateur$/,
  },
  'en-US': { watch: 'Watch', watching: 'Watching', countLabel: 'Trials (sponsor or collaborator)', countLine: /^(\d+) trials? as sponsor or collaborator$/ },
} as const;

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** No horizontal scrolling, and the element lies inside the viewport. */
async function fits(page: Page, el: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
  const box = (await el.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** Presses `key` until the focus is on `el` (at most `max` times). */
async function tabTo(page: Page, el: Locator, max = 6): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await el.evaluate((n) => n === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  expect(await el.evaluate((n) => n === document.activeElement), 'the watch button is reached with Tab').toBe(true);
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations of the page as it is (as e2e/a11y.test.ts audits it). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (d: Document, o: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Opens the header search (behind its button on a phone) and types `text`. */
async function search(page: Page, text: string): Promise<void> {
  const toggle = page.getByTestId('search-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const input = page.getByTestId('search-input');
  await input.fill(text);
  await page.getByTestId('search-company-group').waitFor();
}

/** The company's watch button among the search's companies. */
const searchWatch = (page: Page, ticker: string) =>
  page
    .getByTestId('search-company-watch')
    .getByTestId('watch-button-company')
    .filter({ hasText: new RegExp(`^${ticker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

describe('issue 33 — following a company', () => {
  for (const locale of ['fr-FR', 'en-US'] as const) {
    for (const width of [1280, 375]) {
      it(`${locale}, ${width} px: follow from the company page and from the search results, same count on the watchlist, unfollow, with the keyboard`, async () => {
        const w = WORDS[locale];
        const { ticker } = company;
        const { page, context, errors } = await openPage('/', { locale, width, height: 900 });
        await signUpAnyWidth(page);

        // The company page: a watch button with its state, reached and pressed from the keyboard.
        await page.goto(`/company/${encodeURIComponent(ticker)}`);
        await page.getByTestId('company-page').waitFor();
        const header = page.getByTestId('company-header');
        const button = header.getByTestId('watch-button-company');
        await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull();
        expect(await button.getAttribute('aria-pressed')).toBe('false');
        expect((await button.textContent())?.trim()).toBe(w.watch);
        expect(await button.getAttribute('aria-label')).toContain(ticker);
        await fits(page, button);
        await button.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
        await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull();
        expect((await button.textContent())?.trim()).toBe(w.watching);
        expect(await focusedTestId(page)).toBe('watch-button-company');
        // The page's count and its words.
        const pageCount = Number(await page.getByTestId('company-trial-count').textContent());
        expect(pageCount).toBe(company.trialCount);
        expect(await header.locator('dt', { hasText: w.countLabel }).count()).toBe(1);
        await screenshot(page, `issue33-follow-company-${locale}-${width}`, { fullPage: false });

        // The watchlist: the company, with the same count in the same words.
        await page.goto('/watchlist');
        const row = page.locator(`[data-testid="watched-company"][data-ticker="${ticker}"]`);
        await row.waitFor();
        const line = ((await row.getByTestId('watched-company-trials').textContent()) ?? '').trim();
        expect(line).toMatch(w.countLine);
        expect(Number(w.countLine.exec(line)![1])).toBe(pageCount);
        const rowButton = row.getByTestId('watch-button-company');
        expect(await rowButton.getAttribute('aria-pressed')).toBe('true');
        await fits(page, rowButton);
        await screenshot(page, `issue33-follow-watchlist-${locale}-${width}`, { fullPage: false });

        // Unfollow from the watchlist (keyboard): the company leaves it, and its page says so.
        await rowButton.focus();
        await page.keyboard.press('Space');
        await row.waitFor({ state: 'detached' });
        await page.reload();
        // Nothing else is watched: the empty watchlist shows.
        await page.locator('.empty-state').waitFor();
        expect(await row.count()).toBe(0);
        await page.goto(`/company/${encodeURIComponent(ticker)}`);
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');

        // The header search: each company result has its watch button, reached with Tab from the field.
        await search(page, ticker);
        const hit = page.getByTestId('search-company').filter({ hasText: ticker }).first();
        expect(await hit.textContent()).toContain(String(pageCount));
        const chip = searchWatch(page, ticker);
        await chip.waitFor();
        expect(await chip.getAttribute('aria-pressed')).toBe('false');
        await fits(page, chip);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByTestId('search-input').focus();
        await tabTo(page, chip);
        await page.keyboard.press('Space');
        // Live: the result's button and the page's header button (same watchlist) both turn on.
        await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
        expect(await focusedText(page)).toBe(ticker);
        await screenshot(page, `issue33-follow-search-${locale}-${width}`, { fullPage: false });

        // Reloaded, the page still says so; the watchlist lists it again.
        await page.reload();
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
        await page.goto('/watchlist');
        await row.waitFor();
        expect(Number(w.countLine.exec(((await row.getByTestId('watched-company-trials').textContent()) ?? '').trim())![1])).toBe(pageCount);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  for (const [locale, width] of [
    ['fr-FR', 1280],
    ['en-US', 375],
  ] as const) {
    it(`${locale}, ${width} px: signed out, "${WORDS[locale].watch}" on the company page and in the search results leads to /login`, async () => {
      const { ticker } = company;
      const { page, context, errors } = await openPage(`/company/${encodeURIComponent(ticker)}`, { locale, width, height: 900 });
      const button = page.getByTestId('company-header').getByTestId('watch-button-company');
      await button.waitFor();
      expect(await button.getAttribute('aria-pressed')).toBeNull();
      expect(await seriousViolations(page)).toEqual([]);
      await button.click();
      await page.waitForURL('**/login');

      await page.goto('/');
      await search(page, ticker);
      await searchWatch(page, ticker).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await searchWatch(page, ticker).click();
      await page.waitForURL('**/login');
      // The results closed on the way.
      expect(await page.getByTestId('search-dropdown').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

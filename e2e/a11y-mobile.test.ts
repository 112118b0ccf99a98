import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, closeBrowser, gql, openPage } from './helpers';
import { signUpAnyWidth } from './a11y.helpers';

afterAll(closeBrowser);

/**
 * Issue 17, "Mobile and accessibility": each mobile bug of the issue as a browser assertion at 375 px
 * (header of one row, every trial tab visible, analytics axes without overlaps, stock chart visible in
 * its dialog, explorer notice) and no emoji used as an icon.
 */

const PHONE = { width: 375, height: 760 };

/** What the phone's screen shows (not the whole page): the header, the open menu, the dialog. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
}
let nctId = '';
let ticker = '';

beforeAll(async () => {
  const data = await gql<{ trials: { nodes: { nctId: string; ticker: string | null }[] } }>('query { trials(first: 100) { nodes { nctId ticker } } }');
  const trial = data.trials.nodes.find((t) => t.ticker) ?? data.trials.nodes[0];
  nctId = trial.nctId;
  ticker = trial.ticker ?? '';
});

async function headerHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('header.header')!.getBoundingClientRect().height);
}

/** Whether a locator's box lies fully inside the viewport's width. */
async function insideWidth(locator: Locator, width: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return !!box && box.width > 0 && box.x >= 0 && box.x + box.width <= width + 0.5;
}

interface Box {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pairs of texts of one chart whose boxes overlap (axis ticks, pie link labels). */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      const ox = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const oy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (ox > 1 && oy > 1) found.push(`"${a.text}" / "${b.text}"`);
    }
  return found;
}

describe('issue 17 — mobile (375 px)', () => {
  for (const lang of ['fr', 'en'] as const) {
    for (const signedIn of [false, true]) {
      it(`the header is one row of at most 64 px; search, language, demo badge and account are reachable (${lang}, ${signedIn ? 'signed in' : 'signed out'})`, async () => {
        const { page, context, errors } = await openPage('/', { ...PHONE, locale: lang === 'en' ? 'en-US' : 'fr-FR' });
        if (signedIn) await signUpAnyWidth(page);
        for (const path of ['/', '/trials', `/trial/${nctId}`, '/analytics']) {
          await page.goto(path);
          await page.getByTestId('search-toggle').waitFor();
          // The session check (`me`) done before the next load: a load that aborts it signs the user out.
          await page.getByTestId(signedIn ? 'user-menu-button' : 'login-link').waitFor({ state: 'attached' });
          expect(await headerHeight(page), `header height on ${path}`).toBeLessThanOrEqual(64);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `horizontal overflow on ${path}`).toBeLessThanOrEqual(1);
        }
        // The search button opens the search field in the same row; results show.
        await page.goto('/');
        await page.getByTestId('search-toggle').click();
        const input = page.getByTestId('search-input');
        await input.waitFor({ state: 'visible' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-input');
        expect(await headerHeight(page)).toBeLessThanOrEqual(64);
        expect(await insideWidth(input, PHONE.width)).toBe(true);
        await input.fill(nctId);
        await page.getByTestId('search-result').first().waitFor();
        await screenshot(page, `a11y-375-search-${lang}`);
        await page.getByTestId('search-toggle').click();
        await input.waitFor({ state: 'hidden' });
        // Keyboard: Escape closes the results, then the field, and gives the focus back to the search button.
        await page.getByTestId('search-toggle').click();
        await input.waitFor({ state: 'visible' });
        await input.press('Escape'); // the results first
        if (await input.isVisible()) await input.press('Escape');
        await input.waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-toggle');
        // Language, demo badge and account are in the menu.
        const menuButton = page.getByRole('button', { name: lang === 'en' ? 'Open menu' : 'Ouvrir le menu' });
        expect(await page.getByTestId('language-switcher').isVisible()).toBe(false);
        await menuButton.click();
        const menu = page.locator('#mobile-nav');
        await menu.getByTestId('language-switcher').waitFor({ state: 'visible' });
        await menu.getByTestId('demo-badge').waitFor({ state: 'visible' });
        await screenshot(page, `a11y-375-menu-${lang}-${signedIn ? 'in' : 'out'}`);
        await menu.getByTestId(signedIn ? 'user-menu-button' : 'login-link').waitFor({ state: 'visible' });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('every tab of the trial page is visible (fr and en)', async () => {
    for (const locale of ['fr-FR', 'en-US']) {
      const { page, context } = await openPage(`/trial/${nctId}`, { ...PHONE, locale });
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.count()).toBe(5);
      for (let i = 0; i < 5; i++) {
        const tab = tabs.nth(i);
        expect(await tab.isVisible()).toBe(true);
        expect(await insideWidth(tab, PHONE.width), `tab ${await tab.textContent()} inside the screen`).toBe(true);
      }
      // The last one (comments) opens with a tap.
      await tabs.nth(4).click();
      await page.waitForURL(/tab=comments/);
      await screenshot(page, `a11y-375-trial-tabs-${locale.slice(0, 2)}`);
      await context.close();
    }
  });

  it('analytics charts: no overlapping axis or slice labels, nothing wider than the screen', async () => {
    const { page, context } = await openPage('/analytics', PHONE);
    await page.getByTestId('overview-total').waitFor();
    const charts = page.getByTestId('chart');
    await charts.first().locator('svg').first().waitFor();
    const count = await charts.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const chart = charts.nth(i);
      await chart.scrollIntoViewIfNeeded();
      await chart.locator('svg text').first().waitFor();
      const boxes = await chart.locator('svg text').evaluateAll((els) =>
        els
          .map((e) => {
            const r = e.getBoundingClientRect();
            return { text: e.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
          })
          .filter((b) => b.text.trim() && b.width > 0),
      );
      expect(overlaps(boxes), `overlapping labels in chart ${i}`).toEqual([]);
      // Every label inside its chart (and so inside the screen), none cut on either side.
      const frame = (await chart.boundingBox())!;
      for (const b of boxes) {
        expect(b.x, `"${b.text}" cut on the left`).toBeGreaterThanOrEqual(Math.max(0, frame.x) - 0.5);
        expect(b.x + b.width, `"${b.text}" cut on the right`).toBeLessThanOrEqual(Math.min(PHONE.width, frame.x + frame.width) + 0.5);
      }
      await chart.screenshot({ path: `${ARTIFACTS}/a11y-375-analytics-chart-${i}.png` });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('the stock chart is visible in its dialog without scrolling', async () => {
    expect(ticker).toBeTruthy();
    const { page, context } = await openPage(`/trial/${nctId}?tab=stocks`, PHONE);
    await page.getByTestId('open-stock-chart').click();
    const dialog = page.getByRole('dialog');
    const chart = dialog.getByTestId('stock-chart');
    await chart.locator('svg path').first().waitFor();
    const box = (await chart.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'a11y-375-stock-dialog');
    await context.close();
  });

  it('the explorer says plainly it needs a larger screen (fr, en), and works at 1280 px', async () => {
    for (const [locale, text] of [
      ['fr-FR', /écran d'au moins 768 px/],
      ['en-US', /screen at least 768 px wide/],
    ] as const) {
      const { page, context } = await openPage('/explorer', { ...PHONE, locale });
      const note = page.getByTestId('explorer-narrow');
      await note.waitFor();
      expect(await note.textContent()).toMatch(text);
      expect(await page.getByTestId('graphiql').isVisible()).toBe(false);
      await screenshot(page, `a11y-375-explorer-${locale.slice(0, 2)}`);
      await context.close();
    }
    const { page, context } = await openPage('/explorer');
    await page.locator('.graphiql-container').waitFor();
    expect(await page.getByTestId('explorer-narrow').count()).toBe(0);
    await context.close();
  });
});

describe('issue 17 — icons', () => {
  it('no emoji or symbol glyph stands for an icon: the pages show SVG icons', async () => {
    const { page, context } = await openPage('/popular');
    await page.getByTestId('trial-card').first().waitFor();
    for (const path of ['/', '/popular', '/trials', `/trial/${nctId}?tab=comments`]) {
      await page.goto(path);
      await page.locator('main h1, main h2').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text, `emoji on ${path}`).not.toMatch(/[\u{1F300}-\u{1FAFF}\u2630\u2315\u2715\u21BB\u2665]/u);
    }
    // The like button: an SVG icon and a name that contains its visible count.
    await page.goto('/trials');
    const like = page.getByTestId('like-button').first();
    await like.waitFor();
    expect(await like.locator('svg[aria-hidden="true"]').count()).toBe(1);
    const count = (await like.getByTestId('like-count').textContent())!;
    const name = await like.evaluate((el) => (el as HTMLElement).innerText + ' ' + (el.textContent ?? ''));
    expect(name).toContain(count);
    expect(await like.getAttribute('aria-label')).toBeNull();
    await context.close();
  });
});

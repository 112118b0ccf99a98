import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, gql, openPage, signUp } from './helpers';

afterAll(closeBrowser);

/**
 * Issue 33, "Keyboard": focus stays on a toggled button, the user menu follows the WAI-ARIA
 * menu-button pattern, Escape closes the mobile menu, headings are in order and every page has an h1.
 */

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
/** Which menu item has the focus (-1: none). */
const focusedItem = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="menu"] [role="menuitem"]')].indexOf(document.activeElement as Element));
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

/** The heading levels of the page's main content, in document order. */
const headingLevels = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) => Number(h.tagName.slice(1))));

function skips(levels: number[]): string[] {
  const out: string[] = [];
  levels.forEach((l, i) => {
    const prev = i === 0 ? 0 : Math.max(...levels.slice(0, i));
    if (l > prev + 1) out.push(`h${l} after ${i === 0 ? 'nothing' : `h${levels[i - 1]}`} (#${i})`);
  });
  return out;
}

describe('issue 33 — keyboard', () => {
  for (const locale of ['fr-FR', 'en-US'] as const) {
    it(`${locale}: Enter on Like keeps the focus on the Like button through the toggle`, async () => {
      const { trials } = await gql<{ trials: { nodes: { nctId: string }[] } }>('query { trials(first: 1) { nodes { nctId } } }');
      const { page, context, errors } = await openPage('/', { locale });
      await signUp(page);
      await page.goto(`/trial/${trials.nodes[0].nctId}`);
      const like = page.getByTestId('like-button').first();
      await like.waitFor();
      const before = await like.getAttribute('aria-pressed');
      await like.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => like.getAttribute('aria-pressed')).not.toBe(before);
      // The toggle's call has returned (the hold is lifted) and the focus never left the button.
      await expect.poll(() => like.getAttribute('aria-disabled')).toBeNull();
      expect(await focused(page)).toBe('like-button');
      await page.keyboard.press('Enter');
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe(before);
      expect(await focused(page)).toBe('like-button');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${locale}: the user menu opens into its items with Enter and ArrowDown, moves with the arrows, Home and End, and Escape returns to its button`, async () => {
      const { page, context, errors } = await openPage('/', { locale });
      await signUp(page);
      const button = page.getByTestId('user-menu-button');
      const items = page.getByRole('menu').getByRole('menuitem');

      await button.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      const count = await items.count();
      expect(count).toBeGreaterThan(2);
      expect(await focusedItem(page)).toBe(0);
      await page.keyboard.press('ArrowDown');
      expect(await focusedItem(page)).toBe(1);
      await page.keyboard.press('End');
      expect(await focusedItem(page)).toBe(count - 1);
      await page.keyboard.press('ArrowDown');
      expect(await focusedItem(page)).toBe(0);
      await page.keyboard.press('ArrowUp');
      expect(await focusedItem(page)).toBe(count - 1);
      await page.keyboard.press('Home');
      expect(await focusedItem(page)).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
      expect(await focused(page)).toBe('user-menu-button');

      // ArrowDown on the closed button opens the menu on its first item, ArrowUp on its last.
      await page.keyboard.press('ArrowDown');
      expect(await focusedItem(page)).toBe(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowUp');
      expect(await focusedItem(page)).toBe(count - 1);
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${locale}: at 375 px Escape closes the mobile menu and gives the focus back to its button`, async () => {
      const { page, context, errors } = await openPage('/', { locale, width: 375, height: 800 });
      const toggle = page.locator('button.mobile-toggle');
      await toggle.click();
      await page.locator('#mobile-nav').waitFor({ state: 'visible' });
      await page.locator('#mobile-nav a').first().focus();
      await page.keyboard.press('Escape');
      await page.locator('#mobile-nav').waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedTag(page)).toBe('BUTTON');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('mobile-toggle'))).toBe(true);
      // Open again and press Escape with the focus still on the toggle.
      await toggle.click();
      await page.locator('#mobile-nav').waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await page.locator('#mobile-nav').waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${locale}: /popular keeps its heading levels in order and the 404 page has an h1`, async () => {
      const { page, context } = await openPage('/popular', { locale });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByTestId('popular-trials').or(page.locator('.empty-state')).first().waitFor();
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      expect(skips(levels)).toEqual([]);

      await page.goto('/no-such-page-here');
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect(((await h1.textContent()) ?? '').trim().length).toBeGreaterThan(0);
      expect(await page.locator('main h1').count()).toBe(1);
      expect(skips(await headingLevels(page))).toEqual([]);
      await context.close();
    });
  }
});

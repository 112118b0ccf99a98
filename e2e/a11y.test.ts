import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, collectPageErrors, gql, newContext } from './helpers';
import { signUpAnyWidth } from './a11y.helpers';

afterAll(closeBrowser);

/**
 * Issue 17, "Mobile and accessibility": axe-core on every route of the app (web/src/app/router.tsx),
 * and on the states a user opens (search dropdown, menus, dialogs), in French and English, at 1280 and
 * 375 px, signed out and signed in. Any serious or critical violation fails, printed with its rule,
 * target and page. One browser context per combination keeps the run to a few minutes.
 */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Found {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> };
  }
}

/** Waits until the page's data has arrived: no loading spinner for a moment and the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.spinner'), undefined, { timeout: 15_000 }).catch(() => undefined);
  // Let charts finish their entry animation (colours are read from the rendered styles).
  await page.waitForTimeout(200);
}

/** Serious and critical violations of the current page (axe injected through the DevTools protocol, so the CSP does not apply). */
async function audit(page: Page): Promise<Found[]> {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(() =>
    window.axe!.run(document, {
      resultTypes: ['violations'],
      // Off by default in axe (experimental), named in the issue: the visible label must be in the accessible name.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.map(String).join(' ')) }));
}

interface Step {
  /** Shown in the report. */
  name: string;
  /** Where to go (a full page load), unless `action` alone is enough. */
  path?: string;
  /** What to do on the page before the audit (open a menu, a dialog...). */
  action?: (page: Page) => Promise<void>;
  only?: { width?: number; signedIn?: boolean };
}

let nctId = '';
let ticker = '';

beforeAll(async () => {
  const data = await gql<{ trials: { nodes: { nctId: string; ticker: string | null }[] } }>('query { trials(first: 100) { nodes { nctId ticker } } }');
  const trial = data.trials.nodes.find((t) => t.ticker) ?? data.trials.nodes[0];
  nctId = trial.nctId;
  ticker = trial.ticker ?? '';
});

/** At 375 px the search field is behind the header's search button. */
async function openSearch(page: Page, text: string): Promise<void> {
  const toggle = page.getByTestId('search-toggle');
  if (await toggle.isVisible()) await toggle.click();
  const input = page.getByTestId('search-input');
  await input.fill(text);
  await page.getByTestId('search-dropdown').waitFor();
}

function steps(): Step[] {
  const trial = `/trial/${nctId}`;
  return [
    { name: 'dashboard', path: '/' },
    { name: 'trials', path: '/trials' },
    { name: 'trial summary', path: trial },
    { name: 'trial scientific', path: `${trial}?tab=scientific` },
    { name: 'trial stocks', path: `${trial}?tab=stocks` },
    ...(ticker
      ? [
          {
            name: 'trial stocks, chart dialog',
            action: async (page: Page) => {
              await page.getByTestId('open-stock-chart').click();
              await page.getByTestId('stock-modal-content').waitFor();
            },
          },
        ]
      : []),
    {
      name: 'trial stocks, analysis dialog',
      path: `${trial}?tab=stocks`,
      action: async (page) => {
        await page.getByTestId('open-analysis-modal').click();
        await page.getByRole('dialog').waitFor();
      },
    },
    { name: 'trial AI analysis', path: `${trial}?tab=ai` },
    { name: 'trial comments', path: `${trial}?tab=comments` },
    { name: 'trial not found', path: '/trial/NCT99999999' },
    { name: 'table', path: '/table' },
    { name: 'calendar', path: '/calendar' },
    { name: 'analytics', path: '/analytics' },
    { name: 'popular', path: '/popular' },
    { name: 'stocks', path: '/stocks' },
    { name: 'favorites', path: '/favorites' },
    { name: 'explorer', path: '/explorer' },
    { name: 'not found', path: '/no-such-page' },
    { name: 'search, results', path: '/', action: (page) => openSearch(page, 'NCT') },
    {
      name: 'mobile menu',
      path: '/',
      only: { width: 375 },
      action: async (page) => {
        await page.getByRole('button', { name: /Ouvrir le menu|Open menu/ }).click();
        await page.locator('#mobile-nav').waitFor();
      },
    },
    {
      name: 'user menu',
      path: '/',
      only: { width: 1280, signedIn: true },
      action: async (page) => {
        await page.getByTestId('user-menu-button').click();
        await page.getByRole('menu').waitFor();
      },
    },
    { name: 'login', path: '/login', only: { signedIn: false } },
    {
      name: 'register',
      path: '/login',
      only: { signedIn: false },
      action: async (page) => {
        await page.getByTestId('switch-to-register').click();
      },
    },
  ];
}

const COMBOS = (['fr', 'en'] as const).flatMap((lang) => [1280, 375].flatMap((width) => [false, true].map((signedIn) => ({ lang, width, signedIn }))));

describe('axe-core: no serious or critical violation on any route', () => {
  for (const combo of COMBOS) {
    const label = `${combo.lang} ${combo.width}px ${combo.signedIn ? 'signed in' : 'signed out'}`;
    it(label, { timeout: 300_000 }, async () => {
      const context = await newContext({ locale: combo.lang === 'en' ? 'en-US' : 'fr-FR', width: combo.width, height: combo.width < 600 ? 760 : 900 });
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      if (combo.signedIn) await signUpAnyWidth(page);
      const report: string[] = [];
      const timings: string[] = [];
      for (const step of steps()) {
        const t0 = Date.now();
        if (step.only?.width !== undefined && step.only.width !== combo.width) continue;
        if (step.only?.signedIn !== undefined && step.only.signedIn !== combo.signedIn) continue;
        if (step.path) {
          await page.goto(step.path);
          await settle(page);
        }
        if (step.action) {
          await step.action(page);
          await settle(page);
        }
        for (const v of await audit(page)) {
          report.push(`[${label}] ${step.name} (${page.url().replace(/^https?:\/\/[^/]+/, '')}): ${v.id} (${v.impact}) ${v.help} — ${v.targets.length} node(s): ${v.targets.slice(0, 4).join(' | ')}`);
        }
        timings.push(`${step.name} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
      }
      await context.close();
      console.log(`[${label}] ${timings.join(', ')}`);
      if (report.length) console.log(report.join('\n'));
      expect(report).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

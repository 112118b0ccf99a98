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
    axe?: {
      run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
    };
  }
}

/** HTTP requests in flight per page (the GraphQL WebSocket is not one). */
const inFlight = new WeakMap<Page, number>();

function trackRequests(page: Page): void {
  inFlight.set(page, 0);
  const done = () => inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 1) - 1));
  page.on('request', () => inFlight.set(page, (inFlight.get(page) ?? 0) + 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits until the page's data has arrived: no request in flight and no loading spinner for 250 ms. */
async function settle(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy = (inFlight.get(page) ?? 0) > 0 || (await page.evaluate(() => !!document.querySelector('.spinner')));
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 250) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Goes to a path: the first time (and to the same path again, for a fresh state) by loading the page,
 * otherwise through the app's router (history + popstate), which keeps axe and skips booting the app.
 */
async function go(page: Page, path: string): Promise<void> {
  const current = page.url().replace(/^https?:\/\/[^/]+/, '');
  const booted = current !== '' && !current.startsWith('about:') && (await page.evaluate(() => !!document.querySelector('#root *')));
  if (!booted || current === path) {
    await page.goto(path);
    return;
  }
  await page.keyboard.press('Escape');
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL((u) => u.pathname + u.search === path);
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
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
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
      // (on the stocks tab still: Escape closes the chart dialog)
      name: 'trial stocks, analysis dialog',
      action: async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
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
    { name: 'company', path: `/company/${ticker || 'MRK'}` },
    { name: 'watchlist', path: '/watchlist', only: { signedIn: true } },
    { name: 'alerts', path: '/alerts', only: { signedIn: true } },
    { name: 'favorites', path: '/favorites' },
    { name: 'explorer', path: '/explorer' },
    { name: 'not found', path: '/no-such-page' },
    { name: 'search, results', path: '/', action: (page) => openSearch(page, 'NCT') },
    {
      // (on the dashboard still: Escape closes the search results)
      name: 'mobile menu',
      only: { width: 375 },
      action: async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /Ouvrir le menu|Open menu/ }).click();
        await page.locator('#mobile-nav').waitFor();
      },
    },
    {
      name: 'user menu',
      only: { width: 1280, signedIn: true },
      action: async (page) => {
        await page.keyboard.press('Escape');
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

interface Combo {
  lang: 'fr' | 'en';
  width: number;
  signedIn: boolean;
}

/** Every step in one browser context of a combination: the violations found, and the page errors. */
async function auditCombo(combo: Combo): Promise<{ report: string[]; errors: string[] }> {
  const label = `${combo.lang} ${combo.width}px ${combo.signedIn ? 'signed in' : 'signed out'}`;
  const context = await newContext({ locale: combo.lang === 'en' ? 'en-US' : 'fr-FR', width: combo.width, height: combo.width < 600 ? 760 : 900 });
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  trackRequests(page);
  if (combo.signedIn) await signUpAnyWidth(page);
  const report: string[] = [];
  const timings: string[] = [];
  try {
    for (const step of steps()) {
      const t0 = Date.now();
      if (step.only?.width !== undefined && step.only.width !== combo.width) continue;
      if (step.only?.signedIn !== undefined && step.only.signedIn !== combo.signedIn) continue;
      if (step.path) {
        await go(page, step.path);
        await settle(page);
      }
      if (step.action) {
        await step.action(page);
        await settle(page);
      }
      for (const v of await audit(page)) {
        report.push(
          `[${label}] ${step.name} (${page.url().replace(/^https?:\/\/[^/]+/, '')}): ${v.id} (${v.impact}) ${v.help} — ${v.targets.length} node(s): ${v.targets.slice(0, 4).join(' | ')}`,
        );
      }
      timings.push(`${step.name} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    }
  } finally {
    await context.close();
  }
  console.log(`[${label}] ${timings.join(', ')}`);
  return { report, errors };
}

// fr and en of one width and sign-in state run side by side (two contexts): the run stays within a few minutes.
describe('axe-core: no serious or critical violation on any route', () => {
  for (const width of [1280, 375])
    for (const signedIn of [false, true]) {
      it(`${width}px ${signedIn ? 'signed in' : 'signed out'}, fr and en`, { timeout: 300_000 }, async () => {
        const results = await Promise.all((['fr', 'en'] as const).map((lang) => auditCombo({ lang, width, signedIn })));
        const report = results.flatMap((r) => r.report);
        if (report.length) console.log(report.join('\n'));
        expect(report).toEqual([]);
        expect(results.flatMap((r) => r.errors)).toEqual([]);
      });
    }
});

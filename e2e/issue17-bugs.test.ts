import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, gql, newAccount, openPage, screenshot, signUp } from './helpers';
import { type Count, withTopSponsors } from './analytics.helpers';
import { countryName } from '../web/src/lib/countries';

afterAll(closeBrowser);

/**
 * Issue 17, "Bugs to fix (each reproduced)": one browser test per bug, each written against the
 * reproduction of the issue (it failed on the code before the fix).
 */

/** The nivo bars of a chart (one <rect> per drawn bar). */
const bars = (chart: Locator) => chart.locator('rect[data-testid^="bar.item"]');

/** Accessible names of the keyboard-focusable marks (bars, slices) of a chart. */
async function focusableNames(chart: Locator): Promise<string[]> {
  return chart.locator('svg [tabindex="0"][aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

/** Texts of the <title> elements (the native hover tooltip) of a chart's axis and slice labels. */
async function hoverTitles(chart: Locator): Promise<string[]> {
  return chart.locator('svg title').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
}

/** Checks a bar chart keyed on full names: one bar per datum, every full name on hover (tick title) and focus (tooltip). */
async function expectFullNameBars(page: Page, chart: Locator, data: Count[]) {
  await chart.locator('svg').first().waitFor();
  expect(await bars(chart).count()).toBe(data.length);
  const names = await focusableNames(chart);
  expect(names).toHaveLength(data.length);
  for (const d of data) expect(names.some((n) => n.startsWith(`${d.name} :`) || n.startsWith(`${d.name}:`))).toBe(true);
  const titles = await hoverTitles(chart);
  for (const d of data) expect(titles).toContain(d.name);
  // Keyboard: focusing a bar shows its full name.
  const longest = [...data].sort((a, b) => b.name.length - a.name.length)[0];
  await chart.locator(`svg [tabindex="0"][aria-label^="${longest.name.replace(/"/g, '\\"')}"]`).focus();
  const tip = chart.getByTestId('chart-focus-tip');
  await tip.waitFor();
  expect(await tip.textContent()).toContain(longest.name);
  // Mouse: hovering the bar shows its full name in nivo's tooltip.
  await page.mouse.move(0, 0);
}

describe('issue 17 — analytics charts keyed on the full value', () => {
  it('draws one bar per sponsor, condition and country the API returns, with the full name on hover and focus', async () => {
    const { analyticsSummary: s } = await gql<{
      analyticsSummary: { topMetrics: { topSponsors: Count[]; topConditions: Count[]; topCountries: Count[]; statusDistribution: Count[] } };
    }>(
      '{ analyticsSummary { topMetrics { topSponsors { name count } topConditions { name count } topCountries { name count } statusDistribution { name count } } } }',
    );
    const { page, context, errors } = await openPage('/analytics');
    await page.getByTestId('overview-total').waitFor();
    await expectFullNameBars(page, page.getByTestId('chart-sponsors'), s.topMetrics.topSponsors);
    await expectFullNameBars(page, page.getByTestId('chart-conditions'), s.topMetrics.topConditions);
    // Countries in the page's language (issue 33): the registry's "United States" is "États-Unis" here.
    const countries = s.topMetrics.topCountries.map((c) => ({ ...c, name: countryName(c.name, 'fr') }));
    expect(countries.map((c) => c.name)).not.toContain('United States');
    await expectFullNameBars(page, page.getByTestId('chart-countries'), countries);
    // Pies: one focusable slice per status, named with its (translated) label and count.
    const pie = page.getByTestId('chart-status');
    const slices = await focusableNames(pie);
    expect(slices).toHaveLength(s.topMetrics.statusDistribution.length);
    for (const d of s.topMetrics.statusDistribution) expect(slices.some((n) => n.endsWith(` : ${d.count.toLocaleString('fr-FR')}`))).toBe(true);
    await pie.locator('svg [tabindex="0"]').first().focus();
    await pie.getByTestId('chart-focus-tip').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reproduction: ten sponsors whose names share their first 22 characters give ten bars, the two biggest included', async () => {
    // The case: the API returns 10 sponsors, three "National Institute of …" among them; the
    // chart drew 8 rows (the two biggest, 35 and 27, without a bar). The real answer of the server is
    // taken and only its sponsor list replaced by that case.
    const sponsors: Count[] = [
      { name: 'Assistance Publique - Hôpitaux de Paris', count: 35 },
      { name: 'Assistance Publique - Hôpitaux de Marseille', count: 27 },
      { name: 'National Institute of Allergy and Infectious Diseases (NIAID)', count: 14 },
      { name: 'National Institute of Mental Health (NIMH)', count: 12 },
      { name: 'National Institute of Neurological Disorders and Stroke (NINDS)', count: 11 },
      { name: 'Pfizer', count: 10 },
      { name: 'Novartis Pharmaceuticals', count: 9 },
      { name: 'AstraZeneca', count: 8 },
      { name: 'Mayo Clinic', count: 7 },
      { name: 'Duke University', count: 6 },
    ];
    const { page, context, errors } = await openPage('/');
    await withTopSponsors(page, sponsors);
    await page.goto('/analytics');
    await page.getByTestId('overview-total').waitFor();
    const chart = page.getByTestId('chart-sponsors');
    await expectFullNameBars(page, chart, sponsors);
    // Bar lengths follow the counts: the biggest sponsor has the longest bar.
    const widths = await bars(chart).evaluateAll((els) => els.map((e) => Number(e.getAttribute('width'))));
    expect(Math.max(...widths)).toBeGreaterThan(0);
    const label35 = chart.locator('svg [tabindex="0"][aria-label^="Assistance Publique - Hôpitaux de Paris"]');
    const label27 = chart.locator('svg [tabindex="0"][aria-label^="Assistance Publique - Hôpitaux de Marseille"]');
    const w35 = Number(await label35.getAttribute('width'));
    const w27 = Number(await label27.getAttribute('width'));
    expect(w35).toBeCloseTo(Math.max(...widths), 0);
    expect(w27 / w35).toBeCloseTo(27 / 35, 1);
    await screenshot(page, 'issue17-analytics-sponsors');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keys the score breakdown chart (AI tab) on the full factor label, shown on hover and focus', async () => {
    const { trialsTable } = await gql<{ trialsTable: { rows: { nctId: string }[] } }>('{ trialsTable(limit: 1) { rows { nctId } } }');
    const nctId = trialsTable.rows[0].nctId;
    const { trialAnalysis } = await gql<{ trialAnalysis: { breakdown: { factors: { label: string; effect: number }[] } } }>(
      'query($id: ID!) { trialAnalysis(nctId: $id) { breakdown { factors { label effect } } } }',
      { id: nctId },
    );
    const { page, context, errors } = await openPage(`/trial/${nctId}?tab=ai`);
    const chart = page.getByTestId('breakdown-chart');
    await chart.locator('svg').first().waitFor();
    const factors = trialAnalysis.breakdown.factors;
    // Prior, each factor, total.
    expect(await bars(chart).count()).toBe(factors.length + 2);
    const names = await focusableNames(chart);
    expect(names).toHaveLength(factors.length + 2);
    for (const f of factors) expect(names.some((n) => n.startsWith(`${f.label} :`))).toBe(true);
    const titles = await hoverTitles(chart);
    for (const f of factors) expect(titles).toContain(f.label);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('issue 17 — /table fits its frame', () => {
  for (const width of [1280, 1440]) {
    it(`shows every column, Actions included, at ${width} px`, async () => {
      const { page, context, errors } = await openPage('/table', { width, height: 900 });
      await page.getByTestId('table-row').first().waitFor();
      await page.getByTestId('quote-value').first().waitFor();
      const m = await page.evaluate(() => {
        const table = document.querySelector('[data-testid="results-table"]') as HTMLElement;
        const frame = table.closest('.table-wrap') as HTMLElement;
        const link = document.querySelector('[data-testid="table-row"] td.col-actions a') as HTMLElement;
        const f = frame.getBoundingClientRect();
        const l = link.getBoundingClientRect();
        return { overflow: table.scrollWidth - frame.clientWidth, linkRight: l.right, frameRight: f.right, linkScroll: link.scrollWidth - link.clientWidth };
      });
      expect(m.overflow).toBeLessThanOrEqual(1);
      expect(m.linkRight).toBeLessThanOrEqual(m.frameRight);
      expect(m.linkScroll).toBeLessThanOrEqual(0);
      await screenshot(page, `issue17-table-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('scrolls horizontally with a visible cue and a sticky first column where it cannot fit (1024 px)', async () => {
    const { page, context } = await openPage('/table', { width: 1024, height: 900 });
    await page.getByTestId('table-row').first().waitFor();
    const frame = page.locator('.results-scroll');
    await frame.waitFor();
    const state = () =>
      page.evaluate(() => {
        const f = document.querySelector('.results-scroll') as HTMLElement;
        const outer = f.parentElement as HTMLElement;
        const first = document.querySelector('[data-testid="table-row"] td') as HTMLElement;
        return {
          scrollable: f.scrollWidth - f.clientWidth,
          cue: outer.getAttribute('data-overflow') ?? '',
          rightCue: getComputedStyle(outer, '::after').opacity,
          leftCue: getComputedStyle(outer, '::before').opacity,
          firstLeft: first.getBoundingClientRect().left - f.getBoundingClientRect().left,
          sticky: getComputedStyle(first).position,
        };
      });
    // (The shadows fade in: wait for the end of the transition.)
    await expect.poll(async () => (await state()).rightCue).toBe('1');
    const before = await state();
    expect(before.scrollable).toBeGreaterThan(0);
    expect(before.cue).toContain('right');
    expect(before.leftCue).toBe('0');
    expect(before.sticky).toBe('sticky');
    await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(async () => (await state()).cue).not.toContain('right');
    await expect.poll(async () => (await state()).leftCue).toBe('1');
    // The right shadow fades out meanwhile (its transition may still be ending: 1.6e-8).
    await expect.poll(async () => Number((await state()).rightCue)).toBeLessThan(0.01);
    const after = await state();
    expect(after.cue).toContain('left');
    // The first column stays in place while the rest scrolls.
    expect(Math.abs(after.firstLeft - before.firstLeft)).toBeLessThanOrEqual(1);
    await screenshot(page, 'issue17-table-1024-scrolled');
    await context.close();
  });
});

describe('issue 17 — header search box keeps a usable width', () => {
  for (const [locale, lang] of [
    ['fr-FR', 'fr'],
    ['en-US', 'en'],
  ] as const) {
    it(`signed in at 1280 px with a long name, the search box shows its whole placeholder and nothing overflows (${lang})`, async () => {
      const { page, context, errors } = await openPage('/', { locale, width: 1280, height: 900 });
      await signUp(page, { ...newAccount('header'), name: 'Marie-Christine de La Fontaine-Dupont' });
      await page.getByTestId('demo-badge').waitFor();
      const m = await page.evaluate(() => {
        const input = document.querySelector('.header .search-input') as HTMLInputElement;
        const cs = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = cs.font;
        const inner = input.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        const header = document.querySelector('.header-inner') as HTMLElement;
        const nav = [...document.querySelectorAll('.header .nav a')].map((a) => {
          const r = a.getBoundingClientRect();
          return { text: a.textContent, visible: r.width > 0 && r.right <= window.innerWidth && a.scrollWidth <= a.clientWidth + 1 };
        });
        return {
          width: input.getBoundingClientRect().width,
          placeholder: ctx.measureText(input.placeholder).width,
          inner,
          overflow: header.scrollWidth - header.clientWidth,
          nav,
        };
      });
      expect(m.width).toBeGreaterThanOrEqual(240);
      expect(m.placeholder).toBeLessThanOrEqual(m.inner);
      expect(m.overflow).toBeLessThanOrEqual(0);
      for (const n of m.nav) expect(n.visible, String(n.text)).toBe(true);
      // The account stays reachable: its button still carries the user's name for assistive technology.
      expect(await page.getByTestId('user-menu-button').textContent()).toContain('Marie-Christine');
      await screenshot(page, `issue17-header-signed-in-1280-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('issue 17 — /trials lists phase 3 trials and is in the desktop navigation', () => {
  it('is linked from the desktop header and lists phase 3 trials only', async () => {
    const { trials } = await gql<{ trials: { totalCount: number } }>('{ trials(filter: { phases: [PHASE3] }, first: 1) { totalCount } }');
    const { trials: all } = await gql<{ trials: { totalCount: number } }>('{ trials(first: 1) { totalCount } }');
    expect(all.totalCount).toBeGreaterThan(trials.totalCount);
    const { page, context, errors } = await openPage('/', { width: 1280, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const link = nav.getByRole('link', { name: 'Essais Phase 3' });
    // The header renders once its translations are fetched (lazy namespaces): wait for it.
    await link.waitFor();
    expect(await link.isVisible()).toBe(true);
    // The spec's desktop links are still there.
    for (const name of ['Tableau de bord', 'Tableau avancé', 'Calendrier']) expect(await nav.getByRole('link', { name }).isVisible()).toBe(true);
    await link.click();
    await page.waitForURL('**/trials');
    await page.getByRole('heading', { name: 'Essais Cliniques de Phase 3' }).waitFor();
    await page.getByTestId('trial-card').first().waitFor();
    expect(await link.getAttribute('aria-current')).toBe('page');
    const phases = await page.getByTestId('trial-card').evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    expect(phases.length).toBeGreaterThan(0);
    for (const text of phases) expect(text).toContain('Phase 3');
    expect(await page.getByTestId('trials-count').textContent()).toContain(`(sur ${trials.totalCount.toLocaleString('fr-FR')} total)`);
    await screenshot(page, 'issue17-trials-phase3');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('issue 17 — one investment verdict per trial', () => {
  it('the Bourse tab and the AI tab show the same verdict (the API gives one)', async () => {
    type Row = { nctId: string; investmentVerdict: string; recommendation: string | null; analysis: { summary: { investmentVerdict: string } } | null };
    const { trialsTable } = await gql<{ trialsTable: { rows: Row[] } }>(
      '{ trialsTable(limit: 100, filter: { investmentVerdict: OUI }) { rows { nctId investmentVerdict recommendation analysis { summary { investmentVerdict } } } } }',
    );
    // The case: a trial with a direct stock link (OUI) the AI does not recommend buying.
    const picked = trialsTable.rows.filter((r) => r.recommendation && r.recommendation !== 'INVESTIR').slice(0, 2);
    expect(picked.length).toBeGreaterThan(0);
    const { page, context, errors } = await openPage('/');
    for (const r of picked) {
      await page.goto(`/trial/${r.nctId}?tab=stocks`);
      const stockBadge = page.getByText(/^Société cotée : (OUI|POSSIBLE|NON)$/);
      await stockBadge.waitFor();
      const onStocks = (await stockBadge.textContent())!.replace(/^.*: /, '');
      await page.goto(`/trial/${r.nctId}?tab=ai`);
      await page.getByTestId('analysis-panel').waitFor();
      const dd = page.locator('dt', { hasText: /^Société cotée/ }).locator('xpath=following-sibling::dd[1]');
      const onAi = (await dd.textContent())!.trim();
      expect(onAi, r.nctId).toBe(onStocks);
      expect(onStocks).toBe('OUI');
    }
    // The API: the analysis reports the trial's verdict, for every trial of the page.
    for (const r of trialsTable.rows) expect(r.analysis?.summary.investmentVerdict, r.nctId).toBe(r.investmentVerdict);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('issue 17 — the demo stock market knows its companies only', () => {
  it('answers "not found" for an unknown ticker (REST and GraphQL) and still quotes every listed sponsor', async () => {
    const { page, context } = await openPage('/');
    const rest = await page.evaluate(async () => {
      const r = await fetch('/api/stock/ZZZZZZ');
      return {
        status: r.status,
        body: (await r.json()) as { data?: { isError: boolean; error: string | null; currentPrice: number | null; companyName: string | null } },
      };
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ isError: true, currentPrice: null, companyName: null });
    expect(rest.body.data?.error).toMatch(/ZZZZZZ/);
    const { stock } = await gql<{ stock: { isError: boolean; currentPrice: number | null; error: string | null } }>(
      '{ stock(ticker: "ZZZZZZ") { isError currentPrice error } }',
    );
    expect(stock).toMatchObject({ isError: true, currentPrice: null });
    const history = await gql<{ stockHistory: { isError: boolean; prices: unknown[] } }>(
      '{ stockHistory(ticker: "ZZZZZZ", days: 30) { isError prices { date } } }',
    );
    expect(history.stockHistory).toEqual({ isError: true, prices: [] });
    // Every ticker a trial carries (curated companies and the SEC list) is quoted.
    const { trialsTable } = await gql<{ trialsTable: { rows: { ticker: string | null }[] } }>('{ trialsTable(limit: 1000) { rows { ticker } } }');
    const tickers = [...new Set(trialsTable.rows.flatMap((r) => (r.ticker ? [r.ticker] : [])))];
    expect(tickers.length).toBeGreaterThan(5);
    // In batches of the API's maximum (100 tickers a call).
    const quotes = await page.evaluate(async (list) => {
      const out: Record<string, { isError: boolean; currentPrice: number | null }> = {};
      for (let i = 0; i < list.length; i += 100) {
        const r = await fetch('/api/stock/multiple', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ tickers: list.slice(i, i + 100) }),
        });
        Object.assign(out, ((await r.json()) as { data: typeof out }).data);
      }
      return out;
    }, tickers);
    for (const t of tickers) expect(quotes[t.toUpperCase()], t).toMatchObject({ isError: false });
    await context.close();
  });
});

describe('issue 17 — the dashboard says when it could not load', () => {
  it('shows a load error with a retry instead of false zeros and empty states, then loads on retry', async () => {
    const { page, context } = await openPage('/login');
    await page.getByRole('heading').first().waitFor();
    // The API goes down: every GraphQL request fails at the network level.
    let down = true;
    await page.route('**/graphql', (route) => (down ? route.abort('connectionrefused') : route.fallback()));
    await page.goto('/');
    await page.getByTestId('greeting').waitFor();
    const upcoming = page.getByTestId('upcoming');
    // Whatever the upcoming section settles on (an error or an empty state), it is not "nothing ends soon".
    await upcoming.locator('[role="alert"], .empty-state').first().waitFor({ timeout: 20_000 });
    expect(await upcoming.textContent()).not.toContain('Aucun essai coté ne se termine');
    const popularTile = page.getByTestId('tile-popular');
    expect(await popularTile.textContent()).not.toMatch(/\d/);
    expect(await upcoming.getByRole('alert').count()).toBe(1);
    expect(await upcoming.getByRole('button', { name: 'Réessayer' }).count()).toBe(1);
    const popular = page.getByTestId('popular-section');
    await popular.getByRole('alert').waitFor();
    expect(await popular.textContent()).not.toContain('Aucun essai populaire');
    expect(await page.getByText('Aucun commentaire').count()).toBe(0);
    await screenshot(page, 'issue17-dashboard-api-down');

    // The API is back: the retry loads the data.
    down = false;
    await popular.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByTestId('popular-trials').waitFor();
    await expect.poll(async () => popularTile.textContent()).toMatch(/\d/);
    await upcoming.getByRole('button', { name: 'Réessayer' }).click();
    await expect.poll(async () => upcoming.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});

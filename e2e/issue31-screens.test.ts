import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, closeBrowser, gql, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

/**
 * Issue 31 on the catalyst screen and the analytics page, in French and English: the runway at the
 * readout as a column and a dilution-risk filter (the rows it keeps are the API's risky ones), and the
 * market reactions to past catalysts with n on success and on failure; no sideways overflow.
 */

const RISKY = ['BEFORE_READOUT', 'WITHIN_6_MONTHS'];

const LANGS = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    column: 'Trésorerie à la lecture',
    filter: 'Risque de dilution : trésorerie épuisée avant ou dans les 6 mois suivant la lecture',
    months: /^(\u2212\d+|\+\d+|0) mois$/,
    risk: { BEFORE_READOUT: 'Épuisée avant la lecture', WITHIN_6_MONTHS: 'Épuisée dans les 6 mois', NONE: 'Au-delà de 6 mois' } as Record<string, string>,
    reactions: 'Réactions du marché aux catalyseurs',
    measureLabel: 'Mesure',
    success: 'Succès',
    failure: 'Échec',
    abnormal: "moins celle de l'indice de référence",
  },
  {
    lang: 'en',
    locale: 'en-US',
    column: 'Runway at readout',
    filter: 'Dilution risk: runway ends before or within 6 months after the readout',
    months: /^(\u2212\d+|\+\d+|0) mo$/,
    risk: { BEFORE_READOUT: 'Runs out before readout', WITHIN_6_MONTHS: 'Runs out within 6 mo', NONE: 'Lasts 6+ mo after' } as Record<string, string>,
    reactions: 'Market reactions to catalysts',
    measureLabel: 'Measure',
    success: 'Success',
    failure: 'Failure',
    abnormal: "benchmark's over the same days",
  },
] as const;

interface ApiRow {
  id: string;
  dilutionRisk: string;
  runwayMonthsAtReadout: number | null;
}

const CATALYSTS = `query ($filter: CatalystFilter) {
  catalysts(filter: $filter, sort: DATE, order: ASC, first: 50) { totalCount rows { id dilutionRisk runwayMonthsAtReadout } }
}`;

interface ApiStats {
  reactionStats: {
    measure: string;
    total: number;
    demo: boolean;
    benchmark: string;
    groups: { outcome: string; capBucket: string | null; area: string | null; n: number; median: number | null }[];
  };
}
const STATS = `query ($measure: ReactionMeasure) {
  reactionStats(measure: $measure) { measure total demo benchmark groups { outcome capBucket area n median } }
}`;

const rows = (page: Page) =>
  page.getByTestId('catalyst-row').evaluateAll((els) => els.map((r) => ({ id: r.getAttribute('data-id'), risk: r.getAttribute('data-dilution-risk') })));

/** How far an element's content overflows its box sideways, and what sticks out past `limit` (px from the left). */
function overflowOf(locator: Locator, limit: number) {
  return locator.evaluate((root, max) => {
    const scroll = root.scrollWidth - root.clientWidth;
    const culprits = [root, ...root.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > max + 1 && e.getBoundingClientRect().width > 0)
      // (inside a sideways-scrolling frame, what is past the edge is scrolled to, not cut)
      .filter((e) => !e.parentElement?.closest('.table-wrap, [role="region"]'))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} right=${Math.round(e.getBoundingClientRect().right)}`);
    return { scroll, culprits };
  }, limit);
}

/**
 * The server measures moves and runways in the background after its seed: an answer, once two reads
 * a few seconds apart agree (so the page, opened next, shows the same figures as the API).
 */
async function settled<T>(read: () => Promise<T>, ready: (value: T) => boolean = () => true): Promise<T> {
  let last = JSON.stringify(await read());
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 3000));
    const now = await read();
    if (JSON.stringify(now) === last && ready(now)) return now;
    last = JSON.stringify(now);
  }
  throw new Error('the API figures kept changing (or stayed empty) for 2 minutes');
}

/** The months at readout as the cell writes them: whole months rounded down, signed with a true minus. */
function monthsText(months: number, unit: string): string {
  const m = Math.floor(months);
  return `${m > 0 ? '+' : m < 0 ? '\u2212' : ''}${Math.abs(m)} ${unit}`;
}

/** The reactions' overall n as the API counts them (all catalysts, success and failure). */
function overallN(stats: ApiStats['reactionStats'], outcome: string): number {
  return stats.groups.find((g) => g.outcome === outcome && g.capBucket === null && g.area === null)?.n ?? 0;
}

describe('issue 31: runway at readout on the catalyst screen', () => {
  for (const L of LANGS) {
    it(`shows the runway column, and the dilution filter keeps only the API's risky rows (${L.lang}, 1280 px)`, async () => {
      const read = (filter: Record<string, unknown>) => gql<{ catalysts: { totalCount: number; rows: ApiRow[] } }>(CATALYSTS, { filter });
      const [all, risky] = await settled(
        () => Promise.all([read({}), read({ dilutionRiskOnly: true })]),
        ([, r]) => r.catalysts.totalCount > 0,
      );
      const { page, context, errors } = await openPage('/catalysts', { locale: L.locale, width: 1280, height: 900 });
      await page.getByTestId('catalyst-row').first().waitFor();
      expect(await page.getByRole('columnheader', { name: L.column }).isVisible()).toBe(true);

      // Every row has the cell; the figures shown are the API's, in whole signed months.
      expect(await page.getByTestId('catalyst-runway').count()).toBe(await page.getByTestId('catalyst-row').count());
      for (const m of await page.getByTestId('catalyst-runway-months').allTextContents()) expect(m.trim()).toMatch(L.months);
      expect(all.catalysts.rows.filter((r) => r.runwayMonthsAtReadout !== null).length).toBe(
        await page.locator('[data-testid="catalyst-row"]:has([data-testid="catalyst-runway-months"])').count(),
      );

      // The table fits the screen at 1280 px: no sideways scrolling, the demo badge and the new column whole.
      const wrap = page.locator('.catalysts-wrap');
      expect(await wrap.evaluate((e) => e.scrollWidth - e.clientWidth), 'catalyst table scrolls sideways at 1280 px').toBeLessThanOrEqual(1);
      const frame = (await wrap.boundingBox())!;
      for (const id of ['catalyst-demo', 'catalyst-dilution', 'catalyst-source']) {
        const boxes = await page
          .getByTestId(id)
          .evaluateAll((els) => els.slice(0, 30).map((e) => ({ right: e.getBoundingClientRect().right, clipped: e.scrollWidth > e.clientWidth + 1 })));
        for (const b of boxes) {
          expect(b.right, `${id} past the table's edge`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
          expect(b.clipped, `${id} clipped`).toBe(false);
        }
      }
      await screenshot(page, `issue31-catalysts-${L.lang}-1280`, { fullPage: false });

      // The filter: a labelled checkbox, kept in the URL, sent to the API.
      expect(risky.catalysts.totalCount, 'the demo data has companies whose cash runs out near a readout').toBeGreaterThan(0);
      expect(risky.catalysts.totalCount).toBeLessThan(all.catalysts.totalCount);
      for (const r of risky.catalysts.rows) expect(RISKY).toContain(r.dilutionRisk);
      // (a click, then the URL: the box follows the URL once the router has applied it)
      await page.getByLabel(L.filter, { exact: true }).click();
      await page.waitForURL(/dilutionRiskOnly=true/);
      await expect.poll(() => page.getByLabel(L.filter, { exact: true }).isChecked()).toBe(true);
      const expected = risky.catalysts.rows.map((r) => r.id);
      await expect.poll(async () => (await rows(page)).map((r) => r.id)).toEqual(expected);
      // Each visible row says its risk in words, the API's risk.
      const badges = await page.getByTestId('catalyst-row').evaluateAll((els) =>
        els.map((r) => {
          const b = r.querySelector('[data-testid="catalyst-dilution"]');
          return { id: r.getAttribute('data-id'), risk: b?.getAttribute('data-risk') ?? null, text: b?.textContent?.trim() ?? '' };
        }),
      );
      expect(badges.length).toBe(expected.length);
      const apiRisk = new Map(risky.catalysts.rows.map((r) => [r.id, r.dilutionRisk]));
      for (const b of badges) {
        expect(RISKY).toContain(b.risk);
        expect(b.risk).toBe(apiRisk.get(b.id!));
        expect(b.text).toBe(L.risk[b.risk!]);
      }
      expect(await page.getByTestId('catalysts-count').textContent()).toMatch(new RegExp(String(risky.catalysts.totalCount)));
      // Their months at readout: the API's, in whole months rounded down (so a negative one is "before the readout").
      const shownMonths = await page
        .getByTestId('catalyst-row')
        .evaluateAll((els) => els.map((r) => r.querySelector('[data-testid="catalyst-runway-months"]')?.textContent?.trim() ?? null));
      const unit = L.lang === 'fr' ? 'mois' : 'mo';
      expect(shownMonths).toEqual(risky.catalysts.rows.map((r) => (r.runwayMonthsAtReadout === null ? null : monthsText(r.runwayMonthsAtReadout, unit))));
      expect(shownMonths.filter((m) => m !== null).length, 'risky rows have a runway at their readout').toBeGreaterThan(0);
      for (const m of shownMonths) if (m !== null) expect(m).toMatch(L.months);

      // Kept across a reload; unticking brings every row back.
      await page.reload();
      await page.getByTestId('catalyst-row').first().waitFor();
      expect(await page.getByLabel(L.filter, { exact: true }).isChecked()).toBe(true);
      await expect.poll(async () => (await rows(page)).map((r) => r.id)).toEqual(expected);
      await screenshot(page, `issue31-catalysts-risky-${L.lang}-1280`, { fullPage: false });
      await page.getByLabel(L.filter, { exact: true }).click();
      await expect.poll(() => page.url()).not.toContain('dilutionRiskOnly');
      await expect.poll(() => page.getByLabel(L.filter, { exact: true }).isChecked()).toBe(false);
      await expect.poll(async () => (await rows(page)).map((r) => r.id)).toEqual(all.catalysts.rows.map((r) => r.id));
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('at 375 px the risky rows are cards with their runway, and nothing overflows', async () => {
    const { page, context, errors } = await openPage('/catalysts?dilutionRiskOnly=true', { locale: 'fr-FR', width: 375, height: 800 });
    await page.getByTestId('catalyst-row').first().waitFor();
    const card = page.getByTestId('catalyst-row').first();
    expect(await card.getByTestId('catalyst-dilution').isVisible()).toBe(true);
    expect(await card.getByTestId('catalyst-runway').evaluate((e) => e.closest('td')!.getAttribute('data-label'))).toBe('Trésorerie à la lecture');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await screenshot(page, 'issue31-catalysts-risky-fr-375', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('issue 31: market reactions to catalysts on the analytics page', () => {
  for (const L of LANGS) {
    it(`shows the median move on success and on failure with n, the benchmark, the measure (${L.lang}, 1280 px)`, async () => {
      const { reactionStats: stats } = await settled(() => gql<ApiStats>(STATS, {}));
      const { page, context, errors } = await openPage('/analytics', { locale: L.locale, width: 1280, height: 900 });
      const section = page.getByRole('region', { name: L.reactions, exact: true });
      await section.waitFor();
      await section.getByTestId('reaction-n-SUCCESS').waitFor();
      expect(stats.measure).toBe('ABNORMAL_1D');
      expect(stats.total, 'the demo market reacted to past catalysts').toBeGreaterThan(0);
      expect(await section.getByLabel(L.measureLabel, { exact: true }).inputValue()).toBe('ABNORMAL_1D');
      for (const [outcome, word] of [
        ['SUCCESS', L.success],
        ['FAILURE', L.failure],
      ] as const) {
        const tile = section.getByTestId(`reaction-overall-${outcome}`);
        expect(await tile.getByRole('heading').textContent()).toBe(word);
        const n = overallN(stats, outcome);
        expect(await tile.getByTestId(`reaction-n-${outcome}`).textContent()).toBe(`n = ${n.toLocaleString(L.locale)}`);
      }
      expect(overallN(stats, 'SUCCESS') + overallN(stats, 'FAILURE')).toBeGreaterThan(0);
      // The benchmark named; the demo flag when the figures are demo ones.
      const benchmark = (await section.getByTestId('reaction-benchmark').textContent())!;
      expect(benchmark).toContain(stats.benchmark);
      expect(benchmark).toContain(L.abnormal);
      expect(await section.getByTestId('reaction-demo').count()).toBe(stats.demo ? 1 : 0);
      // The table: every group the API sent, with its n; the chart drawn, its labels whole.
      const tableRows = section.getByTestId('reaction-row');
      const apiLines = new Set(stats.groups.filter((g) => g.outcome === 'SUCCESS' || g.outcome === 'FAILURE').map((g) => `${g.capBucket}|${g.area}`));
      expect(await tableRows.count()).toBe(apiLines.size);
      expect(await tableRows.first().locator('td').first().textContent()).toContain(`n = ${overallN(stats, 'SUCCESS').toLocaleString(L.locale)}`);
      const chart = section.getByTestId('reaction-chart');
      await chart.locator('svg rect').first().waitFor();
      const svg = (await chart.locator('svg').first().boundingBox())!;
      const texts = await chart
        .locator('svg text')
        .evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? '', left: e.getBoundingClientRect().left, right: e.getBoundingClientRect().right })));
      expect(texts.length).toBeGreaterThan(0);
      for (const t of texts) {
        expect(t.left, `"${t.text}" cut on the left`).toBeGreaterThanOrEqual(svg.x - 0.5);
        expect(t.right, `"${t.text}" cut on the right`).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
      }
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${ARTIFACTS}/issue31-reactions-${L.lang}-1280.png` });

      // Another measure: the API's figures for it.
      const { reactionStats: five } = await gql<ApiStats>(STATS, { measure: 'ABNORMAL_5D' });
      await section.getByLabel(L.measureLabel, { exact: true }).selectOption('ABNORMAL_5D');
      await section.locator('[data-testid="reaction-body"][data-measure="ABNORMAL_5D"]').waitFor();
      expect(await section.getByTestId('reaction-n-FAILURE').textContent()).toBe(`n = ${overallN(five, 'FAILURE').toLocaleString(L.locale)}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const L of LANGS) {
    it(`the reactions section does not overflow at 375 px (${L.lang})`, async () => {
      const { page, context, errors } = await openPage('/analytics', { locale: L.locale, width: 375, height: 800 });
      const section = page.getByRole('region', { name: L.reactions, exact: true });
      await section.getByTestId('reaction-n-FAILURE').waitFor();
      await section.getByTestId('reaction-chart').locator('svg rect').first().waitFor();
      await section.scrollIntoViewIfNeeded();
      const o = await overflowOf(section, 375);
      expect(o.scroll, 'the section scrolls sideways').toBeLessThanOrEqual(1);
      expect(o.culprits, 'past the screen edge').toEqual([]);
      const box = (await section.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375.5);
      // The chart's labels stay inside the screen.
      const texts = await section
        .getByTestId('reaction-chart')
        .locator('svg text')
        .evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? '', left: e.getBoundingClientRect().left, right: e.getBoundingClientRect().right })));
      for (const t of texts) {
        expect(t.left, `"${t.text}" cut on the left`).toBeGreaterThanOrEqual(-0.5);
        expect(t.right, `"${t.text}" cut on the right`).toBeLessThanOrEqual(375.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
      await section.screenshot({ path: `${ARTIFACTS}/issue31-reactions-${L.lang}-375.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

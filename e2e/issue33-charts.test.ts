import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, gql, openPage, screenshot } from './helpers';
import { type Count, withTopSponsors } from './analytics.helpers';

afterAll(closeBrowser);

/**
 * Issue 33, item 3 "Charts", in French and English, at 1280 and 375 px where layout is involved:
 * the price chart's axis labels fit the chart and do not overlap on any range; its legend draws the
 * markers' own shapes; the analytics charts colour recommendations as the spec says (INVESTIR green,
 * SURVEILLER yellow, NE_PAS_INVESTIR red), keep every label inside the chart, never show two marks
 * under the same label, show statuses by their whole translated name; the page subtitle says what
 * the data holds. Companies and counts are taken from the API, never guessed.
 */

const LOCALES = [
  { locale: 'fr-FR', lang: 'fr' },
  { locale: 'en-US', lang: 'en' },
] as const;
const WIDTHS = [1280, 375] as const;
const RANGES = ['Y1', 'M1', 'M6', 'Y5'] as const;

const LOCALES_DIR = path.join(import.meta.dirname, '..', 'web', 'src', 'locales');
const labelsOf = (lang: string) => JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, 'labels.json'), 'utf8')) as Record<string, Record<string, string>>;
const companyOf = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, 'company.json'), 'utf8')) as { chart: { event: Record<string, string> } };
const regulatoryOf = (lang: string) => JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, 'regulatory.json'), 'utf8')) as { chart: { legend: string } };

interface Box {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `inner` lies within `outer` (half a pixel of rounding allowed). */
const inside = (inner: Omit<Box, 'text'>, outer: Omit<Box, 'text'>) =>
  inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;

/** Pairs of boxes, taken in order along an axis, that overlap (the first one's far edge passes the next one's near edge). */
function overlaps(boxes: Box[], axis: 'x' | 'y'): string[] {
  const sorted = [...boxes].sort((a, b) => (axis === 'x' ? a.left - b.left : a.top - b.top));
  const out: string[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1];
    const b = sorted[i];
    if (axis === 'x' ? a.right > b.left + 0.5 : a.bottom > b.top + 0.5) out.push(`"${a.text}" overlaps "${b.text}"`);
  }
  return out;
}

/**
 * The axis tick labels of a nivo chart, in page pixels: nivo draws each tick as a <g> holding a <line>
 * and then its <text>; the tick line is horizontal on the y axis and vertical on the x axis.
 */
async function axisLabels(svg: Locator): Promise<{ svg: Box; x: Box[]; y: Box[] }> {
  return svg.evaluate((el) => {
    const boxOf = (e: Element, text = ''): Box => {
      const b = e.getBoundingClientRect();
      return { text, left: b.left, right: b.right, top: b.top, bottom: b.bottom };
    };
    const x: Box[] = [];
    const y: Box[] = [];
    for (const text of el.querySelectorAll('text')) {
      const line = text.previousElementSibling;
      const label = text.textContent?.trim() ?? '';
      if (!line || line.tagName.toLowerCase() !== 'line' || !label) continue;
      const x2 = Number(line.getAttribute('x2') ?? 0);
      const y2 = Number(line.getAttribute('y2') ?? 0);
      if (x2 !== 0 && y2 === 0) y.push(boxOf(text, label));
      else if (y2 !== 0 && x2 === 0) x.push(boxOf(text, label));
    }
    return { svg: boxOf(el), x, y };
  });
}

/** The axis labels once nivo's transitions have settled (two reads, a moment apart, the same). */
async function settledAxisLabels(page: Page, svg: Locator) {
  let last = JSON.stringify(await axisLabels(svg));
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(250);
    const now = JSON.stringify(await axisLabels(svg));
    if (now === last) return JSON.parse(now) as Awaited<ReturnType<typeof axisLabels>>;
    last = now;
  }
  throw new Error('the chart axes kept moving');
}

/** Hue (0-360), saturation (0-1) and lightness of a CSS colour as the browser computes it ("rgb(r, g, b)"). */
function hsl(css: string): { h: number; s: number; l: number } {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!m) throw new Error(`not a computed colour: ${css}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((v) => Number(v) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

/** The spec's colour family of a computed colour: green, yellow (amber included), red, or gray. */
function family(css: string): string {
  const { h, s } = hsl(css);
  if (s < 0.15) return 'gray';
  if (h >= 90 && h <= 170) return 'green';
  if (h >= 36 && h <= 66) return 'yellow';
  if (h >= 340 || h <= 12) return 'red';
  return `other (hue ${Math.round(h)})`;
}
const SPEC_FAMILY: Record<string, string> = { INVESTIR: 'green', SURVEILLER: 'yellow', NE_PAS_INVESTIR: 'red' };

/**
 * The fill of a pie slice, found from its focusable mark ("name : value"): the visible arc drawn with
 * the same outline.
 */
async function sliceFill(card: Locator, name: string): Promise<string> {
  return card.evaluate((el, wanted) => {
    const marks = [...el.querySelectorAll('svg path[aria-label]')];
    const mark = marks.find((m) => {
      const label = m.getAttribute('aria-label') ?? '';
      return label.startsWith(`${wanted} :`) || label.startsWith(`${wanted}:`);
    });
    if (!mark) return `no slice named ${wanted}`;
    const d = mark.getAttribute('d');
    const arc = [...el.querySelectorAll('svg path')].find((p) => p !== mark && p.getAttribute('d') === d && getComputedStyle(p).fill !== 'transparent');
    return arc ? getComputedStyle(arc).fill : `no visible arc under ${wanted}`;
  }, name);
}

/** Every label drawn in a chart's svg: its text, its box, the svg's box, and the hover title of its tick. */
async function chartTexts(card: Locator): Promise<{ svg: Box; card: Box; texts: (Box & { title: string | null })[] }> {
  return card.evaluate((el) => {
    const boxOf = (e: Element, text = ''): Box => {
      const b = e.getBoundingClientRect();
      return { text, left: b.left, right: b.right, top: b.top, bottom: b.bottom };
    };
    const svg = el.querySelector('svg')!;
    const texts = [...svg.querySelectorAll('text')]
      .filter((t) => (t.textContent ?? '').trim() && getComputedStyle(t).visibility !== 'hidden' && Number(getComputedStyle(t).opacity) > 0)
      .map((t) => ({ ...boxOf(t, (t.textContent ?? '').trim()), title: t.parentElement?.querySelector(':scope > title')?.textContent ?? null }));
    return { svg: boxOf(svg), card: boxOf(el), texts };
  });
}

interface Priced {
  ticker: string;
  currency: string;
  events: { kind: string }[];
  regulatoryEvents: { date: string }[];
  priceHistory: { prices: { date: string; close: number }[] };
}

/** The company whose prices are the highest (the longest y-axis labels) and the one with the most kinds of chart markers. */
let tallest: Priced;
let marked: Priced;

beforeAll(async () => {
  const { companies } = await gql<{ companies: Priced[] }>(
    `{ companies(first: 50) { ticker currency events(days: 366, max: 150) { kind } regulatoryEvents { date } priceHistory(range: Y1) { prices { date close } } } }`,
  );
  const priced = companies.filter((c) => c.priceHistory.prices.length > 1);
  expect(priced.length, 'companies with a price history').toBeGreaterThan(0);
  const top = (c: Priced) => Math.max(...c.priceHistory.prices.map((p) => p.close));
  tallest = [...priced].sort((a, b) => top(b) - top(a))[0];
  const kinds = (c: Priced) => new Set(c.events.map((e) => e.kind)).size;
  const regulatory = (c: Priced) => {
    const p = c.priceHistory.prices;
    return c.regulatoryEvents.filter((r) => r.date.slice(0, 10) >= p[0].date && r.date.slice(0, 10) <= p[p.length - 1].date).length;
  };
  marked = [...priced].sort((a, b) => kinds(b) - kinds(a) || Number(regulatory(b) > 0) - Number(regulatory(a) > 0))[0];
  expect(kinds(marked), 'a company with trial events on its chart').toBeGreaterThan(1);
});

describe('issue 33 — the company price chart', () => {
  for (const L of LOCALES) {
    for (const width of WIDTHS) {
      it(`${L.lang}, ${width} px: y labels fit the chart and x labels do not overlap, on every range`, async () => {
        const { page, context, errors } = await openPage(`/company/${encodeURIComponent(tallest.ticker)}`, { locale: L.locale, width, height: 900 });
        const chart = page.getByTestId('company-chart');
        const svg = chart.getByTestId('price-events-chart').locator('svg').first();
        await svg.waitFor();
        const problems: string[] = [];
        for (const range of RANGES) {
          if (range !== 'Y1') {
            await Promise.all([
              page.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes(`"range":"${range}"`)),
              page.getByTestId(`chart-range-${range}`).click(),
            ]);
          }
          await page.waitForSelector(`[data-testid="chart-range-${range}"][aria-pressed="true"]`);
          await svg.waitFor();
          const axes = await settledAxisLabels(page, svg);
          expect(axes.y.length, `${range}: y-axis labels`).toBeGreaterThan(1);
          expect(axes.x.length, `${range}: x-axis labels`).toBeGreaterThan(1);
          for (const b of [...axes.y, ...axes.x]) {
            if (!inside(b, axes.svg))
              problems.push(
                `${range}: "${b.text}" is cut by the chart's edge (${Math.round(b.left)}–${Math.round(b.right)} in ${Math.round(axes.svg.left)}–${Math.round(axes.svg.right)})`,
              );
            if (b.left < -0.5 || b.right > width + 0.5) problems.push(`${range}: "${b.text}" is off the screen`);
          }
          problems.push(...overlaps(axes.x, 'x').map((o) => `${range}: x axis: ${o}`));
          problems.push(...overlaps(axes.y, 'y').map((o) => `${range}: y axis: ${o}`));
          // Distinct labels: thinning never leaves two ticks saying the same.
          for (const [name, list] of [
            ['x', axes.x],
            ['y', axes.y],
          ] as const) {
            const texts = list.map((b) => b.text);
            if (new Set(texts).size !== texts.length) problems.push(`${range}: repeated ${name} labels ${texts.join(' | ')}`);
          }
          if (range === 'Y1') {
            await chart.scrollIntoViewIfNeeded();
            await screenshot(page, `issue33-charts-price-${L.lang}-${width}`, { fullPage: false });
          }
        }
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    it(`${L.lang}: the legend draws the same shape and colour as the markers of each kind`, async () => {
      const words = companyOf(L.lang).chart.event;
      const { page, context, errors } = await openPage(`/company/${encodeURIComponent(marked.ticker)}`, { locale: L.locale });
      const chart = page.getByTestId('company-chart');
      await chart.getByTestId('chart-marker').first().waitFor();
      const legend = chart.locator('ul.chart-legend');
      await legend.waitFor();
      const kinds = [...new Set(await chart.getByTestId('chart-marker').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind') ?? '')))];
      expect(kinds.length).toBeGreaterThan(1);

      /** The drawn outline of a marker or legend key: its visible shapes (tag, geometry and colour), the hit area and the stem left out. */
      const shapeOf = (root: Locator) =>
        root.evaluate((el) => {
          const drawn = [...el.querySelectorAll('path, circle, rect, polygon, line')].filter((s) => {
            const cs = getComputedStyle(s);
            // A line counts when it is part of the symbol (a flag's pole), not a stem or a dashed guide (drawn faint or dashed).
            if (s.tagName === 'line') return cs.strokeDasharray === 'none' && Number(cs.opacity) === 1;
            return cs.fill !== 'none' && cs.fill !== 'transparent' && cs.fill !== 'rgba(0, 0, 0, 0)';
          });
          return drawn.map((s) => {
            const geometry =
              s.tagName === 'circle'
                ? `r=${s.getAttribute('r')}`
                : (s.getAttribute('d') ?? ['x1', 'y1', 'x2', 'y2', 'width', 'height'].map((a) => s.getAttribute(a)).join(','));
            const cs = getComputedStyle(s);
            return `${s.tagName}:${geometry}:${cs.fill}:${s.tagName === 'line' || cs.fill === 'none' ? cs.stroke : ''}`;
          });
        });

      const problems: string[] = [];
      for (const kind of kinds) {
        const marker = chart.locator(`[data-testid="chart-marker"][data-kind="${kind}"]`).first();
        const item = legend.locator('li').filter({ hasText: new RegExp(`(^|\\s)${escapeRegExp(words[kind])}\\s*$`) });
        expect(await item.count(), `legend entry for ${kind}`).toBe(1);
        const markerShape = await shapeOf(marker);
        const legendShape = await shapeOf(item);
        if (!markerShape.length) problems.push(`${kind}: the marker has no shape`);
        if (JSON.stringify(markerShape) !== JSON.stringify(legendShape))
          problems.push(
            `${kind}: legend ${JSON.stringify(legendShape)} (text "${(await item.textContent())?.trim()}") ≠ marker ${JSON.stringify(markerShape)}`,
          );
      }
      // Markers of different kinds are told apart by their shape too, not by colour alone.
      const outlines = new Set<string>();
      for (const kind of kinds) {
        const shape = await shapeOf(chart.locator(`[data-testid="chart-marker"][data-kind="${kind}"]`).first());
        outlines.add(JSON.stringify(shape.map((s) => s.split(':').slice(0, 2).join(':'))));
      }
      if (outlines.size !== kinds.length) problems.push(`${kinds.length} kinds of markers drawn with ${outlines.size} outlines`);
      const regulatory = chart.getByTestId('chart-regulatory-marker');
      if (await regulatory.count()) {
        const item = chart.getByTestId('chart-legend-regulatory');
        expect(await item.textContent()).toContain(regulatoryOf(L.lang).chart.legend);
        const markerShape = await shapeOf(regulatory.first());
        const legendShape = await shapeOf(item);
        if (!markerShape.length || JSON.stringify(markerShape) !== JSON.stringify(legendShape))
          problems.push(
            `regulatory: legend ${JSON.stringify(legendShape)} (text "${(await item.textContent())?.trim()}") ≠ marker ${JSON.stringify(markerShape)}`,
          );
      }
      await legend.scrollIntoViewIfNeeded();
      await screenshot(page, `issue33-charts-legend-${L.lang}`, { fullPage: false });
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** The issue's sponsors: three whose names share their first 22 characters ("National Institute of…"). */
const SPONSORS: Count[] = [
  { name: 'National Institute of Allergy and Infectious Diseases (NIAID)', count: 14 },
  { name: 'National Institute of Mental Health (NIMH)', count: 12 },
  { name: 'National Institute of Neurological Disorders and Stroke (NINDS)', count: 11 },
  { name: 'Assistance Publique - Hôpitaux de Paris', count: 10 },
  { name: 'Assistance Publique - Hôpitaux de Marseille', count: 9 },
  { name: 'Pfizer', count: 8 },
  { name: 'Novartis Pharmaceuticals', count: 7 },
];

/** Opens /analytics with the server's real summary, only its sponsor list replaced by the issue's case. */
async function openAnalytics(locale: string, width: number) {
  const { page, context, errors } = await openPage('/', { locale, width, height: 900 });
  await withTopSponsors(page, SPONSORS);
  await page.goto('/analytics');
  await page.getByTestId('overview-total').waitFor();
  return { page, context, errors };
}

interface Summary {
  overview: { totalTrials: number };
  phases: Count[];
  topMetrics: { statusDistribution: Count[] };
  investmentInsights: { recommendations: Count[] };
}
const summaryOf = async () =>
  (
    await gql<{ analyticsSummary: Summary }>(
      '{ analyticsSummary { overview { totalTrials } phases { name count } topMetrics { statusDistribution { name count } } investmentInsights { recommendations { name count } } } }',
    )
  ).analyticsSummary;

const CHARTS = [
  'chart-countries',
  'chart-sponsors',
  'chart-conditions',
  'chart-status',
  'chart-phases',
  'chart-continents',
  'chart-recommendations',
  'chart-verdicts',
];

describe('issue 33 — the analytics charts', () => {
  for (const L of LOCALES) {
    for (const width of WIDTHS) {
      it(`${L.lang}, ${width} px: every label inside its chart, no two marks under the same label, statuses by their whole name`, async () => {
        const summary = await summaryOf();
        const labels = labelsOf(L.lang);
        const { page, context, errors } = await openAnalytics(L.locale, width);
        const problems: string[] = [];
        for (const id of CHARTS) {
          const card = page.getByTestId(id);
          await card.locator('svg').first().waitFor();
          const { svg, card: cardBox, texts } = await chartTexts(card);
          if (!inside(svg, cardBox)) problems.push(`${id}: the chart runs out of its card`);
          for (const t of texts) if (!inside(t, svg)) problems.push(`${id}: "${t.text}" is cut by the chart's edge`);
          const named = texts.map((t) => t.text).filter((t) => /\p{L}/u.test(t));
          const repeated = named.filter((t, i) => named.indexOf(t) !== i);
          if (repeated.length) problems.push(`${id}: several marks labelled ${[...new Set(repeated)].map((r) => `"${r}"`).join(', ')}`);
          // A shortened label gives its whole name on hover.
          for (const t of texts)
            if (t.text.endsWith('…') && !(t.title && t.title.length > t.text.length - 1)) problems.push(`${id}: "${t.text}" has no full name on hover`);
          // Legend entries (when the chart has one) stay inside the card.
          for (const b of await card.locator('li').evaluateAll((els) =>
            els.map((e) => {
              const r = e.getBoundingClientRect();
              return { text: e.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
            }),
          ))
            if (!inside(b, cardBox)) problems.push(`${id}: legend entry "${b.text}" runs out of its card`);
        }

        // Sponsors: the three "National Institute of…" each keep a label of their own, the whole name on hover and on focus.
        const sponsors = page.getByTestId('chart-sponsors');
        const titles = await sponsors.locator('svg title').allTextContents();
        for (const s of SPONSORS) if (!titles.includes(s.name)) problems.push(`sponsors: no hover title "${s.name}"`);
        const niaid = SPONSORS[0].name;
        await sponsors.locator(`svg [tabindex="0"][aria-label^="${niaid}"]`).focus();
        await sponsors.getByTestId('chart-focus-tip').waitFor();
        expect(await sponsors.getByTestId('chart-focus-tip').textContent()).toContain(niaid);

        // Statuses: each by its whole name in the interface language, shown in full (never the code, never English in French).
        const status = page.getByTestId('chart-status');
        const english = labelsOf('en').TrialStatus;
        for (const s of summary.topMetrics.statusDistribution) {
          const word = labels.TrialStatus[s.name];
          expect(word, `a ${L.lang} word for ${s.name}`).toBeTruthy();
          const shown = status.getByText(word, { exact: true });
          if ((await shown.count()) === 0 || !(await shown.first().isVisible())) problems.push(`status: "${word}" is not shown in full`);
          if (await status.getByText(s.name, { exact: true }).count()) problems.push(`status: the code ${s.name} is shown`);
          if (L.lang === 'fr' && english[s.name] !== word && (await status.getByText(english[s.name], { exact: true }).count()))
            problems.push(`status: English "${english[s.name]}" in French`);
        }
        await status.scrollIntoViewIfNeeded();
        await screenshot(page, `issue33-charts-analytics-${L.lang}-${width}`);
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    it(`${L.lang}: recommendations are coloured as the spec says, in the chart, its legend and the badges`, async () => {
      const summary = await summaryOf();
      const words = labelsOf(L.lang).Recommendation;
      const { page, context, errors } = await openAnalytics(L.locale, 1280);
      const card = page.getByTestId('chart-recommendations');
      await card.locator('svg').first().waitFor();
      const problems: string[] = [];
      const recs = summary.investmentInsights.recommendations.filter((r) => SPEC_FAMILY[r.name]);
      expect(recs.length, 'recommendations the spec colours').toBeGreaterThan(1);
      for (const r of recs) {
        const fill = await sliceFill(card, words[r.name]);
        if (!fill.startsWith('rgb')) {
          problems.push(`${r.name}: ${fill}`);
          continue;
        }
        if (family(fill) !== SPEC_FAMILY[r.name])
          problems.push(`${r.name} ("${words[r.name]}") is ${family(fill)} (${fill}), the spec says ${SPEC_FAMILY[r.name]}`);
        // Its legend entry shows the same colour as its slice.
        const swatch = card
          .locator('li')
          .filter({ has: page.getByText(words[r.name], { exact: true }) })
          .locator('[data-swatch]');
        const swatchColour = (await swatch.count()) ? await swatch.first().evaluate((e) => getComputedStyle(e).backgroundColor) : 'none';
        if (swatchColour !== fill) problems.push(`${r.name}: legend swatch ${swatchColour} ≠ slice ${fill}`);
      }
      // The highlight lists' recommendation badges: the same colour families.
      for (const [code, word] of Object.entries(words)) {
        if (!SPEC_FAMILY[code]) continue;
        const badges = page
          .locator('[data-testid="top-opportunities"] .badge, [data-testid="top-risks"] .badge')
          .filter({ hasText: new RegExp(`^${escapeRegExp(word)}$`) });
        for (const bg of await badges.evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor)))
          if (family(bg) !== SPEC_FAMILY[code]) problems.push(`badge ${code} is ${family(bg)} (${bg})`);
      }
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `issue33-charts-recommendations-${L.lang}`, { fullPage: false });
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${L.lang}: the subtitle says what the data holds (all phases, how many trials)`, async () => {
      const summary = await summaryOf();
      const { page, context, errors } = await openPage('/analytics', { locale: L.locale });
      await page.getByTestId('overview-total').waitFor();
      const subtitle = page.locator('main header p').first();
      const total = new Intl.NumberFormat(L.locale).format(summary.overview.totalTrials);
      const phase3 = summary.phases.find((p) => p.name === 'PHASE3')?.count ?? 0;
      expect(phase3, 'phase 3 trials in the data').toBeLessThan(summary.overview.totalTrials);
      await expect.poll(async () => (await subtitle.textContent())?.replace(/\s/g, ' ')).toContain(total.replace(/\s/g, ' '));
      const text = ((await subtitle.textContent()) ?? '').replace(/\s/g, ' ');
      expect(text).toMatch(L.lang === 'fr' ? /toutes phases/i : /all phases/i);
      expect(text).toContain(new Intl.NumberFormat(L.locale).format(phase3).replace(/\s/g, ' '));
      expect(text).not.toMatch(L.lang === 'fr' ? /^Analyse des essais cliniques de phase 3$/ : /^Analysis of phase 3 clinical trials$/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

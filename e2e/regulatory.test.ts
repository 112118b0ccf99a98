import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, gql, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

const KINDS = {
  fr: [
    'Date PDUFA (FDA)',
    'Comité consultatif FDA',
    'Vote du comité consultatif',
    'Approbation FDA',
    'Lettre de réponse complète (CRL)',
    'Avis du CHMP (EMA)',
    'Décision de la Commission européenne',
    'Retrait',
  ],
  en: [
    'PDUFA date (FDA)',
    'FDA advisory committee',
    'Advisory committee vote',
    'FDA approval',
    'Complete response letter (CRL)',
    'CHMP opinion (EMA)',
    'European Commission decision',
    'Withdrawal',
  ],
};

interface TrialEvents {
  nctId: string;
  regulatoryEvents: { id: string; kind: string; date: string; ticker: string | null; demo: boolean; link: { method: string; confidence: string } | null }[];
}

/** A seeded (demo) trial with regulatory events, found through the API, and its company's ticker. */
async function demoTrialWithEvents(): Promise<{ nctId: string; ticker: string; count: number }> {
  let after: string | null = null;
  for (let pageNo = 0; pageNo < 5; pageNo++) {
    const { trials }: { trials: { nextPageToken: string | null; nodes: TrialEvents[] } } = await gql(
      `query ($after: String) { trials(first: 100, after: $after) { nextPageToken nodes { nctId regulatoryEvents { id kind date ticker demo link { method confidence } } } } }`,
      { after },
    );
    const found = trials.nodes.find((t) => t.regulatoryEvents.length > 0 && t.regulatoryEvents.some((e) => e.ticker));
    if (found) {
      expect(found.regulatoryEvents.every((e) => e.demo)).toBe(true);
      expect(found.regulatoryEvents.every((e) => e.link !== null)).toBe(true);
      return { nctId: found.nctId, ticker: found.regulatoryEvents.find((e) => e.ticker)!.ticker!, count: found.regulatoryEvents.length };
    }
    after = trials.nextPageToken;
    if (!after) break;
  }
  throw new Error('no demo trial with regulatory events');
}

/** How far the page overflows sideways, with the outermost elements sticking out that no scroll box clips (for the failure message). */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const clipped = (e: Element) => {
      for (let p = e.parentElement; p; p = p.parentElement) if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const out = (e: Element | null) => !!e && e.getBoundingClientRect().right > window.innerWidth + 1;
    return {
      by: document.documentElement.scrollWidth - window.innerWidth,
      culprits: [...document.querySelectorAll('body *')]
        .filter((e) => out(e) && !out(e.parentElement) && !clipped(e))
        .slice(0, 5)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}[${e.getAttribute('data-testid') ?? ''}] right=${Math.round(e.getBoundingClientRect().right)}`,
        ),
    };
  });

/** Nothing sticks out sideways at this width. */
async function expectNoOverflow(page: Page): Promise<void> {
  const o = await overflowOf(page);
  expect(o.by, o.culprits.join(', ')).toBeLessThanOrEqual(1);
}

describe('regulatory events', () => {
  it('the trial page has a "Réglementaire" section with the demo events, their sources and links (fr)', async () => {
    const { nctId, count } = await demoTrialWithEvents();
    const { page, context, errors } = await openPage(`/trial/${nctId}`);
    const section = page.getByTestId('trial-regulatory');
    await section.getByRole('heading', { name: 'Réglementaire' }).waitFor();
    const events = section.getByTestId('regulatory-event');
    await events.first().waitFor();
    expect(await events.count()).toBe(count);
    for (const kind of await section.getByTestId('regulatory-kind').allTextContents()) expect(KINDS.fr).toContain(kind);
    for (const c of await section.getByTestId('regulatory-confidence').allTextContents()) expect(['Annoncée', 'Estimée', 'Réalisée']).toContain(c);
    for (const d of await section.getByTestId('regulatory-date').allTextContents()) expect(d).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    expect(await section.getByTestId('regulatory-demo').first().textContent()).toBe('Données de démonstration');
    expect(await section.getByTestId('regulatory-as-of').first().textContent()).toMatch(/^au \d{1,2} \p{L}+ \d{4}$/u);
    expect(await section.getByTestId('regulatory-link').first().textContent()).toMatch(/^Lien : .+ \((élevée|moyenne|faible)\)$/);
    const source = section.getByTestId('regulatory-source').first();
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'regulatory-trial-fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks English on the trial page, and fits 375 px', async () => {
    const { nctId } = await demoTrialWithEvents();
    const { page, context, errors } = await openPage(`/trial/${nctId}`, { locale: 'en-US', width: 375, height: 800 });
    const section = page.getByTestId('trial-regulatory');
    await section.getByRole('heading', { name: 'Regulatory' }).waitFor();
    await section.getByTestId('regulatory-event').first().waitFor();
    for (const kind of await section.getByTestId('regulatory-kind').allTextContents()) expect(KINDS.en).toContain(kind);
    for (const c of await section.getByTestId('regulatory-confidence').allTextContents()) expect(['Announced', 'Estimated', 'Actual']).toContain(c);
    expect(await section.getByTestId('regulatory-demo').first().textContent()).toBe('Demo data');
    expect(await section.getByTestId('regulatory-as-of').first().textContent()).toMatch(/^as of [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expectNoOverflow(page);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'regulatory-trial-en-375', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the company page lists them, puts those ahead on its timeline, and the price chart has regulatory markers with a legend', async () => {
    const { ticker } = await demoTrialWithEvents();
    const { companyEvents } = await gql<{ companyEvents: { date: string }[] }>(`query ($t: String!) { companyEvents: regulatoryEvents(ticker: $t) { date } }`, {
      t: ticker,
    });
    expect(companyEvents.length).toBeGreaterThan(0);
    const { page, context, errors } = await openPage(`/company/${encodeURIComponent(ticker)}`);
    await page.getByTestId('company-page').waitFor();
    const card = page.getByTestId('company-regulatory');
    await card.getByRole('heading', { name: 'Réglementaire' }).waitFor();
    expect(await card.getByTestId('regulatory-event').count()).toBeGreaterThan(0);
    for (const kind of await card.getByTestId('regulatory-kind').allTextContents()) expect(KINDS.fr).toContain(kind);
    const today = new Date().toISOString().slice(0, 10);
    if (companyEvents.some((e) => e.date > today)) {
      expect(await page.getByTestId('company-catalysts').getByTestId('catalyst-regulatory-item').count()).toBeGreaterThan(0);
    }
    // Demo events of the past year fall on the one-year chart: flags, a legend entry, a tooltip on focus.
    await page.getByTestId('price-events-chart').waitFor();
    const markers = page.getByTestId('chart-regulatory-marker');
    await expect.poll(async () => markers.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('chart-legend-regulatory').textContent()).toContain('Événement réglementaire');
    const marker = markers.first();
    expect(await marker.getAttribute('target')).toBe('_blank');
    expect(await marker.getAttribute('rel')).toBe('noopener noreferrer');
    const name = (await marker.getAttribute('aria-label')) ?? '';
    expect(KINDS.fr.some((k) => name.startsWith(k))).toBe(true);
    expect(name).toContain('(ouvrir la source)');
    await marker.focus();
    const tip = page.getByTestId('chart-regulatory-tooltip');
    await tip.waitFor();
    const tipText = (await tip.textContent()) ?? '';
    expect(KINDS.fr.some((k) => tipText.startsWith(k))).toBe(true);
    await screenshot(page, 'regulatory-company-fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the company page speaks English and fits 375 px', async () => {
    const { ticker } = await demoTrialWithEvents();
    const { page, context, errors } = await openPage(`/company/${encodeURIComponent(ticker)}`, { locale: 'en-US', width: 375, height: 800 });
    const card = page.getByTestId('company-regulatory');
    await card.getByRole('heading', { name: 'Regulatory' }).waitFor();
    for (const kind of await card.getByTestId('regulatory-kind').allTextContents()) expect(KINDS.en).toContain(kind);
    await page.getByTestId('price-events-chart').waitFor();
    await expect.poll(async () => page.getByTestId('chart-regulatory-marker').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('chart-legend-regulatory').textContent()).toContain('Regulatory event');
    await expectNoOverflow(page);
    await screenshot(page, 'regulatory-company-en-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});

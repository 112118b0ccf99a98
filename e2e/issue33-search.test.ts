import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, gql, openPage } from './helpers';

afterAll(closeBrowser);

/**
 * Issue 33, "Search": a brand name finds the trial whose intervention carries it, a company whose
 * name matches comes first and Enter opens it, and companies without trials are left out; in fr and
 * en, at 1280 and 375 px (where the search sits behind a button in the header).
 */

interface TrialNode {
  nctId: string;
  briefTitle: string;
  officialTitle: string | null;
  acronym: string | null;
  leadSponsorName: string;
  conditions: string[];
  interventions: { name: string; otherNames: string[] }[];
}

async function everyTrial(): Promise<TrialNode[]> {
  const out: TrialNode[] = [];
  let after: string | null = null;
  do {
    const data: { trials: { nodes: TrialNode[]; nextPageToken: string | null } } = await gql(
      `query($after: String) { trials(first: 100, after: $after) {
        nextPageToken nodes { nctId briefTitle officialTitle acronym leadSponsorName conditions interventions { name otherNames } } } }`,
      { after },
    );
    out.push(...data.trials.nodes);
    after = data.trials.nextPageToken;
  } while (after);
  return out;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A brand name (an intervention's other name, letters only) that no trial's title, acronym, sponsor
 * or conditions hold: the search can find it only through the interventions.
 */
function brandOnlyInInterventions(trials: TrialNode[]): { brand: string; nctIds: string[] } {
  const texts = trials.map((t) => fold([t.briefTitle, t.officialTitle ?? '', t.acronym ?? '', t.leadSponsorName, ...t.conditions].join(' | ')));
  for (const t of trials)
    for (const i of t.interventions)
      for (const name of i.otherNames) {
        const brand = fold(name);
        if (!/^[a-z]{5,}$/.test(brand) || texts.some((x) => x.includes(brand))) continue;
        const nctIds = trials.filter((x) => x.interventions.some((y) => [y.name, ...y.otherNames].some((n) => fold(n).includes(brand)))).map((x) => x.nctId);
        return { brand: name, nctIds };
      }
  throw new Error('no brand name among the demo trials’ interventions');
}

/** A listed company with trials whose first word also finds trials: the dropdown holds both. */
async function companyAndTrials(): Promise<{ word: string; ticker: string }> {
  const { companies } = await gql<{ companies: { ticker: string; name: string }[] }>(`{ companies(first: 20) { ticker name } }`);
  for (const c of companies) {
    const word = c.name.split(/[\s,.]+/)[0];
    if (word.length < 4) continue;
    const { searchTrials } = await gql<{ searchTrials: { nctId: string }[] }>(`query($q: String!) { searchTrials(query: $q, limit: 5) { nctId } }`, {
      q: word,
    });
    if (searchTrials.length) return { word, ticker: c.ticker };
  }
  throw new Error('no company whose name also finds trials');
}

/** Opens the header search (behind its button on a phone) and types `text`. */
async function search(page: Page, text: string): Promise<void> {
  // The header is drawn: its search field, or on a phone the button that shows it.
  await page.locator('[data-testid="search-toggle"]:visible, [data-testid="search-input"]:visible').first().waitFor();
  const toggle = page.getByTestId('search-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId('search-input').fill(text);
}

/** The options of the settled dropdown, in order: `company TICKER` or `trial NCT…`. */
async function settledOptions(page: Page, noResults: RegExp): Promise<string[]> {
  const options = page.getByTestId('search-dropdown').getByRole('option');
  await options.first().or(page.getByText(noResults)).waitFor();
  return options.evaluateAll((els) =>
    els.map((el) =>
      el.getAttribute('data-testid') === 'search-company'
        ? `company ${el.querySelector('.badge')?.textContent?.trim() ?? ''}`
        : `trial ${el.querySelector('code')?.textContent?.trim() ?? ''}`,
    ),
  );
}

const WORDS = {
  'fr-FR': { companies: 'Sociétés', trials: 'Essais', noResults: /Aucun résultat pour/ },
  'en-US': { companies: 'Companies', trials: 'Trials', noResults: /No results for/ },
};

describe('issue 33 — search', () => {
  let trials: TrialNode[];
  beforeAll(async () => {
    trials = await everyTrial();
  });

  for (const locale of ['fr-FR', 'en-US'] as const) {
    for (const width of [1280, 375]) {
      const w = WORDS[locale];

      it(`${locale}, ${width} px: a brand name finds the trial whose intervention carries it, and opens it`, async () => {
        const { brand, nctIds } = brandOnlyInInterventions(trials);
        const { page, context, errors } = await openPage('/', { locale, width, height: 800 });
        await search(page, brand);
        const options = await settledOptions(page, w.noResults);
        expect(options.length).toBeGreaterThan(0);
        expect({ brand, others: options.filter((o) => !(o.startsWith('trial ') && nctIds.includes(o.slice(6)))) }).toEqual({ brand, others: [] });
        const first = page.getByTestId('search-result').first();
        expect(await first.isVisible()).toBe(true);
        await first.click();
        await page.waitForURL(`**/trial/${options[0].slice(6)}`);
        await page.getByTestId('trial-detail').waitFor();
        expect(errors).toEqual([]);
        await context.close();
      });

      it(`${locale}, ${width} px: a company’s name lists the company first, in view, before the trials; Enter opens its page`, async () => {
        const { word, ticker } = await companyAndTrials();
        const { page, context, errors } = await openPage('/', { locale, width, height: 800 });
        await search(page, word);
        const options = await settledOptions(page, w.noResults);
        expect(options[0]).toMatch(/^company /);
        expect(options).toContain(`company ${ticker}`);
        const firstTrial = options.findIndex((o) => o.startsWith('trial '));
        expect(firstTrial).toBeGreaterThan(0);
        expect(options.slice(firstTrial).every((o) => o.startsWith('trial '))).toBe(true);
        const labels = await page.locator('.search-group-label').allTextContents();
        expect(labels).toEqual([w.companies, w.trials]);
        // The company is in view, at the top of the list, without scrolling.
        const company = await page.getByTestId('search-company').first().boundingBox();
        const list = await page.getByRole('listbox').boundingBox();
        expect(company && list).toBeTruthy();
        expect(company!.y).toBeGreaterThanOrEqual(list!.y - 1);
        expect(company!.y + company!.height).toBeLessThanOrEqual(Math.min(list!.y + list!.height, 800) + 1);

        await page.getByTestId('search-input').press('Enter');
        const opened = options[0].slice('company '.length);
        await page.waitForURL(`**/company/${encodeURIComponent(opened)}`);
        await page.getByTestId('company-page').waitFor();
        expect(await page.getByTestId('company-ticker').textContent()).toBe(opened);
        expect(errors).toEqual([]);
        await context.close();
      });

      it(`${locale}, ${width} px: a query matching only companies without trials lists no company`, async () => {
        const { page, context, errors } = await openPage('/', { locale, width, height: 800 });
        // "xx" matches the tickers XXII and XXC, companies with no trial here.
        const { companies } = await gql<{ companies: { ticker: string }[] }>(`{ companies(search: "xx") { ticker } }`);
        expect(companies).toEqual([]);
        await search(page, 'xx');
        const options = await settledOptions(page, w.noResults);
        expect(options.filter((o) => o.startsWith('company '))).toEqual([]);
        expect(await page.getByTestId('search-company-group').count()).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseCsv } from '../web/src/features/table/table.csv';
import { closeBrowser, gql, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

/** GraphQL operation names the page sent over HTTP. */
function recordOperations(page: Page): string[] {
  const ops: string[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith('/graphql') || req.method() !== 'POST') return;
    try {
      ops.push(JSON.parse(req.postData() ?? '{}').operationName);
    } catch {
      /* not JSON */
    }
  });
  return ops;
}

describe('/table advanced table', () => {
  it('fills the quotes column from one batched request, persists filters across reload, resets the page on filter change', async () => {
    const { page, context, errors } = await openPage('/table');
    const ops = recordOperations(page);
    await page.getByRole('heading', { name: 'Tableau avancé' }).waitFor();
    await page.getByTestId('table-row').first().waitFor();
    // Default filter OUI: every row is listed, so the quote cells fill in (not 'Chargement...').
    await page.getByTestId('quote-value').first().waitFor();
    await expect.poll(async () => page.getByTestId('quote-loading').count()).toBe(0);
    expect(await page.getByTestId('quote-value').first().textContent()).toContain('Cliquer pour graphique');
    expect(ops.filter((o) => o === 'TableQuotes')).toHaveLength(1);
    expect(await page.getByTestId('filter-verdict').inputValue()).toBe('OUI');
    expect(await page.getByTestId('pagination-size').inputValue()).toBe('25');
    await screenshot(page, 'part2-table-fr');

    // Change filter and page size, go to page 2: all saved under the spec's keys.
    await page.getByTestId('filter-verdict').selectOption('ALL');
    await page.getByTestId('pagination-size').selectOption('10');
    await page.getByTestId('pagination-next').click();
    await expect.poll(async () => page.getByTestId('pagination-page').textContent()).toMatch(/^Page 2 sur/);
    const stored = await page.evaluate(() => ({
      f: JSON.parse(localStorage.getItem('trialsTableFilters') ?? 'null'),
      p: JSON.parse(localStorage.getItem('trialsTablePagination') ?? 'null'),
      s: JSON.parse(localStorage.getItem('trialsTableSort') ?? 'null'),
    }));
    expect(stored.f).toMatchObject({ investissement_bourse: 'ALL', phase: 'ALL' });
    expect(stored.p).toEqual({ page: 2, limit: 10 });
    expect(stored.s).toEqual({ sortBy: 'analyzedAt', sortOrder: 'desc' });

    await page.reload();
    await page.getByTestId('table-row').first().waitFor();
    expect(await page.getByTestId('filter-verdict').inputValue()).toBe('ALL');
    expect(await page.getByTestId('pagination-size').inputValue()).toBe('10');
    expect(await page.getByTestId('pagination-page').textContent()).toMatch(/^Page 2 sur/);
    expect(await page.getByTestId('table-row').count()).toBe(10);
    // A page of 10 rows, some unlisted: 'Non coté' appears, and still one quotes request for the page.
    const before = ops.filter((o) => o === 'TableQuotes').length;
    expect(before).toBeGreaterThanOrEqual(2);

    // A filter change goes back to page 1.
    await page.getByTestId('filter-phase').selectOption('PHASE3');
    await expect.poll(async () => page.getByTestId('pagination-page').textContent()).toMatch(/^Page 1 sur/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('trialsTablePagination')!))).toEqual({ page: 1, limit: 10 });

    // Sorting by score from the header.
    await page.getByTestId('sort-score').click();
    await expect.poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('trialsTableSort')!))).toEqual({ sortBy: 'score', sortOrder: 'desc' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the chart modal from the stock cell and the trial from the row (keyboard too)', async () => {
    const { page, context } = await openPage('/table');
    await page.getByTestId('quote-cell').first().waitFor();
    await page.getByTestId('quote-cell').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Données Boursières');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('table-row').first();
    const nctId = await row.getAttribute('data-nct-id');
    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/trial/${nctId}`);
    await context.close();
  });

  it('exports the whole filtered result (all pages) as CSV', async () => {
    const { page, context } = await openPage('/table');
    await page.evaluate(() => localStorage.setItem('trialsTablePagination', JSON.stringify({ page: 1, limit: 10 })));
    await page.reload();
    await page.getByTestId('table-row').first().waitFor();
    const expected = await gql<{ trialsTable: { pagination: { totalCount: number } } }>(
      'query($f: TrialsTableFilter) { trialsTable(filter: $f, limit: 1) { pagination { totalCount } } }',
      { f: { investmentVerdict: 'OUI' } },
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    const file = await download.path();
    const rows = parseCsv(fs.readFileSync(file, 'utf8'));
    expect(rows[0]).toEqual([
      'NCT ID',
      'Titre',
      'Sponsor',
      'Ticker',
      'Phases',
      'Score IA',
      'Recommandation',
      'Signal',
      'Raison du signal',
      'Société cotée',
      'Participants',
      'Date de fin',
      'Pays',
      'Prochain catalyseur (début)',
      'Prochain catalyseur (fin)',
      'Type de catalyseur',
      'Confiance du catalyseur',
      'Capitalisation (USD)',
      'Lien',
    ]);
    expect(rows.length - 1).toBe(expected.trialsTable.pagination.totalCount);
    expect(expected.trialsTable.pagination.totalCount).toBeGreaterThan(10);
    for (const r of rows.slice(1)) {
      expect(r[0]).toMatch(/^NCT\d{8}$/);
      expect(['Positif', 'Négatif', 'Neutre']).toContain(r[7]);
      expect(r[9]).toBe('OUI');
      expect(r[13]).toMatch(/^$|^\d{4}-\d{2}-\d{2}$/);
      expect(r[17]).toMatch(/^$|^\d+$/);
      expect(r[18]).toMatch(/\/trial\/NCT\d{8}$/);
    }
    // Listed sponsors (verdict OUI) of the demo market have a cap; most demo trials have a catalyst window.
    expect(rows.slice(1).filter((r) => r[17] !== '').length).toBeGreaterThan(0);
    expect(rows.slice(1).filter((r) => r[13] !== '').length).toBeGreaterThan(0);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(rows.length - 1);
    await context.close();
  });

  it('shows the next catalyst and market cap (USD) columns and sorts them on the server', async () => {
    const { page, context, errors } = await openPage('/table');
    await page.getByTestId('table-row').first().waitFor();
    await page.getByRole('columnheader', { name: /Prochain catalyseur/ }).waitFor();
    await page.getByRole('columnheader', { name: /Capitalisation \(USD\)/ }).waitFor();
    type Page1 = { trialsTable: { rows: { nctId: string; nextCatalyst: { windowStart: string } | null; stock: { marketCapUsd: number | null } | null }[] } };
    const serverOrder = (sortBy: string, sortOrder: string) =>
      gql<Page1>(
        `query($s: TrialsTableSortField, $o: SortOrder) { trialsTable(filter: { investmentVerdict: OUI }, limit: 25, sortBy: $s, sortOrder: $o) {
          rows { nctId nextCatalyst { windowStart } stock { marketCapUsd } } } }`,
        { s: sortBy, o: sortOrder },
      );
    const shownIds = () => page.getByTestId('table-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-nct-id')));

    // Soonest catalyst first, then the latest first; the rows shown are the server's order.
    await page.getByTestId('sort-nextCatalyst').click();
    const asc = await serverOrder('nextCatalyst', 'ASC');
    await expect.poll(shownIds).toEqual(asc.trialsTable.rows.map((r) => r.nctId));
    const starts = asc.trialsTable.rows.map((r) => r.nextCatalyst?.windowStart ?? '9999');
    expect(starts).toEqual([...starts].sort());
    await page.getByTestId('next-catalyst').first().waitFor();
    await page.getByTestId('sort-nextCatalyst').click();
    const desc = await serverOrder('nextCatalyst', 'DESC');
    await expect.poll(shownIds).toEqual(desc.trialsTable.rows.map((r) => r.nctId));

    // Largest cap first; the cells show the caps in billions of dollars.
    await page.getByTestId('sort-marketCapUsd').click();
    const byCap = await serverOrder('marketCapUsd', 'DESC');
    await expect.poll(shownIds).toEqual(byCap.trialsTable.rows.map((r) => r.nctId));
    const caps = byCap.trialsTable.rows.map((r) => r.stock?.marketCapUsd ?? null).filter((c): c is number => c !== null);
    expect(caps.length).toBeGreaterThan(0);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    await expect.poll(async () => page.getByTestId('market-cap').first().textContent()).toMatch(/\d.*\$/);
    expect(await page.getByRole('columnheader', { name: /Capitalisation/ }).getAttribute('aria-sort')).toBe('descending');
    await page.getByTestId('sort-marketCapUsd').click();
    const byCapAsc = await serverOrder('marketCapUsd', 'ASC');
    await expect.poll(shownIds).toEqual(byCapAsc.trialsTable.rows.map((r) => r.nctId));
    await screenshot(page, 'part2-table-catalyst-cap-fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is usable at 375 px wide in English', async () => {
    const { page, context, errors } = await openPage('/table', { locale: 'en-US', width: 375, height: 800 });
    await page.getByRole('heading', { name: 'Advanced table' }).waitFor();
    await page.getByTestId('table-row').first().waitFor();
    const overflow = await page.evaluate(() => {
      const m = document.querySelector('main')!;
      return m.scrollWidth - m.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    // The two investor columns are labelled lines of each card, and the sort select offers them.
    const first = page.getByTestId('table-row').first();
    expect(await first.locator('td.col-catalyst').getAttribute('data-label')).toBe('Next catalyst');
    expect(await first.locator('td.col-marketCap').getAttribute('data-label')).toBe('Market cap (USD)');
    expect(await first.locator('td.col-catalyst').isVisible()).toBe(true);
    await page.getByTestId('sort-mobile').selectOption('nextCatalyst:asc');
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('trialsTableSort')!)))
      .toEqual({ sortBy: 'nextCatalyst', sortOrder: 'asc' });
    await page.getByTestId('sort-mobile').selectOption('marketCapUsd:desc');
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('trialsTableSort')!)))
      .toEqual({ sortBy: 'marketCapUsd', sortOrder: 'desc' });
    await page.getByTestId('table-row').first().waitFor();
    const overflowAfter = await page.evaluate(() => {
      const m = document.querySelector('main')!;
      return m.scrollWidth - m.clientWidth;
    });
    expect(overflowAfter).toBeLessThanOrEqual(1);
    await screenshot(page, 'part2-table-en-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});

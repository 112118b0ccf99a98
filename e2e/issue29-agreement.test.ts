import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, gql, newContext, screenshot } from './helpers';

afterAll(closeBrowser);

/**
 * Issue 29, "agreement everywhere", in the browser: for 50 trials (demo trials with failed, met and
 * unposted primary end points), the summary tab, the AI tab, the stock tab, the table row, the
 * calendar and the company page show the signal, recommendation and listing verdict that REST
 * `/api/trials/:id` gives, and no trial whose primary end point failed reads as positive anywhere.
 * (The real records are covered by the API's analysis.agreement.test.ts: the browser test server
 * seeds demo data only.)
 */

interface Node {
  nctId: string;
  ticker: string | null;
  statusSignal: { kind: string; reason: string };
  recommendation: string | null;
  investmentVerdict: string;
  nextCatalyst: { kind: string; windowStart: string } | null;
}
interface Rest {
  statusSignal: { kind: string; reason: string };
  recommendation: string | null;
  investissement_bourse: string;
}
interface Seen {
  signal?: string;
  recommendation?: string | null;
  recommendationText?: string;
  verdict?: string;
}

const SAMPLE = 50;
let sample: (Node & { rest: Rest })[] = [];
const seen = new Map<string, Seen>();

async function allTrials(): Promise<Node[]> {
  const out: Node[] = [];
  let after: string | null = null;
  do {
    const page: { trials: { nodes: Node[]; nextPageToken: string | null } } = await gql(
      `query ($after: String) { trials(first: 100, after: $after) { nextPageToken nodes { nctId ticker statusSignal { kind reason } recommendation investmentVerdict nextCatalyst { kind windowStart } } } }`,
      { after },
    );
    out.push(...page.trials.nodes);
    after = page.trials.nextPageToken;
  } while (after && out.length < 1000);
  return out;
}

/** 50 trials: every failed and met primary end point first (up to 15 each), then listed, unposted trials. */
function pick(all: Node[]): Node[] {
  const failed = all.filter((t) => t.statusSignal.reason === 'PRIMARY_NOT_MET').slice(0, 15);
  const met = all.filter((t) => t.statusSignal.reason === 'PRIMARY_MET').slice(0, 15);
  const chosen = new Set([...failed, ...met].map((t) => t.nctId));
  const rest = all.filter((t) => !chosen.has(t.nctId) && t.ticker).slice(0, SAMPLE - chosen.size);
  return [...failed, ...met, ...rest];
}

async function attr(page: Page, testId: string, name: string): Promise<string | null> {
  const el = page.getByTestId(testId).first();
  await el.waitFor();
  return el.getAttribute(name);
}

describe('issue 29 — one judgement on every screen (browser)', () => {
  beforeAll(async () => {
    const picked = pick(await allTrials());
    sample = await Promise.all(
      picked.map(async (t) => {
        const res = await fetch(`${BASE_URL}/api/trials/${t.nctId}`);
        const body = (await res.json()) as { trial: Rest };
        return { ...t, rest: body.trial };
      }),
    );
  }, 60_000);

  it('samples 50 trials: failed, met and unposted primary end points', () => {
    expect(sample.length).toBe(SAMPLE);
    expect(sample.filter((t) => t.statusSignal.reason === 'PRIMARY_NOT_MET').length).toBeGreaterThanOrEqual(3);
    expect(sample.filter((t) => t.statusSignal.reason === 'PRIMARY_MET').length).toBeGreaterThanOrEqual(3);
    expect(sample.filter((t) => !t.statusSignal.reason.startsWith('PRIMARY_')).length).toBeGreaterThanOrEqual(10);
    // GraphQL and REST agree before any screen is looked at.
    for (const t of sample)
      expect({ nctId: t.nctId, signal: t.rest.statusSignal.kind, rec: t.rest.recommendation, verdict: t.rest.investissement_bourse }).toEqual({
        nctId: t.nctId,
        signal: t.statusSignal.kind,
        rec: t.recommendation,
        verdict: t.investmentVerdict,
      });
  });

  it('the summary, AI and stock tabs of each trial show the REST signal, recommendation and verdict', async () => {
    const context = await newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    for (const t of sample) {
      const expected = { nctId: t.nctId, signal: t.rest.statusSignal.kind, rec: t.rest.recommendation, verdict: t.rest.investissement_bourse };
      await page.goto(`/trial/${t.nctId}`);
      const card = await attr(page, 'signal-card', 'data-signal');
      expect({ nctId: t.nctId, card }).toEqual({ nctId: t.nctId, card: expected.signal });

      await page.goto(`/trial/${t.nctId}?tab=ai`);
      const panel = page.getByTestId('analysis-panel').or(page.getByText(/Aucune analyse/));
      await panel.first().waitFor();
      const seenHere: Seen = { signal: card ?? undefined };
      if (t.rest.recommendation) {
        const rec = page.getByTestId('analysis-recommendation');
        seenHere.recommendation = await rec.getAttribute('data-value');
        seenHere.recommendationText = ((await rec.textContent()) ?? '').trim();
        seenHere.verdict = (await page.getByTestId('analysis-verdict').getAttribute('data-value')) ?? undefined;
        expect({ nctId: t.nctId, rec: seenHere.recommendation, verdict: seenHere.verdict }).toEqual({
          nctId: t.nctId,
          rec: expected.rec,
          verdict: expected.verdict,
        });
      }

      await page.goto(`/trial/${t.nctId}?tab=stocks`);
      await page.getByTestId('stock-panel').or(page.getByTestId('stock-listing')).first().waitFor();
      if (t.rest.recommendation)
        expect({ nctId: t.nctId, rec: await attr(page, 'stock-recommendation', 'data-value') }).toEqual({ nctId: t.nctId, rec: expected.rec });
      expect({ nctId: t.nctId, verdict: await attr(page, 'stock-listing', 'data-value') }).toEqual({ nctId: t.nctId, verdict: expected.verdict });
      seen.set(t.nctId, seenHere);
    }
    await screenshot(page, 'issue29-agreement-last-trial');
    await context.close();
  }, 300_000);

  it('the table rows, the calendar and the company pages show the same signal and recommendation', async () => {
    const context = await newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const byId = new Map(sample.map((t) => [t.nctId, t]));
    let tableChecked = 0;
    const pages: string[] = [];
    await page.goto('/table');
    await page.locator('tr[data-nct-id]').first().waitFor();
    await page.locator('select[data-testid$="-size"]').first().selectOption('100');
    await page.locator('tr[data-nct-id]').nth(50).waitFor();
    // Every page of the table, until each sampled trial was met.
    for (let p = 0; p < 40 && tableChecked < sample.length; p++) {
      const rows = page.locator('tr[data-nct-id]');
      const n = await rows.count();
      pages.push(`${page.url()}: ${n} rows from ${await rows.first().getAttribute('data-nct-id')}`);
      for (let i = 0; i < n; i++) {
        const row = rows.nth(i);
        const id = (await row.getAttribute('data-nct-id')) ?? '';
        const t = byId.get(id);
        if (!t) continue;
        tableChecked++;
        expect({ id, signal: await row.getByTestId('signal-badge').getAttribute('data-signal') }).toEqual({ id, signal: t.rest.statusSignal.kind });
        const recText = seen.get(id)?.recommendationText;
        if (recText) expect({ id, rec: ((await row.getByTestId('recommendation').textContent()) ?? '').trim() }).toEqual({ id, rec: recText });
      }
      const next = page.locator('button[data-testid$="-next"]');
      if ((await next.count()) === 0 || (await next.first().isDisabled())) break;
      const first = await rows.first().getAttribute('data-nct-id');
      await next.first().click();
      await page.waitForFunction((prev) => document.querySelector('tr[data-nct-id]')?.getAttribute('data-nct-id') !== prev, first);
    }
    expect(tableChecked, `sampled trials met in the table's pages:\n${pages.join('\n')}`).toBeGreaterThanOrEqual(SAMPLE / 2);

    // The calendar: the months of the sampled trials' next catalysts, opened, and their signal dots.
    await page.goto('/calendar');
    await page.getByTestId('month-card').first().waitFor();
    const months = [...new Set(sample.map((t) => t.nextCatalyst?.windowStart.slice(0, 7)).filter((m): m is string => !!m))].slice(0, 8);
    for (const month of months) {
      const toggle = page.locator(`[data-testid="month-card"][data-month="${month}"] [data-testid="month-toggle"]`);
      if ((await toggle.count()) === 0) continue;
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.locator(`[data-testid="month-card"][data-month="${month}"][data-status="loaded"]`).first().waitFor();
    }
    const calRows = page.getByTestId('calendar-trial');
    let calendarChecked = 0;
    for (let i = 0; i < (await calRows.count()); i++) {
      const row = calRows.nth(i);
      const id = (await row.getAttribute('data-nct-id')) ?? '';
      const t = byId.get(id);
      if (!t) continue;
      calendarChecked++;
      expect({ id, signal: await row.getByTestId('calendar-signal').getAttribute('data-signal') }).toEqual({ id, signal: t.rest.statusSignal.kind });
    }
    expect(calendarChecked).toBeGreaterThan(0);

    // Company pages of the sampled listed trials.
    const tickers = [...new Set(sample.map((t) => t.ticker).filter((x): x is string => !!x))].slice(0, 8);
    let companyChecked = 0;
    for (const ticker of tickers) {
      await page.goto(`/company/${encodeURIComponent(ticker)}`);
      await page.getByTestId('company-pipeline').waitFor();
      const rows = page.getByTestId('pipeline-row');
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i);
        const id = (await row.getAttribute('data-nct-id')) ?? '';
        const t = byId.get(id);
        if (!t) continue;
        companyChecked++;
        expect({ id, signal: await row.getByTestId('signal-badge').getAttribute('data-signal') }).toEqual({ id, signal: t.rest.statusSignal.kind });
      }
    }
    expect(companyChecked).toBeGreaterThan(0);
    await context.close();
  }, 300_000);

  it('no trial whose primary end point failed reads as positive anywhere', () => {
    const failed = sample.filter((t) => t.rest.statusSignal.reason === 'PRIMARY_NOT_MET');
    expect(failed.length).toBeGreaterThanOrEqual(3);
    for (const t of failed) {
      const s = seen.get(t.nctId);
      expect({ id: t.nctId, signal: s?.signal }).toEqual({ id: t.nctId, signal: 'BEARISH' });
      expect({ id: t.nctId, positive: s?.recommendation === 'INVESTIR' }).toEqual({ id: t.nctId, positive: false });
    }
  });
});

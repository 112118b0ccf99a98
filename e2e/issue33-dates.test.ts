import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newContext, collectPageErrors, screenshot } from './helpers';

afterAll(closeBrowser);

/**
 * Issue 33, "Dates do not say what they are": every date of a trial says which it is (start,
 * primary completion, study completion, results first posted, next catalyst) and whether it is
 * actual or estimated; an estimated date already behind us reads as overdue, never as a future
 * estimate; the dashboard's "ending soon" cards label every date; the trial's own summary shows its
 * next catalyst (kind, countdown, confidence) as the company page does.
 *
 * Three versions of a real ClinicalTrials.gov record (the API's fixture NCT02552212, an industry
 * phase 3) are imported through the real CLI under ids of their own: a completed study (actual
 * dates, results posted), an active one whose estimated primary completion passed, and a recruiting
 * one whose estimated primary completion is in two days.
 */

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-e2e-dates-'));
const ID = { completed: 'NCT09933101', overdue: 'NCT09933102', soon: 'NCT09933103' } as const;

/** A local calendar day `days` from today, YYYY-MM-DD (the browser counts days the same way). */
function localDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

type Study = { protocolSection: Record<string, Record<string, unknown>>; resultsSection?: unknown; hasResults?: boolean };

function version(nctId: string, edit: (s: Study) => void): void {
  const record = JSON.parse(fs.readFileSync(path.join(root, 'api', 'test', 'fixtures', 'ctgov', 'NCT02552212.json'), 'utf8')) as Study;
  record.protocolSection.identificationModule.nctId = nctId;
  edit(record);
  fs.writeFileSync(path.join(tmp, `${nctId}.json`), JSON.stringify(record));
}

function importStudies(): void {
  version(ID.completed, () => undefined);
  version(ID.overdue, (s) => {
    const st = s.protocolSection.statusModule;
    st.overallStatus = 'ACTIVE_NOT_RECRUITING';
    st.primaryCompletionDateStruct = { date: '2024-10-24', type: 'ESTIMATED' };
    st.completionDateStruct = { date: `${new Date().getFullYear() + 2}-06`, type: 'ESTIMATED' };
    for (const k of ['resultsFirstPostDateStruct', 'resultsFirstSubmitDate', 'resultsFirstSubmitQcDate']) delete st[k];
    delete s.resultsSection;
    s.hasResults = false;
  });
  version(ID.soon, (s) => {
    const st = s.protocolSection.statusModule;
    st.overallStatus = 'RECRUITING';
    st.primaryCompletionDateStruct = { date: localDay(2), type: 'ESTIMATED' };
    st.completionDateStruct = { date: `${new Date().getFullYear() + 3}-03`, type: 'ESTIMATED' };
    for (const k of ['resultsFirstPostDateStruct', 'resultsFirstSubmitDate', 'resultsFirstSubmitQcDate']) delete st[k];
    delete s.resultsSection;
    s.hasResults = false;
  });
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', tmp], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
}

const WORDS = {
  fr: {
    locale: 'fr-FR',
    start: /Début de l.étude/,
    primary: /Fin de l.étude principale/,
    completion: /Fin de l.étude(?! principale)/,
    results: 'Premiers résultats publiés',
    actual: 'réelle',
    estimated: 'estimée',
    overdue: 'Date estimée dépassée',
    overdueDate: '24/10/2024',
    primaryMonth: 'mai 2018',
    inTwoDays: 'dans 2 jours',
    oldLabel: 'Date de fin estimée',
    nextCatalyst: 'Prochain catalyseur',
  },
  en: {
    locale: 'en-US',
    start: /Study start/,
    primary: /Primary completion/,
    completion: /Study completion/,
    results: 'Results first posted',
    actual: 'actual',
    estimated: 'estimated',
    overdue: 'Estimated date passed',
    overdueDate: '10/24/2024',
    primaryMonth: 'May 2018',
    inTwoDays: 'in 2 days',
    oldLabel: 'Estimated end date',
    nextCatalyst: 'Next catalyst',
  },
} as const;

/** The text of the summary's date of `kind` (data-kind on the element). */
async function dateText(page: Page, kind: string): Promise<string> {
  const el = page.getByTestId('key-info').locator(`[data-testid="trial-date"][data-kind="${kind}"]`);
  await el.waitFor();
  return ((await el.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('issue 33: dates say what they are', () => {
  beforeAll(() => {
    expect(process.env.E2E_DATA_DIR, 'run through npm run test:e2e').toBeTruthy();
    importStudies();
  }, 150_000);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  for (const lang of ['fr', 'en'] as const) {
    for (const width of [1280, 375]) {
      it(`${lang} ${width}px: the trial summary names every date, actual or estimated, and an estimated date behind us as overdue`, async () => {
        const W = WORDS[lang];
        const context = await newContext({ locale: W.locale, width, height: width < 500 ? 800 : 900 });
        const page = await context.newPage();
        const errors: string[] = [];
        collectPageErrors(page, errors);

        // A completed study: its dates are actual, none reads as an estimate.
        await page.goto(`/trial/${ID.completed}`);
        const keyInfo = page.getByTestId('key-info');
        await keyInfo.waitFor();
        const completedText = (await keyInfo.textContent()) ?? '';
        expect(completedText).not.toContain(W.oldLabel);
        const primary = await dateText(page, 'primaryCompletion');
        expect(primary).toMatch(W.primary);
        expect(primary).toContain(W.primaryMonth);
        expect(primary).toContain(W.actual);
        // The start date says it is actual too (the registry's type, or the status of a study that enrolled).
        const start = await dateText(page, 'start');
        expect(start).toMatch(W.start);
        expect(start).toContain(W.actual);
        const completion = await dateText(page, 'completion');
        expect(completion).toMatch(W.completion);
        expect(completion).toContain(W.actual);
        expect(await dateText(page, 'resultsPosted')).toContain(W.results);
        for (const kind of ['start', 'primaryCompletion', 'completion', 'resultsPosted'])
          expect(await dateText(page, kind), kind).not.toMatch(new RegExp(W.estimated, 'i'));
        await screenshot(page, `issue33-dates-completed-${lang}-${width}`);

        // An active study whose estimated primary completion passed: overdue, never "estimated" alone.
        await page.goto(`/trial/${ID.overdue}`);
        await page.getByTestId('key-info').waitFor();
        const overdue = await dateText(page, 'primaryCompletion');
        expect(overdue).toContain(W.overdueDate);
        expect(overdue).toContain(W.overdue);
        expect(await page.getByTestId('key-info').locator('[data-testid="trial-date"][data-kind="primaryCompletion"]').getAttribute('data-state')).toBe(
          'OVERDUE',
        );
        const future = await dateText(page, 'completion');
        expect(future).toContain(W.estimated);
        expect(future).not.toContain(W.overdue);
        await screenshot(page, `issue33-dates-overdue-${lang}-${width}`);

        // A readout in two days: the trial's own summary says so (kind, countdown, confidence), as the company page does.
        await page.goto(`/trial/${ID.soon}`);
        const signal = page.getByTestId('signal-card');
        await signal.waitFor();
        const catalyst = signal.getByTestId('next-catalyst');
        await catalyst.waitFor();
        expect(await signal.textContent()).toContain(W.nextCatalyst);
        expect(await catalyst.getAttribute('data-kind')).toBe('PRIMARY_COMPLETION');
        expect(await catalyst.getByTestId('catalyst-countdown').textContent()).toBe(W.inTwoDays);
        expect(await catalyst.getAttribute('data-confidence')).toBe('ANTICIPATED');
        await screenshot(page, `issue33-dates-next-catalyst-${lang}-${width}`);

        expect(errors).toEqual([]);
        await context.close();
      });

      it(`${lang} ${width}px: every date of the "ending soon" cards on the dashboard says which it is`, async () => {
        const W = WORDS[lang];
        const context = await newContext({ locale: W.locale, width, height: width < 500 ? 800 : 900 });
        const page = await context.newPage();
        const errors: string[] = [];
        collectPageErrors(page, errors);
        await page.goto('/');
        const upcoming = page.getByTestId('upcoming');
        await upcoming.getByTestId('upcoming-card').first().waitFor();
        const cards = await upcoming.getByTestId('upcoming-card').count();
        expect(cards).toBeGreaterThan(0);
        // Every numeric date of a card sits in a labelled date (kind and actual / estimated / overdue).
        const unlabelled = await upcoming.evaluate((root) => {
          const out: string[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (!/\d{2}\/\d{2}\/\d{4}/.test(n.textContent ?? '')) continue;
            const holder = n.parentElement?.closest('[data-testid="trial-date"]');
            const label = holder?.querySelector('.trial-date-label')?.textContent?.trim();
            const state = holder?.getAttribute('data-state');
            if (!holder || !label || !state) out.push(n.textContent ?? '');
          }
          return out;
        });
        expect(unlabelled).toEqual([]);
        const dates = upcoming.locator('[data-testid="trial-date"]');
        expect(await dates.count()).toBeGreaterThan(0);
        for (const text of await dates.allTextContents()) expect(text).toMatch(W.completion);
        // A next catalyst shows its kind beside its window.
        for (const c of await upcoming.getByTestId('next-catalyst').all())
          expect(((await c.locator('.catalyst-kind').textContent()) ?? '').trim()).not.toBe('');
        await screenshot(page, `issue33-dates-dashboard-${lang}-${width}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

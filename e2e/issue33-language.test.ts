import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, collectPageErrors, newContext, screenshot } from './helpers';
import { brokenWords } from './words.helpers';

afterAll(closeBrowser);

/**
 * Issue 33, "Two languages on one screen": ages, sponsor classes, p-values and confidence intervals
 * in the interface language and its number format; the .ics in the user's language; the table's CSV
 * as the language's spreadsheets read it (French: `;` and decimal commas, with a UTF-8 BOM; English:
 * `,`); and no word broken mid-word at 375 px.
 *
 * A version of a real ClinicalTrials.gov record (the API's fixture NCT02552212: industry sponsor,
 * "18 Years", posted p-values "<0.001") is imported through the real CLI under an id of its own,
 * with long drug names in its title and interventions and one p-value changed to 0.524.
 */

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-e2e-lang-'));
const NCT = 'NCT09933201';
const TITLE = 'Renuamlintide Versus Piperacillin/tazobactam in Subjects With Axial Spondyloarthritis';

function importStudy(): void {
  const record = JSON.parse(fs.readFileSync(path.join(root, 'api', 'test', 'fixtures', 'ctgov', 'NCT02552212.json'), 'utf8'));
  const ps = record.protocolSection;
  ps.identificationModule.nctId = NCT;
  ps.identificationModule.briefTitle = TITLE;
  ps.armsInterventionsModule.interventions[0].name = 'Piperacillin/tazobactam';
  ps.armsInterventionsModule.interventions[1].name = 'Renuamlintide';
  record.resultsSection.outcomeMeasuresModule.outcomeMeasures[0].analyses[0].pValue = '0.524';
  fs.writeFileSync(path.join(tmp, `${NCT}.json`), JSON.stringify(record));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', tmp], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
}

function unfold(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\r\n')) {
    if (line.startsWith(' ')) out[out.length - 1] += line.slice(1);
    else if (line) out.push(line);
  }
  return out;
}

const L = {
  fr: {
    locale: 'fr-FR',
    age: '18 ans',
    p: '0,524',
    pBelow: '< 0,001',
    ci: '[7,336 ; 31,623]',
    sponsorClass: 'Industrie',
    status: 'Statut : ',
    phases: 'Phases : ',
    statuses: [
      'Recrutement en cours',
      'Pas encore en recrutement',
      'Actif, sans recrutement',
      'Terminé',
      'Inclusion sur invitation',
      'Suspendu',
      'Arrêté prématurément',
      'Retiré',
      'Statut inconnu',
    ],
  },
  en: {
    locale: 'en-US',
    age: '18 years',
    p: '0.524',
    pBelow: '< 0.001',
    ci: '[7.336, 31.623]',
    sponsorClass: 'Industry',
    status: 'Status: ',
    phases: 'Phases: ',
    statuses: [
      'Recruiting',
      'Not yet recruiting',
      'Active, not recruiting',
      'Completed',
      'Enrolling by invitation',
      'Suspended',
      'Terminated',
      'Withdrawn',
      'Unknown status',
    ],
  },
} as const;

const RAW_ENUM =
  /\b(RECRUITING|NOT_YET_RECRUITING|ACTIVE_NOT_RECRUITING|COMPLETED|ENROLLING_BY_INVITATION|PHASE[1-4]|EARLY_PHASE1|INDUSTRY|INVESTIR|SURVEILLER|NE_PAS_INVESTIR)\b/;

describe('issue 33: one language at a time', () => {
  beforeAll(() => {
    expect(process.env.E2E_DATA_DIR, 'run through npm run test:e2e').toBeTruthy();
    importStudy();
  }, 150_000);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  for (const lang of ['fr', 'en'] as const) {
    it(`${lang}: ages, sponsor class, p-values and confidence intervals in the interface language`, async () => {
      const W = L[lang];
      const context = await newContext({ locale: W.locale });
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      await page.goto(`/trial/${NCT}`);
      const keyInfo = page.getByTestId('key-info');
      await keyInfo.waitFor();
      expect(await keyInfo.textContent()).toContain(W.sponsorClass);
      expect(await page.locator('main').textContent()).not.toMatch(RAW_ENUM);

      await page.goto(`/trial/${NCT}?tab=scientific`);
      const results = page.getByTestId('statistical-results');
      await results.waitFor();
      const eligibility = page.getByTestId('eligibility');
      expect(((await eligibility.textContent()) ?? '').replace(/\u202f|\u00a0/g, ' ')).toContain(W.age);
      expect(await eligibility.textContent()).not.toMatch(/Years/);
      const text = ((await results.textContent()) ?? '').replace(/\u202f|\u00a0/g, ' ');
      expect(text).toContain(W.p);
      expect(text).toContain(W.pBelow);
      expect(text).toContain(W.ci);
      expect(text).not.toContain(lang === 'fr' ? '0.524' : '0,524');
      expect(text).not.toContain('<0.001');
      await screenshot(page, `issue33-language-scientific-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: the table's CSV uses the language's separators and decimal mark`, async () => {
      const W = L[lang];
      const context = await newContext({ locale: W.locale });
      const page = await context.newPage();
      await page.goto('/table');
      await page.getByTestId('table-row').first().waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
      const raw = fs.readFileSync(await download.path());
      // UTF-8 BOM in both languages (spreadsheets read the accents).
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = raw.toString('utf8').slice(1).split('\r\n').filter(Boolean);
      const sep = lang === 'fr' ? ';' : ',';
      const header = lines[0].split(sep);
      expect(header.length).toBe(19);
      const scoreAt = header.indexOf(lang === 'fr' ? 'Score IA' : 'AI score');
      expect(scoreAt).toBeGreaterThan(-1);
      // Score cells (no quoting needed: a number and its decimal mark only).
      const scores = lines
        .slice(1)
        .map((l) => l.split(sep))
        .filter((cells) => cells.length === header.length)
        .map((cells) => cells[scoreAt])
        .filter(Boolean);
      expect(scores.length).toBeGreaterThan(0);
      for (const s of scores) expect(s).toMatch(lang === 'fr' ? /^\d+(,\d+)?$/ : /^\d+(\.\d+)?$/);
      expect(scores.some((s) => s.includes(lang === 'fr' ? ',' : '.'))).toBe(true);
      await context.close();
    });

    it(`${lang}: the .ics link carries the interface language and its events word statuses and phases`, async () => {
      const W = L[lang];
      const context = await newContext({ locale: W.locale });
      const page = await context.newPage();
      await page.goto('/calendar');
      await page.getByTestId('month-count').first().waitFor();
      const href = await page.getByTestId('calendar-ics').getAttribute('href');
      expect(href).toContain(`lang=${lang}`);
      const ics = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
      const lines = unfold(ics);
      const trialEvents = lines.filter((l) => l.startsWith('DESCRIPTION:') && l.includes(W.status));
      expect(trialEvents.length).toBeGreaterThan(0);
      for (const d of trialEvents) {
        const status = d.split(W.status)[1].split('\\n')[0];
        expect(W.statuses as readonly string[], d).toContain(status.replace(/\\,/g, ','));
        expect(d).not.toMatch(RAW_ENUM);
      }
      const phases = trialEvents.filter((d) => d.includes(W.phases)).map((d) => d.split(W.phases)[1].split('\\n')[0]);
      expect(phases.length).toBeGreaterThan(0);
      for (const p of phases) expect(p).toMatch(/^(Phase \d|Phase 1 précoce|Early Phase 1|Non applicable|Not applicable)(\\, .+)?$/);
      await context.close();
    });

    it(`${lang} 375px: no word breaks mid-word on the trial page, the dashboard, the table and the calendar`, async () => {
      const W = L[lang];
      const context = await newContext({ locale: W.locale, width: 375, height: 800 });
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      const found: Record<string, string[]> = {};

      await page.goto(`/trial/${NCT}`);
      await page.getByTestId('key-info').waitFor();
      expect(await page.locator('h1').textContent()).toBe(TITLE);
      found.trial = await brokenWords(page);
      await screenshot(page, `issue33-language-trial-375-${lang}`);
      await page.goto(`/trial/${NCT}?tab=scientific`);
      await page.getByTestId('statistical-results').waitFor();
      found.scientific = await brokenWords(page);

      await page.goto('/');
      await page.getByTestId('upcoming-card').first().waitFor();
      found.dashboard = await brokenWords(page);

      await page.goto('/table');
      await page.getByTestId('table-row').first().waitFor();
      found.table = await brokenWords(page);

      await page.goto('/calendar');
      await page.getByTestId('month-count').first().waitFor();
      const counts = (await page.getByTestId('month-count').allTextContents()).map((c) => Number(c.replace(/\D/g, '')));
      const card = page.getByTestId('month-card').nth(counts.findIndex((c) => c > 0));
      await card.getByTestId('month-toggle').click();
      await card.getByTestId('calendar-trial').first().waitFor();
      found.calendar = await brokenWords(page);
      await screenshot(page, `issue33-language-calendar-375-${lang}`);

      expect(found).toEqual({ trial: [], scientific: [], dashboard: [], table: [], calendar: [] });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

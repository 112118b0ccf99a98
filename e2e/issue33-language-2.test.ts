import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, collectPageErrors, newContext, screenshot } from './helpers';
import { brokenWords } from './words.helpers';

afterAll(closeBrowser);

/**
 * Issue 33, "Two languages on one screen", the rest: the company page's statuses, p-values, scores
 * and readout dates in the interface language and its formats; the AI tab without registry codes
 * (statuses, arm types, sponsor classes) or raw field paths, and its timeline saying which date is
 * which and whether it is actual or estimated, never "A → A"; the change history's statuses and
 * phases in words; the catalyst screen's CSV in the language's spreadsheet dialect (French `;` and
 * decimal commas, English `,`), its phases and outcomes in words; and the company page's words kept
 * whole at 375 px (and 1280 px).
 *
 * Versions of a real ClinicalTrials.gov record (the API's fixture NCT02552212: UCB, an industry phase
 * 3 with a placebo arm and posted p-values "<0.001") are imported through the real CLI under ids of
 * their own: two completed studies of the company (best p-values "<0.001" and 0.0312), one of its
 * studies imported twice (recruiting in early phase 1, then active in phase 1: a status and a phase
 * change in its history), and an academic study (Mayo Clinic, sponsor class OTHER).
 */

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-e2e-lang2-'));
const ID = { best: 'NCT09933301', decimal: 'NCT09933302', changed: 'NCT09933303', academic: 'NCT09933304' } as const;
const TICKER = 'UCB.BR';
const TITLE = 'Piperacillin/tazobactam Versus Renuamlintide/certolizumab in Subjects With Axial Spondyloarthritis';

type Study = {
  protocolSection: Record<string, Record<string, unknown>>;
  resultsSection?: { outcomeMeasuresModule: { outcomeMeasures: { type: string; analyses?: { pValue?: string }[] }[] } };
  hasResults?: boolean;
};

/** A YYYY-MM day `months` from now. */
function monthAhead(months: number): string {
  const d = new Date();
  d.setMonth(d.getMonth() + months);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

function write(dir: string, nctId: string, edit: (s: Study) => void): void {
  const record = JSON.parse(fs.readFileSync(path.join(root, 'api', 'test', 'fixtures', 'ctgov', 'NCT02552212.json'), 'utf8')) as Study;
  record.protocolSection.identificationModule.nctId = nctId;
  edit(record);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${nctId}.json`), JSON.stringify(record));
}

/** An ongoing study: no results, an estimated primary completion and completion ahead. */
function ongoing(s: Study, status: string, phase: string): void {
  const st = s.protocolSection.statusModule;
  st.overallStatus = status;
  st.primaryCompletionDateStruct = { date: monthAhead(8), type: 'ESTIMATED' };
  st.completionDateStruct = { date: monthAhead(14), type: 'ESTIMATED' };
  for (const k of ['resultsFirstPostDateStruct', 'resultsFirstSubmitDate', 'resultsFirstSubmitQcDate']) delete st[k];
  delete s.resultsSection;
  s.hasResults = false;
  s.protocolSection.designModule.phases = [phase];
}

function importDir(dir: string): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', dir], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
}

function importStudies(): void {
  const first = path.join(tmp, 'first');
  write(first, ID.best, (s) => {
    s.protocolSection.identificationModule.briefTitle = TITLE;
  });
  write(first, ID.decimal, (s) => {
    for (const o of s.resultsSection!.outcomeMeasuresModule.outcomeMeasures) if (o.type === 'PRIMARY') for (const a of o.analyses ?? []) a.pValue = '0.0312';
  });
  write(first, ID.changed, (s) => {
    s.protocolSection.identificationModule.briefTitle = `${TITLE} (Extension)`;
    ongoing(s, 'RECRUITING', 'EARLY_PHASE1');
  });
  write(first, ID.academic, (s) => {
    s.protocolSection.sponsorCollaboratorsModule.leadSponsor = { name: 'Mayo Clinic', class: 'OTHER' };
    ongoing(s, 'RECRUITING', 'PHASE3');
  });
  importDir(first);
  // The same study, published again later: active, phase 1.
  const second = path.join(tmp, 'second');
  write(second, ID.changed, (s) => {
    s.protocolSection.identificationModule.briefTitle = `${TITLE} (Extension)`;
    ongoing(s, 'ACTIVE_NOT_RECRUITING', 'PHASE1');
    s.protocolSection.statusModule.lastUpdatePostDateStruct = { date: new Date().toISOString().slice(0, 10), type: 'ACTUAL' };
  });
  importDir(second);
}

const L = {
  fr: {
    locale: 'fr-FR',
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
    country: 'États-Unis',
    englishCountry: /United States/,
    pBest: 'p < 0,001',
    companyCountry: 'Belgique',
    pDecimal: 'p = 0,031',
    resultsDate: '17/08/2020',
    statusChange: 'Recrutement en cours → Actif, sans recrutement',
    phaseChange: 'Phase 1 précoce → Phase 1',
    actual: 'date réelle',
    readout: 'Publication attendue des résultats',
    sep: ';',
    decimal: /^-?\d+,\d+$/,
    badDecimal: /^-?\d+\.\d+$/,
    phases: /^(Phase \d|Phase 1 précoce|Non applicable)(, (Phase \d|Phase 1 précoce|Non applicable))*$/,
    outcomes: ['En attente', 'Favorable', 'Défavorable', 'Retiré'],
    header: { phases: 'Phases', score: 'Score', outcome: 'Issue' },
  },
  en: {
    locale: 'en-US',
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
    country: 'United States',
    englishCountry: /États-Unis/,
    pBest: 'p < 0.001',
    companyCountry: 'Belgium',
    pDecimal: 'p = 0.031',
    resultsDate: '08/17/2020',
    statusChange: 'Recruiting → Active, not recruiting',
    phaseChange: 'Early Phase 1 → Phase 1',
    actual: 'actual date',
    readout: 'Expected results readout',
    sep: ',',
    decimal: /^-?\d+\.\d+$/,
    badDecimal: /^-?\d+,\d+$/,
    phases: /^(Phase \d|Early Phase 1|Not applicable)(, (Phase \d|Early Phase 1|Not applicable))*$/,
    outcomes: ['Pending', 'Positive', 'Negative', 'Withdrawn'],
    header: { phases: 'Phases', score: 'Score', outcome: 'Outcome' },
  },
} as const;

/** Registry codes that must never reach a reader: statuses, sponsor classes, arm types, phases. */
const RAW_CODE =
  /\b(RECRUITING|NOT_YET_RECRUITING|ACTIVE_NOT_RECRUITING|COMPLETED|TERMINATED|WITHDRAWN|SUSPENDED|INDUSTRY|OTHER_GOV|OTHER|NETWORK|INDIV|PLACEBO_COMPARATOR|ACTIVE_COMPARATOR|SHAM_COMPARATOR|NO_INTERVENTION|EXPERIMENTAL|EARLY_PHASE1|PHASE[1-4])\b/;
/** A trial field path as the engine cites it ("leadSponsor.class", "armGroups.type", "investissement_bourse"). */
const FIELD_PATH = /\b[a-z]+[A-Z]\w*\.[a-z]\w*\b|\b(investissement_bourse|ticker_bourse)\b/;

const norm = (s: string | null) =>
  (s ?? '')
    .replace(/\u202f|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('issue 33: one language at a time (company page, AI tab, history, catalyst CSV)', () => {
  beforeAll(() => {
    expect(process.env.E2E_DATA_DIR, 'run through npm run test:e2e').toBeTruthy();
    importStudies();
  }, 300_000);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  for (const lang of ['fr', 'en'] as const) {
    const W = L[lang];

    it(`${lang}: the company page words statuses, p-values and readout dates in the interface language`, async () => {
      const context = await newContext({ locale: W.locale });
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      await page.goto(`/company/${encodeURIComponent(TICKER)}`);
      await page.getByTestId('company-page').waitFor();

      // The company's country in the interface language ("Pays Belgium" on a French page before).
      expect(norm(await page.getByTestId('company-country').textContent())).toBe(W.companyCountry);
      // Trial counts by status, and the pipeline's statuses: the language's words, never another's.
      const counts = page.getByTestId('company-statuses').getByTestId('status-count');
      await counts.first().waitFor();
      for (const c of await counts.all()) expect(W.statuses as readonly string[]).toContain(norm(await c.locator('.badge').textContent()));
      const row = (id: string) => page.getByTestId('pipeline-row').and(page.locator(`[data-nct-id="${id}"]`));
      expect(norm(await row(ID.best).locator('.badge').first().textContent())).toBe(W.statuses[3]);
      expect(norm(await row(ID.changed).locator('.badge').first().textContent())).toBe(W.statuses[2]);
      // Scores with the language's decimal mark ("5,0" in French).
      const score = norm(await row(ID.best).locator('td').nth(3).textContent());
      expect(score).toMatch(W.decimal);

      // Past readouts: "p < 0,001" (never "p = <0.001"), "p = 0,031", the date in the language's format.
      const readouts = page.getByTestId('company-readouts');
      const readout = (id: string) => readouts.getByTestId('readout-item').filter({ has: page.locator(`a[href="/trial/${id}"]`) });
      await readout(ID.best).waitFor();
      const best = norm(await readout(ID.best).textContent());
      expect(best).toContain(W.pBest);
      expect(best).not.toContain('<0.001');
      expect(best).toContain(W.resultsDate);
      expect(norm(await readout(ID.decimal).textContent())).toContain(W.pDecimal);
      await screenshot(page, `issue33-language2-company-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: the AI tab shows no registry code nor field path, and its timeline says which date is which`, async () => {
      const context = await newContext({ locale: W.locale });
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      for (const id of [ID.best, ID.academic]) {
        await page.goto(`/trial/${id}?tab=ai`);
        const panel = page.getByTestId('analysis-panel');
        await panel.waitFor();
        const text = norm(await panel.textContent());
        expect(text, id).not.toMatch(RAW_CODE);
        expect(text, id).not.toMatch(FIELD_PATH);
        // The timeline: every date labelled, with its state; no "A → A" span.
        const timeline = panel.getByTestId('analysis-timeline');
        const dates = timeline.locator('[data-testid="trial-date"]');
        expect(await dates.count(), id).toBeGreaterThanOrEqual(3);
        for (const d of await dates.all()) {
          if (!(await d.locator('.trial-date-value').textContent())?.match(/\d/)) continue;
          expect(await d.getAttribute('data-state'), id).toMatch(/^(ACTUAL|ESTIMATED|OVERDUE)$/);
        }
        const timelineText = norm(await timeline.textContent());
        for (const m of timelineText.matchAll(/(\S+) → (\S+)/g)) expect(m[1], timelineText).not.toBe(m[2]);
        await screenshot(page, `issue33-language2-ai-${id}-${lang}`);
      }
      // A completed study: its start is actual, its results are behind us (no "expected" readout).
      await page.goto(`/trial/${ID.best}?tab=ai`);
      const timeline = page.getByTestId('analysis-timeline');
      await timeline.waitFor();
      expect(norm(await timeline.locator('[data-kind="start"]').textContent())).toContain(W.actual);
      expect(norm(await timeline.textContent())).not.toContain(W.readout);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: the trial's countries and sites are named in the interface language`, async () => {
      const context = await newContext({ locale: W.locale });
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      await page.goto(`/trial/${ID.best}`);
      const countries = norm(await page.getByTestId('trial-countries').textContent());
      expect(countries).toContain(W.country);
      expect(countries).not.toMatch(W.englishCountry);
      await page.goto(`/trial/${ID.best}?tab=scientific`);
      const sites = page.getByTestId('trial-sites').locator('li');
      await sites.first().waitFor();
      for (const site of await sites.all()) {
        const text = norm(await site.textContent());
        expect(text).toContain(W.country);
        expect(text).not.toMatch(W.englishCountry);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: the change history words statuses and phases`, async () => {
      const context = await newContext({ locale: W.locale });
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      await page.goto(`/trial/${ID.changed}`);
      const card = page.getByTestId('trial-history');
      await card.getByTestId('history-item').first().waitFor();
      const text = norm(await card.textContent());
      expect(text).toContain(W.statusChange);
      expect(text).toContain(W.phaseChange);
      expect(text).not.toMatch(RAW_CODE);
      await screenshot(page, `issue33-language2-history-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: the catalyst screen's CSV uses the language's separator and decimal mark, a BOM, and words`, async () => {
      const context = await newContext({ locale: W.locale });
      const page = await context.newPage();
      await page.goto('/catalysts');
      await page.getByTestId('catalyst-row').first().waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('catalysts-csv').click()]);
      const raw = fs.readFileSync(await download.path());
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = raw.toString('utf8').slice(1).split('\r\n').filter(Boolean);
      const header = lines[0].split(W.sep);
      expect(header.length).toBe(25);
      // Rows whose cells hold no quoted separator split cleanly.
      const rows = lines
        .slice(1)
        .filter((l) => !l.includes('"'))
        .map((l) => l.split(W.sep))
        .filter((cells) => cells.length === header.length);
      expect(rows.length).toBeGreaterThan(0);
      const column = (name: string) => rows.map((r) => r[header.indexOf(name)]).filter(Boolean);
      const scores = column(W.header.score);
      expect(scores.length).toBeGreaterThan(0);
      for (const s of scores) expect(s).not.toMatch(W.badDecimal);
      expect(scores.some((s) => W.decimal.test(s))).toBe(true);
      const phases = column(W.header.phases);
      expect(phases.length).toBeGreaterThan(0);
      for (const p of phases) expect(p).toMatch(W.phases);
      for (const o of column(W.header.outcome)) expect(W.outcomes as readonly string[]).toContain(o);
      await context.close();
    });

    for (const width of [1280, 375]) {
      it(`${lang} ${width}px: the company page keeps words whole`, async () => {
        const context = await newContext({ locale: W.locale, width, height: width < 500 ? 800 : 900 });
        const page = await context.newPage();
        const errors: string[] = [];
        collectPageErrors(page, errors);
        await page.goto(`/company/${encodeURIComponent(TICKER)}`);
        await page.getByTestId('company-page').waitFor();
        await page.getByTestId('pipeline-row').first().waitFor();
        await page.getByTestId('company-readouts').getByTestId('readout-item').first().waitFor();
        await page.getByTestId('company-catalysts').getByTestId('catalyst-item').first().waitFor();
        expect(await brokenWords(page)).toEqual([]);
        await screenshot(page, `issue33-language2-company-${width}-${lang}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

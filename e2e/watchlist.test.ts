import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, signUp } from './helpers';

afterAll(closeBrowser);

const root = path.resolve(import.meta.dirname, '..');
const NCT = 'NCT02552212';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-e2e-watch-'));

/**
 * Imports a version of a real ClinicalTrials.gov record (the API's fixture, an industry phase 3 of a
 * listed sponsor) through the real CLI (`npm run import`), attached to the test server's embedded
 * database. The import re-analyses the changed trial: a TERMINATED version turns its recommendation
 * from SURVEILLER to NE_PAS_INVESTIR, which alerts the trial's watchers.
 */
function importVersion(status: 'RECRUITING' | 'TERMINATED'): void {
  const record = JSON.parse(fs.readFileSync(path.join(root, 'api', 'test', 'fixtures', 'ctgov', `${NCT}.json`), 'utf8'));
  record.protocolSection.statusModule.overallStatus = status;
  if (status === 'TERMINATED') record.protocolSection.statusModule.whyStopped = 'Futility at interim analysis';
  delete record.resultsSection;
  record.hasResults = false;
  const file = path.join(tmp, `${NCT}-${status}.json`);
  fs.writeFileSync(file, JSON.stringify(record));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', file], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
}

describe('watchlist and alerts', () => {
  beforeAll(() => {
    expect(process.env.E2E_DATA_DIR, 'run through npm run test:e2e').toBeTruthy();
    importVersion('RECRUITING');
  }, 150_000);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('sends a signed-out visitor from /watchlist and /alerts to /login', async () => {
    const { page, context } = await openPage('/watchlist');
    await page.waitForURL('**/login');
    await page.goto('/alerts');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('watch a trial, see it on /watchlist, get a live alert on the bell, read it on /alerts (fr, then en)', async () => {
    const { page, context, errors } = await openPage('/');
    await signUp(page);
    // No unread alert: the bell shows no count.
    await page.getByTestId('alerts-bell').waitFor();
    expect(await page.getByTestId('alerts-bell-count').count()).toBe(0);

    await page.goto(`/trial/${NCT}`);
    const watch = page.getByTestId('watch-button-trial').first();
    await watch.waitFor();
    expect(await watch.getAttribute('aria-pressed')).toBe('false');
    expect(await watch.textContent()).toContain('Suivre');
    await watch.click();
    await expect.poll(async () => watch.getAttribute('aria-pressed')).toBe('true');
    expect(await watch.textContent()).toContain('Suivi');

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('watchlist-link').click();
    await page.waitForURL('**/watchlist');
    await page.getByRole('heading', { name: 'Ma liste de suivi' }).waitFor();
    const card = page.locator(`[data-testid="trial-card"][data-nct-id="${NCT}"]`);
    await card.waitFor();
    expect(await card.getByTestId('watch-button-trial').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'watchlist-fr');

    // The record changes (a real import through the CLI): the bell counts the alert live.
    importVersion('TERMINATED');
    // The import records the change history, which alerts the trial's watchers (TRIAL_CHANGED).
    await page.getByTestId('alerts-bell-count').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('alerts-bell-count').textContent()).toMatch(/^[1-9]\d*$/);
    expect(await page.getByTestId('alerts-bell').getAttribute('aria-label')).toMatch(/^Alertes : [1-9]\d* non lues?$/);

    await page.getByTestId('alerts-bell').click();
    await page.waitForURL('**/alerts');
    await page.getByRole('heading', { name: 'Alertes', level: 1 }).waitFor();
    const item = page.locator('[data-testid="alert-item"][data-kind="TRIAL_CHANGED"]').first();
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('true');
    const text = await item.textContent();
    expect(text).toMatch(new RegExp(`${NCT} : \\d+ changements?`));
    expect(text).toContain('Statut :');
    // The values in words, as the trial's history shows them: no registry code.
    expect(text).not.toMatch(/\b(RECRUITING|NOT_YET_RECRUITING|ACTIVE_NOT_RECRUITING|COMPLETED|TERMINATED|SUSPENDED|WITHDRAWN)\b/);
    expect(text).toContain('Vous suivez cet essai');
    expect(await page.getByTestId('alerts-unread-count').textContent()).toMatch(/^[1-9]\d* non lues?$/);
    await screenshot(page, 'alerts-fr');

    // English
    await page.getByTestId('language-switcher').selectOption('en');
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    await expect.poll(async () => item.textContent()).toContain('You watch this trial');
    expect(await item.textContent()).toMatch(new RegExp(`${NCT}: \\d+ changes?`));
    expect(await item.textContent()).toContain('Status:');
    expect(await page.getByTestId('alerts-bell').getAttribute('aria-label')).toMatch(/^Alerts: [1-9]\d* unread$/);
    // Filter by another kind: nothing; back to all.
    await page.getByTestId('alerts-kind').selectOption('NEW_TRIAL');
    await page.getByText('No alert matches these filters').waitFor();
    await page.getByTestId('alerts-kind').selectOption('ALL');
    await item.waitFor();
    await screenshot(page, 'alerts-en');

    await page.getByTestId('mark-all-read').click();
    await expect.poll(async () => item.getAttribute('data-unread')).toBe('false');
    await page.getByTestId('alerts-bell-count').waitFor({ state: 'detached' });
    expect(await page.getByTestId('alerts-bell').getAttribute('aria-label')).toBe('Alerts: none unread');

    // Watchlist in English, then stop watching: the card leaves.
    await page.goto('/watchlist');
    await page.getByRole('heading', { name: 'My watchlist' }).waitFor();
    await card.getByTestId('watch-button-trial').click();
    await card.waitFor({ state: 'detached' });
    await page.getByText('You are not watching any trial or company yet').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the private calendar feed of the watchlist: created, downloaded, revoked', async () => {
    const { page, context, errors } = await openPage('/');
    await signUp(page);
    await page.goto(`/trial/${NCT}`);
    await page.getByTestId('watch-button-trial').first().click();
    await expect.poll(async () => page.getByTestId('watch-button-trial').first().getAttribute('aria-pressed')).toBe('true');
    await page.goto('/watchlist');
    await page.getByTestId('feed-inactive').waitFor();
    await page.getByTestId('feed-create').click();
    const url = (await page.getByTestId('feed-url').textContent())!;
    expect(url).toMatch(/\/api\/watchlist\/feed\/tcf_[\w-]+\.ics$/);
    const ics = await fetch(url);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    await page.getByTestId('feed-revoke').click();
    await page.getByTestId('feed-inactive').waitFor();
    expect((await fetch(url)).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});

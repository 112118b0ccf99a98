import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, gql, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

/**
 * Issue 29, "the language switch is total": on the AI tab, switching fr → en → fr changes every
 * word the app writes — the analysis text, the factors, the breakdown, the market terms and the notes
 * on the published sources. What stays is data (sponsor, conditions, outcome titles from the registry)
 * and the references themselves (authors, titles, journals), which are cited as published.
 */

/** Words only our own French prose uses (never a paper title, a sponsor or a registry field). */
const FRENCH = [
  /\bvérifié\b/,
  /seuil de rentabilité/,
  /\bexposition\b/,
  /Ne pas investir|Surveiller|Investir/,
  /Facteurs clés/,
  /Analyse détaillée/,
  /société cotée/i,
  /\bessais?\b/,
  /Risques/,
];
/** Words only our own English prose uses. */
const ENGLISH = [
  /\bverified\b/,
  /break-even/,
  /\bexposure\b/,
  /Do not invest|Watch|Invest\b/,
  /Key factors/,
  /Detailed analysis/,
  /listed company/i,
  /Applied to every/,
  /\bRisks\b/,
];

async function panelText(page: Page, lang: 'fr' | 'en'): Promise<string> {
  const panel = page.locator(`[data-testid="analysis-panel"][lang="${lang}"]`);
  await panel.waitFor();
  await page.getByTestId('score-breakdown').getByTestId('breakdown-formula').waitFor();
  await page.getByTestId('breakdown-chart').locator('svg').first().waitFor();
  // Wait until the localised analysis (fetched again in the new language) has replaced the old one.
  await expect.poll(async () => ((await panel.textContent()) ?? '').match(lang === 'fr' ? /Analyse détaillée/ : /Detailed analysis/) !== null).toBe(true);
  const marker = lang === 'fr' ? /Formule/ : /Formula/;
  await expect.poll(async () => marker.test((await page.getByTestId('breakdown-formula').textContent()) ?? '')).toBe(true);
  return (await panel.textContent()) ?? '';
}

function leftovers(text: string, words: RegExp[]): string[] {
  return words.filter((w) => w.test(text)).map((w) => `${w.source}: …${text.slice(Math.max(0, text.search(w) - 40), text.search(w) + 40)}…`);
}

describe('issue 29 — the AI tab switches language completely', () => {
  it('fr → en → fr: no French word left in English, no English word left in French, and back to the same French text', async () => {
    const { trials } = await gql<{ trials: { nodes: { nctId: string; ticker: string | null; statusSignal: { reason: string } }[] } }>(
      'query { trials(first: 100) { nodes { nctId ticker statusSignal { reason } } } }',
    );
    // A listed trial with posted results that failed: the richest text (readout, market, sources).
    const trial = trials.nodes.find((t) => t.ticker && t.statusSignal.reason === 'PRIMARY_NOT_MET') ?? trials.nodes.find((t) => t.ticker)!;
    const { page, context, errors } = await openPage(`/trial/${trial.nctId}?tab=ai`, { locale: 'fr-FR' });
    const fr1 = await panelText(page, 'fr');
    expect(leftovers(fr1, ENGLISH)).toEqual([]);

    await page.getByTestId('language-switcher').selectOption('en');
    const en = await panelText(page, 'en');
    expect(leftovers(en, FRENCH)).toEqual([]);
    expect(en).not.toEqual(fr1);
    await screenshot(page, 'issue29-language-en');

    await page.getByTestId('language-switcher').selectOption('fr');
    const fr2 = await panelText(page, 'fr');
    expect(leftovers(fr2, ENGLISH)).toEqual([]);
    expect(fr2).toEqual(fr1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

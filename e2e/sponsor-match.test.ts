import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, gql, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

interface Match {
  method: string;
  relation: string | null;
  companyName: string | null;
  via: string | null;
  acquiredBy: string | null;
  acquiredYear: number | null;
  confidence: number | null;
}
interface Row {
  nctId: string;
  ticker: string | null;
  sponsorMatch: Match | null;
}

/**
 * A seeded trial whose sponsor reaches its listed company through corporate history (an acquired
 * company: "Human Genome Sciences" → GSK) or, failing that, a subsidiary ("Genentech" → Roche).
 */
async function linkedTrial(): Promise<Row & { sponsorMatch: Match }> {
  let after: string | null = null;
  let subsidiary: (Row & { sponsorMatch: Match }) | null = null;
  for (let page = 0; page < 20; page++) {
    const data: { trials: { nodes: Row[]; nextPageToken: string | null } } = await gql(
      `query ($after: String) { trials(first: 100, after: $after) { nextPageToken nodes { nctId ticker
         sponsorMatch { method relation companyName via acquiredBy acquiredYear confidence } } } }`,
      { after },
    );
    for (const t of data.trials.nodes) {
      if (!t.ticker || !t.sponsorMatch) continue;
      const m = t.sponsorMatch;
      if (m.method === 'acquired' && m.via && m.acquiredBy && m.acquiredYear) return { ...t, sponsorMatch: m };
      if (!subsidiary && m.method === 'alias' && m.relation === 'subsidiary' && m.companyName) subsidiary = { ...t, sponsorMatch: m };
    }
    after = data.trials.nextPageToken;
    if (!after) break;
  }
  if (!subsidiary) throw new Error('no seeded trial linked through history or a subsidiary');
  return subsidiary;
}

function expected(m: Match, lang: 'fr' | 'en'): string {
  if (m.method === 'acquired')
    return lang === 'fr'
      ? `via ${m.via} (acquise par ${m.acquiredBy} en ${m.acquiredYear})`
      : `via ${m.via} (acquired by ${m.acquiredBy} in ${m.acquiredYear})`;
  return lang === 'fr' ? `filiale de ${m.companyName}` : `subsidiary of ${m.companyName}`;
}

const spaces = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('how the sponsor was linked to its listed company', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`shows on keyboard focus and on hover, Escape hides it (${lang})`, async () => {
      const trial = await linkedTrial();
      const { page, context, errors } = await openPage(`/trial/${trial.nctId}`, { locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
      const header = page.locator('header.detail-header');
      const trigger = header.getByTestId('sponsor-match-trigger');
      await trigger.waitFor();
      expect((await trigger.textContent())?.trim()).toBe(trial.ticker);
      const tip = header.getByRole('tooltip', { includeHidden: true });
      expect(await tip.isHidden()).toBe(true);
      expect(await trigger.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));

      // Keyboard: Tab from the registry link (the element before the badge) focuses the badge.
      await header.getByRole('link', { name: /ClinicalTrials\.gov/ }).focus();
      await page.keyboard.press('Tab');
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await tip.waitFor({ state: 'visible' });
      const text = spaces(await tip.textContent());
      expect(text).toContain(expected(trial.sponsorMatch, lang));
      const pct = Math.round((trial.sponsorMatch.confidence ?? 0) * 100);
      expect(text).toContain(lang === 'fr' ? `confiance ${pct} %` : `confidence ${pct}%`);
      await screenshot(page, `sponsor-match-${lang}`);
      await page.keyboard.press('Escape');
      await tip.waitFor({ state: 'hidden' });

      // Pointer: hovering the badge shows it again; leaving hides it.
      await page.keyboard.press('Shift+Tab');
      await trigger.hover();
      await tip.waitFor({ state: 'visible' });
      await page.mouse.move(5, 5);
      await tip.waitFor({ state: 'hidden' });

      // The stocks tab says the same in a visible line.
      await page.getByRole('tab', { name: lang === 'fr' ? 'Bourse' : 'Stocks' }).click();
      const line = page.getByTestId('sponsor-match-line');
      await line.waitFor();
      expect(spaces(await line.textContent())).toContain(expected(trial.sponsorMatch, lang));
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fits a 375 px screen', async () => {
    const trial = await linkedTrial();
    const { page, context } = await openPage(`/trial/${trial.nctId}`, { width: 375, height: 800 });
    const trigger = page.getByTestId('sponsor-match-trigger');
    await trigger.focus();
    const tip = page.getByTestId('sponsor-match-tip');
    await tip.waitFor({ state: 'visible' });
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await screenshot(page, 'sponsor-match-375');
    await context.close();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, gql, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

/** A demo trial whose generated history has a primary completion slip. */
async function trialWithSlip(): Promise<string> {
  const data = await gql<{ trials: { nodes: { nctId: string; changes: { field: string; slipDays: number | null }[] }[] } }>(
    'query { trials(first: 100) { nodes { nctId changes { field slipDays } } } }',
  );
  const found = data.trials.nodes.find((t) => t.changes.some((c) => c.field === 'primaryCompletionDate' && (c.slipDays ?? 0) > 0));
  if (!found) throw new Error('no demo trial with a slip among the first 100');
  return found.nctId;
}

describe('trial change history in the browser', () => {
  it('shows the timeline with its slips in French, then in English', async () => {
    const nctId = await trialWithSlip();
    const fr = await openPage(`/trial/${nctId}`);
    const card = fr.page.getByTestId('trial-history');
    await card.getByTestId('history-item').first().waitFor();
    expect(await card.textContent()).toContain('Historique des changements');
    expect(await card.textContent()).toMatch(/Date de fin principale.*Repoussée de \d+ jours?/s);
    await screenshot(fr.page, 'history-fr');
    expect(fr.errors).toEqual([]);
    await fr.context.close();

    const en = await openPage(`/trial/${nctId}`, { locale: 'en-US' });
    const cardEn = en.page.getByTestId('trial-history');
    await cardEn.getByTestId('history-item').first().waitFor();
    expect(await cardEn.textContent()).toMatch(/Change history.*Primary completion date.*Pushed back \d+ days?/s);
    expect(en.errors).toEqual([]);
    await en.context.close();
  });
});

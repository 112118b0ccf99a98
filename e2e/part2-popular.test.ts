import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, gql, newAccount, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

interface Auth {
  register: { accessToken: string };
}

describe('/popular', () => {
  let nctId = '';
  beforeAll(async () => {
    // Setup through the API: two users, a liked trial, and a liked comment.
    const a = newAccount('pop');
    const b = newAccount('pop');
    const reg = 'mutation($e: String!, $p: String!, $n: String) { register(email: $e, password: $p, name: $n) { accessToken } }';
    const ta = (await gql<Auth>(reg, { e: a.email, p: a.password, n: a.name })).register.accessToken;
    const tb = (await gql<Auth>(reg, { e: b.email, p: b.password, n: b.name })).register.accessToken;
    const page = await gql<{ trialsTable: { rows: { nctId: string }[] } }>('{ trialsTable(limit: 1) { rows { nctId } } }');
    nctId = page.trialsTable.rows[0].nctId;
    await gql('mutation($id: ID!) { likeTrial(nctId: $id) { nctId } }', { id: nctId }, ta);
    const c = await gql<{ createComment: { id: string } }>(
      'mutation($n: String!) { createComment(nctId: $n, content: "Très prometteur pour la phase 3") { id } }',
      { n: nctId },
      ta,
    );
    await gql('mutation($id: ID!) { toggleCommentLike(id: $id) { likes } }', { id: c.createComment.id }, tb);
  });

  it('shows popular trials by default with their stats', async () => {
    const { page, context, errors } = await openPage('/popular');
    await page.getByRole('heading', { name: 'Populaires' }).waitFor();
    expect(await page.getByRole('tab', { name: /Essais/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('popular-trials').getByTestId('trial-card').first().waitFor();
    const cards = await page.getByTestId('popular-trials').getByTestId('trial-card').count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(20);
    expect(Number(await page.getByTestId('popular-stat-0').textContent())).toBe(cards);
    expect(Number((await page.getByTestId('popular-stat-1').textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(cards);
    await screenshot(page, 'part2-popular-trials');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the comments tab from the navigation state, ranked with Top 1', async () => {
    const { page, context, errors } = await openPage('/');
    await page.getByRole('link', { name: 'Trialyst' }).first().waitFor();
    // Client-side navigation carrying state { tab: 'comments' } (React Router keeps it in history.state.usr).
    await page.evaluate(() => {
      window.history.pushState({ usr: { tab: 'comments' }, key: 'e2e', idx: 1 }, '', '/popular');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.waitForURL('**/popular');
    await page.getByTestId('popular-comments').waitFor();
    expect(await page.getByRole('tab', { name: /Commentaires/ }).getAttribute('aria-selected')).toBe('true');
    const first = page.getByTestId('popular-comment').first();
    expect(await first.textContent()).toContain('Top 1');
    expect(await first.getAttribute('class')).toContain('medal-gold');
    await screenshot(page, 'part2-popular-comments');
    await first.click();
    await page.waitForURL(/\/trial\/NCT\d{8}$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

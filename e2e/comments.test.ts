import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, gql, newContext, screenshot, signUp } from './helpers';

afterAll(closeBrowser);

describe('comments in the browser', () => {
  it('post, edit and delete a comment; a second browser sees the new comment and like count live', async () => {
    const data = await gql<{ trials: { nodes: { nctId: string }[] } }>('query { trials(first: 5) { nodes { nctId } } }');
    const nctId = data.trials.nodes[3].nctId;

    const ctxA = await newContext();
    const a = await ctxA.newPage();
    await signUp(a);
    await a.goto(`/trial/${nctId}?tab=comments`);
    await a.getByTestId('comment-input').waitFor();

    const ctxB = await newContext();
    const b = await ctxB.newPage();
    await b.goto(`/trial/${nctId}?tab=comments`);
    await b.getByText('Connectez-vous pour commenter').waitFor();
    await b.getByTestId('comment-stats').waitFor();
    await b.waitForTimeout(1000); // let B's subscription start

    const text = `Commentaire e2e ${Date.now()}`;
    expect(await a.getByTestId('comment-submit').isDisabled()).toBe(true);
    await a.getByTestId('comment-input').fill(text);
    expect(await a.getByTestId('comment-counter').textContent()).toBe(`${text.length}/${(5000).toLocaleString('fr-FR')}`); // "5 000": grouped the French way
    await a.getByTestId('comment-submit').click();
    const mine = a.getByTestId('comment').filter({ hasText: text });
    await mine.waitFor();
    expect(await a.getByTestId('comment-input').inputValue()).toBe('');

    // B sees it without reloading.
    const seen = b.getByTestId('comment').filter({ hasText: text });
    await seen.waitFor({ timeout: 15_000 });
    expect(await seen.getByTestId('comment-edit').count()).toBe(0);

    // A likes it: B's like count moves.
    await mine.getByTestId('comment-like').click();
    await b.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-testid=comment]')].some(
          (el) => el.textContent?.includes(t) && el.querySelector('[data-testid=comment-like-count]')?.textContent === '1',
        ),
      text,
      { timeout: 15_000 },
    );

    // Edit → '(modifié)'.
    await mine.getByTestId('comment-edit').click();
    await a.getByTestId('comment-edit-input').fill(`${text} (v2)`);
    await a.getByTestId('comment-save').click();
    await a.getByTestId('comment-edit-input').waitFor({ state: 'detached' });
    const edited = a.getByTestId('comment').filter({ hasText: `${text} (v2)` });
    await edited.getByText('(modifié)').waitFor();
    await screenshot(a, 'comments');

    // Delete with the spec's confirmation.
    let confirmText = '';
    a.once('dialog', (d) => {
      confirmText = d.message();
      void d.accept();
    });
    await edited.getByTestId('comment-delete').click();
    await edited.waitFor({ state: 'detached' });
    expect(confirmText).toBe('Êtes-vous sûr de vouloir supprimer ce commentaire ?');
    await b.getByTestId('comment').filter({ hasText: text }).waitFor({ state: 'detached', timeout: 15_000 });

    await ctxA.close();
    await ctxB.close();
  });

  it('a second browser sees like counts move live on the trials list', async () => {
    // A trial /trials lists (phase 3 trials).
    const data = await gql<{ trials: { nodes: { nctId: string }[] } }>('query { trials(first: 1, filter: { phases: [PHASE3] }) { nodes { nctId } } }');
    const nctId = data.trials.nodes[0].nctId;
    const ctxB = await newContext();
    const b = await ctxB.newPage();
    await b.goto('/trials');
    const cardB = b.locator(`[data-testid=trial-card][data-nct-id=${nctId}]`);
    await cardB.waitFor();
    await b.waitForTimeout(1000);
    const before = Number(await cardB.getByTestId('like-count').textContent());

    const ctxA = await newContext();
    const a = await ctxA.newPage();
    await signUp(a);
    await a.goto(`/trial/${nctId}`);
    await a.getByTestId('trial-detail').getByTestId('like-button').click();
    await b.waitForFunction(
      ([id, n]) => document.querySelector(`[data-testid=trial-card][data-nct-id=${id}] [data-testid=like-count]`)?.textContent === String(n),
      [nctId, before + 1] as const,
      { timeout: 15_000 },
    );
    await ctxA.close();
    await ctxB.close();
  });
});

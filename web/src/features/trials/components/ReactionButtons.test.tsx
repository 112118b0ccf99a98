import { ApolloClient, ApolloLink } from '@apollo/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { ACCESS_TOKEN_KEY } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { applyReaction } from '../trials.reactions';
import { ReactionButtons, TrialReactionFields } from './ReactionButtons';

describe('reaction rules', () => {
  const none = { liked: false, disliked: false, likes: 3, dislikes: 1 };
  it('like and dislike are mutually exclusive toggles', () => {
    expect(applyReaction(none, 'LIKE')).toEqual({ liked: true, disliked: false, likes: 4, dislikes: 1 });
    expect(applyReaction({ ...none, liked: true, likes: 4 }, 'LIKE')).toEqual({ liked: false, disliked: false, likes: 3, dislikes: 1 });
    expect(applyReaction({ ...none, liked: true, likes: 4 }, 'DISLIKE')).toEqual({ liked: false, disliked: true, likes: 3, dislikes: 2 });
    expect(applyReaction({ ...none, disliked: true }, 'LIKE')).toEqual({ liked: true, disliked: false, likes: 4, dislikes: 0 });
  });
  it('counts never drop below 0', () => {
    expect(applyReaction({ liked: true, disliked: false, likes: 0, dislikes: 0 }, 'LIKE').likes).toBe(0);
    expect(applyReaction({ liked: false, disliked: true, likes: 0, dislikes: 0 }, 'LIKE')).toEqual({ liked: true, disliked: false, likes: 1, dislikes: 0 });
  });
});

const TRIAL = {
  __typename: 'Trial' as const,
  nctId: 'NCT90000001',
  likes: 3,
  dislikes: 1,
  viewerReaction: { __typename: 'ViewerReaction' as const, liked: false, disliked: false },
};

/** Stands for the server: `me` answers a user; like/dislike answer `result` after `release()` (or fail). */
function reactionClient(opts: { fail?: boolean; serverLikes?: number }) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const link = new ApolloLink((op) => {
    return new Observable((o) => {
      if (op.operationName === 'Me') {
        o.next({ data: { me: { __typename: 'User', id: 'u1', email: 'a@b.c', name: 'Ann' } } });
        o.complete();
        return;
      }
      void gate.then(() => {
        if (opts.fail) {
          o.next({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] } as never);
        } else {
          const field = op.operationName === 'LikeTrial' ? 'likeTrial' : 'dislikeTrial';
          o.next({
            data: {
              [field]: {
                __typename: 'TrialReactionResult',
                nctId: TRIAL.nctId,
                trial: {
                  ...TRIAL,
                  likes: opts.serverLikes ?? 4,
                  viewerReaction: { __typename: 'ViewerReaction', liked: field === 'likeTrial', disliked: field === 'dislikeTrial' },
                },
              },
            },
          });
        }
        o.complete();
      });
    });
  });
  // The trial is in the cache, as it is when a page's query has loaded it.
  const client = new ApolloClient({ link, cache: createCache() });
  client.cache.writeFragment({ fragment: TrialReactionFields, data: TRIAL });
  return { client, release: () => release() };
}

async function renderSignedIn(opts: { fail?: boolean; serverLikes?: number }) {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
  const { client, release } = reactionClient(opts);
  renderWithProviders(<ReactionButtons trial={TRIAL} />, { client });
  const like = await screen.findByTestId('like-button');
  await waitFor(() => expect(like.getAttribute('title')).toBe('Liker'));
  return { like, release };
}

describe('ReactionButtons', () => {
  it('moves at once, holds the buttons during the call (focus kept), then takes the server counts', async () => {
    const { like, release } = await renderSignedIn({ serverLikes: 10 });
    like.focus();
    fireEvent.click(like);
    expect(like.textContent).toContain('4');
    expect(like.getAttribute('aria-pressed')).toBe('true');
    // Held with aria-disabled, not disabled: the focus stays on the toggled button.
    expect(like.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('dislike-button').getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(like);
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('10'));
    expect(like.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(like);
    expect(like.getAttribute('title')).toBe('Retirer le like');
  });

  it('rolls back and shows the spec alert when the call fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { like, release } = await renderSignedIn({ fail: true });
    fireEvent.click(like);
    expect(screen.getByTestId('like-count').textContent).toBe('4');
    await act(async () => release());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Erreur lors du like. Veuillez réessayer.'));
    expect(screen.getByTestId('like-count').textContent).toBe('3');
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });

  it('signed out: titles ask to log in and a click goes to /login', async () => {
    const { client } = reactionClient({});
    renderWithProviders(
      <Routes>
        <Route path="/" element={<ReactionButtons trial={TRIAL} />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>,
      { client },
    );
    const like = screen.getByTestId('like-button');
    expect(like.getAttribute('title')).toBe('Connectez-vous pour liker');
    expect(screen.getByTestId('dislike-button').getAttribute('title')).toBe('Connectez-vous pour disliker');
    fireEvent.click(like);
    await screen.findByText('login page');
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CommentForm } from './CommentForm';

describe('CommentForm', () => {
  it('publish is disabled when empty after trimming; the counter shows length out of 5000 without capping', () => {
    renderWithProviders(<CommentForm onSubmit={vi.fn()} />);
    const input = screen.getByTestId('comment-input');
    const submit = screen.getByTestId<HTMLButtonElement>('comment-submit');
    expect(submit.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    expect(screen.getByTestId('comment-counter').textContent).toBe('3/5\u202f000'); // grouped the French way (Intl)
    fireEvent.change(input, { target: { value: 'x'.repeat(5003) } });
    expect(screen.getByTestId('comment-counter').textContent).toBe('5\u202f003/5\u202f000');
    expect(submit.disabled).toBe(false);
  });

  it('disables publish while sending, sends the trimmed text, clears on success', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderWithProviders(<CommentForm onSubmit={onSubmit} />);
    const input = screen.getByTestId<HTMLTextAreaElement>('comment-input');
    fireEvent.change(input, { target: { value: '  Bonne étude  ' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    expect(onSubmit).toHaveBeenCalledWith('Bonne étude');
    expect(screen.getByTestId<HTMLButtonElement>('comment-submit').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('comment-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('keeps the text when sending fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('nope')));
    renderWithProviders(<CommentForm onSubmit={onSubmit} />);
    const input = screen.getByTestId<HTMLTextAreaElement>('comment-input');
    fireEvent.change(input, { target: { value: 'Texte' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('comment-submit').disabled).toBe(false));
    expect(input.value).toBe('Texte');
  });
});

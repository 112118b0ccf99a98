import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Header } from './Header';

/** A phone screen: every `max-width` media query matches (a static list: it never changes, so never fires). */
function phone() {
  window.matchMedia = (query: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
}

describe('Header on a phone', () => {
  const original = window.matchMedia;
  beforeEach(phone);
  afterEach(() => {
    window.matchMedia = original;
  });

  it('opens the search from its button, and Escape (once the results are closed) closes it and focuses the button', () => {
    renderWithProviders(<Header />);
    const toggle = screen.getByTestId('search-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const input = screen.getByTestId('search-input');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    if (toggle.getAttribute('aria-expanded') === 'true') fireEvent.keyDown(input, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('puts the language switcher and the login link in the menu, not in the header row', () => {
    renderWithProviders(<Header />);
    const nav = document.getElementById('mobile-nav')!;
    expect(nav.contains(screen.getByTestId('language-switcher'))).toBe(true);
    expect(nav.contains(screen.getByTestId('login-link'))).toBe(true);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The app's instance as the browser gets it: no catalogue until a screen asks for its namespaces. */
async function freshI18n() {
  vi.resetModules();
  window.localStorage.setItem('language', 'fr');
  return import('./i18n');
}

describe('catalogues fetched per language and namespace', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts empty and fetches only the asked namespaces, in the current language', async () => {
    const { i18n, loadNamespaces } = await freshI18n();
    expect(i18n.language).toBe('fr');
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(false);
    await loadNamespaces(['common', 'dashboard']);
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'dashboard')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'trial')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.t('common:state.loading')).toBe('Chargement...');
  });

  it('switches language once the loaded namespaces are there in the new one, and saves the choice', async () => {
    const { i18n, loadNamespaces, changeLanguage } = await freshI18n();
    await loadNamespaces(['common', 'dashboard']);
    expect(await changeLanguage('en')).toBe(true);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(i18n.hasResourceBundle('en', 'dashboard')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'trial')).toBe(false);
    expect(i18n.t('common:state.loading')).toBe('Loading...');
    // A page shown later gets its namespace in the language of the moment only.
    await loadNamespaces(['trial']);
    expect(i18n.hasResourceBundle('en', 'trial')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'trial')).toBe(false);
  });

  it('rejects an unknown namespace, so that its page shows its load error', async () => {
    const { loadNamespaces } = await freshI18n();
    await expect(loadNamespaces(['common', 'nope'])).rejects.toThrow(/nope/);
  });
});

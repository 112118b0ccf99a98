import { describe, expect, it, vi } from 'vitest';
import { loadResources } from '../test/locales';
import { detectLanguage, LANGUAGE_KEY, sanitizeLanguage } from './i18n';

function keys(obj: unknown, prefix = ''): string[] {
  if (!obj || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** Plural suffixes differ by language in general; fr and en share _one/_other, so keys must match exactly. */
describe('i18n catalogues', () => {
  const resources = loadResources();

  it('has the same namespaces in fr and en', () => {
    expect(Object.keys(resources.fr).sort()).toEqual(Object.keys(resources.en).sort());
    expect(Object.keys(resources.fr)).toContain('common');
  });

  for (const ns of Object.keys(resources.fr ?? {})) {
    it(`namespace "${ns}" has the same keys in fr and en`, () => {
      const fr = keys(resources.fr[ns]).sort();
      const en = keys(resources.en[ns] ?? {}).sort();
      expect(
        en.filter((k) => !fr.includes(k)),
        `keys only in en/${ns}.json`,
      ).toEqual([]);
      expect(
        fr.filter((k) => !en.includes(k)),
        `keys only in fr/${ns}.json`,
      ).toEqual([]);
    });
  }
});

describe('language detection', () => {
  it('accepts fr and en tags and discards script or injection values', () => {
    expect(sanitizeLanguage('fr')).toBe('fr');
    expect(sanitizeLanguage('en-US')).toBe('en');
    expect(sanitizeLanguage('FR_fr')).toBe('fr');
    expect(sanitizeLanguage('de')).toBeNull();
    expect(sanitizeLanguage('<script>alert(1)</script>')).toBeNull();
    expect(sanitizeLanguage('en"><img src=x onerror=alert(1)>')).toBeNull();
    expect(sanitizeLanguage('javascript:alert(1)')).toBeNull();
    expect(sanitizeLanguage('fr;DROP TABLE users')).toBeNull();
    expect(sanitizeLanguage('../../etc/passwd')).toBeNull();
    expect(sanitizeLanguage(42)).toBeNull();
  });

  it('uses the saved language first, then the browser, then the page, then French', () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    window.localStorage.setItem(LANGUAGE_KEY, '<script>en</script>');
    // jsdom's browser language is en-US
    expect(detectLanguage()).toBe(navigator.language.startsWith('fr') ? 'fr' : 'en');
    window.localStorage.removeItem(LANGUAGE_KEY);
    // A German browser (the spies are restored after the test: restoreMocks in vitest.config.ts).
    vi.spyOn(Navigator.prototype, 'languages', 'get').mockReturnValue(['de-DE', 'javascript:x']);
    vi.spyOn(Navigator.prototype, 'language', 'get').mockReturnValue('de-DE');
    document.documentElement.lang = 'en';
    expect(detectLanguage()).toBe('en');
    document.documentElement.lang = 'es';
    expect(detectLanguage()).toBe('fr');
  });
});

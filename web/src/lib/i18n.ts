import i18next, { type FormatterModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
/** localStorage key holding the chosen language. */
export const LANGUAGE_KEY = 'language';

/** Every catalogue: web/src/locales/<lang>/<namespace>.json (one namespace per feature + common). */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export function loadResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, content] of Object.entries(files)) {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!m) continue;
    (resources[m[1]] ??= {})[m[2]] = content;
  }
  return resources;
}

export const NAMESPACES = [...new Set(Object.keys(files).map((f) => /\/([^/]+)\.json$/.exec(f)?.[1] ?? ''))].filter(Boolean);

const INJECTION = /[<>"'`;(){}\\/=&%$]|script|javascript:|data:|on\w+=|\.\./i;
const LANGUAGE_TAG = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8}){0,3}$/i;

/**
 * Turns a detected value into a supported language, or null. Values that look like a script or an
 * injection attempt (markup, quotes, `javascript:`, event handlers, over-long strings) are discarded.
 */
export function sanitizeLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!v || v.length > 35 || INJECTION.test(v) || !LANGUAGE_TAG.test(v)) return null;
  const base = v.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}

function safeStorageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Detection order: saved preference → browser languages → page language → French. */
export function detectLanguage(): Language {
  const saved = sanitizeLanguage(safeStorageGet(LANGUAGE_KEY));
  if (saved) return saved;
  const browser = typeof navigator !== 'undefined' ? [...(navigator.languages ?? []), navigator.language] : [];
  for (const candidate of browser) {
    const lang = sanitizeLanguage(candidate);
    if (lang) return lang;
  }
  const page = typeof document !== 'undefined' ? sanitizeLanguage(document.documentElement.lang) : null;
  return page ?? DEFAULT_LANGUAGE;
}

/** The Intl locale of a language: 'fr-FR' for French (the default), 'en-US' for English (format.ts uses it). */
export function localeOf(lang: string): 'fr-FR' | 'en-US' {
  return lang.startsWith('en') ? 'en-US' : 'fr-FR';
}

/** Interpolated values that are numbers but not quantities: shown as they are ("2019", not "2 019"). */
const RAW_NUMBERS = new Set(['year']);

/**
 * Every number interpolated into a message ("{{count}} participants", "{{value}} trials") is grouped
 * in the message's language through Intl: "1 707 participants" / "1,707 participants". Strings
 * (values a component already formatted with format.ts) pass unchanged. `{{x, number}}` and
 * `{{x, datetime}}` work as in i18next.
 */
const intlInterpolation: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, format, lng, options) {
    const locale = localeOf(lng ?? DEFAULT_LANGUAGE);
    if (typeof value === 'number' && Number.isFinite(value) && (format === undefined || format === 'number')) {
      const key: unknown = options?.interpolationkey;
      return typeof key === 'string' && RAW_NUMBERS.has(key) && !format ? String(value) : new Intl.NumberFormat(locale).format(value);
    }
    if (format === 'datetime' && (value instanceof Date || typeof value === 'string' || typeof value === 'number')) {
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? String(value) : new Intl.DateTimeFormat(locale).format(d);
    }
    return value as string;
  },
};

export function createI18n(lng: Language = detectLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(intlInterpolation)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: loadResources(),
      ns: NAMESPACES,
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
  const syncHtml = (l: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = l;
  };
  syncHtml(lng);
  instance.on('languageChanged', syncHtml);
  return instance;
}

export const i18n = createI18n();

export function currentLanguage(): Language {
  return sanitizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches the interface language and saves the choice. */
export function changeLanguage(lang: Language): Promise<unknown> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  return i18n.changeLanguage(lang);
}

import i18next, { type BackendModule, type FormatterModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
/** localStorage key holding the chosen language. */
export const LANGUAGE_KEY = 'language';

/**
 * Every catalogue, web/src/locales/<lang>/<namespace>.json (one namespace per feature + common), as a
 * chunk of its own: the app fetches a namespace in one language when a screen needs it (SHELL_NAMESPACES
 * before the first render, a page's own with its chunk: app/router.tsx), never the whole set up front.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

export type Resources = Record<string, Record<string, Record<string, unknown>>>;

export const NAMESPACES = [...new Set(Object.keys(catalogues).map((f) => /\/([^/]+)\.json$/.exec(f)?.[1] ?? ''))].filter(Boolean);

/** i18next backend reading the catalogues above; a namespace that cannot be fetched is not retried (the page shows its load error). */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    readCatalogue(lng, ns).then(
      (content) => callback(null, content),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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
      if (typeof key === 'string' && RAW_NUMBERS.has(key) && !format) return String(value);
      // A loss with the true minus sign, as format.ts writes it (format.ts imports this module).
      return new Intl.NumberFormat(locale, { signDisplay: 'negative' }).format(value).replace(/^-/, '\u2212');
    }
    if (format === 'datetime' && (value instanceof Date || typeof value === 'string' || typeof value === 'number')) {
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? String(value) : new Intl.DateTimeFormat(locale).format(d);
    }
    return value as string;
  },
};

/**
 * An i18next instance in `lng`. Without `resources`, catalogues are fetched per language and namespace
 * (the app: see loadNamespaces); with them (tests), everything is there at once. No fallback language:
 * fr and en have the same keys (i18n.test.ts), and a fallback would fetch French for English readers.
 */
export function createI18n(lng: Language = detectLanguage(), resources?: Resources): I18n {
  const instance = i18next.createInstance();
  if (!resources) instance.use(catalogueBackend);
  void instance
    .use(initReactI18next)
    .use(intlInterpolation)
    .init({
      lng,
      fallbackLng: resources ? DEFAULT_LANGUAGE : false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      resources,
      // Nothing is fetched at init: the app asks for its first namespaces itself (main.tsx).
      ns: resources ? NAMESPACES : [],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      initAsync: false,
      // A component whose namespace is not there yet suspends (the nearest Suspense shows a loading
      // status) rather than showing raw keys; pages and the shell load theirs before they render.
      react: { useSuspense: true },
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

async function readCatalogue(lng: string, ns: string): Promise<Record<string, unknown>> {
  const load = catalogues[`../locales/${lng}/${ns}.json`];
  if (!load) throw new Error(`No catalogue ${lng}/${ns}`);
  return load();
}

/** Adds the missing `namespaces` of `lng` to the instance; rejects when one cannot be fetched. */
async function fetchCatalogues(lng: string, namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(lng, ns));
  const contents = await Promise.all(missing.map((ns) => readCatalogue(lng, ns)));
  missing.forEach((ns, index) => i18n.addResourceBundle(lng, ns, contents[index], true, true));
}

/**
 * Fetches `namespaces` in the current language (those already there cost nothing). Rejects when one
 * cannot be fetched, so that a page shows its load error instead of raw keys.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return fetchCatalogues(i18n.language, namespaces);
}

/**
 * Switches the interface language and saves the choice. The namespaces loaded so far are fetched in
 * the new language first, so the page switches in one go; when they cannot be fetched, the language
 * stays as it is (resolves false).
 */
export async function changeLanguage(lang: Language): Promise<boolean> {
  const loaded = NAMESPACES.filter((ns) => i18n.hasResourceBundle(i18n.language, ns));
  try {
    await fetchCatalogues(lang, loaded);
  } catch {
    return false;
  }
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  await i18n.changeLanguage(lang);
  return true;
}

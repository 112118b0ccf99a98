import type { i18n as I18n } from 'i18next';
import { createI18n, type Language, type Resources } from '../lib/i18n';

/** Every catalogue at once, for tests (the app fetches them per language and namespace: lib/i18n.ts). */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export function loadResources(): Resources {
  const resources: Resources = {};
  for (const [file, content] of Object.entries(files)) {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (m) (resources[m[1]] ??= {})[m[2]] = content;
  }
  return resources;
}

/** An i18next instance in `lng` with every catalogue already there. */
export function createTestI18n(lng: Language): I18n {
  return createI18n(lng, loadResources());
}

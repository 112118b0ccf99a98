import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '../lib/i18n';
import { loadResources } from './locales';

// Components under test find every namespace of both languages already there, as if fetched.
for (const [lng, namespaces] of Object.entries(loadResources())) {
  for (const [ns, content] of Object.entries(namespaces)) i18n.addResourceBundle(lng, ns, content);
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

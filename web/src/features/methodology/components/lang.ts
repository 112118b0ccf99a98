import { useTranslation } from 'react-i18next';

/** The reader's language, to pick the fr or en text of a bilingual field the API sends. */
export function useTextLanguage(): 'fr' | 'en' {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language).startsWith('en') ? 'en' : 'fr';
}

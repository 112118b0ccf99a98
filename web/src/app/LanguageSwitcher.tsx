import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, sanitizeLanguage, type Language } from '../lib/i18n';

/** Each language in its own words: the select shows the short code (the header's width is counted), the name in its tooltip. */
const NAMES: Record<Language, string> = { fr: 'Français', en: 'English' };

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = sanitizeLanguage(i18n.language) ?? 'fr';
  return (
    <div className="lang-switch">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="input lang-select"
        value={current}
        onChange={(e) => void changeLanguage(e.target.value as Language)}
        data-testid="language-switcher"
        title={NAMES[current]}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l} title={NAMES[l]}>
            {l.toUpperCase()}
          </option>
        ))}
      </select>
    </div>
  );
}

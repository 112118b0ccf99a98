import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { loadResources } from '../../test/locales';
import { renderWithProviders } from '../../test/render';
import { CitedPoint } from './components/CitedPoint';
import { CITED_FIELDS } from './sources';

const resources = loadResources();
afterAll(() => i18n.changeLanguage('fr'));

describe('sources of analysis points', () => {
  it('every field the analysis engine can cite has a French and an English label', () => {
    const missing: string[] = [];
    for (const [path, key] of Object.entries(CITED_FIELDS)) {
      for (const lang of ['fr', 'en']) {
        const labels = (resources[lang]?.sources as { fields?: Record<string, string> } | undefined)?.fields ?? {};
        if (typeof labels[key] !== 'string' || !labels[key]) missing.push(`${lang}: ${path} → sources:fields.${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  for (const [lang, chip, tooltip] of [
    ['fr', 'Source : type de promoteur', "champ de l'essai : leadSponsor.class"],
    ['en', 'Source: sponsor type', 'trial field: leadSponsor.class'],
  ] as const) {
    it(`shows the source as a readable chip, the raw field in its tooltip (${lang})`, () => {
      renderWithProviders(
        <ul>
          <li>
            <CitedPoint point="Promoteur industriel [leadSponsor.class] (+0,20)" />
          </li>
          <li>
            <CitedPoint point="Probabilité de base 58 % [conditions, phases]" />
          </li>
          <li>
            <CitedPoint point="Aucun risque particulier" />
          </li>
        </ul>,
        { lang },
      );
      const chips = screen.getAllByTestId('source-chip');
      expect(chips).toHaveLength(2);
      // Words only: the raw path is in the tooltip, never in the text a screen reader reads or a copy takes.
      expect(chips[0].textContent).toBe(chip);
      expect(document.body.textContent).not.toContain('leadSponsor.class');
      expect(chips[0].getAttribute('title')).toBe(tooltip);
      expect(chips[0].closest('li')!.textContent).toContain('Promoteur industriel (+0,20)');
      expect(chips[1].textContent).toMatch(lang === 'fr' ? /^Sources : pathologies, phase de l'essai/ : /^Sources: conditions, trial phase/);
      expect(document.body.textContent).not.toMatch(/\[leadSponsor|\[conditions/);
      expect(screen.getByText('Aucun risque particulier')).toBeTruthy();
    });
  }

  it('shows a field it does not know (an LLM may cite one) as written', () => {
    renderWithProviders(<CitedPoint point="Something [foo.bar]" />, { lang: 'en' });
    expect(screen.getByTestId('source-chip').textContent).toBe('Source: foo.bar');
  });
});

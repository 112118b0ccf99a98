import { describe, expect, it } from 'vitest';

/** fr and en catalogues of the part-2 screens have the same keys (French is the source of truth). */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });
const NAMESPACES = ['table', 'stocks', 'calendar', 'analytics', 'favorites', 'popular', 'explorer'];

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('part-2 catalogues', () => {
  it.each(NAMESPACES)('%s has the same keys in fr and en, none empty', (ns) => {
    const fr = files[`../../locales/fr/${ns}.json`];
    const en = files[`../../locales/en/${ns}.json`];
    expect(fr, `fr/${ns}.json`).toBeDefined();
    expect(en, `en/${ns}.json`).toBeDefined();
    expect(keys(en).sort()).toEqual(keys(fr).sort());
    for (const k of keys(fr)) expect(String(k.split('.').reduce<any>((o, p) => o[p], fr)).trim(), k).not.toBe('');
  });

  it("uses the spec's French strings", () => {
    const table = files['../../locales/fr/table.json'] as any;
    expect(table.quote).toMatchObject({
      loading: 'Chargement...',
      error: 'Erreur de chargement',
      clickForChart: 'Cliquer pour graphique',
      notListed: 'Non coté',
    });
    const calendar = files['../../locales/fr/calendar.json'] as any;
    expect(calendar.empty).toEqual({ title: 'Aucun essai trouvé', hint: 'Essayez de modifier vos filtres pour voir plus de résultats' });
    expect((files['../../locales/fr/analytics.json'] as any).empty.generate).toBe('Générer une analyse');
    expect((files['../../locales/fr/stocks.json'] as any).error).toBe('Données boursières non disponibles: {{error}}');
    expect((files['../../locales/fr/popular.json'] as any).anonymous).toBe('Anonyme');
  });
});

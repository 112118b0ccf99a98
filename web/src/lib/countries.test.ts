import { describe, expect, it } from 'vitest';
import { countryName } from './countries';

describe('countryName', () => {
  it('names the registry’s countries in French, its own spellings included', () => {
    expect(countryName('Belgium', 'fr')).toBe('Belgique');
    expect(countryName('United States', 'fr')).toBe('États-Unis');
    expect(countryName('Korea, Republic of', 'fr')).toBe('Corée du Sud');
    expect(countryName('Turkey (Türkiye)', 'fr')).toBe('Turquie');
    expect(countryName('Viet Nam', 'fr')).toBe('Viêt Nam');
    expect(countryName('Iran, Islamic Republic of', 'fr')).toBe('Iran');
  });

  it('keeps the registry’s English names, and a name no list knows as it is', () => {
    expect(countryName('Korea, Republic of', 'en')).toBe('Korea, Republic of');
    expect(countryName('Atlantis', 'fr')).toBe('Atlantis');
  });
});

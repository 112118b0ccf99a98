import { describe, expect, it } from 'vitest';
import { dataPath, parseYamlData } from '../../lib/data-files.js';
import { dataFailure, readDataFile, withLine } from '../../lib/data-files.testing.js';
import { areaSchema, areasIndexSchema, seedCatalog } from './seed.catalog.js';
import { comparators, comparatorsSchema } from './seed.comparators.js';
import { generateLocations } from './seed.places.js';
import { rngFor } from './seed.random.js';
import { demoSponsorsSchema, sponsorPool } from './seed.sponsors.js';

/** The demo seed's data files (api/data/seed): each passes its schema as committed; a bad value fails with its file and line. */

describe('demo seed data files', () => {
  it('load as committed', () => {
    const { areas, commonAes, safetyOutcomes } = seedCatalog();
    expect(areas.map((a) => a.key)).toEqual(parseYamlData(readDataFile('seed/areas.yaml'), 'areas.yaml', areasIndexSchema(areas.map((a) => a.key))).areas);
    expect(areas.flatMap((a) => a.conditions).length).toBeGreaterThan(150);
    expect(commonAes.length).toBeGreaterThan(10);
    expect(safetyOutcomes[0].kind).toBe('rate');
    // Age groups are derived from the bounds: 18 and over is adult and older adult; 6 months to 17 years is a child.
    const oncology = areas.find((a) => a.key === 'oncology')!;
    expect(oncology.ages[0]).toEqual({ min: '18 Years', max: null, stdAges: ['ADULT', 'OLDER_ADULT'], weight: 8 });
    expect(oncology.primary.find((o) => o.measure.startsWith('Progression-Free Survival (PFS) per RECIST'))?.except).toEqual(
      /Glioblastoma|Prostate|Non-Muscle/,
    );
    expect(comparators().byCondition['Colorectal Cancer']).toContain('FOLFOX');
    expect(sponsorPool().byKind.cooperative.length).toBeGreaterThan(5);
    expect(generateLocations(rngFor('files'), 3, 'Japan', false).map((l) => l.country)).toEqual(['Japan', 'Japan', 'Japan']);
  });

  it('an area value the schema refuses names file and line', () => {
    const age = withLine('seed/areas/oncology.yaml', 'ages: [{ min: 18 Years, weight: 8 }', 'ages: [{ min: 18 Yrs, weight: 8 }');
    expect(dataFailure(() => parseYamlData(age.text, age.file, areaSchema('oncology')))).toBe(
      `api/data/seed/areas/oncology.yaml:${age.line}: traits.Metastatic Castration-Resistant Prostate Cancer.ages[0].min: "18 Yrs" is not an age ("18 Years", "6 Months")`,
    );
    const regex = withLine('seed/areas/oncology.yaml', 'only: HER2|Gastric }', 'only: HER2|(Gastric }');
    expect(dataFailure(() => parseYamlData(regex.text, regex.file, areaSchema('oncology')))).toMatch(
      new RegExp(`^api/data/seed/areas/oncology\\.yaml:${regex.line}: keywords\\[\\d+\\]\\.only: not a regular expression`),
    );
    const typo = withLine('seed/areas/oncology.yaml', 'mabInfix:', 'mabInfixes:');
    expect(dataFailure(() => parseYamlData(typo.text, typo.file, areaSchema('oncology')))).toMatch(
      new RegExp(`api/data/seed/areas/oncology\\.yaml:${typo.line}: mabInfixes: Unrecognized key`),
    );
  });

  it('a condition belongs to one area, and traits name conditions of their area', () => {
    const text = readDataFile('seed/areas/oncology.yaml');
    const line = text.split('\n').findIndex((l) => l.includes('- Melanoma')) + 1;
    expect(dataFailure(() => parseYamlData(text, dataPath('seed/areas/oncology.yaml'), areaSchema('oncology', new Map([['Melanoma', 'dermatology']]))))).toBe(
      `api/data/seed/areas/oncology.yaml:${line}: conditions[9]: Melanoma is already a condition of areas/dermatology.yaml`,
    );
    const trait = withLine('seed/areas/oncology.yaml', '  Glioblastoma: {', '  Glioma: {');
    expect(dataFailure(() => parseYamlData(trait.text, trait.file, areaSchema('oncology')))).toBe(
      `api/data/seed/areas/oncology.yaml:${trait.line}: traits.Glioma: Glioma is not a condition of this area`,
    );
  });

  it('areas.yaml lists every area file once', () => {
    const keys = seedCatalog().areas.map((a) => a.key);
    expect(dataFailure(() => parseYamlData(readDataFile('seed/areas.yaml'), dataPath('seed/areas.yaml'), areasIndexSchema([...keys, 'dermatology'])))).toMatch(
      /^api\/data\/seed\/areas\.yaml:\d+: areas: areas\/dermatology\.yaml is not listed$/,
    );
  });

  it('a demo sponsor with a bad ticker, and a comparator of an unknown condition, name file and line', () => {
    const big = withLine('seed/sponsors.yaml', '  - PFE', '  - P F E');
    expect(dataFailure(() => parseYamlData(big.text, big.file, demoSponsorsSchema))).toMatch(
      new RegExp(`^api/data/seed/sponsors\\.yaml:${big.line}: big\\[0\\]: "P F E" is not a ticker`),
    );
    const conditions = new Set(seedCatalog().areas.flatMap((a) => a.conditions));
    const comparator = withLine('seed/comparators.yaml', '  Colorectal Cancer:', '  Colorectal Cancers:');
    expect(dataFailure(() => parseYamlData(comparator.text, comparator.file, comparatorsSchema(conditions)))).toBe(
      `api/data/seed/comparators.yaml:${comparator.line}: byCondition.Colorectal Cancers: Colorectal Cancers is not a condition of any area (seed/areas/*.yaml)`,
    );
  });
});

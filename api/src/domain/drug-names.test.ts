import { describe, expect, it } from 'vitest';
import { drugNameKeys, isCodeKey, isInnKey, normaliseDrugName } from './drug-names.js';

/** Intervention names and other names as real ClinicalTrials.gov records write them (shared/ctgov-records). */
describe('normaliseDrugName', () => {
  it.each([
    ['Semaglutide', 'semaglutide'], // NCT05813925
    ['Sumatriptan Succinate', 'sumatriptan'], // NCT00356603
    ['Gemcitabine Hydrochloride', 'gemcitabine'], // NCT04267848
    ['Pemetrexed Disodium', 'pemetrexed'],
    ['SAFINAMIDE MESYLATE', 'safinamide'], // Drugs@FDA XADAGO
    ['ORAL SEMAGLUTIDE', 'semaglutide'], // Drugs@FDA RYBELSUS
    ['MOUNJARO (AUTOINJECTOR)', 'mounjaro'],
    ['Galcanezumab 300 mg', 'galcanezumab'], // NCT02438826
    ['Civamide nasal solution 0.01%', 'civamide'], // NCT01341548
    ['Pregabalin 75mg', 'pregabalin'],
    ['Cisplatin 75mg/m2', 'cisplatin'],
    ['Pemafibrate 0.2mg/day (once daily)', 'pemafibrate'], // NCT05923281
    ['Spesolimab Formulation 1', 'spesolimab'], // NCT05819398
    ['EDP-938 Dose 1', 'edp938'], // NCT03691623
    ['Anifrolumab (blinded)', 'anifrolumab'], // NCT05925803
    ['Cabotegravir - Injectable Suspension (CAB LA)', 'cabotegravir'], // NCT05896748
    ['Veklury®', 'veklury'], // NCT04431453
    ['GS-5734™', 'gs5734'],
    ['Zactima TM', 'zactima'], // NCT00777179
    ['LY-3298176', 'ly3298176'],
    ['LY 3298176', 'ly3298176'],
    ['LY3298176', 'ly3298176'],
    ['SCH 900475', 'sch900475'], // NCT04267848 (pembrolizumab's other names)
    ['Placebo', ''],
    ['Placebo Semaglutide', ''], // NCT05813925: a placebo of semaglutide is no semaglutide
    ['Placebo matching Spesolimab Formulation 1', ''],
    ['Sodium Chloride', ''],
  ])('%s → %s', (name, key) => {
    expect(normaliseDrugName(name)).toBe(key);
  });
});

describe('drugNameKeys', () => {
  it('keeps bracketed names as names of their own', () => {
    expect(drugNameKeys(['Civamide (Zucapsaicin)'])).toEqual(['civamide', 'zucapsaicin']); // NCT00033839
    expect(drugNameKeys(['Osimertinib [Teresa; AZD9291]'])).toEqual(['osimertinib', 'teresa', 'azd9291']);
    expect(drugNameKeys(['Keytruda/MK-3475 (Pembrolizumab)'])).toEqual(['keytruda', 'mk3475', 'pembrolizumab']); // NCT05832827
    expect(drugNameKeys(['Aflibercept, VEGF Trap-Eye(Eylea, BAY86-5321)_higher dose'])).toEqual(['aflibercept', 'vegf trap-eye', 'eylea', 'bay865321']); // NCT05850520
  });

  it('splits combinations and drops generic words, short keys and duplicates', () => {
    expect(drugNameKeys(['Metoclopramide + diphenhydramine'])).toEqual(['metoclopramide', 'diphenhydramine']); // NCT01406860
    expect(drugNameKeys(['Chemotherapy', 'Insulin', 'placebo', 'Standard of care', 'RSVPreF3 OA Investigational Vaccine', 'Vaccine', 'Saline'])).toEqual([
      'rsvpref3 oa investigational vaccine',
    ]);
    expect(drugNameKeys(['TS-1 (S-1)'])).toEqual([]); // "ts1", "s1": shorter than 4 characters
    expect(drugNameKeys(['Dupilumab', 'REGN668', 'SAR231893', 'Dupixent', 'dupilumab 300 mg'])).toEqual(['dupilumab', 'regn668', 'sar231893', 'dupixent']); // NCT02210780
    expect(drugNameKeys(['Rituximab (genetical recombination)'])).toEqual(['rituximab']);
  });

  it('never yields an empty key', () => {
    expect(drugNameKeys(['', '  ', '®', '10 mg', '(placebo)'])).toEqual([]);
  });
});

describe('key kinds', () => {
  it('tells codes and INNs from brands', () => {
    expect(['ly3298176', 'mk3475', 'bms986382', 'azd9291'].every(isCodeKey)).toBe(true);
    expect(['semaglutide', 'tirzepatide', 'pembrolizumab', 'aflibercept', 'osimertinib', 'abemaciclib', 'fremanezumab'].every(isInnKey)).toBe(true);
    expect(['ozempic', 'wegovy', 'mounjaro', 'keytruda', 'eylea', 'tagrisso', 'vegf trap-eye'].some(isInnKey)).toBe(false);
    expect(['ozempic', 'semaglutide'].some(isCodeKey)).toBe(false);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CTGOV_FIXTURES } from '../../../test/fixtures/ctgov/index.js';
import { drugNameKeys } from '../../domain/drug-names.js';
import { linkRegulatoryEvent, type LinkCandidate } from '../../domain/regulatory-link.js';
import { dataPath, parseCsvData } from '../../lib/data-files.js';
import { dataFailure, readDataFile, withLine } from '../../lib/data-files.testing.js';
import { mapStudy } from '../ctgov/ctgov.mapper.js';
import {
  EVENTS_FILE,
  FileRegulatoryProvider,
  OVERRIDES_FILE,
  readRegulatoryEvents,
  readRegulatoryOverrides,
  regulatoryEventsSchema,
  regulatoryOverridesSchema,
} from './file.js';

const events = readRegulatoryEvents();
const overrides = readRegulatoryOverrides();

describe('api/data/regulatory/events.csv', () => {
  it('loads as committed: real rows, each with its official https source', () => {
    expect(events.length).toBeGreaterThanOrEqual(20);
    for (const e of events) {
      expect(e).toMatchObject({ source: 'FILE', demo: false });
      expect(e.sourceUrl).toMatch(/^https:\/\/(www\.accessdata\.fda\.gov|api\.fda\.gov|www\.ema\.europa\.eu)\//);
      expect(e.date <= e.asOf).toBe(true);
    }
    expect(events.find((e) => e.sourceKey === 'fda-nda215866-orig1')).toMatchObject({
      kind: 'APPROVAL',
      date: '2022-05-13',
      drugNames: ['MOUNJARO', 'tirzepatide'],
      applicationNumber: 'NDA215866',
      ticker: 'LLY',
    });
    expect(events.find((e) => e.sourceKey === 'fda-crl-nda219398-2026-01-28')).toMatchObject({ kind: 'CRL', crlCategory: 'EFFICACY', ticker: 'CORT' });
    expect(events.find((e) => e.sourceKey === 'ema-005247-chmp')).toMatchObject({ kind: 'CHMP_OPINION', date: '2026-06-25', outcome: 'NEGATIVE' });
  });

  it('a row without a source URL, or with a plain http one, names its file and line', () => {
    const url = 'https://www.ema.europa.eu/en/medicines/human/EPAR/wegovy';
    const missing = withLine(EVENTS_FILE, `${url},`, ',');
    expect(dataFailure(() => parseCsvData(missing.text, missing.file, regulatoryEventsSchema))).toBe(
      `api/data/regulatory/events.csv:${missing.line}: column source_url: the source URL is mandatory: the official page the event is read from`,
    );
    const http = withLine(EVENTS_FILE, url, url.replace('https:', 'http:'));
    expect(dataFailure(() => parseCsvData(http.text, http.file, regulatoryEventsSchema))).toBe(
      `api/data/regulatory/events.csv:${http.line}: column source_url: "${url.replace('https:', 'http:')}" is not an https URL`,
    );
  });

  it('kinds, agencies, categories and dates are checked', () => {
    const kind = withLine(EVENTS_FILE, 'fda-nda215866-orig1,APPROVAL,', 'fda-nda215866-orig1,APPROVED,');
    expect(dataFailure(() => parseCsvData(kind.text, kind.file, regulatoryEventsSchema))).toMatch(
      new RegExp(`^api/data/regulatory/events\\.csv:${kind.line}: column kind: `),
    );
    const agency = withLine(EVENTS_FILE, 'ema-005422-chmp,CHMP_OPINION,EMA,', 'ema-005422-chmp,CHMP_OPINION,FDA,');
    expect(dataFailure(() => parseCsvData(agency.text, agency.file, regulatoryEventsSchema))).toBe(
      `api/data/regulatory/events.csv:${agency.line}: column agency: a CHMP_OPINION comes from EMA, not FDA`,
    );
    const future = withLine(EVENTS_FILE, 'fda-nda215866-orig1,APPROVAL,FDA,2022-05-13,', 'fda-nda215866-orig1,APPROVAL,FDA,2027-05-13,');
    expect(dataFailure(() => parseCsvData(future.text, future.file, regulatoryEventsSchema))).toBe(
      `api/data/regulatory/events.csv:${future.line}: column date: an ACTUAL event on 2027-05-13 cannot be read on 2025-07-09 (as_of), before it happened`,
    );
    const twice = withLine(EVENTS_FILE, 'fda-nda209637-suppl25,', 'fda-nda209637-orig1,');
    expect(dataFailure(() => parseCsvData(twice.text, twice.file, regulatoryEventsSchema))).toBe(
      `api/data/regulatory/events.csv:${twice.line}: column id: fda-nda209637-orig1 is used twice`,
    );
  });

  it('overrides.csv loads, and a bad trial id names its line', () => {
    expect(overrides).toContainEqual({ source: 'FILE', sourceKey: 'ema-006056-chmp', applicationNumber: null, nctId: 'NCT05850520', action: 'unlink' });
    const bad = withLine(OVERRIDES_FILE, ',NCT05850520,', ',NCT5850520,');
    expect(dataFailure(() => parseCsvData(bad.text, bad.file, regulatoryOverridesSchema))).toBe(
      `api/data/regulatory/overrides.csv:${bad.line}: column nct_id: "NCT5850520" is not an NCT id (NCT and 8 digits)`,
    );
    expect(readDataFile(OVERRIDES_FILE).split('\n')[0]).toBe('source,source_key,application_number,nct_id,action,reason');
  });
});

describe('FileRegulatoryProvider', () => {
  it('yields the file events from `since` on', async () => {
    const provider = new FileRegulatoryProvider();
    expect(provider).toMatchObject({ name: 'file', source: 'FILE' });
    const recent = await provider.events({ drugs: [], since: '2026-01-01', today: '2026-11-28' });
    expect(recent.map((e) => e.sourceKey).sort()).toEqual(
      events
        .filter((e) => e.date >= '2026-01-01')
        .map((e) => e.sourceKey)
        .sort(),
    );
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((e) => e.date >= '2026-01-01')).toBe(true);
  });

  it('a missing file is an error that names it', async () => {
    const provider = new FileRegulatoryProvider({ file: dataPath('regulatory/nope.csv') });
    await expect(provider.events({ drugs: [], since: '2000-01-01', today: '2026-11-28' })).rejects.toThrow(/Data file missing: .*regulatory\/nope\.csv/);
  });
});

/** Real ClinicalTrials.gov records: the repository's fixtures, and shared/ctgov-records when present (CTGOV_RECORDS_DIR points elsewhere). */
const SHARED = process.env.CTGOV_RECORDS_DIR ?? fileURLToPath(new URL('../../../../../shared/ctgov-records', import.meta.url));

function studiesIn(dir: string): unknown[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e): unknown[] => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return studiesIn(p);
    if (!e.name.endsWith('.json')) return [];
    const json: unknown = JSON.parse(fs.readFileSync(p, 'utf8'));
    if (/^NCT\d{8}\.json$/.test(e.name)) return [json];
    return json && typeof json === 'object' && 'studies' in json && Array.isArray(json.studies) ? json.studies : [];
  });
}

describe('the committed events link to imported real trials', () => {
  // As the importer maps them; the sponsor's ticker is left out (its resolution is the companies module's), so companies compare by name.
  const trials = new Map<string, LinkCandidate>();
  for (const study of [...studiesIn(CTGOV_FIXTURES), ...studiesIn(SHARED)]) {
    const t = mapStudy(study);
    const names = t.interventions.filter((i) => i.type === 'DRUG' || i.type === 'BIOLOGICAL').flatMap((i) => [i.name, ...i.otherNames]);
    if (!trials.has(t.nctId)) trials.set(t.nctId, { nctId: t.nctId, drugKeys: drugNameKeys(names), ticker: null, companyName: t.leadSponsorName });
  }
  const linksOf = (sourceKey: string) => {
    const event = events.find((e) => e.sourceKey === sourceKey);
    if (!event) throw new Error(`no event ${sourceKey}`);
    return linkRegulatoryEvent(event, [...trials.values()], overrides);
  };

  it('the repository fixtures: Keytruda and Verzenios to their sponsors’ trials (HIGH), Tagrisso and Ajovy through their INNs (LOW)', () => {
    expect(linksOf('ema-003820-chmp')).toContainEqual({ nctId: 'NCT01866319', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' }); // Merck Sharp & Dohme
    expect(linksOf('ema-004302-chmp')).toContainEqual({ nctId: 'NCT02152631', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' }); // Eli Lilly
    // EORTC's osimertinib trial; and "Teva Branded Pharmaceutical Products R&D" is not "Teva GmbH" by name (their tickers would match).
    expect(linksOf('ema-004124-chmp')).toContainEqual({ nctId: 'NCT02856893', method: 'DRUG_NAME', confidence: 'LOW' });
    expect(linksOf('ema-004833-chmp')).toContainEqual({ nctId: 'NCT02945046', method: 'DRUG_NAME', confidence: 'LOW' });
    const linked = new Set(events.flatMap((e) => linkRegulatoryEvent(e, [...trials.values()], overrides).map((l) => l.nctId)));
    expect(linked.size).toBeGreaterThanOrEqual(4);
  });

  it.runIf(fs.existsSync(SHARED))(
    'shared/ctgov-records: semaglutide to Novo Nordisk’s trial, Eylea to Bayer’s, the biosimilar unlinked by the overrides file',
    () => {
      for (const key of ['fda-nda215256-orig1', 'fda-nda209637-orig1', 'ema-005422-chmp'])
        expect(linksOf(key)).toContainEqual({ nctId: 'NCT05813925', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' });
      expect(linksOf('ema-002392-chmp')).toContainEqual({ nctId: 'NCT05850520', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' });
      expect(linksOf('ema-006056-chmp').map((l) => l.nctId)).not.toContain('NCT05850520');
      // Tagrisso and Shanghai Chest Hospital's trial against osimertinib (NCT04870190): another sponsor, linked through the INN only.
      expect(linksOf('ema-004124-chmp')).toContainEqual({ nctId: 'NCT04870190', method: 'DRUG_NAME', confidence: 'LOW' });
      // Without the override the biosimilar's INN links it, LOW.
      const opuviz = events.find((e) => e.sourceKey === 'ema-006056-chmp');
      expect(opuviz && linkRegulatoryEvent(opuviz, [...trials.values()])).toContainEqual({ nctId: 'NCT05850520', method: 'DRUG_NAME', confidence: 'LOW' });
    },
  );
});

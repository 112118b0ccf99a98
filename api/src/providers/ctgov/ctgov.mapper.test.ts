import { describe, expect, it } from 'vitest';
import { ctgovFixture as fixture } from '../../../test/fixtures/ctgov/index.js';
import { CUT_MARKER } from '../../domain/record-bounds.js';
import { CtgovMappingError, mapStudy, mapStudyBounded, parseCtgovDate } from './ctgov.mapper.js';

const map = (name: string) => mapStudy(fixture(name));

describe('parseCtgovDate', () => {
  it('reads full and partial dates, keeping the raw text', () => {
    expect(parseCtgovDate('2025-06-14')).toEqual({ date: '2025-06-14', raw: '2025-06-14' });
    expect(parseCtgovDate('2025-06')).toEqual({ date: '2025-06-01', raw: '2025-06' });
    expect(parseCtgovDate('2025')).toEqual({ date: '2025-01-01', raw: '2025' });
    expect(parseCtgovDate('2025-02-30')).toEqual({ date: null, raw: '2025-02-30' });
    expect(parseCtgovDate(undefined)).toEqual({ date: null, raw: null });
  });
});

describe('mapStudy', () => {
  it('maps a completed phase 3 industry study with posted results faithfully', () => {
    const t = map('NCT02552212.json');
    expect(t).toMatchObject({
      nctId: 'NCT02552212',
      source: 'imported',
      briefTitle: expect.stringMatching(/^Multicenter Study Evaluating Certolizumab Pegol/),
      officialTitle: expect.stringMatching(/^Phase 3, Multicenter, Randomized/),
      acronym: 'C-AXSPAND',
      status: 'COMPLETED',
      phases: ['PHASE3'],
      studyType: 'INTERVENTIONAL',
      startDate: '2015-09-01',
      startDateRaw: '2015-09',
      primaryCompletionDate: '2018-05-01',
      completionDate: '2020-05-01',
      completionDateRaw: '2020-05',
      completionDateType: 'ACTUAL',
      firstPostDate: '2015-09-17',
      resultsFirstPostDate: '2020-08-17',
      lastUpdatePostDate: '2022-08-18',
      enrollment: 317,
      enrollmentType: 'ACTUAL',
      leadSponsorName: 'UCB BIOSCIENCES GmbH',
      leadSponsorClass: 'INDUSTRY',
      collaborators: [],
      whyStopped: null,
    });
    // The sponsor's link to a listed company is the importer's step (companies module), not the mapper's.
    expect(t).not.toHaveProperty('ticker');
    expect(t).not.toHaveProperty('investmentVerdict');
    expect(t.description).toMatch(/^Patients with active Axial Spondyloarthritis/);
    expect(t.conditions).toHaveLength(3);
    expect(t.keywords.length).toBeGreaterThan(0);
    expect(t.interventions[0]).toEqual({
      type: 'BIOLOGICAL',
      name: 'Certolizumab Pegol',
      description: expect.stringContaining('Prefilled syringe'),
      otherNames: ['Cimzia', 'CDP870'],
      armGroupLabels: ['Certolizumab Pegol 200 mg Q2W'],
    });
    expect(t.armGroups[0]).toMatchObject({ label: 'Certolizumab Pegol 200 mg Q2W', type: 'EXPERIMENTAL' });
    expect(t.eligibility).toMatchObject({ minimumAge: '18 Years', maximumAge: null, sex: 'ALL', healthyVolunteers: false, stdAges: ['ADULT', 'OLDER_ADULT'] });
    expect(t.outcomes?.primaryOutcomes[0]).toMatchObject({
      measure: expect.stringContaining('Ankylosing Spondylitis Disease Activity Score'),
      timeFrame: 'Week 52',
    });
    expect(t.outcomes?.secondaryOutcomes).toHaveLength(2);
    expect(t.locations[0]).toEqual({ facility: 'As0006 125', city: 'Birmingham', state: 'Alabama', country: 'United States', status: null });

    const measures = t.results!.outcomeMeasuresModule.outcomeMeasures;
    expect(measures).toHaveLength(3);
    expect(measures[0]).toMatchObject({ type: 'PRIMARY', reportingStatus: 'POSTED', unitOfMeasure: 'percentage of subjects', timeFrame: 'Week 52' });
    expect(measures[0].analyses[0]).toEqual({
      pValue: '<0.001',
      statisticalMethod: 'Regression, Logistic',
      paramType: 'Odds Ratio (OR)',
      paramValue: '15.231',
      ciPctValue: '95',
      ciLowerLimit: '7.336',
      ciUpperLimit: '31.623',
      groupDescription: expect.stringContaining('Odds ratio'),
      ciNumSides: 'TWO_SIDED',
      nonInferiorityType: 'OTHER',
      nonInferiorityComment: null,
      pValueComment: null,
      statisticalComment: null,
      estimateComment: null,
      otherAnalysisDescription: null,
    });
    expect(measures[2].analyses).toEqual([]);
    const ae = t.results!.adverseEventsModule!;
    expect(ae.seriousEvents.map((e) => e.term)).toEqual(['Glaucoma', 'Iridocyclitis', 'Uveitis']);
    expect(ae.seriousEvents[0]).toMatchObject({ organSystem: 'Eye disorders' });
    expect(ae.seriousEvents[0].stats[1]).toEqual({ groupId: 'EG001', numAffected: 1, numAtRisk: 159, numEvents: 1 });
    // The five event groups overlap (676 at risk for 317 enrolled): no misleading totals.
    expect(ae.seriousNumAtRisk).toBeNull();
  });

  it('maps partial dates, an academic lead and its collaborators', () => {
    const t = map('NCT02724163.json');
    expect(t).toMatchObject({
      status: 'RECRUITING',
      startDate: '2016-04-01',
      startDateRaw: '2016-04',
      primaryCompletionDate: '2031-12-01',
      primaryCompletionDateRaw: '2031-12',
      completionDate: '2032-12-01',
      completionDateRaw: '2032-12',
      completionDateType: 'ESTIMATED',
      enrollment: 700,
      enrollmentType: 'ESTIMATED',
      leadSponsorName: 'University of Birmingham',
      leadSponsorClass: 'OTHER',
      results: null,
    });
    expect(t.collaborators).toContainEqual({ name: 'National Cancer Institute, France', class: 'OTHER_GOV' });
    expect(t.collaborators).toContainEqual({ name: 'Pfizer', class: 'INDUSTRY' });
    expect(t.interventions[0].otherNames).toEqual(['Mylotarg']);
    expect(t.locations[0]).toMatchObject({ city: 'Adelaide', country: 'Australia', status: 'RECRUITING' });
  });

  it('keeps phases NA, and no phases for an observational study', () => {
    expect(map('NCT00203242.json')).toMatchObject({ phases: ['NA'], studyType: 'INTERVENTIONAL' });
    const obs = map('NCT00329836.json');
    expect(obs).toMatchObject({ phases: [], studyType: 'OBSERVATIONAL' });
    // Posted results without serious events.
    expect(obs.results?.adverseEventsModule?.seriousEvents ?? []).toEqual([]);
  });

  it('maps an expanded-access study without start date or enrollment', () => {
    expect(map('NCT05844436.json')).toMatchObject({
      status: 'AVAILABLE',
      studyType: 'EXPANDED_ACCESS',
      phases: [],
      startDate: null,
      startDateRaw: null,
      completionDate: null,
      enrollment: null,
      enrollmentType: null,
      locations: [],
      leadSponsorName: 'AiCuris Anti-infective Cures AG',
    });
  });

  it('maps a withdrawn study with enrollment 0 and a full completion date', () => {
    expect(map('NCT00576225.json')).toMatchObject({
      status: 'WITHDRAWN',
      enrollment: 0,
      enrollmentType: 'ACTUAL',
      completionDate: '2010-04-05',
      completionDateRaw: '2010-04-05',
      startDateRaw: '2007-09',
      leadSponsorName: 'CTI BioPharma',
    });
  });

  it('keeps markdown escapes as text', () => {
    const t = map('NCT00124774.json');
    expect(t.eligibility?.criteria).toContain('* Age \\>18 and \\< 60 years');
  });

  it('maps a field-projected list entry', () => {
    const page = fixture('list-page-projected.json') as { studies: unknown[] };
    const t = mapStudy(page.studies[0]);
    expect(t).toMatchObject({
      nctId: 'NCT05431270',
      status: 'RECRUITING',
      phases: ['PHASE1', 'PHASE2'],
      enrollment: 40,
      leadSponsorName: 'Phanes Therapeutics',
      leadSponsorClass: null,
    });
    expect(t.interventions.map((i) => i.name)).toContain('Tislelizumab');
  });

  it('keeps values storable: bounded short fields, no NUL or lone surrogate', () => {
    const s = structuredClone(fixture('NCT00576225.json')) as { protocolSection: Record<string, Record<string, unknown>> };
    s.protocolSection.identificationModule.acronym = 'A'.repeat(100);
    s.protocolSection.identificationModule.briefTitle = 'Title\u0000 with NUL';
    s.protocolSection.designModule.enrollmentInfo = { count: 1e12, type: 'ACTUAL' };
    (s.protocolSection.armsInterventionsModule.interventions as { name: string }[])[0].name = 'Drug \ud800X';
    const t = mapStudy(s);
    expect(t.acronym).toHaveLength(64);
    expect(t.briefTitle).toBe('Title with NUL');
    expect(t.enrollment).toBeNull();
    expect(t.interventions[0].name).toBe('Drug \uFFFDX');
  });

  it('throws a clear error for a malformed study', () => {
    const good = fixture('NCT00576225.json');
    const withId = (id: unknown, title: unknown = 'A title') => ({ protocolSection: { identificationModule: { nctId: id, briefTitle: title } } });
    const err = (study: unknown) => {
      try {
        mapStudy(study);
      } catch (e) {
        return e as CtgovMappingError;
      }
      throw new Error('expected a mapping error');
    };
    expect(err({ foo: 1 })).toMatchObject({ nctId: null, reason: expect.stringContaining('protocolSection') });
    expect(err(withId(undefined))).toMatchObject({ nctId: null, reason: expect.stringContaining('nctId') });
    expect(err(withId('NCT123'))).toMatchObject({ nctId: 'NCT123', reason: expect.stringContaining('malformed nctId') });
    expect(err(withId('NCT00000001', ''))).toMatchObject({ nctId: 'NCT00000001', reason: expect.stringContaining('briefTitle') });
    expect(err(withId('NCT00000001', 'Title'))).toBeInstanceOf(CtgovMappingError);
    expect(() => mapStudy(good)).not.toThrow();
  });
  it('bounds every text and list and reports the cuts', () => {
    expect(mapStudyBounded(fixture('NCT02552212.json')).cuts).toEqual([]);
    const s = structuredClone(fixture('NCT02552212.json')) as {
      protocolSection: { identificationModule: Record<string, unknown>; descriptionModule: Record<string, unknown> };
    };
    s.protocolSection.identificationModule.briefTitle = 'T'.repeat(8 * 1024 * 1024);
    s.protocolSection.descriptionModule.detailedDescription = 'D'.repeat(200_000);
    const { record, cuts } = mapStudyBounded(s);
    expect(record.briefTitle).toHaveLength(1_000);
    expect(record.briefTitle.endsWith(CUT_MARKER)).toBe(true);
    expect(record.detailedDescription).toHaveLength(100_000);
    expect(cuts.map((c) => c.field)).toEqual(['briefTitle', 'detailedDescription']);
    expect(record.leadSponsorName).toBe('UCB BIOSCIENCES GmbH');
    expect(() => mapStudy({ protocolSection: { identificationModule: { nctId: `NCT${'9'.repeat(100_000)}`, briefTitle: 'x' } } })).toThrow(
      /nctId too long \(100003 characters/,
    );
  });
});

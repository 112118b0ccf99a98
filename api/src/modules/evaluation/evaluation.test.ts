import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOutcomeAnalysis, buildOutcomeMeasure, buildTrial, insertTrials } from '../../../test/factories.js';
import { CTGOV_FIXTURES } from '../../../test/fixtures/ctgov/index.js';
import { useTestServer } from '../../../test/server.js';
import { readoutPriorFor } from '../../providers/analysis/base-rates.js';
import { ENGINE_VERSION, rulesProvider } from '../../providers/analysis/rules.js';
import { importFromPath } from '../imports/imports.service.js';
import { metricsOf } from './evaluation.metrics.js';
import { formatReport } from './evaluation.print.js';
import type { EvaluationReport } from './evaluation.report.js';
import { evaluateSet } from './evaluation.run.js';
import { latestEvaluations, storeEvaluation } from './evaluation.service.js';
import { csvSet, importedSet, recordsSet, type Candidate } from './evaluation.sets.js';

const METHODOLOGY = `query {
  methodology {
    model {
      engineVersion
      probability { fr en }
      score { fr en }
      investThreshold
      watchThreshold
      priors { area phase probability source { fr en } basis { fr en } }
      factors { key label { fr en } min max source { fr en } field }
      approval { area probability source { fr en } }
      market { bucket upside downside breakEven provisional source { fr en } measured { successes failures benchmark demo asOf } }
      dilution { move windowMonths source { fr en } rule { fr en } }
      measuredRule { minimum rule { fr en } }
    }
    evaluations {
      setName setKind evaluatedAt engineVersion readCount n positives negatives baseRate baseRateBrier
      exclusions { reason count }
      probability { n positives negatives rocAuc prAuc brier reliability { bin lower upper n meanPredicted observedRate } }
      prior { n positives negatives rocAuc prAuc brier reliability { bin lower upper n meanPredicted observedRate } }
    }
  }
}`;

const excluded = (r: EvaluationReport, reason: string) => r.exclusions.find((e) => e.reason === reason);

describe('evaluation of the readout probability', () => {
  const fx = useTestServer();
  let fixtures: EvaluationReport;

  it('scores the real records of the fixtures, labelled from their own results, and shows it through GraphQL and REST', async () => {
    fixtures = await evaluateSet(recordsSet(CTGOV_FIXTURES, 'ctgov-fixtures'), rulesProvider, { now: new Date('2026-11-27T10:00:00Z') });
    // NCT02552212 (phase 3, two primary analyses, p < 0.001) met its primary end point.
    expect(fixtures.trials.find((t) => t.nctId === 'NCT02552212')).toMatchObject({ y: 1 });
    expect(fixtures.positives).toBeGreaterThan(0);
    expect(fixtures.negatives).toBeGreaterThan(0);
    expect(fixtures.n).toBe(fixtures.positives + fixtures.negatives);
    expect(fixtures.n).toBe(fixtures.trials.length);
    // Every item read is either scored or counted as an exclusion, with its reason.
    expect(fixtures.read).toBe(fixtures.n + fixtures.exclusions.reduce((s, e) => s + e.count, 0));
    expect(excluded(fixtures, 'NO_POSTED_RESULTS')?.examples).toContain('NCT00124774');
    expect(excluded(fixtures, 'NOT_ANALYSABLE')?.examples).toContain('NCT00203242');
    // The metrics are those of the scored trials; the engine's version is the one that scored them.
    expect(fixtures.probability).toEqual(metricsOf(fixtures.trials.map((t) => ({ p: t.probability, y: t.y }))));
    expect(fixtures.prior).toEqual(metricsOf(fixtures.trials.map((t) => ({ p: t.prior, y: t.y }))));
    expect(fixtures.engineVersion).toBe(ENGINE_VERSION);
    expect(fixtures.baseRateBrier).toBeCloseTo(fixtures.baseRate! * (1 - fixtures.baseRate!), 12);
    // Deterministic: the same set gives the same report.
    const again = await evaluateSet(recordsSet(CTGOV_FIXTURES, 'ctgov-fixtures'), rulesProvider, { now: new Date('2026-11-27T10:00:00Z') });
    expect(again).toEqual(fixtures);
    expect(formatReport(again)).toBe(formatReport(fixtures));

    await storeEvaluation(fx.db.deps.orm.em.fork(), fixtures);

    const res = await fx.srv.gql(METHODOLOGY);
    expect(res.errors).toBeUndefined();
    const m = res.data!.methodology;
    expect(m.evaluations).toHaveLength(1);
    const e = m.evaluations[0];
    expect(e).toMatchObject({
      setName: 'ctgov-fixtures',
      setKind: 'RECORDS',
      evaluatedAt: '2026-11-27T10:00:00.000Z',
      engineVersion: ENGINE_VERSION,
      readCount: fixtures.read,
      n: fixtures.n,
      positives: fixtures.positives,
      negatives: fixtures.negatives,
      baseRate: fixtures.baseRate,
      baseRateBrier: fixtures.baseRateBrier,
      exclusions: fixtures.exclusions.map(({ reason, count }) => ({ reason, count })),
    });
    expect(e.probability).toEqual(fixtures.probability);
    expect(e.prior).toEqual(fixtures.prior);
    expect(e.probability.reliability).toHaveLength(10);

    // The model: the engine's own figures, with their sources.
    expect(m.model.engineVersion).toBe(ENGINE_VERSION);
    expect(m.model.priors).toHaveLength(15 * 8);
    const other3 = m.model.priors.find((p: { area: string; phase: string }) => p.area === 'other' && p.phase === 'PHASE3');
    expect(other3).toMatchObject({ probability: readoutPriorFor('other', 'PHASE3').value, source: readoutPriorFor('other', 'PHASE3').source });
    expect(m.model.factors.length).toBeGreaterThan(0);
    for (const f of m.model.factors) {
      expect(f.min).toBeLessThanOrEqual(f.max);
      expect(f.label.fr && f.label.en).toBeTruthy();
    }
    expect(m.model.market.map((r: { bucket: string }) => r.bucket)).toEqual(['SMALL', 'MID', 'LARGE', 'UNKNOWN']);
    // Issue 31: the dilution term and the measured-reactions rule, with their numbers and sources.
    expect(m.model.dilution).toMatchObject({ move: -2, windowMonths: 6 });
    expect(m.model.dilution.source.en).toMatch(/^Eckbo BE, Masulis RW, Norli Ø\. Security Offerings/);
    expect(m.model.dilution.rule.fr).toContain('moins de 6 mois après');
    expect(m.model.measuredRule.minimum).toBe(30);
    expect(m.model.measuredRule.rule.en).toContain('From 30 successes and 30 failures measured in a bucket');
    expect(m.model.score.fr).toContain('score');

    // The REST facade answers the same service.
    const rest = await fx.srv.rest('GET', '/methodology');
    expect(rest.status).toBe(200);
    expect(rest.body.success).toBe(true);
    expect(rest.body.methodology.model).toEqual(m.model);
    expect(rest.body.methodology.evaluations).toEqual(m.evaluations);
  });

  it('labels the imported trials the same way and joins a CSV with them, counting the ids it cannot find', async () => {
    const em = fx.db.deps.orm.em.fork();
    await importFromPath(em, CTGOV_FIXTURES);
    const imported = await evaluateSet(importedSet(em), rulesProvider, { now: new Date('2026-11-27T11:00:00Z') });
    expect(imported.trials).toEqual(fixtures.trials);
    expect(imported.setKind).toBe('IMPORTED');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-eval-'));
    const file = path.join(dir, 'labels.csv');
    const lines = fixtures.trials.map((t) => `${t.nctId},${t.y}`);
    fs.writeFileSync(file, ['nctid,label', ...lines, 'NCT99999998,1', 'not a row', lines[0]].join('\n'));
    const csv = await evaluateSet(csvSet(em, file), rulesProvider, { now: new Date('2026-11-27T12:00:00Z') });
    fs.rmSync(dir, { recursive: true });
    expect(csv.setName).toBe('labels.csv');
    expect(csv.trials).toEqual(fixtures.trials);
    expect(excluded(csv, 'NOT_FOUND')).toMatchObject({ count: 1, examples: ['NCT99999998'] });
    expect(excluded(csv, 'INVALID_ROW')?.count).toBe(1);
    expect(excluded(csv, 'DUPLICATE')?.count).toBe(1);

    // The latest evaluation of each set, the most recent first.
    await storeEvaluation(em, imported);
    await storeEvaluation(em, csv);
    await storeEvaluation(em, { ...fixtures, evaluatedAt: new Date('2026-11-28T09:00:00Z'), engineVersion: 'rules-next' });
    const latest = await latestEvaluations(fx.db.deps.orm.em.fork());
    expect(latest.map((l) => [l.setName, l.engineVersion])).toEqual([
      ['ctgov-fixtures', 'rules-next'],
      ['labels.csv', ENGINE_VERSION],
      ['imported', ENGINE_VERSION],
    ]);
  });

  it('scores a stored trial from what was known before its readout, its history included only up to that day', async () => {
    const em = fx.db.deps.orm.em.fork();
    const [trial] = await insertTrials(em, [
      buildTrial({
        nctId: 'NCT88800001',
        source: 'imported',
        status: 'TERMINATED',
        whyStopped: 'Futility at the interim analysis',
        primaryCompletionDate: '2020-06-01',
        primaryCompletionDateRaw: '2020-06',
        primaryCompletionDateType: 'ACTUAL',
        completionDate: '2021-03-01',
        completionDateRaw: '2021-03',
        completionDateType: 'ACTUAL',
        resultsFirstPostDate: '2021-06-01',
        lastUpdatePostDate: '2021-06-15',
        enrollment: 300,
        enrollmentType: 'ACTUAL',
        results: {
          outcomeMeasuresModule: { outcomeMeasures: [buildOutcomeMeasure({ analyses: [buildOutcomeAnalysis({ pValue: '0.41' })] })] },
          adverseEventsModule: null,
        },
      }),
    ]);
    await em.execute(
      `insert into trial_changes (trial_nct_id, field, old_value, new_value, changed_at, slip_days) values
        (?, 'primaryCompletionDate', '2020-03-01', '2020-06-01', '2019-11-01', 92),
        (?, 'primaryCompletionDate', '2020-06-01', '2020-09-01', '2020-08-01', 92),
        (?, 'enrollment', '600', '300', '2020-05-15', null),
        (?, 'enrollmentType', 'ESTIMATED', 'ACTUAL', '2020-05-15', null),
        (?, 'enrollment', '300', '280', '2021-01-10', null)`,
      [trial.nctId, trial.nctId, trial.nctId, trial.nctId, trial.nctId],
    );
    const set = importedSet(em);
    let found: Candidate | undefined;
    for await (const c of set.items()) if (c.nctId === trial.nctId) found = c;
    expect(found).toBeDefined();
    expect(found!.y).toBe(0); // p = 0.41: not met
    expect(found!.input).toMatchObject({
      status: 'UNKNOWN',
      whyStopped: null,
      results: null,
      resultsFirstPostDate: null,
      lastUpdatePostDate: null,
      completionDate: null,
      asOf: '2020-06-01',
      slips: { count: 1, days: 92, latest: '2020-06-01' },
      // The target registered before the count became ACTUAL; the later correction is ignored.
      enrollment: 300,
      enrollmentTarget: 600,
    });
    const out = await rulesProvider.analyze(found!.input);
    expect(out.breakdown.readout).toBeNull();
    expect(out.breakdown.probability).toBe(out.breakdown.forecast);
  });
});

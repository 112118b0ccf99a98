import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { buildCompanyDirectory, resolveSponsor } from '../companies/sponsor-resolver.js';
import { TRIAL_STATUSES } from '../../domain/trial.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { seedDemoActivity } from './seed.activity.js';
import { prepareData } from './seed.bootstrap.js';
import { addDays, daysInMonth, isoOf, monthAfter } from './seed.dates.js';
import { generateTrial, type GeneratorOptions } from './seed.generator.js';
import { seedTrials } from './seed.service.js';

const directory = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ id: i + 1, ...c })));
const opts = (seed: string, today: string): GeneratorOptions => ({ seed, today, resolve: (l, c) => resolveSponsor(directory, l, c) });
const generate = (n: number, o: GeneratorOptions): TrialRecord[] => Array.from({ length: n }, (_, i) => generateTrial(i, o));

describe('demo generator (pure)', () => {
  const today = '2026-11-21';
  const dataset = generate(3000, opts('trialyst', today));

  it('is deterministic: same seed and day give identical records, another seed different ones', () => {
    expect(generate(200, opts('trialyst', today))).toEqual(dataset.slice(0, 200));
    const other = generate(200, opts('another-seed', today));
    const differing = other.filter((r, i) => r.briefTitle !== dataset[i].briefTitle).length;
    expect(differing).toBeGreaterThan(180);
    // Records do not depend on generation order or batch size.
    expect(generateTrial(2999, opts('trialyst', today))).toEqual(dataset[2999]);
  });

  it('uses demo ids in the NCT9 range, unique, with source demo', () => {
    const ids = new Set(dataset.map((r) => r.nctId));
    expect(ids.size).toBe(3000);
    for (const r of dataset) {
      expect(r.nctId).toMatch(/^NCT9\d{7}$/);
      expect(r.source).toBe('demo');
    }
  });

  it('has about 60 % phase 3, every phase, and every status of the enumeration', () => {
    const p3 = dataset.filter((r) => r.phases.includes('PHASE3')).length / dataset.length;
    expect(p3).toBeGreaterThan(0.55);
    expect(p3).toBeLessThan(0.66);
    const phases = new Set(dataset.flatMap((r) => r.phases));
    for (const p of ['EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4']) expect(phases).toContain(p);
    expect(dataset.some((r) => r.phases.join() === 'PHASE2,PHASE3')).toBe(true);
    const statuses = new Set(dataset.map((r) => r.status));
    for (const s of TRIAL_STATUSES) expect(statuses).toContain(s);
    const completed = dataset.filter((r) => r.status === 'COMPLETED').length / dataset.length;
    expect(completed).toBeGreaterThan(0.2);
  });

  it('keeps every start and completion date within 6 years back and 5 years ahead, consistent with the status', () => {
    const lo = addDays(today, -6 * 366);
    const hi = addDays(today, 5 * 365);
    for (const r of dataset) {
      for (const d of [r.startDate, r.completionDate]) if (d) expect(d >= lo && d <= hi, `${r.nctId} ${d}`).toBe(true);
      if (r.startDate && r.completionDate) expect(r.startDate < r.completionDate).toBe(true);
      if (r.status === 'COMPLETED' || r.status === 'TERMINATED') expect(r.completionDate! < today).toBe(true);
      if (r.status === 'RECRUITING' || r.status === 'ACTIVE_NOT_RECRUITING') expect(r.completionDate! >= today).toBe(true);
      if (r.status === 'NOT_YET_RECRUITING') expect(r.startDate! > today).toBe(true);
    }
  });

  it('always has listed phase 3 trials ending in the next 14 days, and trials in each of the 60 calendar months', () => {
    for (const day of ['2026-11-21', '2027-01-31', '2028-02-29']) {
      const data = day === today ? dataset : generate(3000, opts('trialyst', day));
      const upcoming = data.filter((r) => r.completionDate && r.completionDate >= day && r.completionDate <= addDays(day, 14));
      const shown = upcoming.filter((r) => r.phases.includes('PHASE3') && r.investmentVerdict === 'OUI' && r.ticker);
      expect(shown.length).toBeGreaterThanOrEqual(12);
      for (let m = 0; m < 60; m++) {
        const [y, mo] = monthAfter(day, m);
        const from = isoOf(y, mo, 1);
        const to = isoOf(y, mo, daysInMonth(y, mo));
        const inMonth = data.filter((r) => r.completionDate && r.completionDate >= from && r.completionDate <= to);
        expect(inMonth.filter((r) => r.investmentVerdict === 'OUI').length, `${day} month ${from}`).toBeGreaterThan(0);
      }
    }
  });

  it('has realistic content: results with p-values and SAEs, reasons to stop, sites, sponsors of every kind', () => {
    const withResults = dataset.filter((r) => r.results);
    expect(withResults.length).toBeGreaterThan(300);
    for (const r of withResults) {
      expect(r.resultsFirstPostDate! <= today).toBe(true);
      expect(r.results!.adverseEventsModule!.seriousEvents.length).toBeGreaterThan(0);
      for (const e of r.results!.adverseEventsModule!.seriousEvents) for (const s of e.stats) expect(s.numAffected!).toBeLessThanOrEqual(s.numAtRisk!);
    }
    const analyses = withResults.flatMap((r) => r.results!.outcomeMeasuresModule.outcomeMeasures.flatMap((m) => m.analyses));
    expect(analyses.some((a) => a.pValue === '<0.001' || a.pValue === '< 0.001')).toBe(true);
    expect(analyses.some((a) => Number(a.pValue) > 0.05)).toBe(true);
    for (const a of analyses) expect(Number(a.ciLowerLimit)).toBeLessThanOrEqual(Number(a.ciUpperLimit));
    for (const r of dataset.filter((x) => x.status === 'TERMINATED')) expect(r.whyStopped).toBeTruthy();
    const sites = dataset.map((r) => r.locations.length);
    expect(Math.max(...sites)).toBeLessThanOrEqual(300);
    expect(dataset.filter((r) => r.status !== 'WITHDRAWN' && r.locations.length === 0).length).toBe(0);
    expect(new Set(dataset.flatMap((r) => r.locations.map((l) => l.country))).size).toBeGreaterThan(30);
    expect(new Set(dataset.map((r) => r.leadSponsorClass))).toEqual(new Set(['INDUSTRY', 'NIH', 'OTHER']));
    expect(dataset.some((r) => r.ticker?.endsWith('.PA'))).toBe(true);
    expect(dataset.some((r) => r.sponsorMatch?.relation === 'subsidiary')).toBe(true);
    expect(dataset.some((r) => r.leadSponsorClass === 'INDUSTRY' && r.investmentVerdict === 'NON')).toBe(true);
    expect(dataset.some((r) => r.investmentVerdict === 'POSSIBLE')).toBe(true);
    expect(dataset.some((r) => r.collaborators.length > 0)).toBe(true);
    const types = new Set(dataset.flatMap((r) => r.interventions.map((i) => i.type)));
    for (const t of ['DRUG', 'BIOLOGICAL', 'DEVICE']) expect(types).toContain(t);
    expect(dataset.some((r) => r.interventions.some((i) => i.otherNames.length > 0))).toBe(true);
  });
});

describe('seeding the database', () => {
  let db: TestDb;
  const today = '2026-11-21';
  const count = (sql: string, params: unknown[] = []) =>
    db.deps.orm.em
      .fork()
      .getConnection()
      .execute(sql, params)
      .then((r) => Number(r[0].n));

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('seeds in batches, and seeding the same dataset twice changes nothing', async () => {
    const first = await seedTrials(db.deps.orm, { count: 250, seed: 's1', today, batchSize: 60 });
    expect(first).toMatchObject({ done: 250, inserted: 250, updated: 0, unchanged: 0 });
    expect(await count(`select count(*) as n from trials where source = 'demo' and nct_id like 'NCT9%'`)).toBe(250);
    const companies = await count('select count(*) as n from companies');
    expect(companies).toBeGreaterThanOrEqual(150);
    const again = await seedTrials(db.deps.orm, { count: 250, seed: 's1', today, batchSize: 100 });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 250 });
    const other = await seedTrials(db.deps.orm, { count: 250, seed: 's2', today });
    expect(other.updated).toBeGreaterThan(240);
  });

  it('--reset deletes demo trials only and keeps imported ones', async () => {
    await insertTrials(db.deps.orm.em.fork(), [buildTrial({ nctId: 'NCT01234567', source: 'imported' })]);
    const summary = await seedTrials(db.deps.orm, { count: 40, seed: 's1', today, reset: true });
    expect(summary.deleted).toBe(250);
    expect(await count(`select count(*) as n from trials where source = 'demo'`)).toBe(40);
    expect(await count(`select count(*) as n from trials where nct_id = 'NCT01234567' and source = 'imported'`)).toBe(1);
  });

  it('creates demo users, reactions and comments whose counters equal their rows, idempotently', async () => {
    await seedTrials(db.deps.orm, { count: 300, seed: 's1', today });
    const a = await seedDemoActivity(db.deps.orm, { seed: 's1', today });
    expect(a.users).toBe(12);
    expect(a.reactions).toBeGreaterThan(50);
    expect(a.comments).toBeGreaterThan(10);
    const snapshot = async () => ({
      users: await count(`select count(*) as n from users where email like 'demo%@trialyst.demo'`),
      reactions: await count('select count(*) as n from trial_reactions'),
      comments: await count('select count(*) as n from comments'),
      likes: await count('select count(*) as n from comment_likes'),
    });
    const before = await snapshot();
    expect(before.users).toBe(12);
    await seedDemoActivity(db.deps.orm, { seed: 's1', today });
    expect(await snapshot()).toEqual(before);
    const badTrials =
      await count(`select count(*) as n from trials t where t.likes <> (select count(*) from trial_reactions r where r.trial_nct_id = t.nct_id and r.kind = 'LIKE')
      or t.dislikes <> (select count(*) from trial_reactions r where r.trial_nct_id = t.nct_id and r.kind = 'DISLIKE')`);
    expect(badTrials).toBe(0);
    expect(await count(`select count(*) as n from trials where likes > 0`)).toBeGreaterThan(5);
    expect(await count(`select count(*) as n from comments where created_at > now()`)).toBe(0);
    expect(await count(`select count(*) as n from trial_reactions where created_at > now()`)).toBe(0);
    const badComments = await count(`select count(*) as n from comments c where c.likes <> (select count(*) from comment_likes l where l.comment_id = c.id)`);
    expect(badComments).toBe(0);
  });
});

describe('prepareData at server start', () => {
  it('seeds an empty database once, and leaves a non-empty one alone', async () => {
    const db = await createTestDb({ SEED_ON_EMPTY: true, SEED_TRIALS: 120 });
    try {
      const lines: string[] = [];
      await prepareData(db.deps, (l) => lines.push(l));
      const n = async () => Number((await db.deps.orm.em.fork().getConnection().execute(`select count(*) as n from trials where source = 'demo'`))[0].n);
      expect(await n()).toBe(120);
      expect(lines.some((l) => /Seeding demo data: 120\/120 trials/.test(l))).toBe(true);
      // The demo provider's regulatory events, stored and linked to the demo trials.
      const [reg] = await db.deps.orm.em
        .fork()
        .getConnection()
        .execute<{ events: number; demo: number; links: number }[]>(
          `select (select count(*)::int from regulatory_events) as events, (select count(*)::int from regulatory_events where demo) as demo,
                  (select count(*)::int from regulatory_links) as links`,
        );
      expect(reg.events).toBeGreaterThan(0);
      expect(reg.demo).toBe(reg.events);
      expect(reg.links).toBeGreaterThan(0);
      expect(lines.some((l) => /^regulatory: \d+ events/.test(l))).toBe(true);
      // Every listed demo company with a late-stage drug trial has events linked to its trials (issue 30).
      const uncovered = await db.deps.orm.em
        .fork()
        .getConnection()
        .execute<{ ticker: string }[]>(
          `select distinct t.ticker from trials t
            where t.source = 'demo' and t.ticker is not null and t.study_type = 'INTERVENTIONAL' and t.phases && array['PHASE2', 'PHASE3']::text[]
              and exists (select 1 from jsonb_array_elements(t.interventions) i where upper(i->>'type') in ('DRUG', 'BIOLOGICAL') and i->>'name' !~* 'placebo')
           except
           select distinct t.ticker from trials t join regulatory_links l on l.trial_nct_id = t.nct_id`,
        );
      expect(uncovered).toEqual([]);
      const started = Date.now();
      await prepareData(db.deps, () => undefined);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await n()).toBe(120);
    } finally {
      await db.close();
    }
  });

  it('does not seed when SEED_ON_EMPTY is false or when imported trials exist, but syncs companies', async () => {
    const off = await createTestDb({ SEED_ON_EMPTY: false, SEED_TRIALS: 50 });
    const imported = await createTestDb({ SEED_ON_EMPTY: true, SEED_TRIALS: 50 });
    try {
      await insertTrials(imported.deps.orm.em.fork(), [buildTrial({ nctId: 'NCT00000102', source: 'imported' })]);
      for (const db of [off, imported]) {
        await prepareData(db.deps, () => undefined);
        const rows = await db.deps.orm.em
          .fork()
          .getConnection()
          .execute(`select (select count(*) from trials where source = 'demo') as demo, (select count(*) from companies) as companies`);
        expect(Number(rows[0].demo)).toBe(0);
        expect(Number(rows[0].companies)).toBeGreaterThanOrEqual(150);
      }
    } finally {
      await off.close();
      await imported.close();
    }
  });
});

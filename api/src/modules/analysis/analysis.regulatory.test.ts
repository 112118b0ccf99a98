import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import type { ScoreBreakdown } from '../../domain/analysis.js';
import { DemoRegulatoryProvider } from '../../providers/regulatory/demo.js';
import { refreshRegulatoryEvents } from '../regulatory/regulatory.service.js';
import { seedTrials } from '../seed/seed.service.js';
import { analyzeTrials } from './analysis.batch.js';

const TODAY = new Date().toISOString().slice(0, 10);
const caps = async (tickers: string[]) => new Map(tickers.map((t) => [t, null]));

/** Issue 30: the analysis treats a linked regulatory event as a catalyst of its own kind and date confidence. */
describe('analysis of trials with linked regulatory events', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('a trial linked (HIGH or MEDIUM) to an event ahead carries the regulatory context line; others do not', async () => {
    await seedTrials(db.deps.orm, { count: 60, seed: 'regulatory-analysis', today: TODAY });
    await refreshRegulatoryEvents(db.deps, [new DemoRegulatoryProvider()], { today: TODAY });
    const sql = <T extends object[]>(q: string) => db.deps.orm.em.fork().getConnection().execute<T>(q);
    const linked = await sql<{ nctId: string }[]>(
      `select distinct l.trial_nct_id as "nctId" from regulatory_links l join regulatory_events e on e.id = l.event_id
        where l.confidence in ('HIGH', 'MEDIUM') and e.event_date >= current_date and e.date_confidence <> 'ACTUAL'`,
    );
    expect(linked.length).toBeGreaterThan(0);
    await analyzeTrials(db.deps, { mode: 'all', marketCaps: caps });
    const rows = await sql<{ nctId: string; breakdown: ScoreBreakdown }[]>(
      `select distinct on (trial_nct_id) trial_nct_id as "nctId", breakdown from analyses order by trial_nct_id, analyzed_at desc`,
    );
    const withLine = new Set(rows.filter((r) => r.breakdown.context.some((c) => c.key === 'regulatory')).map((r) => r.nctId));
    for (const { nctId } of linked) expect({ nctId, line: withLine.has(nctId) }).toEqual({ nctId, line: true });
    const line = rows.find((r) => r.nctId === linked[0].nctId)!.breakdown.context.find((c) => c.key === 'regulatory')!;
    expect(line).toMatchObject({ effect: 0, field: 'regulatoryEvents' });
    expect(line.statement.fr).toMatch(/^Prochain événement réglementaire : .*données de démonstration/);
    const unlinked = rows.filter((r) => !withLine.has(r.nctId));
    expect(unlinked.length).toBeGreaterThan(0);
  }, 120_000);
});

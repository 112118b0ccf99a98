import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { addDaysIso } from '../../domain/dates.js';
import { todayUtc } from '../trials/trials.validation.js';
import { addMonths, currentMonth } from './calendar.service.js';

/** A trial whose primary completion and completion fall on `date` (estimated: its next catalyst is that day). */
const ending = (date: string | null): Partial<TrialRecord> => ({
  primaryCompletionDate: date,
  primaryCompletionDateRaw: date,
  primaryCompletionDateType: date ? 'ESTIMATED' : null,
  completionDate: date,
  completionDateRaw: date,
  completionDateType: date ? 'ESTIMATED' : null,
});

describe('calendar: calendarMonth and calendarMonths', () => {
  const fx = useTestServer();
  // Months relative to today, so the answers do not change with the day the tests run.
  const m0 = addMonths(currentMonth(), 4);
  const m1 = addMonths(m0, 1);
  const far = addMonths(currentMonth(), 59);
  const today = todayUtc();
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [
      buildTrial({ nctId: 'NCT70000001', ...ending(`${m0}-28`), investmentVerdict: 'OUI', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT70000002', ...ending(`${m0}-01`), investmentVerdict: 'OUI', phases: ['PHASE2'] }),
      buildTrial({ nctId: 'NCT70000003', ...ending(`${m0}-15`), investmentVerdict: 'NON', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT70000004', ...ending(`${m1}-01`), investmentVerdict: 'OUI', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT70000005', ...ending(`${far}-20`), investmentVerdict: 'OUI', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT70000006', ...ending(null), investmentVerdict: 'OUI' }),
      // Catalysts of the current month: an estimate that passed without an update (OVERDUE, carried
      // whatever its month), results posted 10 days ago (ACTUAL), and results posted in 2016 (PASSED, not listed).
      buildTrial({ nctId: 'NCT70000007', ...ending('2025-02-10'), investmentVerdict: 'OUI', phases: ['PHASE3'], status: 'ACTIVE_NOT_RECRUITING' }),
      buildTrial({
        nctId: 'NCT70000008',
        ...ending(addDaysIso(today, -400)),
        status: 'COMPLETED',
        primaryCompletionDateType: 'ACTUAL',
        completionDateType: 'ACTUAL',
        resultsFirstPostDate: today,
        investmentVerdict: 'OUI',
      }),
      buildTrial({
        nctId: 'NCT70000009',
        ...ending('2015-03-01'),
        status: 'COMPLETED',
        primaryCompletionDateType: 'ACTUAL',
        completionDateType: 'ACTUAL',
        resultsFirstPostDate: '2016-02-01',
        investmentVerdict: 'OUI',
      }),
    ]);
  });

  it('month keys roll over years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2027-01', 59)).toBe('2031-12');
  });

  it("calendarMonth: the month's catalysts by window, with filters and the completion date", async () => {
    const q = `query($m: String!, $f: CalendarFilter) { calendarMonth(month: $m, filter: $f) { month count trials { nctId completionDate nextCatalyst { kind windowStart confidence } } } }`;
    const all = await fx.srv.gql(q, { m: m0 });
    const anticipated = (id: string, d: string) => ({
      nctId: id,
      completionDate: d,
      nextCatalyst: { kind: 'PRIMARY_COMPLETION', windowStart: d, confidence: 'ANTICIPATED' },
    });
    expect(all.data!.calendarMonth).toEqual({
      month: m0,
      count: 3,
      trials: [anticipated('NCT70000002', `${m0}-01`), anticipated('NCT70000003', `${m0}-15`), anticipated('NCT70000001', `${m0}-28`)],
    });
    const oui3 = await fx.srv.gql(q, { m: m0, f: { investmentVerdict: 'OUI', phases: ['PHASE3'] } });
    expect(oui3.data!.calendarMonth.trials.map((t: any) => t.nctId)).toEqual(['NCT70000001']);
    for (const m of ['2027-13', '2027-3', 'march']) expect((await fx.srv.gql(q, { m })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('the current month carries recent and overdue catalysts, never a readout long behind us; filters by kind and confidence', async () => {
    const q = `query($m: String!, $f: CalendarFilter) { calendarMonth(month: $m, filter: $f) { trials { nctId nextCatalyst { kind confidence } } } }`;
    const now = await fx.srv.gql(q, { m: currentMonth() });
    const byId = Object.fromEntries(now.data!.calendarMonth.trials.map((t: any) => [t.nctId, t.nextCatalyst]));
    expect(byId.NCT70000007).toEqual({ kind: 'PRIMARY_COMPLETION', confidence: 'OVERDUE' });
    expect(byId.NCT70000008).toEqual({ kind: 'RESULTS_POSTING', confidence: 'ACTUAL' });
    expect(byId.NCT70000009).toBeUndefined();
    // Overdue catalysts come after the ones still ahead.
    expect(now.data!.calendarMonth.trials.at(-1).nextCatalyst.confidence).toBe('OVERDUE');
    const overdue = await fx.srv.gql(q, { m: currentMonth(), f: { confidences: ['OVERDUE'] } });
    expect(overdue.data!.calendarMonth.trials.map((t: any) => t.nctId)).toContain('NCT70000007');
    expect(overdue.data!.calendarMonth.trials.every((t: any) => t.nextCatalyst.confidence === 'OVERDUE')).toBe(true);
    const results = await fx.srv.gql(q, { m: currentMonth(), f: { catalystKinds: ['RESULTS_POSTING'] } });
    expect(results.data!.calendarMonth.trials.map((t: any) => t.nctId)).toEqual(['NCT70000008']);
    const bad = await fx.srv.gql(q, { m: currentMonth(), f: { confidences: ['SOON'] } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await fx.srv.rest('GET', `/calendar/months?from=${currentMonth()}&count=1&confidence=overdue&catalyst_kind=PRIMARY_COMPLETION`);
    expect(rest.body).toEqual({ success: true, months: [{ month: currentMonth(), count: 1, trialCount: 1, regulatoryCount: 0 }] });
    expect((await fx.srv.rest('GET', '/calendar/months?confidence=LATER')).status).toBe(400);
  });

  it('calendarMonths: counts for 60 months in one answer, zero-filled', async () => {
    const q = `query($from: String, $c: Int, $f: CalendarFilter) { calendarMonths(from: $from, count: $c, filter: $f) { month count } }`;
    const from = addMonths(currentMonth(), 1);
    const r = await fx.srv.gql(q, { from, c: 60 });
    const months = r.data!.calendarMonths as { month: string; count: number }[];
    expect(months).toHaveLength(60);
    expect(months[0]).toEqual({ month: from, count: 0 });
    expect(months.find((m) => m.month === m0)!.count).toBe(3);
    expect(months.find((m) => m.month === m1)!.count).toBe(1);
    expect(months.find((m) => m.month === far)!.count).toBe(1);
    expect(months.reduce((s, m) => s + m.count, 0)).toBe(5);
    const current = await fx.srv.gql(q, { c: 1 });
    expect(current.data!.calendarMonths).toEqual([{ month: currentMonth(), count: 2 }]);
    const filtered = await fx.srv.gql(q, { from: m0, c: 1, f: { investmentVerdict: 'NON' } });
    expect(filtered.data!.calendarMonths).toEqual([{ month: m0, count: 1 }]);
    for (const c of [0, 61]) expect((await fx.srv.gql(q, { c })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await fx.srv.rest('GET', `/calendar/months?from=${m0}&count=2&investissement_bourse=OUI`);
    expect(rest.body).toEqual({
      success: true,
      months: [
        { month: m0, count: 2, trialCount: 2, regulatoryCount: 0 },
        { month: m1, count: 1, trialCount: 1, regulatoryCount: 0 },
      ],
    });
    const month = await fx.srv.rest('GET', `/calendar/months/${m0}?investissement_bourse=OUI&phase=Phase%203`);
    expect(month.body).toMatchObject({
      success: true,
      month: m0,
      count: 1,
      data: [{ nctId: 'NCT70000001', completionDate: `${m0}-28`, investissement_bourse: 'OUI' }],
    });
    expect((await fx.srv.rest('GET', '/calendar/months/2027-13')).status).toBe(400);
    expect((await fx.srv.rest('GET', '/calendar/months?count=61')).status).toBe(400);
  });
});

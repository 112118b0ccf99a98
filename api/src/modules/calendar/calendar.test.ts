import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { addMonths } from './calendar.service.js';

describe('calendar: calendarMonth and calendarMonths', () => {
  const fx = useTestServer();
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [
      buildTrial({ nctId: 'NCT70000001', completionDate: '2027-03-31', investmentVerdict: 'OUI', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT70000002', completionDate: '2027-03-01', investmentVerdict: 'OUI', phases: ['PHASE2'] }),
      buildTrial({ nctId: 'NCT70000003', completionDate: '2027-03-15', investmentVerdict: 'NON', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT70000004', completionDate: '2027-04-01', investmentVerdict: 'OUI', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT70000005', completionDate: '2031-12-31', investmentVerdict: 'OUI', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT70000006', completionDate: null, investmentVerdict: 'OUI' }),
    ]);
  });

  it('month keys roll over years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2027-01', 59)).toBe('2031-12');
  });

  it("calendarMonth: that month's dated trials ascending, with filters", async () => {
    const q = `query($m: String!, $f: CalendarFilter) { calendarMonth(month: $m, filter: $f) { month count trials { nctId completionDate } } }`;
    const all = await fx.srv.gql(q, { m: '2027-03' });
    expect(all.data!.calendarMonth).toEqual({
      month: '2027-03',
      count: 3,
      trials: [
        { nctId: 'NCT70000002', completionDate: '2027-03-01' },
        { nctId: 'NCT70000003', completionDate: '2027-03-15' },
        { nctId: 'NCT70000001', completionDate: '2027-03-31' },
      ],
    });
    const oui3 = await fx.srv.gql(q, { m: '2027-03', f: { investmentVerdict: 'OUI', phases: ['PHASE3'] } });
    expect(oui3.data!.calendarMonth.trials.map((t: any) => t.nctId)).toEqual(['NCT70000001']);
    for (const m of ['2027-13', '2027-3', 'march']) expect((await fx.srv.gql(q, { m })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('calendarMonths: counts for 60 months in one answer, zero-filled', async () => {
    const q = `query($from: String, $c: Int, $f: CalendarFilter) { calendarMonths(from: $from, count: $c, filter: $f) { month count } }`;
    const r = await fx.srv.gql(q, { from: '2027-01', c: 60 });
    const months = r.data!.calendarMonths as { month: string; count: number }[];
    expect(months).toHaveLength(60);
    expect(months[0]).toEqual({ month: '2027-01', count: 0 });
    expect(months.find((m) => m.month === '2027-03')!.count).toBe(3);
    expect(months.find((m) => m.month === '2027-04')!.count).toBe(1);
    expect(months[59]).toEqual({ month: '2031-12', count: 1 });
    expect(months.reduce((s, m) => s + m.count, 0)).toBe(5);
    const filtered = await fx.srv.gql(q, { from: '2027-03', c: 1, f: { investmentVerdict: 'NON' } });
    expect(filtered.data!.calendarMonths).toEqual([{ month: '2027-03', count: 1 }]);
    for (const c of [0, 61]) expect((await fx.srv.gql(q, { c })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await fx.srv.rest('GET', '/calendar/months?from=2027-03&count=2&investissement_bourse=OUI');
    expect(rest.body).toEqual({
      success: true,
      months: [
        { month: '2027-03', count: 2 },
        { month: '2027-04', count: 1 },
      ],
    });
    const month = await fx.srv.rest('GET', '/calendar/months/2027-03?investissement_bourse=OUI&phase=Phase%203');
    expect(month.body).toMatchObject({
      success: true,
      month: '2027-03',
      count: 1,
      data: [{ nctId: 'NCT70000001', completionDate: '2027-03-31', investissement_bourse: 'OUI' }],
    });
    expect((await fx.srv.rest('GET', '/calendar/months/2027-13')).status).toBe(400);
    expect((await fx.srv.rest('GET', '/calendar/months?count=61')).status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { eventMove } from '../../domain/reactions.js';
import { readoutOutcome, stopOutcome } from './moves.events.js';
import { shocksOf } from './moves.shocks.js';
import type { ShockRow } from './moves.store.js';
import { chooseWork, shouldRetry } from './moves.work.js';

const day = (date: string, close: number) => ({ date, close });

describe('an event’s move, from the closes', () => {
  // Thu 5, Fri 6, Mon 9 … Fri 13 November; the index did not trade on Wednesday 11 (a holiday).
  const stock = [
    day('2026-11-05', 10),
    day('2026-11-06', 8),
    day('2026-11-09', 6),
    day('2026-11-10', 6.3),
    day('2026-11-11', 6.6),
    day('2026-11-12', 6.5),
    day('2026-11-13', 7),
  ];
  const index = [day('2026-11-05', 100), day('2026-11-06', 101), day('2026-11-09', 102), day('2026-11-10', 103), day('2026-11-12', 99), day('2026-11-13', 104)];

  it('closes before (strictly), on the first and fifth trading day on or after the day; the index on the same days', () => {
    // A Saturday event: the close before is Friday's, day 1 is Monday, day 5 Friday 13.
    expect(eventMove(stock, index, '2026-11-07')).toEqual({
      closeBefore: 8,
      close1: 6,
      close5: 7,
      benchBefore: 101,
      bench1: 102,
      bench5: 104,
      move1d: -25,
      move5d: -12.5,
      abnormal1d: -25.9901, // −25 − (102/101 − 1)·100 = −25 − 0.990099…
      abnormal5d: -15.4703, // −12.5 − 2.970297…
    });
    // From Friday 6, day 5 is Thursday 12.
    const m = eventMove(stock, index, '2026-11-06');
    expect(m).toMatchObject({ closeBefore: 10, close1: 8, close5: 6.5, benchBefore: 100, bench1: 101, bench5: 99, move1d: -20, move5d: -35 });
    expect(m.abnormal5d).toBe(-34);
    // On the index's holiday, the index did not move: the abnormal move is the move.
    expect(eventMove(stock, index, '2026-11-11')).toMatchObject({ benchBefore: 103, bench1: 103, move1d: 4.7619, abnormal1d: 4.7619 });
  });

  it('leaves null what the history does not have yet, or never had', () => {
    expect(eventMove(stock, index, '2026-11-12')).toMatchObject({ closeBefore: 6.6, close1: 6.5, close5: null, move5d: null, abnormal5d: null });
    expect(eventMove(stock, index, '2026-11-16')).toMatchObject({ closeBefore: 7, close1: null, move1d: null });
    // No close before the day (listed later): no move at all.
    expect(eventMove(stock, index, '2026-11-05')).toMatchObject({ closeBefore: null, close1: 10, move1d: null, bench1: null });
    // An index history that stops short gives no abnormal move, rather than a flat index.
    expect(eventMove(stock, index.slice(0, 3), '2026-11-10')).toMatchObject({ move1d: 5, benchBefore: 102, bench1: null, abnormal1d: null });
  });
});

describe('outcomes', () => {
  it('readouts from the posted primary results; stops from their reason', () => {
    const results = (p: string) => ({
      outcomeMeasuresModule: {
        outcomeMeasures: [
          {
            title: 'OS',
            type: 'PRIMARY',
            description: null,
            reportingStatus: 'POSTED',
            timeFrame: null,
            unitOfMeasure: null,
            analyses: [
              {
                pValue: p,
                statisticalMethod: null,
                paramType: null,
                paramValue: null,
                ciPctValue: null,
                ciLowerLimit: null,
                ciUpperLimit: null,
                groupDescription: null,
              },
            ],
          },
        ],
      },
      adverseEventsModule: null,
    });
    expect(readoutOutcome(results('0.01'))).toBe('SUCCESS');
    expect(readoutOutcome(results('0.3'))).toBe('FAILURE');
    expect(readoutOutcome(null)).toBe('UNKNOWN');
    expect(stopOutcome('Futility at interim analysis')).toBe('FAILURE');
    expect(stopOutcome('Safety concerns (DSMB)')).toBe('FAILURE');
    expect(stopOutcome('Slow recruitment')).toBe('UNKNOWN');
    expect(stopOutcome(null)).toBe('UNKNOWN');
  });
});

describe('what the demo market reacts to', () => {
  const row = (eventKey: string, kind: ShockRow['kind'], eventDate: string, outcome: ShockRow['outcome'], nctId: string | null = 'NCT1'): ShockRow => ({
    eventKey,
    ticker: 'ABCD',
    kind,
    eventDate,
    outcome,
    nctId,
  });

  it('a readout once (its earliest decided event), a stop for efficacy or safety, a regulatory decision; nothing undecided', () => {
    const shocks = shocksOf([
      row('RP:NCT1', 'PRIMARY_COMPLETION', '2026-03-02', 'FAILURE'),
      row('RS:NCT1', 'RESULTS_POSTED', '2026-09-01', 'FAILURE'),
      row('RS:NCT2', 'RESULTS_POSTED', '2026-05-04', 'SUCCESS', 'NCT2'),
      row('RP:NCT3', 'PRIMARY_COMPLETION', '2026-05-04', 'UNKNOWN', 'NCT3'),
      row('TS:NCT4:2026-02-02', 'TERMINATED', '2026-02-02', 'FAILURE', 'NCT4'),
      row('TS:NCT5:2026-02-02', 'SUSPENDED', '2026-02-02', 'UNKNOWN', 'NCT5'),
      row('RG:x', 'REGULATORY_DECISION', '2026-04-01', 'SUCCESS', null),
    ]);
    expect(shocks.map((s) => [s.key, s.date, s.outcome])).toEqual([
      ['RG:x', '2026-04-01', 'SUCCESS'],
      ['RP:NCT1', '2026-03-02', 'FAILURE'],
      ['RS:NCT2', '2026-05-04', 'SUCCESS'],
      ['TS:NCT4:2026-02-02', '2026-02-02', 'FAILURE'],
    ]);
  });
});

describe('the work of a run', () => {
  it('retries a missing close once its day is final, on a later day than the last look, for a few days at most', () => {
    // Event on Wednesday 18 November, day 1 present: day 5 is Tuesday 24.
    const r = { eventDate: '2026-11-18', hasDay1: true, asOf: '2026-11-21' };
    expect(shouldRetry(r, '2026-11-24')).toBe(false); // Tuesday's close is not final on Tuesday
    expect(shouldRetry(r, '2026-11-25')).toBe(true);
    expect(shouldRetry({ ...r, asOf: '2026-11-25' }, '2026-11-25')).toBe(false); // looked at today already
    expect(shouldRetry({ ...r, asOf: '2026-12-04' }, '2026-12-05')).toBe(true); // within 10 days of the 24th
    expect(shouldRetry({ ...r, asOf: '2026-12-05' }, '2026-12-06')).toBe(false); // given up: the history does not have it
  });

  it('bounds a run by tickers: new or changed work first, retries after', () => {
    const item = (key: string, ticker: string, reason: 'NEW' | 'RETRY') => ({ key, ticker, nctId: null, regulatoryEventId: null, reason });
    const { tickers, remaining } = chooseWork([item('a', 'AAA', 'RETRY'), item('b', 'BBB', 'NEW'), item('c', 'BBB', 'RETRY'), item('d', 'CCC', 'NEW')], 2);
    expect(tickers).toEqual(['BBB', 'CCC']);
    expect(remaining).toBe(1);
  });
});

import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { queryOnce } from '../../../test/pg.js';
import { useTestServer } from '../../../test/server.js';
import { paginate } from '../../lib/pagination.js';
import { trialRow } from './trials.record.js';
import { TableCounts, tableCountsFor } from './trials.table.count.js';

describe('TableCounts: a count is reused only in the snapshot it was taken in', () => {
  it('serves a count for its own snapshot only, and remembers the latest snapshot seen', async () => {
    const counts = new TableCounts(2);
    expect(counts.likelyValid('a')).toBeUndefined();
    const c = await counts.count('a', async () => ({ count: 5, snapshot: '10:12:' })).result;
    expect(c).toEqual({ count: 5, snapshot: '10:12:' });
    expect(counts.at('a', '10:12:')?.count).toBe(5);
    expect(counts.at('a', '10:13:')).toBeUndefined();
    expect(counts.at('a', null)).toBeUndefined();
    expect(counts.likelyValid('a')?.count).toBe(5);
    counts.saw('11:13:');
    expect(counts.likelyValid('a')).toBeUndefined();
    // Bounded: the oldest filter goes first.
    await counts.fresh('b', async () => ({ count: 1, snapshot: '11:13:' }));
    await counts.fresh('c', async () => ({ count: 2, snapshot: '11:13:' }));
    expect(counts.size).toBe(2);
    expect(counts.at('a', '10:12:')).toBeUndefined();
  });

  it('tells a caller when it joined a count another request had started', async () => {
    const counts = new TableCounts();
    let release!: (v: { count: number; snapshot: string }) => void;
    const first = counts.count('k', () => new Promise((r) => (release = r)));
    const second = counts.count('k', async () => ({ count: 99, snapshot: 'never' }));
    expect(first.joined).toBe(false);
    expect(second.joined).toBe(true);
    release({ count: 3, snapshot: '1:1:' });
    expect(await second.result).toEqual({ count: 3, snapshot: '1:1:' });
    // Once finished, the next caller counts again.
    expect(counts.count('k', async () => ({ count: 4, snapshot: '2:2:' })).joined).toBe(false);
  });
});

describe('advanced table totals: cached per filter, always the exact count', () => {
  const fx = useTestServer();
  const TABLE = `query($f: TrialsTableFilter, $p: Int, $l: Int) {
    trialsTable(filter: $f, page: $p, limit: $l) {
      rows { nctId investmentVerdict }
      pagination { currentPage totalPages totalCount limit hasNextPage hasPrevPage } } }`;
  const FILTERS: { name: string; filter: Record<string, unknown> | null; where: string }[] = [
    { name: 'none', filter: null, where: 'true' },
    { name: 'verdict', filter: { investmentVerdict: 'OUI' }, where: `investment_verdict = 'OUI'` },
    { name: 'recommendation', filter: { recommendation: 'INVESTIR' }, where: `recommendation = 'INVESTIR'` },
    { name: 'phases', filter: { phases: ['PHASE2', 'PHASE1'] }, where: `phases && array['PHASE1', 'PHASE2']` },
    {
      name: 'dates',
      filter: { investmentVerdict: 'OUI', completionDateFrom: '2026-01-01', completionDateTo: '2027-12-31' },
      where: `investment_verdict = 'OUI' and completion_date between '2026-01-01' and '2027-12-31'`,
    },
  ];

  /** The table's answer and the count PostgreSQL gives for the same filter, read on a connection of its own. */
  async function pageAndDirectCount(f: (typeof FILTERS)[number], page = 1, limit = 3) {
    const r = await fx.srv.gql(TABLE, { f: f.filter, p: page, l: limit });
    expect(r.errors).toBeUndefined();
    const [{ n }] = await queryOnce(fx.db.url, `select count(*)::int as n from trials where ${f.where}`);
    return { pagination: r.data!.trialsTable.pagination, direct: paginate(page, limit, n as number) };
  }

  async function expectExact(label: string) {
    for (const f of FILTERS) {
      for (const page of [1, 2]) {
        const { pagination, direct } = await pageAndDirectCount(f, page);
        expect({ label, filter: f.name, page, pagination }).toEqual({ label, filter: f.name, page, pagination: direct });
      }
    }
  }

  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [
      ...Array.from({ length: 7 }, (_, i) =>
        buildTrial({ investmentVerdict: 'OUI', phases: [i % 2 ? 'PHASE1' : 'PHASE3'], completionDate: `2026-0${1 + i}-15` }),
      ),
      ...Array.from({ length: 4 }, () => buildTrial({ investmentVerdict: 'POSSIBLE', phases: ['PHASE2'] })),
      ...Array.from({ length: 5 }, () => buildTrial({ investmentVerdict: 'NON', completionDate: null })),
    ]);
  });

  it('gives the same totals as a count(*) for every filter', async () => {
    await expectExact('initial');
  });

  it('does not count again while nothing was written', async () => {
    const knex = fx.db.deps.orm.em.getKnex();
    const counted: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (/count\(\*\)/.test(q.sql)) counted.push(q.sql);
    };
    const f = FILTERS[1];
    await pageAndDirectCount(f);
    knex.on('query', onQuery);
    try {
      // Other test files write to the same cluster (a write anywhere moves the snapshot): some
      // consecutive pages must still have been answered without a count.
      let without = 0;
      for (let i = 0; i < 30 && without < 3; i++) {
        const before = counted.length;
        const r = await fx.srv.gql(TABLE, { f: f.filter, p: 1 + (i % 2), l: 3 });
        expect(r.data!.trialsTable.pagination.totalCount).toBe(7);
        if (counted.length === before) without += 1;
      }
      expect(without).toBeGreaterThan(0);
    } finally {
      knex.off('query', onQuery);
    }
  });

  it('counts again after an import adds and changes trials (the importer and seed upsert)', async () => {
    await expectExact('warm');
    const [a] = await insertTrials(fx.db.ctx().em, [buildTrial({ investmentVerdict: 'OUI', phases: ['PHASE2'], completionDate: '2027-03-01' })]);
    await expectExact('after an insert');
    await insertTrials(fx.db.ctx().em, [{ ...a, investmentVerdict: 'NON' }]);
    await expectExact('after an update');
  });

  it('counts again after an analysis sets recommendations', async () => {
    await fx.db
      .ctx()
      .em.getKnex()
      .raw(`update trials set recommendation = 'INVESTIR', score = 8, analyzed_at = now() where nct_id in (select nct_id from trials order by nct_id limit 4)`);
    await expectExact('after an analysis');
  });

  it('counts again after demo trials are deleted (seed --reset)', async () => {
    await fx.db
      .ctx()
      .em.getKnex()
      .raw(`delete from trials where nct_id in (select nct_id from trials where investment_verdict = 'OUI' order by nct_id limit 2)`);
    await expectExact('after a delete');
  });

  it('sees a write committed by another process, and not one still uncommitted', async () => {
    const other = new pg.Client({ connectionString: fx.db.url });
    await other.connect();
    try {
      await expectExact('before');
      await other.query('begin');
      const insert = fx.db.deps.orm.em
        .getKnex()('trials')
        .insert(trialRow(buildTrial({ investmentVerdict: 'OUI', phases: ['PHASE1'] })))
        .toSQL()
        .toNative();
      await other.query(insert.sql, [...insert.bindings]);
      await expectExact('uncommitted in another process');
      await other.query('commit');
      await expectExact('committed by another process');
    } finally {
      await other.end();
    }
  });

  it('keeps one cache per database and remembers what it counted', () => {
    expect(tableCountsFor(fx.db.deps).size).toBeGreaterThan(0);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { Migration20261130093000SearchInterventions } from '../../db/migrations/Migration20261130093000SearchInterventions.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { upsertTrials } from './trials.record.js';
import { codeForms, INTERVENTION_TEXT_MAX, interventionSearchText, searchTextOf } from './trials.search.text.js';

const drug = (name: string, otherNames: string[] = []) => ({ type: 'DRUG', name, description: null, otherNames });

describe('search by drug: interventions, their other names (brand names, codes) and conditions', () => {
  const fx = useTestServer();
  const KEYTRUDA = 'NCT70000001';
  const LUMAKRAS = 'NCT70000002';
  const LEQEMBI = 'NCT70000003';
  const OLUMIANT = 'NCT70000004';

  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [
      buildTrial({
        nctId: KEYTRUDA,
        briefTitle: 'Adjuvant Immunotherapy After Resection',
        conditions: ['Melanoma'],
        interventions: [drug('Pembrolizumab', ['Keytruda®', 'MK-3475']), drug('Placebo')],
      }),
      buildTrial({
        nctId: LUMAKRAS,
        briefTitle: 'KRAS G12C Inhibitor Versus Chemotherapy',
        conditions: ['Non-Small Cell Lung Cancer'],
        interventions: [drug('Sotorasib', ['AMG 510', 'Lumakras']), drug('Docetaxel')],
      }),
      buildTrial({
        nctId: LEQEMBI,
        briefTitle: 'Anti-Amyloid Antibody in Early Disease',
        conditions: ['Alzheimer Disease'],
        interventions: [drug('Lecanemab', ['Léqembi', 'BAN‐2401'])],
      }),
      buildTrial({
        nctId: OLUMIANT,
        briefTitle: 'JAK Inhibitor for Hair Loss',
        conditions: ['Alopecia Areata'],
        interventions: [drug('Baricitinib', ['LY3009104', 'Olumiant'])],
      }),
    ]);
  });

  const search = async (query: string) => {
    const r = await fx.srv.gql(`query($q: String!) { searchTrials(query: $q, limit: 5) { nctId } }`, { q: query });
    expect(r.errors).toBeUndefined();
    return (r.data!.searchTrials as { nctId: string }[]).map((t) => t.nctId);
  };

  it('finds a trial by a brand name it names only among its interventions’ other names; REST alike', async () => {
    expect(await search('Keytruda')).toEqual([KEYTRUDA]);
    expect(await search('LUMAKRAS')).toEqual([LUMAKRAS]);
    expect(await search('olumiant')).toEqual([OLUMIANT]);
    const rest = await fx.srv.rest('GET', '/trials/search?q=keytruda');
    expect(rest.status).toBe(200);
    expect(rest.body.trials.map((t: { nctId: string }) => t.nctId)).toEqual([KEYTRUDA]);
  });

  it('finds it by the intervention’s own name', async () => {
    expect(await search('pembrolizumab')).toEqual([KEYTRUDA]);
    expect(await search('Sotorasib')).toEqual([LUMAKRAS]);
  });

  it('finds a development code however it is written: case, hyphen, dash, space or nothing between letters and digits', async () => {
    for (const q of ['MK-3475', 'mk 3475', 'mk3475', 'Mk 3475']) expect({ q, ids: await search(q) }).toEqual({ q, ids: [KEYTRUDA] });
    for (const q of ['AMG 510', 'amg510', 'amg-510']) expect({ q, ids: await search(q) }).toEqual({ q, ids: [LUMAKRAS] });
    for (const q of ['LY3009104', 'ly 3009104', 'LY-3009104']) expect({ q, ids: await search(q) }).toEqual({ q, ids: [OLUMIANT] });
    // Stored with a typographic hyphen (U+2010).
    for (const q of ['ban-2401', 'BAN 2401', 'ban2401']) expect({ q, ids: await search(q) }).toEqual({ q, ids: [LEQEMBI] });
  });

  it('ignores accents and case in other names', async () => {
    expect(await search('leqembi')).toEqual([LEQEMBI]);
    expect(await search('LÉQEMBI')).toEqual([LEQEMBI]);
  });

  it('finds a trial by a condition not in its title', async () => {
    expect(await search('alopecia')).toEqual([OLUMIANT]);
    expect(await search('alzheimer disease')).toEqual([LEQEMBI]);
    expect(await search('lung cancer')).toEqual([LUMAKRAS]);
  });

  it('follows a changed record: an import that renames the drug rewrites what it is found by', async () => {
    const em = fx.db.ctx().em;
    const record = buildTrial({ nctId: 'NCT70000005', briefTitle: 'Renamed drug study', interventions: [drug('ABC-123', ['Oldbrand'])] });
    await insertTrials(em, [record]);
    expect(await search('oldbrand')).toEqual(['NCT70000005']);
    await upsertTrials(fx.db.ctx().em, [{ ...record, interventions: [drug('ABC-123', ['Newbrand'])] }]);
    expect(await search('oldbrand')).toEqual([]);
    expect(await search('newbrand')).toEqual(['NCT70000005']);
    expect(await search('abc123')).toEqual(['NCT70000005']);
  });
});

describe('the interventions part of the search text', () => {
  it('spells a development code three ways, and leaves other names alone', () => {
    expect(codeForms('mk-3475')).toEqual(['mk-3475', 'mk3475', 'mk 3475']);
    expect(codeForms('amg 510')).toEqual(['amg 510', 'amg510', 'amg-510']);
    expect(codeForms('regn1234')).toEqual(['regn1234', 'regn 1234', 'regn-1234']);
    expect(codeForms('pembrolizumab')).toEqual(['pembrolizumab']);
    // Only letters starting a word: the "b2" of bnt162b2 is no code of its own.
    expect(codeForms('bnt162b2')).toEqual(['bnt162b2', 'bnt 162b2', 'bnt-162b2']);
  });

  it('lists names, then other names, normalised, each once, up to its length limit in whole names', () => {
    expect(interventionSearchText([drug('Pembrolizumab', ['KEYTRUDA', 'MK-3475']), drug('pembrolizumab', ['Keytruda']), drug('  Placébo  ')])).toBe(
      'pembrolizumab | keytruda | mk-3475 | mk3475 | mk 3475 | placebo',
    );
    expect(interventionSearchText([])).toBe('');
    const many = Array.from({ length: 200 }, (_, i) => drug(`Drug number ${String(i).padStart(3, '0')}`));
    const text = interventionSearchText(many);
    expect(text.length).toBeLessThanOrEqual(INTERVENTION_TEXT_MAX);
    expect(text.length).toBeGreaterThan(INTERVENTION_TEXT_MAX - 'drug number 000'.length - 3);
    expect(text.split(' | ').every((n) => /^drug number \d{3}$/.test(n))).toBe(true);
  });

  it('comes after the official title: the brief title stays the second part', () => {
    const t = buildTrial({ briefTitle: 'The Title', officialTitle: 'Official', interventions: [drug('Zanotinib', ['ZAN-101'])] });
    const text = searchTextOf(t);
    expect(text.split(' | ')[1]).toBe('the title');
    expect(text.endsWith(' | official | zanotinib | zan-101 | zan101 | zan 101')).toBe(true);
    expect(searchTextOf({ ...t, interventions: [] }).endsWith(' | official')).toBe(true);
  });
});

describe('migration SearchInterventions', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db?.close());

  it('gives rows stored before it the search text the upsert writes now, announces the rewrite, and down takes it back', async () => {
    const records: TrialRecord[] = [
      buildTrial({ interventions: [drug('Pembrolizumab', ['Keytruda®', 'MK-3475']), drug('Placebo')] }),
      buildTrial({ interventions: [drug('Léqembi  Ø', ['ÅBC 12', 'ÅBC 12', ''])] }),
      buildTrial({ interventions: [] }),
      buildTrial({ interventions: Array.from({ length: 120 }, (_, i) => drug(`Agent ${i}`, [`AG-${i}`])) }),
      buildTrial({ officialTitle: null, interventions: [{ type: null, name: 'Device X', description: null, otherNames: [] }] }),
    ];
    const em = db.ctx().em;
    await insertTrials(em, records);
    const conn = em.getConnection();
    const stored = async () =>
      new Map((await conn.execute<{ nct_id: string; search_text: string }[]>(`select nct_id, search_text from trials`)).map((r) => [r.nct_id, r.search_text]));
    const before = (r: TrialRecord) => searchTextOf({ ...r, interventions: [] });
    // As the upsert of yesterday wrote them (no interventions).
    for (const r of records) await conn.execute(`update trials set search_text = ? where nct_id = ?`, [before(r), r.nctId]);

    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const notes: string[] = [];
    listener.on('notification', (n) => notes.push(n.payload ?? ''));
    await listener.query('listen trialyst_trials');
    try {
      const migration = new Migration20261130093000SearchInterventions(db.deps.orm.em.getDriver(), db.deps.orm.config);
      await migration.up();
      const after = await stored();
      for (const r of records) expect({ id: r.nctId, text: after.get(r.nctId) }).toEqual({ id: r.nctId, text: searchTextOf(r) });
      await expect.poll(() => notes.length).toBeGreaterThan(0);

      await migration.down();
      const back = await stored();
      for (const r of records) expect({ id: r.nctId, text: back.get(r.nctId) }).toEqual({ id: r.nctId, text: before(r) });
    } finally {
      await listener.end();
    }
  });
});

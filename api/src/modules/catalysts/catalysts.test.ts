import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { parseIcs, unescapeIcsText } from '../../../test/ics.js';
import { useTestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { addDaysIso } from '../../domain/dates.js';
import type { CompanyFinancials } from '../../domain/financials.js';
import { computeRunway, runwayAtReadout } from '../../domain/runway.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { analyzeTrials } from '../analysis/analysis.batch.js';
import { writeFinancials } from '../financials/financials.store.js';
import { todayUtc } from '../trials/trials.validation.js';

/** A trial whose primary completion is estimated on `date` (its next catalyst: that day, ANTICIPATED or OVERDUE). */
const ending = (date: string): Partial<TrialRecord> => ({
  primaryCompletionDate: date,
  primaryCompletionDateRaw: date,
  primaryCompletionDateType: 'ESTIMATED',
  completionDate: date,
  completionDateRaw: date,
  completionDateType: 'ESTIMATED',
});
const listed = (ticker: string, name: string): Partial<TrialRecord> => ({
  ticker,
  investmentVerdict: 'OUI',
  leadSponsorName: name,
  leadSponsorClass: 'INDUSTRY',
  sponsorMatch: { method: 'exact', companyName: name, matchedName: name, score: 1, relation: 'self' },
});

const ROW = `id category kind windowStart windowEnd precision confidence daysUntil label nctId trialTitle ticker company drugs indication phases
  readoutProbability score marketCapUsd runwayMonthsAtReadout dilutionRisk applicationNumber outcome source sourceUrl asOf demo`;
const PAGE = `query($filter: CatalystFilter, $sort: CatalystSortField, $order: SortOrder, $first: Int, $after: String) {
  catalysts(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) { rows { ${ROW} } totalCount endCursor hasNextPage } }`;

type Row = Record<string, any> & { id: string; windowStart: string };
interface Page {
  rows: Row[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

describe('catalysts: the catalyst screen (GraphQL, REST, CSV, .ics)', () => {
  const fx = useTestServer();
  const today = todayUtc();
  const d = (n: number) => addDaysIso(today, n);
  const ev: Record<string, string> = {};
  let alice: TestUser;

  const page = async (vars: Record<string, unknown> = {}, token?: string): Promise<Page> => {
    const res = await fx.srv.gql<{ catalysts: Page }>(PAGE, vars, token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.catalysts;
  };
  const ids = async (vars: Record<string, unknown> = {}, token?: string) => (await page({ first: 200, ...vars }, token)).rows.map((r) => r.id);
  const errorOf = async (vars: Record<string, unknown>, token?: string) => (await fx.srv.gql(PAGE, vars, token)).errors?.[0];

  beforeAll(async () => {
    const em = fx.db.ctx().em;
    await insertTrials(em, [
      buildTrial({
        nctId: 'NCT71000001',
        ...ending(d(10)),
        ...listed('VRTX', 'Vertex Pharmaceuticals'),
        phases: ['PHASE3'],
        conditions: ['Cystic Fibrosis'],
        interventions: [
          { type: 'DRUG', name: 'Vanzacaftor', description: null, otherNames: ['VX-121'] },
          { type: 'DRUG', name: 'Placebo', description: null, otherNames: [] },
          { type: 'BEHAVIORAL', name: 'Diet', description: null, otherNames: [] },
        ],
      }),
      buildTrial({ nctId: 'NCT71000002', ...ending(d(40)), phases: ['PHASE2'], conditions: ['Melanoma'] }),
      buildTrial({ nctId: 'NCT71000003', ...ending(d(-30)), ...listed('DBV.PA', 'DBV Technologies'), phases: ['PHASE3'], conditions: ['Peanut Allergy'] }),
      buildTrial({ nctId: 'NCT71000004', ...ending(d(400)), ...listed('VRTX', 'Vertex Pharmaceuticals'), phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT71000005', ...ending(d(-200)), phases: ['PHASE3'] }),
      buildTrial({
        nctId: 'NCT71000006',
        ...ending(d(-400)),
        status: 'COMPLETED',
        primaryCompletionDateType: 'ACTUAL',
        completionDateType: 'ACTUAL',
        resultsFirstPostDate: d(-5),
        phases: ['PHASE3'],
        source: 'imported',
      }),
      buildTrial({ nctId: 'NCT71000007', ...ending(d(60)), status: 'WITHDRAWN' }),
      buildTrial({ nctId: 'NCT71000008', ...ending(d(40)), ...listed('INCY', 'Incyte Corporation'), phases: ['PHASE3'], conditions: ['Myelofibrosis'] }),
    ]);
    await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: ['NCT71000001', 'NCT71000002', 'NCT71000003', 'NCT71000008'], force: true });
    const insert = async (key: string, e: Record<string, unknown>) => {
      const { rows } = await em.getKnex().raw<{ rows: { id: string }[] }>(
        `insert into regulatory_events (source, source_key, kind, agency, event_date, date_confidence, drug, drug_names, application_number, company, ticker,
           indication, outcome, source_url, as_of, demo)
         values (:source, :key, :kind, :agency, :date, :confidence, :drug, :names, :app, :company, :ticker, :indication, :outcome, :url, :asOf, :demo) returning id`,
        {
          source: 'FILE',
          key,
          agency: 'FDA',
          names: [],
          app: null,
          company: null,
          ticker: null,
          indication: null,
          outcome: null,
          url: `https://example.org/${key}`,
          asOf: d(-1),
          demo: false,
          ...e,
        },
      );
      ev[key] = rows[0].id;
    };
    await insert('pdufa', { kind: 'PDUFA_DATE', date: d(20), confidence: 'ANNOUNCED', drug: 'Vanzacaftor', app: 'NDA218730', outcome: 'PENDING' });
    await insert('approval', {
      kind: 'APPROVAL',
      date: d(-10),
      confidence: 'ACTUAL',
      drug: '=cmd|calc',
      company: 'Abc Pharma',
      ticker: 'ABCD',
      outcome: 'POSITIVE',
      source: 'OPENFDA',
    });
    await insert('chmp', { kind: 'CHMP_OPINION', agency: 'EMA', date: d(100), confidence: 'ESTIMATED', drug: 'Demozumab', demo: true, source: 'DEMO' });
    await insert('tie', { kind: 'ADCOMM_MEETING', date: d(40), confidence: 'ANNOUNCED', drug: 'Tiemab', source: 'FEDERAL_REGISTER' });
    await insert('old', { kind: 'CRL', date: d(-300), confidence: 'ACTUAL', drug: 'Oldmab' });
    // The PDUFA date links to two trials: the HIGH link is its best-linked trial.
    await em
      .getKnex()
      .raw(
        `insert into regulatory_links (event_id, trial_nct_id, method, confidence) values (?, 'NCT71000002', 'DRUG_NAME', 'LOW'), (?, 'NCT71000001', 'DRUG_AND_COMPANY', 'HIGH')`,
        [ev.pdufa, ev.pdufa],
      );
    alice = await createUser(fx.db);
    await fx.db
      .ctx()
      .em.getKnex()
      .raw(`insert into watches (user_id, kind, target) values (?, 'TRIAL', 'NCT71000002'), (?, 'COMPANY', 'DBV.PA')`, [alice.id, alice.id]);
  });

  it('lists readouts and regulatory events together by date (default window: from 90 days ago on), with every column', async () => {
    const p = await page({ first: 200 });
    expect(p.rows.map((r) => r.id)).toEqual([
      'R:NCT71000003', // -30, overdue
      `G:${ev.approval}`, // -10
      'R:NCT71000006', // -5, results posted
      'R:NCT71000001', // +10
      `G:${ev.pdufa}`, // +20
      ...[`G:${ev.tie}`, 'R:NCT71000002', 'R:NCT71000008'], // +40: regulatory before readouts, then by id
      `G:${ev.chmp}`, // +100
      'R:NCT71000004', // +400
    ]);
    expect(p.totalCount).toBe(10);
    expect(p.hasNextPage).toBe(false);
    const byId = new Map(p.rows.map((r) => [r.id, r]));
    const r1 = byId.get('R:NCT71000001')!;
    expect(r1).toMatchObject({
      category: 'READOUT',
      kind: 'PRIMARY_COMPLETION',
      windowStart: d(10),
      windowEnd: d(10),
      precision: 'DAY',
      confidence: 'ANTICIPATED',
      daysUntil: 10,
      ticker: 'VRTX',
      company: 'Vertex Pharmaceuticals',
      drugs: ['Vanzacaftor', 'Placebo'],
      indication: 'Cystic Fibrosis',
      phases: ['PHASE3'],
      source: 'Demo data',
      sourceUrl: '/trial/NCT71000001',
      demo: true,
    });
    expect(r1.readoutProbability).toBeGreaterThan(0);
    expect(r1.readoutProbability).toBeLessThan(1);
    expect(typeof r1.score).toBe('number');
    expect(r1.marketCapUsd).toBeGreaterThan(10e9);
    expect(byId.get('R:NCT71000003')).toMatchObject({ confidence: 'OVERDUE', daysUntil: -30 });
    expect(byId.get('R:NCT71000006')).toMatchObject({
      kind: 'RESULTS_POSTING',
      confidence: 'ACTUAL',
      source: 'ClinicalTrials.gov',
      sourceUrl: 'https://clinicaltrials.gov/study/NCT71000006',
      demo: false,
    });
    expect(byId.get(`G:${ev.pdufa}`)).toMatchObject({
      category: 'REGULATORY',
      kind: 'PDUFA_DATE',
      precision: 'DAY',
      confidence: 'ANNOUNCED',
      daysUntil: 20,
      nctId: 'NCT71000001', // the HIGH link, not the LOW one
      ticker: 'VRTX',
      company: 'Vertex Pharmaceuticals',
      drugs: ['Vanzacaftor'],
      applicationNumber: 'NDA218730',
      outcome: 'PENDING',
      source: 'Company announcement',
      sourceUrl: 'https://example.org/pdufa',
      asOf: d(-1),
      score: r1.score,
      readoutProbability: r1.readoutProbability,
    });
    expect(byId.get(`G:${ev.approval}`)).toMatchObject({ ticker: 'ABCD', company: 'Abc Pharma', nctId: null, phases: [], source: 'openFDA', score: null });
    expect(byId.get(`G:${ev.chmp}`)).toMatchObject({ source: 'Demo data', demo: true, confidence: 'ESTIMATED' });
    expect(byId.has('R:NCT71000007')).toBe(false); // withdrawn: no catalyst
  });

  it('labels in the request language, as Trial.nextCatalyst.label', async () => {
    const trial = await fx.srv.gql(`{ trial(nctId: "NCT71000001") { nextCatalyst { label } } }`);
    const fr = (await page({ first: 200 })).rows.find((r) => r.id === 'R:NCT71000001')!;
    expect(fr.label).toBe(trial.data!.trial.nextCatalyst.label);
    const en = await fetch(`${fx.srv.url}/api/catalysts?first=200`, { headers: { 'accept-language': 'en' } });
    const body = (await en.json()) as { data: Page };
    const [y, m, day] = d(10).split('-').map(Number);
    const english = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, day, 12)),
    );
    expect(body.data.rows.find((r) => r.id === 'R:NCT71000001')!.label).toBe(english);
  });

  const SORTS = ['DATE', 'PROBABILITY', 'SCORE', 'MARKET_CAP'] as const;
  const valueOf = (r: Row, sort: (typeof SORTS)[number]) =>
    sort === 'DATE' ? r.windowStart : sort === 'PROBABILITY' ? r.readoutProbability : sort === 'SCORE' ? r.score : r.marketCapUsd;

  it.each(SORTS.flatMap((s) => [[s, 'ASC'] as const, [s, 'DESC'] as const]))(
    'sort %s %s: ordered, missing values last, every row once through the cursors',
    async (sort, order) => {
      const all = (await page({ sort, order, first: 200 })).rows;
      expect(all).toHaveLength(10);
      const values = all.map((r) => valueOf(r, sort));
      const firstNull = values.findIndex((v) => v === null);
      if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
      const present = values.filter((v) => v !== null);
      const sorted = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(present).toEqual(order === 'ASC' ? sorted : sorted.reverse());
      if (sort !== 'DATE') expect(present.length).toBeGreaterThan(1);
      // Paged by 3: the same rows in the same order, each once.
      const seen: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 10; i++) {
        const p: Page = await page({ sort, order, first: 3, after });
        seen.push(...p.rows.map((r) => r.id));
        expect(p.totalCount).toBe(10);
        if (!p.hasNextPage) break;
        after = p.endCursor;
      }
      expect(seen).toEqual(all.map((r) => r.id));
    },
  );

  it('filters: category, kind, confidence, window, range, phase, area, cap bucket, listed only', async () => {
    expect(await ids({ filter: { categories: ['REGULATORY'] } })).toEqual([`G:${ev.approval}`, `G:${ev.pdufa}`, `G:${ev.tie}`, `G:${ev.chmp}`]);
    expect(await ids({ filter: { kinds: ['PDUFA_DATE', 'RESULTS_POSTING'] } })).toEqual(['R:NCT71000006', `G:${ev.pdufa}`]);
    expect(await ids({ filter: { categories: ['READOUT'], kinds: ['PDUFA_DATE'] } })).toEqual([]);
    expect(await ids({ filter: { confidences: ['ACTUAL'] } })).toEqual([`G:${ev.approval}`, 'R:NCT71000006']);
    expect(await ids({ filter: { confidences: ['OVERDUE', 'ESTIMATED'] } })).toEqual(['R:NCT71000003', `G:${ev.chmp}`]);
    expect(await ids({ filter: { window: 'NEXT_30' } })).toEqual(['R:NCT71000001', `G:${ev.pdufa}`]);
    expect(await ids({ filter: { window: 'NEXT_180' } })).toHaveLength(6);
    expect(await ids({ filter: { window: 'RECENT_90' } })).toEqual(['R:NCT71000003', `G:${ev.approval}`, 'R:NCT71000006']);
    expect(await ids({ filter: { from: d(-400), to: d(-100) } })).toEqual([`G:${ev.old}`, 'R:NCT71000005']);
    expect(await ids({ filter: { from: d(-400), to: d(-100), window: 'NEXT_30' } })).toEqual([`G:${ev.old}`, 'R:NCT71000005']); // the range wins
    expect(await ids({ filter: { phases: ['PHASE2'] } })).toEqual(['R:NCT71000002']);
    // A regulatory event takes the phases of its best-linked trial.
    expect(await ids({ filter: { phases: ['PHASE3'], window: 'NEXT_30' } })).toEqual(['R:NCT71000001', `G:${ev.pdufa}`]);
    const areas = await page({ first: 200 });
    const vertexArea = (await fx.srv.gql(`{ trial(nctId: "NCT71000001") { analysis { breakdown { area } } } }`)).data!.trial.analysis.breakdown.area;
    const inArea = await ids({ filter: { areas: [vertexArea] } });
    expect(inArea).toContain('R:NCT71000001');
    expect(inArea).toContain(`G:${ev.pdufa}`);
    expect(inArea.length).toBeLessThan(areas.rows.length);
    expect(await ids({ filter: { listedOnly: true } })).toEqual([
      'R:NCT71000003',
      `G:${ev.approval}`,
      'R:NCT71000001',
      `G:${ev.pdufa}`,
      'R:NCT71000008',
      'R:NCT71000004',
    ]);
    const large = await page({ first: 200, filter: { capBuckets: ['LARGE'] } });
    expect(large.rows.map((r) => r.id)).toEqual(expect.arrayContaining(['R:NCT71000001', `G:${ev.pdufa}`, 'R:NCT71000004']));
    expect(large.rows.every((r) => r.marketCapUsd >= 10e9)).toBe(true);
    expect(await ids({ filter: { capBuckets: ['UNLISTED'] } })).toEqual(['R:NCT71000006', `G:${ev.tie}`, 'R:NCT71000002', `G:${ev.chmp}`]);
    expect(await ids({ filter: { capBuckets: ['UNKNOWN'] } })).toEqual([`G:${ev.approval}`]); // ABCD: no quote
    expect((await page({ filter: { capBuckets: ['SMALL'] } })).rows.map((r) => r.id)).toEqual(['R:NCT71000003']);
  });

  it('watchlistOnly: the watched trials and companies (and events linked to a watched trial); anonymous → UNAUTHENTICATED', async () => {
    expect(await ids({ filter: { watchlistOnly: true } }, alice.accessToken)).toEqual(['R:NCT71000003', `G:${ev.pdufa}`, 'R:NCT71000002']);
    const anon = await errorOf({ filter: { watchlistOnly: true } });
    expect(anon?.extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await fx.srv.rest('GET', '/catalysts?watchlistOnly=true');
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await fx.srv.rest('GET', '/catalysts?watchlistOnly=true', undefined, alice.accessToken)).body.data.rows.map((r: Row) => r.id)).toEqual([
      'R:NCT71000003',
      `G:${ev.pdufa}`,
      'R:NCT71000002',
    ]);
  });

  it("watchlistOnly: a watched company's trials as collaborator, and the events linked to them, as its page lists them", async () => {
    const carol = await createUser(fx.db);
    const knex = fx.db.ctx().em.getKnex();
    await knex.raw(`insert into watches (user_id, kind, target) values (?, 'COMPANY', 'INCY')`, [carol.id]);
    expect(await ids({ filter: { watchlistOnly: true } }, carol.accessToken)).toEqual(['R:NCT71000008']);
    await knex.raw(`update trials set collaborator_tickers = '{INCY}' where nct_id = 'NCT71000001'`);
    try {
      expect(await ids({ filter: { watchlistOnly: true } }, carol.accessToken)).toEqual(['R:NCT71000001', `G:${ev.pdufa}`, 'R:NCT71000008']);
    } finally {
      await knex.raw(`update trials set collaborator_tickers = '{}' where nct_id = 'NCT71000001'`);
    }
  });

  it('refuses bad input with BAD_USER_INPUT (GraphQL and REST alike, never a 500)', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ first: 201 }, 'first=201', /first must be at most 200/],
      [{ first: 0 }, 'first=0', /first/],
      [{ filter: { from: d(10), to: d(0) } }, `from=${d(10)}&to=${d(0)}`, /from ≤ to/],
      [{ filter: { from: '2020-01-01', to: '2024-01-02' } }, 'from=2020-01-01&to=2024-01-02', /at most 3 years/],
      [{ filter: { from: '2020-02-30', to: '2020-03-01' } }, 'from=2020-02-30&to=2020-03-01', /not a valid date/],
      [{ filter: { from: '2020-02-01' } }, 'from=2020-02-01', /both from and to/],
      // Two ends that are not dates: their own errors, not the range's (the range check once threw: INTERNAL).
      [{ filter: { from: 'x'.repeat(2000), to: 'y' } }, `from=${'x'.repeat(2000)}&to=y`, /YYYY-MM-DD/],
      [{ after: 'garbage' }, 'after=garbage', /not a cursor/],
    ];
    for (const [vars, query, message] of cases) {
      const e = await errorOf(vars);
      expect(e?.extensions?.code, JSON.stringify(vars)).toBe('BAD_USER_INPUT');
      expect(e?.message).toMatch(message);
      const rest = await fx.srv.rest('GET', `/catalysts?${query}`);
      expect(rest.status, query).toBe(400);
      expect(rest.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT', error: e?.message });
    }
    for (const query of [
      'kind=NOPE',
      'window=NEXT_7',
      'sort=PRICE',
      'order=sideways',
      'capBucket=HUGE',
      'listedOnly=maybe',
      'first=abc',
      'phase=PHASE9',
      'area=astrology',
    ]) {
      const rest = await fx.srv.rest('GET', `/catalysts?${query}`);
      expect(rest.status, query).toBe(400);
      expect(rest.body.code).toBe('BAD_USER_INPUT');
    }
    // A cursor of another sort is refused, not misread.
    const bydate = await page({ first: 2 });
    expect((await errorOf({ sort: 'SCORE', first: 2, after: bydate.endCursor }))?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('REST GET /api/catalysts answers what GraphQL answers', async () => {
    const gql = await page({ sort: 'SCORE', order: 'DESC', first: 4, filter: { categories: ['READOUT', 'REGULATORY'], window: 'NEXT_180' } });
    const rest = await fx.srv.rest('GET', '/catalysts?sort=score&order=desc&first=4&category=READOUT,REGULATORY&window=next_180');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true, data: gql });
    const next = await fx.srv.rest('GET', `/catalysts?sort=SCORE&order=DESC&first=4&window=NEXT_180&after=${gql.endCursor}`);
    const gqlNext = await page({ sort: 'SCORE', order: 'DESC', first: 4, after: gql.endCursor, filter: { window: 'NEXT_180' } });
    expect(next.body.data).toEqual(gqlNext);
  });

  it('CSV: the filtered list in the request language, formulas neutralised', async () => {
    const res = await fetch(`${fx.srv.url}/api/catalysts.csv?window=RECENT_90`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Date,Window end,Window,Confidence,Days until,Kind,/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('NCT71000003');
    expect(lines[1]).toContain(',overdue,-30,Primary completion,');
    expect(lines[2]).toContain(",FDA approval,Regulatory,ABCD,Abc Pharma,'=cmd|calc,");
    expect(lines[2]).toContain('https://example.org/approval');
    const fr = await (await fetch(`${fx.srv.url}/api/catalysts.csv?kind=PDUFA_DATE&lang=fr`)).text();
    expect(fr).toContain('Date PDUFA (FDA)');
    expect(fr.split('\r\n')[0]).toContain('Capitalisation (USD)');
    // French spreadsheets: `;` separators, decimal commas, closed sets in words.
    const [header, pdufa] = fr
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(header).toHaveLength(25);
    const cell = (name: string) => pdufa[header.indexOf(name)];
    expect(cell('Score')).toMatch(/^\d+(,\d+)?$/);
    expect(cell('Probabilité de succès')).toMatch(/^0,\d+$/);
    expect(cell('Phases')).toBe('Phase 3');
    expect(cell('Issue')).toBe('En attente');
    expect(cell('Source')).toBe('Annonce de la société');
    const en = (await (await fetch(`${fx.srv.url}/api/catalysts.csv?kind=PDUFA_DATE&lang=en`)).text()).replace(/^\uFEFF/, '').split('\r\n')[1];
    expect(en).toMatch(/,Phase 3,0\.\d+,/);
    expect(en).toContain(',Pending,Company announcement,');
    expect((await fx.srv.rest('GET', '/catalysts.csv?first=x&from=2020-01-01')).body.code).toBe('BAD_USER_INPUT');
  });

  it('.ics: one all-day event per row, the source and confidence in the description', async () => {
    const res = await fetch(`${fx.srv.url}/api/catalysts.ics?window=NEXT_30&lang=fr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = parseIcs(await res.text());
    expect(ics.events).toHaveLength(2);
    const pdufa = ics.events.find((e) => e.SUMMARY?.includes('PDUFA'))!;
    expect(pdufa.DTSTART).toBe(d(20).replaceAll('-', ''));
    expect(unescapeIcsText(pdufa.SUMMARY)).toBe(
      'VRTX · Date PDUFA (FDA) (' + (await page({ first: 200 })).rows.find((r) => r.kind === 'PDUFA_DATE')!.label + ') — Vanzacaftor',
    );
    const description = unescapeIcsText(pdufa.DESCRIPTION);
    // French words and French punctuation, never the export's English source names or the enums.
    expect(description).toContain('Fiabilité : annoncé');
    expect(description).toContain('Source : Annonce de la société, à jour au ' + d(-1) + ' — https://example.org/pdufa');
    expect(pdufa.CATEGORIES).toBe('Réglementaire,Date PDUFA (FDA),annoncé');
    expect(description).not.toMatch(/(\S+) → \1/); // a one-day window shows its day once
    expect(description).toMatch(/Score : \d+,\d\/10/);
    expect(description).toContain('Issue : En attente');
    expect(pdufa.URL).toBe('https://example.org/pdufa');
    expect(pdufa.UID).toBe(`g-${ev.pdufa}@catalysts.trialyst`);
    const readout = ics.events.find((e) => e.UID === 'r-nct71000001@catalysts.trialyst')!;
    expect(unescapeIcsText(readout.DESCRIPTION)).toContain('Fiabilité : anticipé');
    expect(readout.URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/trial\/NCT71000001$/);
  });

  describe('the company’s cash runway at each row (company_financials)', () => {
    /** Figures as a 10-Q gives them: cash on `d(-60)`, four quarters of the same operating cash flow. */
    const figures = (ticker: string, cash: number, quarterFlow: number): CompanyFinancials => ({
      ticker,
      source: 'sec',
      demo: false,
      cik: null,
      entityName: null,
      cash: { value: cash, currency: 'USD', form: '10-Q', periodEnd: d(-60), filed: d(-20), concept: 'us-gaap:CashAndCashEquivalentsAtCarryingValue' },
      shortTermInvestments: null,
      quarters: [0, 1, 2, 3].map((q) => ({
        start: d(-150 - 91 * q),
        end: d(-60 - 91 * q),
        value: quarterFlow,
        currency: 'USD',
        form: '10-Q',
        filed: d(-20 - 91 * q),
        derived: false,
      })),
      sharesOutstanding: null,
      fetchedAt: new Date().toISOString(),
      unavailable: null,
    });
    // A burn of 3 M a quarter is 1 M a month: cash in millions is months of runway from d(-60).
    const stored = {
      'DBV.PA': figures('DBV.PA', 500_000, -3_000_000), // ends ≈ d(-45): before its overdue readout (d(-30))
      INCY: figures('INCY', 5_000_000, -3_000_000), // ends ≈ d(92): 1.7 months after its readout (d(40))
      VRTX: figures('VRTX', 9_000_000_000, 5_000_000), // not burning
      ABCD: figures('ABCD', 6_000_000, -3_000_000), // ends ≈ d(123): before its PDUFA date (d(200)); its approval (d(-10)) is behind us
    };
    const expected = (ticker: keyof typeof stored, windowEnd: string) => runwayAtReadout(computeRunway(stored[ticker]), windowEnd);

    beforeAll(async () => {
      // A regulatory event ahead with a ticker of its own (the approval of ABCD is behind us).
      const { rows } = await fx.db
        .ctx()
        .em.getKnex()
        .raw<{ rows: { id: string }[] }>(
          `insert into regulatory_events (source, source_key, kind, agency, event_date, date_confidence, drug, ticker, source_url, as_of)
           values ('FILE', 'abcd-pdufa', 'PDUFA_DATE', 'FDA', ?, 'ANNOUNCED', 'Abcmab', 'ABCD', 'https://example.org/abcd', ?) returning id`,
          [d(200), d(-1)],
        );
      ev.abcd = rows[0].id;
      const expiresAt = new Date(Date.now() + 86_400_000);
      await writeFinancials(
        fx.db.ctx().em,
        Object.values(stored).map((financials) => ({ financials, expiresAt })),
      );
    });

    it('column: months of runway left at the window’s last day and the dilution risk, as domain/runway.ts computes them', async () => {
      const rows = new Map((await page({ first: 200 })).rows.map((r) => [r.id, r]));
      const check = (id: string, ticker: keyof typeof stored, windowEnd: string) => {
        const want = expected(ticker, windowEnd);
        const row = rows.get(id)!;
        expect(row.dilutionRisk, id).toBe(want.risk);
        if (want.monthsAtReadout === null) expect(row.runwayMonthsAtReadout, id).toBeNull();
        else expect(row.runwayMonthsAtReadout, id).toBeCloseTo(want.monthsAtReadout, 9);
      };
      check('R:NCT71000003', 'DBV.PA', d(-30));
      check('R:NCT71000008', 'INCY', d(40));
      check('R:NCT71000001', 'VRTX', d(10));
      check(`G:${ev.pdufa}`, 'VRTX', d(20)); // a regulatory row: its best-linked trial's ticker
      check(`G:${ev.abcd}`, 'ABCD', d(200)); // a regulatory row with a ticker of its own
      expect(rows.get('R:NCT71000003')).toMatchObject({ dilutionRisk: 'BEFORE_READOUT', confidence: 'OVERDUE' }); // late, still ahead
      expect(rows.get('R:NCT71000008')).toMatchObject({ dilutionRisk: 'WITHIN_6_MONTHS' });
      expect(rows.get('R:NCT71000008')!.runwayMonthsAtReadout).toBeGreaterThan(1.5);
      expect(rows.get('R:NCT71000001')).toMatchObject({ dilutionRisk: 'NONE', runwayMonthsAtReadout: null });
      expect(rows.get(`G:${ev.abcd}`)).toMatchObject({ dilutionRisk: 'BEFORE_READOUT' });
      // Behind us (an approval that happened), unlisted, or a regulatory row without ticker: unknown, never a guess.
      for (const id of [`G:${ev.approval}`, 'R:NCT71000002', 'R:NCT71000006', `G:${ev.tie}`, `G:${ev.chmp}`])
        expect(rows.get(id), id).toMatchObject({ dilutionRisk: 'UNKNOWN', runwayMonthsAtReadout: null });
    });

    it('dilutionRiskOnly: rows whose runway ends before the readout or within 6 months after it, in every sort and through the cursors', async () => {
      const risky = ['R:NCT71000003', 'R:NCT71000008', `G:${ev.abcd}`];
      const p = await page({ first: 200, filter: { dilutionRiskOnly: true } });
      expect(p.rows.map((r) => r.id)).toEqual(risky);
      expect(p.totalCount).toBe(3);
      expect(await ids({ filter: { dilutionRiskOnly: false } })).toHaveLength(11);
      expect(await ids({ filter: { dilutionRiskOnly: true, categories: ['REGULATORY'] } })).toEqual([`G:${ev.abcd}`]);
      expect(await ids({ filter: { dilutionRiskOnly: true, window: 'NEXT_90' } })).toEqual(['R:NCT71000008']);
      for (const sort of SORTS) {
        const seen: string[] = [];
        let after: string | null = null;
        for (let i = 0; i < 5; i++) {
          const next: Page = await page({ sort, order: 'DESC', first: 1, after, filter: { dilutionRiskOnly: true } });
          seen.push(...next.rows.map((r) => r.id));
          expect(next.totalCount, sort).toBe(3);
          if (!next.hasNextPage) break;
          after = next.endCursor;
        }
        expect([...seen].sort(), sort).toEqual([...risky].sort());
      }
      const rest = await fx.srv.rest('GET', '/catalysts?dilutionRiskOnly=true&first=200');
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ success: true, data: p });
      const bad = await fx.srv.rest('GET', '/catalysts?dilutionRiskOnly=maybe');
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('BAD_USER_INPUT');
    });

    it('CSV: months at readout and dilution risk columns, in the request language', async () => {
      const en = await (await fetch(`${fx.srv.url}/api/catalysts.csv?dilutionRiskOnly=true&lang=en`)).text();
      const lines = en
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toContain(',Market cap (USD),Months of cash at readout,Dilution risk,NCT,');
      expect(lines).toHaveLength(4);
      const months = Math.round(expected('INCY', d(40)).monthsAtReadout! * 10) / 10;
      expect(lines[2]).toContain(`,${months},cash runs out within 6 months after the readout,NCT71000008,`);
      expect(lines[1]).toContain(',cash runs out before the readout,NCT71000003,');
      expect(lines[3]).toContain(',ABCD,,Abcmab,');
      expect(lines[3]).toContain(',cash runs out before the readout,');
      const fr = await (await fetch(`${fx.srv.url}/api/catalysts.csv?lang=fr&window=NEXT_30`)).text();
      expect(fr.split('\r\n')[0]).toContain(';Mois de trésorerie au résultat;Risque de dilution;');
      expect(fr).toContain(';;aucun;NCT71000001;'); // not burning: no months, no risk
    });
  });

  it('reads a page in one statement (no query per row)', async () => {
    const queries: string[] = [];
    const knex = fx.db.deps.orm.em.getKnex();
    const onQuery = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', onQuery);
    try {
      await page({ first: 200 });
      await page({ first: 200, sort: 'PROBABILITY', filter: { listedOnly: true, phases: ['PHASE3'] } });
    } finally {
      knex.off('query', onQuery);
    }
    // The page's own reads: one statement each (the stock provider's batch reads its stored quotes apart).
    const screen = (qs: string[]) => qs.filter((q) => /\b(trials|regulatory_events|analyses)\b/.test(q));
    expect(screen(queries), queries.join('\n---\n')).toHaveLength(2);
    queries.length = 0;
    knex.on('query', onQuery);
    try {
      await page({ first: 200, sort: 'MARKET_CAP' });
    } finally {
      knex.off('query', onQuery);
    }
    expect(screen(queries), queries.join('\n---\n')).toHaveLength(2); // the tickers to quote, then the page
  });
});

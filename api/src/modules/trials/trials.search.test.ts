import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from '@mikro-orm/postgresql';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { normalizeSearch } from './trials.record.js';
import {
  belowFullSimilarity,
  fullSimilarityPattern,
  NCT_MENTIONS_PREDICATE,
  NON_ASCII_PATTERN,
  queryTrigrams,
  rankAndBoundSql,
  searchTopIds,
  searchTuning,
  selfSimilarIds,
  twoCharacterReadsSql,
  type SearchTuning,
} from './trials.search.js';
import { likeEscape, todayUtc } from './trials.validation.js';

describe('searchTrials, popularTrials, upcomingTrials', () => {
  let db: TestDb;
  let srv: TestServer;
  beforeAll(async () => {
    db = await createTestDb();
    srv = await startTestServer(db);
    await insertTrials(db.ctx().em, [
      buildTrial({
        nctId: 'NCT60000001',
        briefTitle: 'Étude de la Sclérose en plaques',
        conditions: ['Multiple Sclerosis'],
        leadSponsorName: 'Hôpital Européen',
      }),
      buildTrial({ nctId: 'NCT60000002', briefTitle: 'Vaccine trial', conditions: ['Sclerose laterale'], leadSponsorName: 'Sanofi Pasteur' }),
      buildTrial({
        nctId: 'NCT60000003',
        briefTitle: 'Diabetes study',
        conditions: ['Type 2 Diabetes'],
        leadSponsorName: 'Novo Nordisk A/S',
        ticker: 'NVO',
        completionDate: todayUtc(3),
        primaryCompletionDate: todayUtc(3),
        primaryCompletionDateRaw: todayUtc(3),
        phases: ['PHASE3'],
      }),
      buildTrial({
        nctId: 'NCT60000030',
        briefTitle: 'Another diabetes trial',
        conditions: ['Diabetes'],
        leadSponsorName: 'Lilly',
        ticker: 'LLY',
        completionDate: todayUtc(10),
        primaryCompletionDate: todayUtc(10),
        primaryCompletionDateRaw: todayUtc(10),
        phases: ['PHASE2'],
      }),
      buildTrial({
        nctId: 'NCT60000031',
        briefTitle: 'Unlisted',
        leadSponsorName: 'University',
        ticker: 'N/A',
        completionDate: todayUtc(1),
        primaryCompletionDate: todayUtc(1),
        primaryCompletionDateRaw: todayUtc(1),
      }),
      buildTrial({
        nctId: 'NCT60000032',
        briefTitle: 'Later',
        leadSponsorName: 'Pfizer',
        ticker: 'PFE',
        completionDate: todayUtc(30),
        primaryCompletionDate: todayUtc(30),
        primaryCompletionDateRaw: todayUtc(30),
      }),
      buildTrial({
        nctId: 'NCT60000033',
        briefTitle: 'Past',
        leadSponsorName: 'Pfizer',
        ticker: 'PFE',
        completionDate: todayUtc(-1),
        primaryCompletionDate: todayUtc(-1),
        primaryCompletionDateRaw: todayUtc(-1),
      }),
    ]);
    const knex = db.ctx().em.getKnex();
    await knex.raw(`update trials set likes = 5 where nct_id = 'NCT60000002'`);
    await knex.raw(`update trials set likes = 9 where nct_id = 'NCT60000003'`);
    await knex.raw(`update trials set likes = 5, updated_at = now() + interval '1 minute' where nct_id = 'NCT60000030'`);
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
  });

  const search = async (query: string, limit?: number) => {
    const r = await srv.gql(`query($q: String!, $l: Int) { searchTrials(query: $q, limit: $l) { nctId } }`, { q: query, l: limit });
    expect(r.errors).toBeUndefined();
    return (r.data!.searchTrials as { nctId: string }[]).map((t) => t.nctId);
  };

  it('is case- and accent-insensitive over title, sponsor and conditions', async () => {
    expect((await search('SCLEROSE')).sort()).toEqual(['NCT60000001', 'NCT60000002']);
    expect(await search('hopital europeen')).toEqual(['NCT60000001']);
    expect(await search('Sclérose en PLAQUES')).toEqual(['NCT60000001']);
    expect(await search('nordisk diabetes')).toEqual(['NCT60000003']);
  });

  it('ranks an exact NCT id first, then prefix matches, then title matches', async () => {
    expect((await search('nct60000003'))[0]).toBe('NCT60000003');
    expect(await search('NCT6000003')).toEqual(['NCT60000030', 'NCT60000031', 'NCT60000032', 'NCT60000033']);
    // title match (NCT60000001) ranks above a condition-only match (NCT60000002)
    expect(await search('sclerose')).toEqual(['NCT60000001', 'NCT60000002']);
    expect(await search('diabetes', 1)).toHaveLength(1);
  });

  it('rejects queries under 2 characters and limits over 20; REST too', async () => {
    for (const [q, l] of [
      ['a', undefined],
      ['  ', undefined],
      ['ab', 21],
      ['ab', 0],
    ] as const) {
      const r = await srv.gql(`query($q: String!, $l: Int) { searchTrials(query: $q, limit: $l) { nctId } }`, { q, l });
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await srv.rest('GET', '/trials/search?q=x')).status).toBe(400);
    const ok = await srv.rest('GET', '/trials/search?q=diabetes&limit=5');
    expect(ok.body.trials.map((t: any) => t.nctId).sort()).toEqual(['NCT60000003', 'NCT60000030']);
  });

  it('popular: by likes, ties by recency, liked trials only; REST default limit 10', async () => {
    const g = await srv.gql(`{ popularTrials(limit: 5) { nctId likes } }`);
    expect(g.data!.popularTrials).toEqual([
      { nctId: 'NCT60000003', likes: 9 },
      { nctId: 'NCT60000030', likes: 5 },
      { nctId: 'NCT60000002', likes: 5 },
    ]);
    const r = await srv.rest('GET', '/trials/popular?limit=1');
    expect(r.body).toMatchObject({ success: true, trials: [{ nctId: 'NCT60000003', likes: 9, ticker_bourse: 'NVO' }] });
    expect((await srv.rest('GET', '/trials/popular?limit=500')).status).toBe(400);
  });

  it('upcoming: real tickers whose next catalyst is anticipated from today to today + days, phases filter', async () => {
    const up = async (vars: Record<string, unknown>) =>
      (
        (await srv.gql(`query($d: Int, $p: [Phase!], $l: Int) { upcomingTrials(days: $d, phases: $p, limit: $l) { nctId } }`, vars)).data!.upcomingTrials as {
          nctId: string;
        }[]
      ).map((t) => t.nctId);
    expect(await up({})).toEqual(['NCT60000003', 'NCT60000030']);
    expect(await up({ p: ['PHASE3'] })).toEqual(['NCT60000003']);
    expect(await up({ d: 60 })).toEqual(['NCT60000003', 'NCT60000030', 'NCT60000032']);
    expect(await up({ l: 1 })).toEqual(['NCT60000003']);
    const rest = await srv.rest('GET', '/trials/upcoming?phase=PHASE2,PHASE3&days=14');
    expect(rest.body.trials.map((t: any) => [t.nctId, t.ticker_bourse])).toEqual([
      ['NCT60000003', 'NVO'],
      ['NCT60000030', 'LLY'],
    ]);
    expect((await srv.rest('GET', '/trials/upcoming?days=-1')).status).toBe(400);
  });
});

/**
 * The search ranks every match of the query by the product's rank (the expression below, written
 * out again here on purpose) but reads and ranks only a few: it must give exactly what ranking all
 * matches gives. The tuning sizes its reads; with tiny ones a few hundred trials walk every path
 * (window cut and further reads, the NCT-prefix tier's own reads, title and full reads, bounds).
 */
/** A repeatable sequence of integers below n (the same data on every run). */
function randomInts(seed: number): (n: number) => number {
  return (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;
  };
}

describe('searchTopIds: the best matches by the rank over all matches', () => {
  let db: TestDb;
  let knex: Knex;
  /** Every match, ranked by the product's rank: (rank desc, likes desc, nctId). */
  const reference = async (q: string): Promise<{ nct: string; rank: number; likes: number }[]> => {
    const words = [...new Set(q.split(' ').filter(Boolean))].slice(0, 8);
    const exact = /^nct\d{8}$/.test(q) ? q.toUpperCase() : '';
    const phrase = `%${likeEscape(q)}%`;
    const { rows } = await knex.raw(
      `select t.nct_id as nct, t.likes, ((t.nct_id = ?)::int * 1000 + (t.search_text like ?)::int * 100 + (split_part(t.search_text, ' | ', 2) like ?)::int * 20
         + (t.search_text like ?)::int * 10 + word_similarity(?, t.search_text) * 5)::float8 as rank
       from trials t where ${words.map(() => 't.search_text like ?').join(' and ')} order by rank desc, t.likes desc, t.nct_id`,
      [exact, `${likeEscape(q)}%`, phrase, phrase, q, ...words.map((w) => `%${likeEscape(w)}%`)],
    );
    return rows.map((r: { nct: string; rank: number | string; likes: number }) => ({ ...r, rank: Number(r.rank) }));
  };

  const tiny: SearchTuning = {
    windowRows: 30,
    windowMatches: 3,
    firstRanked: 2,
    moreWindowRows: 20,
    moreWindowMatches: 5,
    nctWindow: 3,
    indexRead: 60,
    pairsRead: 100_000,
    windowBudget: 100_000,
    readBudget: 100_000,
    rankBudget: 100_000,
  };
  const starved: SearchTuning = { ...tiny, windowBudget: 40, readBudget: 6, rankBudget: 5 };

  const words = [
    'study',
    'of',
    'the',
    'ab',
    'abdominal',
    'nivolumab',
    'tablet',
    'breast',
    'cancer',
    'lung',
    'melanoma',
    'st',
    'first',
    'against',
    'nc',
    'distinct',
    'zinc',
    'nci',
    'sclérose',
    'leucémie',
    'ab-8140',
    'covid-19',
    'a/s',
    'phase',
    '3',
    'trial',
    'efficacy',
    'and',
    'safety',
    'ii',
    'iii',
    'quality',
    'zyban',
    'α-ab',
    'ab’s',
  ];
  const sponsors = ['Pfizer', 'Novo Nordisk A/S', 'AB Science', 'Zinc Inc', 'National Cancer Institute (NCI)', 'Academic Hospital', 'Hôpital Européen'];
  const queries = [
    'study',
    'of the',
    'ab',
    'st',
    'nc',
    'nct',
    'nct6',
    'nct61',
    'nct610',
    'nct6100',
    'nct61000',
    'nct610000',
    'nct6100000',
    'nct61000005',
    'nct1111111',
    'nct111',
    'nct11111111 | ab',
    'nct62',
    'nct620',
    'pfizer',
    'zinc inc',
    'nci',
    'breast cancer',
    'lung cancer study',
    'sclérose',
    'leucémie',
    'covid-19',
    'a/s',
    'ab-8140',
    'phase 3',
    'zzzz',
    'xq',
    'distinct',
    'cancer of',
    'ab ab',
    'tablet',
    'academic hospital',
    'hopital europeen',
    'novo nordisk',
    'ii',
    'iii',
    'qu',
    'zq',
    'zy',
    'kw',
    'jj',
    'ma',
    'α',
    'b’',
    // Interventions' names and other names (brand names, codes in any spelling).
    'keytruda',
    'mk-3475',
    'mk 3475',
    'mk3475',
    'amg510',
    'regn 1234',
    'leqembi',
    'drug x',
  ].map(normalizeSearch);
  /** Interventions of the random trials: names and other names, some shared with the words above. */
  const drugs: [string, string[]][] = [
    ['Pembrolizumab', ['Keytruda®', 'MK-3475']],
    ['Nivolumab', ['Opdivo', 'BMS-936558']],
    ['Sotorasib', ['AMG 510', 'Lumakras']],
    ['Lecanemab', ['Léqembi', 'BAN2401']],
    ['REGN1234', []],
    ['Placebo', []],
    ['Ab-8140 tablet', ['Study drug']],
  ];

  /**
   * Two characters mostly outside the title (conditions), at each similarity, with likes that
   * interleave them: "kw" (1, 3/4, 2/3, 1/3) and "jj" (1, 3/4 for a repeated letter, 2/3; at limit
   * 3 the window's best liked 2/3 rows must not hide the unliked 3/4 ones).
   */
  const OUTSIDE_TITLE: Record<number, [string[], number]> = {
    200: [['Kw'], 0],
    201: [['Kw pain'], 3],
    202: [['Akw k kwa'], 0],
    203: [['Akw k kwanza'], 4],
    204: [['Kwanza fever'], 5],
    205: [['Kwanza fever'], 0],
    206: [['Kwanza'], 2],
    207: [['Kwashiorkor'], 1],
    208: [['Akw'], 6],
    209: [['Jj'], 0],
    210: [['Jjj syndrome'], 0],
    211: [['Jjj'], 0],
    212: [['Jjx'], 7],
    213: [['Jjx'], 0],
    214: [['xjj jj'], 1],
    216: [['Jjx'], 6],
  };
  const OUTSIDE_TITLE_CONDITIONS = Object.fromEntries(Object.entries(OUTSIDE_TITLE).map(([i, [c]]) => [i, c]));

  beforeAll(async () => {
    db = await createTestDb();
    knex = db.ctx().em.getKnex();
    const rand = randomInts(12345);
    const pick = (k: number) => Array.from({ length: k }, () => words[rand(words.length)]).join(' ');
    const ids = [
      ...Array.from({ length: 320 }, (_, i) => `NCT6100${String(i * 7).padStart(4, '0')}`),
      ...Array.from({ length: 60 }, (_, i) => `NCT6200${String(i * 3).padStart(4, '0')}`),
      'NCT11111111',
      'NCT11111112',
      'NCT11111121',
      'NCT61000005',
      'NCT12121212',
      'NCT61111111',
    ];
    const randDrug = randomInts(99);
    const interventions = () =>
      Array.from({ length: randDrug(3) }, () => drugs[randDrug(drugs.length)]).map(([name, otherNames]) => ({
        type: 'DRUG',
        name,
        description: null,
        otherNames,
      }));
    const trials = [...new Set(ids)].map((nctId, i) =>
      buildTrial({
        interventions: interventions(),
        nctId,
        briefTitle:
          (
            {
              3: 'Follow-up of NCT61000005 and nct1111111',
              5: 'NCT6100 registry nc',
              7: 'Distinct nci nct610',
              360: 'Academic hospital cohort',
              370: 'Pfizer vaccine study',
              // "qu": similarity 3/4 (its three trigrams and " q "), where "quality" has 2/3; "zq": rare,
              // as a word, inside one, after a character outside ASCII, and at the start of a word.
              375: 'Jqu q quality',
              376: 'Zq inhibitor',
              377: 'Pilot of jzq',
              378: 'αzq marker',
              379: 'Zqb pilot',
              215: 'Kw pilot',
            } as Record<number, string>
          )[i] ?? pick(2 + rand(5)),
        officialTitle: rand(3) ? pick(4 + rand(8)) : null,
        acronym: rand(10) ? null : pick(1).slice(0, 20),
        leadSponsorName: sponsors[rand(sponsors.length)],
        conditions: OUTSIDE_TITLE_CONDITIONS[i] ?? [pick(1 + rand(2)), ...(rand(2) ? [pick(2)] : [])],
      }),
    );
    await insertTrials(db.ctx().em, trials);
    for (const t of trials) if (rand(40) === 0) await knex.raw(`update trials set likes = ? where nct_id = ?`, [1 + rand(5), t.nctId]);
    for (const [i, [, likes]] of Object.entries(OUTSIDE_TITLE))
      await knex.raw(`update trials set likes = ? where nct_id = ?`, [likes, trials[Number(i)].nctId]);
    await knex.raw('analyze trials');
  });
  afterAll(async () => db?.close());

  it('the bound of every match is at least its rank', async () => {
    for (const q of queries) {
      const s = rankAndBoundSql(q);
      const { rows } = await knex.raw(s.text, s.values as Knex.RawBinding[]);
      for (const r of rows as { nct: string; rank: number | string; ub: number | string }[]) {
        if (Number(r.rank) > Number(r.ub)) throw new Error(`${q}: ${r.nct} rank ${r.rank} above its bound ${r.ub}`);
      }
    }
  });

  it('gives the ranking of all matches, whatever the read sizes', async () => {
    let paths = 0;
    for (const q of queries) {
      const all = await reference(q);
      for (const limit of [1, 3, 5, 20]) {
        const want = all.slice(0, limit).map((r) => r.nct);
        for (const tuning of [searchTuning(limit), tiny, { ...tiny, pairsRead: 0 }]) {
          const got = await searchTopIds(knex, q, limit, tuning);
          expect({ q, limit, ids: got.ids, exact: got.exact }).toEqual({ q, limit, ids: want, exact: true });
          if (got.statements > 2) paths++;
        }
      }
    }
    expect(paths).toBeGreaterThan(20); // the tiny reads took the longer paths
  });

  it('out of budget, gives the best of what it read, in rank order', async () => {
    let partial = 0;
    for (const q of queries) {
      const all = await reference(q);
      const position = new Map(all.map((r, i) => [r.nct, i]));
      for (const limit of [1, 5, 20]) {
        const got = await searchTopIds(knex, q, limit, starved);
        if (got.exact) expect(got.ids).toEqual(all.slice(0, limit).map((r) => r.nct));
        else partial++;
        const at = got.ids.map((id) => position.get(id));
        expect(at.every((i) => i !== undefined)).toBe(true);
        expect(at).toEqual([...at].sort((a, b) => a! - b!));
        // The budget, plus what the first statement ranks (the window's and each keyed read's first), plus a last batch.
        expect(got.ranked).toBeLessThanOrEqual(starved.rankBudget + 5 * starved.firstRanked + 2 * limit);
      }
    }
    expect(partial).toBeGreaterThan(0);
  });

  it('reads the NCT-prefix rows that mention "nc…" through the partial index (same predicate as the migration)', async () => {
    const plan = await knex.transaction(async (tx) => {
      await tx.raw('set local enable_seqscan = off');
      await tx.raw('set local enable_bitmapscan = off');
      const pred = NCT_MENTIONS_PREDICATE.replaceAll('search_text', 't.search_text');
      const { rows } = await tx.raw(`explain select t.nct_id from trials t where ${pred} and t.nct_id between 'NCT61000000' and 'NCT61999999'`);
      return (rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('trials_search_nct_mentions');
  });

  it('a text whose word similarity with a one-word query is 1 matches its full-similarity pattern', async () => {
    const rand = randomInts(7);
    const pieces = [
      'ab',
      'abab',
      'xab',
      'aba',
      'b',
      'a',
      'ba',
      'ren',
      'reen',
      'en',
      're',
      'rren',
      'nct',
      'ct',
      'nc',
      'study',
      'stu',
      'dy',
      'tudy',
      'ma',
      'mama',
      'x',
      'nia',
      'ni',
      'ia',
    ];
    const seps = [' ', '-', ' | ', '/', ''];
    const texts = Array.from({ length: 3000 }, () => Array.from({ length: 1 + rand(6) }, () => pieces[rand(pieces.length)] + seps[rand(seps.length)]).join(''));
    let full = 0;
    for (const q of ['ab', 'ren', 'nct', 'nc', 'study', 'ma', 'aba', 'xab', 'nia', 'mama', 'abab']) {
      const pattern = fullSimilarityPattern(queryTrigrams(q)!)!;
      const { rows } = await knex.raw(`select x, word_similarity(?, x) = 1 as one, x ~ ? as hit from unnest(?::text[]) x`, [q, pattern, texts]);
      for (const r of rows as { x: string; one: boolean; hit: boolean }[]) {
        if (r.one && !r.hit) throw new Error(`"${r.x}": similarity 1 with "${q}" but no match of ${pattern}`);
        if (r.one) full++;
      }
    }
    expect(full).toBeGreaterThan(100);
    expect(fullSimilarityPattern(queryTrigrams('lung cancer')!)).toBeNull();
  });

  it('a two-character word: trial_search_pairs lists the texts of similarity 1, and of 3/4 for two different characters, title apart; the others stay under', async () => {
    const rand = randomInts(11);
    const pieces = 'ab abab xab aba b a a ba aa aaa ii iii i ma mab zy zyb z qu quo q x α ’'.split(' ');
    const seps = [' ', '-', ' | ', '/', '', ', '];
    const part = () => Array.from({ length: 1 + rand(6) }, () => pieces[rand(pieces.length)] + seps[rand(seps.length)]).join('');
    const texts = Array.from({ length: 4000 }, (_, i) => `nct${i} | ${part()} | ${part()}`);
    // Similarity 3/4 outside the title, for each distinct pair.
    texts.push(...['ab', 'ba', 'ma', 'zy', 'qu', 'xa'].map((q) => `nct | x | x${q} ${q[0]} ${q}x`));
    const seen = { full: 0, fullOther: 0, near: 0, nearOther: 0 };
    for (const q of ['ab', 'ba', 'aa', 'ii', 'ma', 'zy', 'qu', 'xa']) {
      const [num, den] = belowFullSimilarity(queryTrigrams(q)!);
      const distinct = q[0] !== q[1];
      const { rows } = await knex.raw(
        `select x, word_similarity(?, x) = 1 as one, word_similarity(?, x) <= (?::real / ?::real) as below,
           word_similarity(?, x) = 0.75::real as three_quarters, word_similarity(?, x) <= (2::real / 3::real) as two_thirds,
           strpos(split_part(x, ' | ', 2), ?) > 0 as in_title, trial_search_pairs(x) && array[?, '*'] as listed,
           trial_search_pairs(x) && array['+' || ?] as listed_other, trial_search_pairs(x) && array['~' || ?] as near,
           trial_search_pairs(x) && array['+~' || ?] as near_other, x ~ ? as non_ascii
         from unnest(?::text[]) x`,
        [q, q, num, den, q, q, q, q, q, q, q, NON_ASCII_PATTERN, texts],
      );
      type Row = {
        x: string;
        one: boolean;
        below: boolean;
        three_quarters: boolean;
        two_thirds: boolean;
        in_title: boolean;
        listed: boolean;
        listed_other: boolean;
        near: boolean;
        near_other: boolean;
        non_ascii: boolean;
      };
      for (const r of rows as Row[]) {
        const fail = (why: string) => {
          throw new Error(`"${r.x}" and "${q}": ${why} (${JSON.stringify(r)})`);
        };
        if (!r.one && !r.below) fail(`similarity below 1 but above ${num}/${den}`);
        if (r.non_ascii) {
          if (!r.listed) fail('characters outside ASCII but not listed');
          continue;
        }
        if (r.listed !== (r.one && r.in_title)) fail('listed, or not, against its similarity and title');
        if (r.listed_other !== (r.one && !r.in_title)) fail('listed as other, or not, against its similarity and title');
        if (distinct && !r.one && r.near !== (r.three_quarters && r.in_title)) fail('listed as 3/4, or not, against its similarity and title');
        if (distinct && !r.one && r.near_other !== (r.three_quarters && !r.in_title)) fail('listed as other 3/4, or not, against its similarity and title');
        if (distinct && !r.one && !r.near && !r.near_other && !r.two_thirds) fail('neither listed nor at most 2/3');
        if (r.one && r.in_title) seen.full++;
        if (r.one && !r.in_title) seen.fullOther++;
        if (r.near && r.three_quarters) seen.near++;
        if (r.near_other && r.three_quarters) seen.nearOther++;
      }
    }
    expect(seen.full).toBeGreaterThan(100);
    expect(seen.fullOther).toBeGreaterThan(100);
    expect(seen.near).toBeGreaterThan(5);
    expect(seen.nearOther).toBeGreaterThan(5);
  });

  it('reads two characters through the indexes: keyed rows (title and others), trigrams after any ASCII character, texts outside ASCII', async () => {
    const plan = await knex.transaction(async (tx) => {
      await tx.raw('set local enable_seqscan = off');
      const reads = twoCharacterReadsSql('ab');
      expect(reads).toHaveLength(5); // similarity 1 and 3/4 in the title tier and outside, and every match through byTwoChars
      const plans: string[] = [];
      for (const s of reads) {
        const { rows } = await tx.raw(`explain ${s.text}`, s.values as Knex.RawBinding[]);
        plans.push(...(rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']));
      }
      return plans.join('\n');
    });
    expect(plan).toContain('trials_search_pairs');
    expect(plan).toContain('trials_search_trgm');
    expect(plan).toContain('trials_search_non_ascii');
  });

  it('counts the query trigrams as pg_trgm does', async () => {
    for (const q of [...queries.filter((x) => /^[\x20-\x7e]*$/.test(x)), 'a b', 'x', 'abc-d/e f', '(aurora-4)', '--']) {
      const { rows } = await knex.raw(`select coalesce(array_length(show_trgm(?), 1), 0) as n`, [q]);
      expect({ q, n: queryTrigrams(q)?.all.size }).toEqual({ q, n: rows[0].n });
    }
    expect(queryTrigrams('sjögren')).toBeNull();
  });

  it('finds every self-similar id of an NCT prefix', () => {
    const tail = (id: string, len: number) => {
      const s = id.toLowerCase();
      return [...Array.from({ length: 11 - len }, (_, i) => s.slice(len + i - 2, len + i + 1)), `${s.slice(9)} `];
    };
    for (const q of ['nct1111111', 'nct6100000', 'nct61000', 'nct12121', 'nct9125000']) {
      const t = queryTrigrams(q)!.all;
      const want: string[] = [];
      for (let i = 0; i < 10 ** (11 - q.length); i++) {
        const id = `${q}${String(i).padStart(11 - q.length, '0')}`.toUpperCase();
        if (new Set(tail(id, q.length).filter((g) => !t.has(g))).size <= 1) want.push(id);
      }
      expect(selfSimilarIds(q, t).sort()).toEqual(want);
    }
  });
});

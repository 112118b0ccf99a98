import type { Knex } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { normalizeSearch } from './trials.record.js';
import type { TrialSqlRow } from './trials.fields.js';
import { rowToTrial, trialColumns } from './trials.rows.js';
import { withSearchLimits } from './trials.search.guard.js';
import type { TrialType } from './trials.types.js';
import { likeEscape } from './trials.validation.js';

export const searchSchema = z.object({
  query: z.string().max(200, 'query must be at most 200 characters'),
  limit: z.number().int('limit must be an integer').min(1, 'limit must be at least 1').max(20, 'limit must be at most 20').default(10),
});

/**
 * Case- and accent-insensitive search over NCT id, titles, acronym, lead sponsor, conditions and the
 * interventions' names and other names (brand names, codes: `trials.search_text`, trials.search.text.ts):
 * every word must appear. Ranking (the `rank` expression of searchTopIds):
 * exact NCT id (1000), NCT id prefix (100), phrase at the start of the title (20), whole phrase
 * anywhere (10), plus `word_similarity(query, search_text) * 5`; ties by likes (desc), then NCT id.
 * The best `limit` matches by that ranking over all matches (see searchTopIds), full rows read for
 * those only. Its statements run under the search's own timeout and share of the pool (trials.search.guard.ts).
 */
export async function searchTrials(ctx: AppContext, input: { query: string; limit?: number | null }): Promise<TrialType[]> {
  const { query, limit } = searchSchema.parse({ query: input.query, limit: input.limit ?? undefined });
  const q = normalizeSearch(query);
  if (q.length < 2) throw badInput('Type at least 2 characters to search', { field: 'query', reason: 'SEARCH_TOO_SHORT', min: 2 });
  return withSearchLimits(ctx, async (knex) => {
    const { ids } = await searchTopIds(knex, q, limit);
    if (!ids.length) return [];
    const { rows }: { rows: TrialSqlRow[] } = await knex.raw(`select ${trialColumns('t').join(', ')} from trials t where t.nct_id = any(?::text[])`, [ids]);
    const byId = new Map(rows.map((r) => [r.nctId, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [rowToTrial(row)] : [];
    });
  });
}

// ---------------------------------------------------------------------------------------------
// SQL fragments with their bindings, composed in order (knex.raw '?' placeholders).

interface Sql {
  text: string;
  values: unknown[];
}
const isSql = (v: unknown): v is Sql => typeof v === 'object' && v !== null && 'text' in v && 'values' in v;
function sql(strings: TemplateStringsArray, ...vals: unknown[]): Sql {
  let text = strings[0];
  const values: unknown[] = [];
  vals.forEach((v, i) => {
    if (isSql(v)) {
      text += v.text;
      values.push(...v.values);
    } else {
      text += '?';
      values.push(v);
    }
    text += strings[i + 1];
  });
  return { text, values };
}
const raw = (text: string): Sql => ({ text, values: [] });
const join = (parts: Sql[], sep: string): Sql => ({ text: parts.map((p) => p.text).join(sep), values: parts.flatMap((p) => p.values) });

// ---------------------------------------------------------------------------------------------
// The query's trigrams, as pg_trgm makes them, for an upper bound of word_similarity.

export interface QueryTrigrams {
  /** The query's words as pg_trgm cuts them. */
  tokens: string[];
  /** Every distinct trigram of the query ("  a", " ab", "abc", "bc "). */
  all: Set<string>;
  /** Regular expressions, one per trigram at a word boundary, true of a text whenever pg_trgm finds that trigram in it. */
  boundaryPatterns: string[];
}

const WORD_START = '(^|[^0-9a-z])';
const WORD_END = '([^0-9a-z]|$)';

/**
 * pg_trgm cuts a text into words at every non-alphanumeric character and pads each word ("  w" …
 * "w "); null for a query with characters outside printable ASCII, which may or may not be word
 * characters depending on the database's locale (no pruning then).
 */
export function queryTrigrams(q: string): QueryTrigrams | null {
  if (/[^\x20-\x7e]/.test(q)) return null;
  const all = new Set<string>();
  const patterns = new Set<string>();
  const tokens = q.split(/[^0-9a-z]+/).filter(Boolean);
  for (const w of tokens) {
    const padded = `  ${w} `;
    for (let i = 0; i + 3 <= padded.length; i++) all.add(padded.slice(i, i + 3));
    patterns.add(`${WORD_START}${w[0]}`);
    if (w.length === 1) patterns.add(`${WORD_START}${w}${WORD_END}`);
    else {
      patterns.add(`${WORD_START}${w.slice(0, 2)}`);
      patterns.add(`${w.slice(-2)}${WORD_END}`);
    }
  }
  return { tokens, all, boundaryPatterns: [...patterns] };
}

/**
 * For a one-word query w (2 characters or more): a regular expression true of every text whose word
 * similarity with w is 1. Similarity 1 needs a run of the text's trigrams made of w's trigrams only
 * and holding them all, among which "  w0" (a word starting with w0) and "yz " (a word ending with
 * w's last two characters). Inside a word the run goes on only through trigrams of w, so it covers a
 * whole word made of w's trigrams, or it ends a word A with "yz " and goes on into the next word B.
 * When no two-letter sequence repeats in w, a word made of w's trigrams is w itself, A ends with a
 * suffix w[j:] and B starts with w[:i], i ≥ j + 2 (their trigrams together are all of w's).
 * Otherwise, more loosely: a whole word starting with w0w1 and ending with yz, or "…yz w0w1…".
 */
export function fullSimilarityPattern(t: QueryTrigrams): string | null {
  if (t.tokens.length !== 1 || t.tokens[0].length < 2) return null;
  const w = t.tokens[0];
  const bigrams = Array.from({ length: w.length - 1 }, (_, i) => w.slice(i, i + 2));
  if (new Set(bigrams).size === bigrams.length) {
    const joins = Array.from({ length: w.length - 1 }, (_, j) => `${w.slice(j)}[^0-9a-z]+${w.slice(0, j + 2)}`);
    return [`${WORD_START}${w}${WORD_END}`, ...joins].join('|');
  }
  const head = w.slice(0, 2);
  const tail = w.slice(-2);
  return `${WORD_START}(?=${head})[0-9a-z]*${tail}${WORD_END}|${tail}[^0-9a-z]+${head}`;
}

/**
 * The most a text whose word similarity with a one-word query of n trigrams is below 1 can have:
 * n/(n+1), all of them and one foreign trigram (repeats count once: for "ab", "xab a aba" holds
 * "ab ", "  a", " a ", "  a", " ab": 3/4). For two different characters, trial_search_pairs
 * tells those texts ("~xy") from the others, which have 2/3 at most.
 */
export function belowFullSimilarity(t: QueryTrigrams): [number, number] {
  return [t.all.size, t.all.size + 1];
}

/** A character outside ASCII (PostgreSQL text holds no NUL). */
export const NON_ASCII_PATTERN = String.raw`[^\x01-\x7f]`;
/** The predicate of the partial index `trials_search_non_ascii` (verbatim, on `search_text`). */
const NON_ASCII_PREDICATE = `search_text ~ '${NON_ASCII_PATTERN}'`;

/**
 * The predicate of the partial index `trials_search_nct_mentions` (verbatim, on `search_text`):
 * after the 11-character NCT id, a word starting with "nc", and "nct" or a word ending in "nc".
 * For an NCT id prefix, only these rows (and self-similar ids) can have a word similarity above
 * (n-1)/n: see nctPrefixFlag.
 */
export const NCT_MENTIONS_PREDICATE = `substr(search_text, 12) ~ '(^|[^0-9a-z])nc' and (strpos(substr(search_text, 12), 'nct') > 0 or substr(search_text, 12) ~ 'nc([^0-9a-z]|$)')`;

/**
 * NCT ids starting with `q` ("nct" + 1 to 7 digits) whose trigrams after the query's (from the
 * position of its last character on, with the final "xy ") hold at most one distinct trigram that
 * is not one of the query's: the only ids through which a window of the text can gather all the
 * query's trigrams with at most one foreign one. Depth-first over the missing digits, pruned at the
 * second foreign trigram.
 */
export function selfSimilarIds(q: string, qTrigrams: Set<string>): string[] {
  if (!/^nct\d{1,7}$/.test(q)) return [];
  const out: string[] = [];
  const walk = (id: string, extra: string | null) => {
    if (id.length === 11) {
      const last = `${id.slice(9)} `;
      if (qTrigrams.has(last) || extra === null || extra === last) out.push(id.toUpperCase());
      return;
    }
    for (let d = 0; d <= 9; d++) {
      const next = `${id}${d}`;
      const tri = next.slice(-3);
      if (qTrigrams.has(tri)) walk(next, extra);
      else if (extra === null || extra === tri) walk(next, tri);
    }
  };
  walk(q, null);
  return out;
}

// ---------------------------------------------------------------------------------------------

/**
 * The sizes of the reads and the budgets. Correctness does not depend on them (tests run the search
 * with tiny ones to walk every path on a small table); speed does.
 */
export interface SearchTuning {
  /** Trials read first in (likes desc, nct_id) order: most searches end there. */
  windowRows: number;
  /** Matches kept from that first read (at least 10 per result); reaching it means the words are common. */
  windowMatches: number;
  /** Of them, ranked exactly in the first statement (the limit + 3). */
  firstRanked: number;
  /** Further reads of the window when a tier is common: rows, and matches kept of them. */
  moreWindowRows: number;
  moreWindowMatches: number;
  /** Unliked NCT-prefix matches read in id order (that tier's own window) at first. */
  nctWindow: number;
  /**
   * A tier estimated (from its share of the window and the table's size) to hold at most this many
   * trials is read through its own index; a larger one by reading the window on.
   */
  indexRead: number;
  /**
   * A two-character query's keyed rows (trials_search_pairs), title and others apart, when the planner expects at
   * most this many, are read through that index (a bitmap read of all of them).
   */
  pairsRead: number;
  /** Budgets: window rows read, rows read for one tier, word similarities computed. */
  windowBudget: number;
  readBudget: number;
  rankBudget: number;
}

export const searchTuning = (limit: number): SearchTuning => ({
  windowRows: 1500,
  windowMatches: Math.max(100, 10 * limit),
  firstRanked: limit + 3,
  moreWindowRows: 2000,
  moreWindowMatches: 500,
  nctWindow: Math.max(50, 4 * limit),
  indexRead: 1500,
  pairsRead: 4000,
  windowBudget: 8000,
  readBudget: 3000,
  rankBudget: 400,
});

interface Candidate {
  nct: string;
  likes: number;
  /** Upper bound of the rank (same float arithmetic as the rank). */
  ub: number;
  tier: number;
  rank?: number;
}
interface Cut {
  likes: number;
  nct: string;
}
type PairsGroup = 'title' | 'other';
type PairsRead = `${'full' | 'near'} ${PairsGroup}`;
interface Region {
  name: 'nct prefix' | PairsRead | PairsGroup;
  /** Best rank an unread match of the region can have; null once it was read completely. */
  bound: number | null;
  /** Its unread matches also sort after this (likes desc, nct_id); null: after the window's cut only. */
  cut: Cut | null;
  /** Rows read by its own statements (budget). */
  read: number;
}

/** a before b in (likes desc, nct_id) order. */
const beforeInLikes = (a: Cut, b: Cut) => a.likes > b.likes || (a.likes === b.likes && a.nct < b.nct);
/** (score a, likes, nct) sorts before (score b, likes, nct). */
const better = (sa: number, a: Cut, sb: number, b: Cut) => sa > sb || (sa === sb && beforeInLikes(a, b));

export interface SearchResult {
  /** NCT ids of the best matches, best first. */
  ids: string[];
  /**
   * true: provably the best `limit` matches by the rank over all matches. false: the proof needed
   * more reads or similarities than the budgets allow (words found in most trials but rarely as the
   * ranking prefers, e.g. "of the"): the best of the candidates read.
   */
  exact: boolean;
  /** Word similarities computed. */
  ranked: number;
  /** Statements sent. */
  statements: number;
}

/** The search's SQL expressions for a normalised query (alias `t` for trials). */
function searchExpressions(q: string) {
  const words = [...new Set(q.split(' ').filter(Boolean))].slice(0, 8);
  const match = join(
    words.map((w) => sql`t.search_text like ${`%${likeEscape(w)}%`}`),
    ' and ',
  );
  const exactId = /^nct\d{8}$/.test(q) ? q.toUpperCase() : '';
  const prefix = `${likeEscape(q)}%`;
  const phrase = `%${likeEscape(q)}%`;
  const title = raw(`split_part(t.search_text, ' | ', 2)`);
  const tier = sql`((t.nct_id = ${exactId})::int * 1000 + (t.search_text like ${prefix})::int * 100 + (${title} like ${phrase})::int * 20 + (t.search_text like ${phrase})::int * 10)`;
  const rank = sql`(${tier} + word_similarity(${q}, t.search_text) * 5)`;

  // Upper bound of word_similarity, a float4 like the function's: (n − trigrams ruled out) / n.
  const trigrams = queryTrigrams(q);
  const n = trigrams?.all.size ?? 0;
  let similarityBound: Sql;
  if (!trigrams) similarityBound = raw(`1::real`);
  else if (n === 0) similarityBound = raw(`0::real`);
  else {
    const missing = join(
      trigrams.boundaryPatterns.map((re) => sql`(t.search_text !~ ${re})::int`),
      ' + ',
    );
    // Below 1 (the full-similarity pattern fails), similarity is at most belowFullSimilarity.
    const full = fullSimilarityPattern(trigrams);
    const byCount = sql`(${n}::int - (${missing}))::real / ${n}::real`;
    const [num, den] = belowFullSimilarity(trigrams);
    const bound = full ? sql`least(${byCount}, case when t.search_text ~ ${full} then 1::real else ${num}::real / ${den}::real end)` : byCount;
    // A text with non-ASCII characters may hold hashed trigrams: no pruning there.
    similarityBound = sql`(case when octet_length(t.search_text) <> char_length(t.search_text) then 1::real else ${bound} end)`;
  }

  // NCT id prefix tier: search_text starts with the lower-cased id, so only an id prefix can match.
  const nctPrefix = /^(nc|nct\d{0,7})$/.test(q) ? q : null;
  const longId = /^nct\d{8}/.test(q) ? q.slice(0, 11).toUpperCase() : null;
  const idRange = nctPrefix
    ? { lo: `NCT${nctPrefix.slice(3)}`.padEnd(11, '0'), hi: `NCT${nctPrefix.slice(3)}`.padEnd(11, '9') }
    : longId
      ? { lo: longId, hi: longId }
      : null;
  let nctBoundRank: Sql | null = null;
  let nctTitleBoundRank: Sql | null = null;
  let selfSimilar: string[] = [];
  if (nctPrefix && trigrams && n > 1) {
    selfSimilar = selfSimilarIds(nctPrefix, trigrams.all);
    const flagged = nctPrefixFlag(nctPrefix, selfSimilar);
    similarityBound = sql`(case when t.search_text like ${prefix} and not ${flagged} then ${n - 1}::real / ${n}::real else ${similarityBound} end)`;
    nctBoundRank = sql`(110 + (${n - 1}::real / ${n}::real) * 5)::float8`;
    nctTitleBoundRank = sql`(130 + (${n - 1}::real / ${n}::real) * 5)::float8`;
  }
  const cheap = sql`t.nct_id as nct, t.likes, ${tier} as tier, (${tier} + ${similarityBound} * 5)::float8 as ub`;

  // A two-character word: the title's phrase tier (30) and the other matches (10, or 0) each split
  // into their rows of similarity 1 and, for two different characters, of 3/4, found through
  // trials_search_pairs, and the rest, whose similarity is at most belowFullSimilarity (2/3 for two
  // different characters). Keys: "xy", "~xy" when the title holds xy; "+xy", "+~xy" when it does
  // not (a row outside the phrase tier may still hold xy in its title: "zy!" is not in "zy zy").
  const pairKey = trigrams && trigrams.tokens.length === 1 && trigrams.tokens[0].length === 2 && !idRange ? trigrams.tokens[0] : null;
  const [below, belowOf] = trigrams ? belowFullSimilarity(trigrams) : [1, 1];
  const keyed = (keys: string[]) => sql`trial_search_pairs(t.search_text) && ${keys}::text[]`;
  /** tier + 5 × num/den, in the rank's float arithmetic. */
  const rankOfSimilarity = (tierValue: number, num: number, den: number) => sql`(${tierValue} + (${num}::real / ${den}::real) * 5)::float8`;
  const pairsGroup = (k: string, group: PairsGroup) => {
    const near = k[0] !== k[1];
    const tierValue = group === 'title' ? 30 : 10;
    const full = group === 'title' ? [k, '*'] : [k, `+${k}`, '*'];
    const nearKeys = group === 'title' ? [`~${k}`] : [`~${k}`, `+~${k}`];
    return {
      group,
      tier: group === 'title' ? sql`${title} like ${phrase} and ${match}` : sql`${title} not like ${phrase} and ${match}`,
      any: keyed(near ? [...full, ...nearKeys] : full),
      reads: [
        { name: `full ${group}` as PairsRead, src: `f${group}`, where: keyed(full), boundRank: rankOfSimilarity(tierValue, 1, 1) },
        ...(near
          ? [{ name: `near ${group}` as PairsRead, src: `n${group}`, where: keyed(nearKeys), boundRank: rankOfSimilarity(tierValue, below, belowOf) }]
          : []),
      ],
      restBoundRank: near ? rankOfSimilarity(tierValue, 2, 3) : rankOfSimilarity(tierValue, below, belowOf),
    };
  };
  const pairs = pairKey ? [pairsGroup(pairKey, 'title'), pairsGroup(pairKey, 'other')] : null;

  // Trigram indexes find a word through three letters or digits in a row. A query without any still
  // holds two in a row, which they find once the character before them is spelled out: any ASCII one,
  // or the start of the text; texts with other characters are listed by trials_search_non_ascii.
  const twoChars = words.some((w) => /[0-9a-z]{3}/.test(w)) ? null : (words.map((w) => /[0-9a-z]{2}/.exec(w)?.[0]).find(Boolean) ?? null);
  const byTwoChars = (expr: Sql): Sql | null =>
    twoChars
      ? sql`(${expr} ~ ${`[\\x01-\\x7f]${twoChars}`} or ${expr} like ${`${twoChars}%`} or ${raw(NON_ASCII_PREDICATE.replaceAll('search_text', 't.search_text'))})`
      : null;
  const matchIndexed = byTwoChars(raw('t.search_text'));
  const titleIndexed = byTwoChars(title);

  return {
    words,
    match,
    title,
    phrase,
    rank,
    cheap,
    similarityBound,
    tier,
    idRange,
    nctBoundRank,
    nctTitleBoundRank,
    selfSimilar,
    pairs,
    matchIndexed,
    titleIndexed,
  };
}

/**
 * For tests: every match of `q` with its rank and the upper bound the search uses for it
 * (`select nct, rank, ub`); the bound must never be below the rank.
 */
export function rankAndBoundSql(q: string): { text: string; values: unknown[] } {
  const e = searchExpressions(q);
  return sql`select t.nct_id as nct, ${e.rank}::float8 as rank, (${e.tier} + ${e.similarityBound} * 5)::float8 as ub from trials t where ${e.match}`;
}

/**
 * For tests: the index reads a two-character query makes (searchTopIds), as statements selecting
 * nct_id: its keyed title rows, and its matches through byTwoChars.
 */
export function twoCharacterReadsSql(q: string): { text: string; values: unknown[] }[] {
  const e = searchExpressions(q);
  return [...(e.pairs ?? []).flatMap((g) => g.reads.map((r) => r.where)), ...(e.matchIndexed ? [e.matchIndexed] : [])].map(
    (where) => sql`select t.nct_id from trials t where ${where}`,
  );
}

/**
 * The best `limit` matches of `q` (normalised) by the search rank, without ranking every match.
 *
 * word_similarity is the costly part of the rank (tens of µs per row on a 350-character text). Every
 * candidate gets a cheap upper bound `ub` of its rank instead: the tier exactly (LIKE tests), and a
 * bound of the similarity: c/n, n being the query's trigrams and c those the text can hold (a trigram
 * at a word boundary is ruled out by a regular expression; similarity = count/(n + extent − count) ≤
 * count/n); for one word, n/(n+1) when fullSimilarityPattern fails; for an NCT id prefix, (n-1)/n
 * unless nctPrefixFlag. Candidates are ranked exactly (the rank expression) in decreasing order of
 * their bound, until the next bound cannot beat the k-th rank.
 *
 * Candidates come from reads that each tell which matches they left unread:
 * - the window: trials in (likes desc, nct_id) order (trials_likes_sort on (-likes, nct_id)), read
 *   on, further each time, while a tier is common; every unread match sorts after its last row;
 * - the NCT id prefix tier (a query "nc", "nct" or "nct" + digits): its liked rows, its first unliked
 *   rows in id order, and its rows that can have a similarity above (n-1)/n (nctPrefixFlag): every
 *   unread row of the tier then has a rank ≤ 110 + 5(n-1)/n and sorts after those read;
 * - the phrase-in-title tier (trials_title_trgm) and all matches (trials_search_trgm), in (likes,
 *   nct_id) order, when the window shows them rare (a query without three letters or digits in a
 *   row reaches those indexes through two, see byTwoChars);
 * - for a two-character word, its matches of similarity 1, and of 3/4 for two different characters
 *   (trials_search_pairs), best liked first, title tier and the others apart, each when the planner
 *   expects few: every other title match then ranks at most 30 + 5·belowFullSimilarity (or
 *   30 + 5·2/3), every other match 10 + the same.
 * The answer is exact when the k-th rank beats, for each tier not read completely, the best rank an
 * unread row can have, or equals it and sorts before the reads' cuts.
 */
export async function searchTopIds(knex: Knex, q: string, limit: number, tuning: SearchTuning = searchTuning(limit)): Promise<SearchResult> {
  const T = tuning;
  const { words, match, title, phrase, tier, rank, cheap, idRange, nctBoundRank, nctTitleBoundRank, selfSimilar, pairs, matchIndexed, titleIndexed } =
    searchExpressions(q);
  type Row = { src?: string; nct: string; likes: number; tier: number; ub: number | string; rank?: number | string | null; pos?: number | string };
  const known = new Map<string, Candidate>();
  const add = (rows: Row[]) => {
    for (const r of rows) {
      const c = known.get(r.nct) ?? { nct: r.nct, likes: r.likes, tier: r.tier, ub: Number(r.ub) };
      if (r.rank !== null && r.rank !== undefined) c.rank ??= Number(r.rank);
      known.set(r.nct, c);
    }
  };
  let statements = 0;
  const run = async (s: Sql): Promise<Row[]> => {
    statements++;
    const res = await knex.raw<{ rows: Row[] }>(s.text, s.values as Knex.RawBinding[]);
    return res.rows;
  };
  let rankedCount = 0;
  /** The planner's estimates of the rows of each of `wheres` (two or more) on trials, in one statement: the branches of a union all. */
  const plannedRows = async (wheres: Sql[]): Promise<number[]> => {
    statements++;
    type PlanNode = { 'Node Type': string; 'Plan Rows': number; Plans?: PlanNode[] };
    const s = join(
      wheres.map((w) => sql`select 1 from trials t where ${w}`),
      ' union all ',
    );
    const res = await knex.raw<{ rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }>(`explain (format json) ${s.text}`, s.values as Knex.RawBinding[]);
    const plan = res.rows[0]['QUERY PLAN'][0].Plan;
    // (An Append of the branches in order; any other shape: taken as many rows.)
    return plan['Node Type'] === 'Append' && plan.Plans?.length === wheres.length ? plan.Plans.map((p) => p['Plan Rows']) : wheres.map(() => Infinity);
  };

  // The window: trials after `after` in (likes desc, nct_id) order, i.e. (-likes, nct_id) ascending:
  // one scan of trials_likes_sort from the cut on.
  const windowScan = (after: Cut | null, rows: number, columns: string) =>
    sql`(select ${raw(columns)} from trials ${after ? sql`where (-likes, nct_id) > (${-after.likes}::int, ${after.nct})` : raw('')} order by nl, nct_id limit ${rows})`;
  const windowRead = (after: Cut | null, rows: number, cap: number, ranked: number, minRank = -1) => [
    sql`(select 'w' as src, x.* from (
           select ${cheap}, case when row_number() over (order by t.nl, t.nct_id) <= ${ranked} then ${rank}::float8 end as rank, t.pos
           from ${windowScan(after, rows, 'nct_id, -likes as nl, likes, search_text, row_number() over (order by -likes, nct_id) as pos')} t
           where ${match} and ${tier} + 5 >= ${minRank}::float8 order by t.nl, t.nct_id limit ${cap}) x)`,
    sql`(select 'cut' as src, c.nct_id as nct, -c.nl as likes, 0 as tier, 0::float8 as ub, null::float8 as rank, ${rows}::bigint as pos
         from ${windowScan(after, rows, 'nct_id, -likes as nl')} c order by c.nl, c.nct_id offset ${rows - 1} limit 1)`,
  ];
  const window = { cut: null as Cut | null, rows: 0, matches: 0, titleMatches: 0, complete: false };
  const inWindow = new Set<string>();
  /** Takes a window read's rows: its matches and where it stopped. */
  const takeWindow = (rows: Row[], requested: number, cap: number) => {
    const matches = rows.filter((r) => r.src === 'w').sort((a, b) => (beforeInLikes(a, b) ? -1 : 1));
    const cut = rows.find((r) => r.src === 'cut');
    add(matches);
    rankedCount += matches.filter((r) => r.rank !== null && r.rank !== undefined).length;
    for (const m of matches) inWindow.add(m.nct);
    window.matches += matches.length;
    window.titleMatches += matches.filter((m) => m.tier % 100 >= 20).length;
    if (matches.length === cap) {
      // Stopped at the cap: read up to the last match.
      const last = matches[matches.length - 1];
      window.cut = { likes: last.likes, nct: last.nct };
      window.rows += Number(last.pos);
    } else if (cut) {
      window.cut = { likes: cut.likes, nct: cut.nct };
      window.rows += requested;
    } else window.complete = true; // the table ended
  };

  // First statement: the window (its first matches ranked) and the NCT prefix tier's reads; for a
  // whole NCT id, every match instead of the window (the id is rare).
  const wholeId = idRange !== null && idRange.lo === idRange.hi;
  const sources: Sql[] = wholeId
    ? [sql`(select 'all' as src, ${cheap}, null::float8 as rank, 0::bigint as pos from trials t where ${match} limit ${T.readBudget + 1})`]
    : windowRead(null, T.windowRows, T.windowMatches, T.firstRanked);
  if (idRange) {
    const inRange = sql`t.nct_id between ${idRange.lo} and ${idRange.hi} and ${match}`;
    const rankFirst = (order: string) => sql`case when row_number() over (order by ${raw(order)}) <= ${T.firstRanked} then ${rank}::float8 end as rank`;
    sources.push(
      sql`(select 'pl' as src, ${cheap}, ${rankFirst('-t.likes, t.nct_id')}, 0::bigint as pos from trials t where (t.likes > 0 or t.likes < 0) and ${inRange})`,
      sql`(select 'pu' as src, x.* from (select ${cheap}, ${rankFirst('t.nct_id')}, 0::bigint as pos from trials t where t.likes = 0 and ${inRange} order by t.nct_id limit ${T.nctWindow}) x)`,
    );
    if (nctBoundRank)
      sources.push(
        sql`(select 'pf' as src, ${cheap}, null::float8 as rank, 0::bigint as pos from trials t where ${raw(NCT_MENTIONS_PREDICATE.replaceAll('search_text', 't.search_text'))} and ${inRange})`,
        sql`(select 'pf' as src, ${cheap}, null::float8 as rank, 0::bigint as pos from trials t where t.nct_id = any(${selfSimilar}::text[]) and ${inRange})`,
        sql`(select 'pbound' as src, '' as nct, 0 as likes, 0 as tier, ${nctBoundRank} as ub, null::float8 as rank, 0::bigint as pos)`,
        sql`(select 'tbound' as src, '' as nct, 0 as likes, 0 as tier, ${nctTitleBoundRank!} as ub, null::float8 as rank, 0::bigint as pos)`,
      );
    // An id prefix with digits is rare in titles: read its title matches now.
    if (/\d/.test(q))
      sources.push(
        sql`(select 'title' as src, x.* from (select ${cheap}, null::float8 as rank, 0::bigint as pos from trials t where ${title} like ${phrase} and ${match} limit ${T.readBudget + 1}) x)`,
      );
  }
  // A two-character word's keyed rows (similarity 1, and 3/4), title tier and others apart, when the
  // planner expects few: the best liked of each (ranked) now. (Estimated first: the index lists a
  // common one, "in", in most rows.) Every bound comes as a row (the rank's own float arithmetic).
  const pairsFirst = Math.max(4 * limit, T.firstRanked);
  const pairsByIndex = new Set<PairsGroup>();
  if (pairs) {
    const boundRow = (src: string, ub: Sql) =>
      sql`(select ${src} as src, '' as nct, 0 as likes, 0 as tier, ${ub} as ub, null::float8 as rank, 0::bigint as pos)`;
    const planned = await plannedRows(pairs.map((g) => g.any));
    pairs.forEach((g, i) => {
      sources.push(boundRow(`${g.group} bound`, g.restBoundRank));
      for (const read of g.reads) sources.push(boundRow(`${read.src} bound`, read.boundRank));
      if (planned[i] > T.pairsRead) return;
      pairsByIndex.add(g.group);
      for (const read of g.reads)
        sources.push(
          sql`(select ${read.src} as src, x.* from (select ${cheap}, case when row_number() over (order by t.likes desc, t.nct_id) <= ${T.firstRanked} then ${rank}::float8 end as rank, 0::bigint as pos
                from (select t.nct_id, t.likes, t.search_text from trials t where ${read.where} and ${g.tier} offset 0) t
                order by t.likes desc, t.nct_id limit ${pairsFirst}) x)`,
        );
    });
  }
  // The table's size as last analysed (-1 if never: taken as large).
  sources.push(
    sql`(select 'size' as src, '' as nct, 0 as likes, 0 as tier, reltuples::float8 as ub, null::float8 as rank, 0::bigint as pos from pg_class where oid = 'trials'::regclass)`,
  );
  const first = await run(join(sources, ' union all '));
  const size = Number(first.find((r) => r.src === 'size')?.ub ?? -1);
  const tableRows = size >= 0 ? size : 1e7;
  rankedCount += first.filter((r) => r.src !== 'w' && r.rank !== null && r.rank !== undefined).length;
  if (!wholeId) takeWindow(first, T.windowRows, T.windowMatches);
  else {
    const all = first.filter((r) => r.src === 'all');
    add(all);
    if (all.length <= T.readBudget) window.complete = true;
    // (Thousands of trials naming one id: read the window as for any other query.)
    else takeWindow(await run(join(windowRead(null, T.windowRows, T.windowMatches, T.firstRanked), ' union all ')), T.windowRows, T.windowMatches);
  }

  const regions: Region[] = [];
  if (idRange) {
    const bySrc = (s: string) => first.filter((r) => r.src === s);
    add(bySrc('pl'));
    const unliked = bySrc('pu');
    add(unliked);
    add(bySrc('pf'));
    const complete = unliked.length < T.nctWindow;
    // Unread rows of the tier are not flagged (those were read) and have no title match (next region).
    const pbound = bySrc('pbound')[0];
    regions.push({
      name: 'nct prefix',
      bound: complete ? null : pbound ? Number(pbound.ub) : 1135,
      cut: complete ? null : { likes: 0, nct: unliked[unliked.length - 1].nct },
      read: unliked.length,
    });
  }
  // Phrase in the title (20 + 10), with the NCT prefix tier's 100 for an id prefix; then every
  // other match: phrase (10) or all words (0). Plus at most 5 of similarity.
  // For an id prefix, flagged rows were all read: an unread title match has the tier's bound + 20.
  const tbound = first.find((r) => r.src === 'tbound');
  const titleRows = first.filter((r) => r.src === 'title');
  add(titleRows);
  const titleRead = idRange !== null && /\d/.test(q) && titleRows.length <= T.readBudget;
  const boundOf = (src: string) => Number(first.find((r) => r.src === `${src} bound`)!.ub);
  /** A group of keyed reads: its reads' regions and its rest, or one region of its best bound when not read by the index. */
  const pushPairs = (g: NonNullable<typeof pairs>[number]) => {
    if (!pairsByIndex.has(g.group)) return void regions.push({ name: g.group, bound: boundOf(g.reads[0].src), cut: null, read: 0 });
    for (const read of g.reads) {
      const got = first.filter((r) => r.src === read.src);
      add(got);
      rankedCount += got.filter((r) => r.rank !== null && r.rank !== undefined).length;
      const last = got.length === pairsFirst ? got.reduce((a, b) => (beforeInLikes(a, b) ? b : a)) : null;
      regions.push({ name: read.name, bound: last ? boundOf(read.src) : null, cut: last && { likes: last.likes, nct: last.nct }, read: got.length });
    }
    regions.push({ name: g.group, bound: boundOf(g.group), cut: null, read: 0 });
  };
  if (pairs) pairs.forEach(pushPairs);
  else {
    regions.push({ name: 'title', bound: titleRead ? null : tbound ? Number(tbound.ub) : idRange ? 135 : 35, cut: null, read: titleRows.length });
    regions.push({ name: 'other', bound: 15, cut: null, read: 0 });
  }

  /** The keyed read of a region, when its group is read through the index. */
  const keyedRead = (name: Region['name']) => {
    const group = pairs?.find((g) => pairsByIndex.has(g.group) && g.reads.some((r) => r.name === name));
    return group && { group, read: group.reads.find((r) => r.name === name)! };
  };
  const rankOf = async (cands: Candidate[]) => {
    const rows = await run(sql`select t.nct_id as nct, ${rank}::float8 as rank from trials t where t.nct_id = any(${cands.map((c) => c.nct)}::text[])`);
    for (const r of rows) known.get(r.nct)!.rank = Number(r.rank);
    rankedCount += rows.length;
  };
  const order = (a: Candidate, b: Candidate) => (better(a.rank!, a, b.rank!, b) ? -1 : better(b.rank!, b, a.rank!, a) ? 1 : 0);
  const ranked = () => [...known.values()].filter((c) => c.rank !== undefined).sort(order);
  const pendingAbove = (kth: Candidate | null) =>
    [...known.values()]
      .filter((c) => c.rank === undefined && (!kth || better(c.ub, c, kth.rank!, kth)))
      .sort((a, b) => (better(a.ub, a, b.ub, b) ? -1 : better(b.ub, b, a.ub, a) ? 1 : 0));
  const result = (exact: boolean): SearchResult => ({
    ids: ranked()
      .slice(0, limit)
      .map((c) => c.nct),
    exact,
    ranked: rankedCount,
    statements,
  });
  /** Out of budget: the best candidates read, the most promising ranked within the budget. */
  const bestEffort = async (): Promise<SearchResult> => {
    const top = ranked();
    const pending = pendingAbove(top.length >= limit ? top[limit - 1] : null).slice(0, Math.max(0, T.rankBudget - rankedCount));
    if (pending.length) await rankOf(pending);
    return result(false);
  };
  const later = (a: Cut | null, b: Cut | null) => (!a ? b : !b ? a : beforeInLikes(a, b) ? b : a);
  /**
   * The first `count` rows after `after` in (likes desc, nct_id) order among those of `where` whose
   * tier can still reach `minRank`, through `where`'s (trigram) index; their cut, or null when
   * that was all of them.
   */
  const readOrdered = async (where: Sql, after: Cut | null, count: number, minRank: number) => {
    const afterCut = after ? sql`and (t.likes < ${after.likes} or (t.likes = ${after.likes} and t.nct_id > ${after.nct}))` : raw('');
    const rows = await run(
      // offset 0: read the matches through the trigram index, then sort them (not the whole table in order).
      sql`select ${cheap} from (select * from (select t.nct_id, t.likes, t.search_text from trials t where ${where} ${afterCut} and ${tier} + 5 >= ${minRank}::float8 offset 0) t
            order by t.likes desc, t.nct_id limit ${count}) t`,
    );
    add(rows);
    const last = rows.length < count ? null : rows.reduce((a, b) => (beforeInLikes(a, b) ? b : a));
    return { read: rows.length, cut: last && { likes: last.likes, nct: last.nct } };
  };
  /** Every match not read after `allCut` sorts after it (reads of all matches). */
  let allCut: Cut | null = null;
  let allRead = 0;

  let batch = Math.max(limit, 32);
  let extensions = 0;
  for (;;) {
    // Rank exactly, in decreasing order of their bound, the candidates that could still enter the top k.
    for (;;) {
      const top = ranked();
      const pending = pendingAbove(top.length >= limit ? top[limit - 1] : null);
      if (!pending.length) break;
      if (rankedCount >= T.rankBudget) return bestEffort();
      await rankOf(pending.slice(0, Math.min(batch, T.rankBudget - rankedCount)));
      batch *= 2;
    }
    if (window.complete) return result(true);
    const top = ranked();
    const kth = top.length >= limit ? top[limit - 1] : null;
    // An unread match sorts after the cuts of the reads that would have found it: the k-th must beat
    // (bound, latest cut).
    const open = regions.filter((r) => {
      if (r.bound === null) return false;
      if (!kth) return true;
      const cut = later(later(window.cut, r.cut), allCut)!;
      return !(kth.rank! > r.bound || (kth.rank === r.bound && (inWindow.has(kth.nct) || !beforeInLikes(cut, kth))));
    });
    if (!open.length) return result(true);
    const region = open.reduce((a, b) => (b.bound! > a.bound! ? b : a));
    // A row whose tier + 5 is below the k-th rank can never enter: not worth reading.
    const minRank = kth ? kth.rank! : -1;
    // The tier's size, estimated from its share of the window (one more hit than seen: never 0).
    // (Through byTwoChars every read takes the whole bitmap anyway: one read of up to the budget.)
    const small = (found: number) => ((found + 1) / (window.rows + 1)) * tableRows <= (matchIndexed ? T.readBudget : T.indexRead);
    // Trigram indexes need 3 letters or digits in a row; otherwise a read scans the table, or with
    // byTwoChars reads every candidate of a broad bitmap: once, then.
    const indexed = (text: string) => /[0-9a-z]{3}/.test(text);
    // A read without an index takes every candidate at once; but when the other matches' keyed rows
    // were read (their rest ranks at most 10 + 5·2/3), the best liked few often settle the answer.
    const grow = (read: number, text: string) =>
      indexed(text) ? Math.min(Math.max(4 * limit, 8 * read), T.readBudget - read) : read === 0 && pairsByIndex.has('other') ? pairsFirst : T.readBudget - read;
    if (region.name === 'nct prefix') {
      if (region.read >= T.readBudget) return bestEffort();
      // More of the tier's unliked rows, in id order.
      const count = Math.min(region.read * 8, T.readBudget);
      const rows = await run(
        sql`select ${cheap} from trials t where t.likes = 0 and t.nct_id > ${region.cut!.nct} and t.nct_id <= ${idRange!.hi} and ${match} order by t.nct_id limit ${count}`,
      );
      add(rows);
      region.read += rows.length;
      if (rows.length < count) region.bound = null;
      else region.cut = { likes: 0, nct: rows[rows.length - 1].nct };
    } else if (keyedRead(region.name) && region.read < T.readBudget) {
      // More of them, best liked first.
      const { read, group } = keyedRead(region.name)!;
      const r = await readOrdered(sql`${read.where} and ${group.tier}`, region.cut, Math.min(8 * region.read, T.readBudget - region.read), minRank);
      region.read += r.read;
      if (!r.cut) region.bound = null;
      region.cut = r.cut;
    } else if (open.some((r) => r.name === 'other') && small(window.matches) && allRead < T.readBudget) {
      // The words are not common: read the matches (all tiers) in (likes, nct_id) order.
      const r = await readOrdered(matchIndexed ? sql`${matchIndexed} and ${match}` : match, allCut, grow(allRead, words.join(' ')), minRank);
      allRead += r.read;
      if (!r.cut) for (const x of regions) x.bound = null;
      allCut = r.cut;
    } else if (region.name === 'title' && small(window.titleMatches) && (indexed(q) || titleIndexed) && region.read < T.readBudget) {
      const r = await readOrdered(sql`${titleIndexed ?? raw('true')} and ${title} like ${phrase} and ${match}`, region.cut, grow(region.read, q), minRank);
      region.read += r.read;
      if (!r.cut) region.bound = null;
      region.cut = r.cut;
    } else if (window.rows < T.windowBudget) {
      // A common tier: read on in (likes, nct_id) order, twice as far each time.
      const rows = Math.min(T.moreWindowRows * 2 ** extensions, T.windowBudget - window.rows);
      const cap = T.moreWindowMatches * 2 ** extensions++;
      takeWindow(await run(join(windowRead(window.cut, rows, cap, 0, minRank), ' union all ')), rows, cap);
    } else return bestEffort();
  }
}

/**
 * Rows of the NCT id prefix tier whose word similarity may exceed (n-1)/n, for a query q = "nc",
 * "nct" or "nct" + 1–7 digits (so every row of the tier starts with "nctDDDDDDDD | "):
 * similarity > (n-1)/n needs a window of the text's trigrams holding all n of the query's with at
 * most one foreign trigram (n/d > (n-1)/n ⇔ d ≤ n + 1). " nc" (and "nct") occur in the id only at
 * its start, before position len(q); a window taking them there and reaching the query's final
 * "xy " (never inside the id before its end) spans the id's remaining trigrams, which must then be
 * at most one foreign trigram: a self-similar id (selfSimilarIds). Otherwise the window takes " nc"
 * (and "nct", or for "nc" a word ending in "nc") after the id: NCT_MENTIONS_PREDICATE's condition.
 */
function nctPrefixFlag(q: string, selfSimilar: string[]): Sql {
  const rest = raw(`substr(t.search_text, 12)`);
  const restFlag =
    q === 'nc' ? sql`(${rest} ~ '(^|[^0-9a-z])nc' and ${rest} ~ 'nc([^0-9a-z]|$)')` : sql`(${rest} ~ '(^|[^0-9a-z])nc' and strpos(${rest}, 'nct') > 0)`;
  return sql`(t.nct_id !~ '^NCT[0-9]{8}$' or t.nct_id = any(${selfSimilar}::text[]) or ${restFlag})`;
}

import type { Knex } from '@mikro-orm/postgresql';
import { confidencePredicate } from '../trials/trials.catalyst.js';
import { rankedTrialsFrom, STORED_TICKERS, unrankedTrial, type CapRanking } from '../trials/trials.table.cap.js';
import { CAP_BOUNDS } from '../../providers/analysis/market.js';
import { DAYS_PER_MONTH, DILUTION_WINDOW_MONTHS } from '../../domain/runway.js';
import type { BranchFilter, CatalystFilter, CatalystSortField, Cursor } from './catalysts.validation.js';

/**
 * The screen's one statement: readouts (trials with a stored next catalyst) UNION ALL regulatory
 * events (each with its best-linked trial), each branch filtered, ordered by (sort value, id) and
 * cut to the page on its own — so each walks its index (trials_catalyst_sort_asc / _desc,
 * trials_score_sort, trials_readout_probability_asc / _desc, regulatory_events_event_date_index,
 * or for market caps the tickers in cap order as the advanced table does: trials.table.cap.ts) and
 * stops — then merged, cut again, and
 * only the page's rows get their details (titles, drugs, analysis, the company's cash runway at the
 * row's window end: company_financials, by ticker). The same statement carries the
 * bounded count of the filter, so a page and its total come from one snapshot.
 *
 * Ids are "R:<nctId>" and "G:<uuid>"; rows with equal sort values order by id ('G' < 'R'), which is
 * what the branches' own orders (nct_id, uuid) give within each branch.
 */

/** A piece of SQL with its positional bindings. */
export interface Fragment {
  readonly sql: string;
  readonly bindings: readonly Knex.RawBinding[];
}
type Part = Fragment | Knex.RawBinding;

const isFragment = (v: unknown): v is Fragment =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && 'sql' in v && 'bindings' in v && Array.isArray(v.bindings);

/** Tagged template: fragments are inlined, any other value becomes a `?` binding (knex binds a list as one PostgreSQL array). */
export function sql(strings: TemplateStringsArray, ...values: Part[]): Fragment {
  let text = strings[0];
  const bindings: Knex.RawBinding[] = [];
  values.forEach((v, i) => {
    if (isFragment(v)) {
      text += v.sql;
      bindings.push(...v.bindings);
    } else {
      text += '?';
      bindings.push(v);
    }
    text += strings[i + 1];
  });
  return { sql: text, bindings };
}
export const raw = (text: string): Fragment => ({ sql: text, bindings: [] });
export function join(parts: readonly Fragment[], sep: string): Fragment {
  return { sql: parts.map((p) => p.sql).join(sep), bindings: parts.flatMap((p) => p.bindings) };
}
const and = (parts: readonly Fragment[]): Fragment => (parts.length ? join(parts, ' and ') : raw('true'));

export interface ScreenQuery {
  filter: CatalystFilter;
  branches: BranchFilter;
  range: { from: string; to: string | null };
  today: string;
  sort: CatalystSortField;
  order: 'ASC' | 'DESC';
  /** Rows to read (the page size + 1, to know whether more follow). */
  limit: number;
  cursor: Cursor | null;
  userId: string | null;
  /** USD caps by upper-case ticker, when the sort or a filter needs them in SQL. */
  caps: { tickers: string[]; caps: number[] } | null;
  /** The screen's tickers in the order's cap order, for the market-cap sort (its readouts walk them). */
  ranking: CapRanking | null;
  countBound: number;
}

/** The therapeutic area of trial alias `x`'s latest analysis (the row trials.analyzed_at points at). */
const areaOf = (x: string) =>
  raw(`(select a.breakdown->>'area' from analyses a where a.trial_nct_id = ${x}.nct_id and a.analyzed_at = ${x}.analyzed_at order by a.id limit 1)`);

/** Best link first: confidence, then how it was made, then the trial id. */
const BEST_LINK = `(select l.trial_nct_id from regulatory_links l where l.event_id = e.id
    order by case l.confidence when 'HIGH' then 0 when 'MEDIUM' then 1 else 2 end,
             case l.method when 'OVERRIDE' then 0 when 'APPLICATION' then 1 when 'DRUG_AND_COMPANY' then 2 else 3 end,
             l.trial_nct_id limit 1)`;

interface Branch {
  tag: 'R' | 'G';
  from: Fragment;
  where: Fragment;
  value: Fragment;
  key: string;
  keyCast: string;
}

function bucketOf(ticker: string, cap: string): Fragment {
  const c = raw(cap);
  return sql`(case when ${raw(ticker)} is null then 'UNLISTED' when ${c} is null then 'UNKNOWN' when ${c} < ${CAP_BOUNDS.small} then 'SMALL' when ${c} < ${CAP_BOUNDS.mid} then 'MID' else 'LARGE' end)`;
}

/**
 * The company's cash runway at a row's readout (the financials module's stored figures,
 * company_financials): runway end − the window's last day in average months, as domain/runway.ts
 * monthsBetweenIso counts them (days ÷ 30.4375).
 */
const monthsAtReadout = (f: string, windowEnd: string) => `((${f}.runway_end - ${windowEnd})::float8 / ${DAYS_PER_MONTH})`;

/**
 * Whether a row's event is still ahead, the analysis's rule (providers/analysis/market.ts
 * readoutAhead): a readout whose catalyst of the day is ANTICIPATED or OVERDUE of a study not
 * stopped; a regulatory event not known to have happened. Behind us, the runway says nothing of it.
 */
function readoutAhead(q: ScreenQuery, trial: string): Fragment {
  const p = confidencePredicate(['ANTICIPATED', 'OVERDUE'], q.today, trial);
  return { sql: `(${p.sql} and ${trial}.status not in ('TERMINATED', 'SUSPENDED', 'WITHDRAWN'))`, bindings: p.bindings };
}
const regulatoryAhead = (event: string) => raw(`(${event}.date_confidence <> 'ACTUAL')`);

/** "The runway ends before the readout or within 6 months after it" (runwayAtReadout's risks BEFORE_READOUT and WITHIN_6_MONTHS), the readout ahead. */
const dilutionRisk = (ticker: string, windowEnd: string, ahead: Fragment) =>
  sql`${ahead} and exists (select 1 from company_financials f where f.ticker = upper(${raw(ticker)}) and not f.not_burning and f.runway_end is not null
      and ${raw(monthsAtReadout('f', windowEnd))} < ${raw(String(DILUTION_WINDOW_MONTHS))})`;

/** The risk a row's columns give (runwayAtReadout's rules): f is company_financials (null: no figures), `ahead` a boolean column. */
const riskOf = (f: string, windowEnd: string, ahead: string) => `case when ${f}.ticker is null or not ${ahead} then 'UNKNOWN' when ${f}.not_burning then 'NONE'
      when ${f}.runway_end is null then 'UNKNOWN' when ${f}.runway_end < ${windowEnd} then 'BEFORE_READOUT'
      when ${monthsAtReadout(f, windowEnd)} < ${DILUTION_WINDOW_MONTHS} then 'WITHIN_6_MONTHS' else 'NONE' end`;

/**
 * The conditions both branches share, on the trial alias `x`, the row's ticker expression, its USD
 * cap expression and its window's last day.
 */
function common(q: ScreenQuery, x: string, ticker: string, cap: string, windowEnd: string, ahead: Fragment, watched: Fragment): Fragment[] {
  const f = q.filter;
  const out: Fragment[] = [];
  if (f.phases) out.push(sql`${raw(x)}.phases && ${f.phases}::text[]`);
  if (f.areas) out.push(sql`${areaOf(x)} = any(${f.areas}::text[])`);
  if (f.capBuckets) out.push(sql`${bucketOf(ticker, cap)} = any(${f.capBuckets}::text[])`);
  if (f.listedOnly) out.push(raw(`${ticker} is not null`));
  if (f.watchlistOnly) out.push(watched);
  if (f.dilutionRiskOnly) out.push(dilutionRisk(ticker, windowEnd, ahead));
  return out;
}

/** The readout branch's conditions on alias `t`, its USD cap read from `cap`. */
function readoutWhere(q: ScreenQuery, cap: string): Fragment {
  const b = q.branches;
  // The five catalyst columns are written together (planCatalyst: all or none), so a window start
  // implies a catalyst; the count can then read the (window start, nct_id) index alone.
  const where: Fragment[] = [sql`t.catalyst_window_start >= ${q.range.from}::date`];
  if (q.range.to) where.push(sql`t.catalyst_window_start <= ${q.range.to}::date`);
  if (b.readoutKinds) where.push(sql`t.catalyst_kind = any(${b.readoutKinds}::text[])`);
  if (b.readoutConfidences) {
    const p = confidencePredicate(b.readoutConfidences, q.today, 't');
    where.push({ sql: p.sql, bindings: p.bindings });
  }
  // A watched company's trials as its page lists them: lead sponsor or collaborator.
  const watched = sql`exists (select 1 from watches w where w.user_id = ${q.userId} and ((w.kind = 'TRIAL' and w.target = t.nct_id)
      or (w.kind = 'COMPANY' and (w.target = upper(t.ticker) or t.collaborator_tickers @> array[w.target::text]))))`;
  where.push(...common(q, 't', 't.ticker', cap, 't.catalyst_window_end', readoutAhead(q, 't'), watched));
  if (!b.readouts) where.push(raw('false'));
  return and(where);
}

function readoutBranch(q: ScreenQuery): Branch {
  const value = { DATE: raw('t.catalyst_window_start'), SCORE: raw('t.score'), PROBABILITY: raw('t.readout_probability'), MARKET_CAP: raw('c.cap') }[q.sort];
  // Joined only when read: the join would turn the bounded count's index-only walk into a scan.
  const capsRead = q.caps && (q.filter.capBuckets || (q.sort === 'MARKET_CAP' && !q.ranking));
  const caps = capsRead ? ' left join caps c on c.ticker = upper(t.ticker)' : '';
  return { tag: 'R', from: raw(`trials t${caps}`), where: readoutWhere(q, 'c.cap'), value, key: 't.nct_id', keyCast: '' };
}

function regulatoryBranch(q: ScreenQuery): Branch {
  const b = q.branches;
  const ticker = 'coalesce(e.ticker, lt.ticker)';
  const where: Fragment[] = [sql`e.event_date >= ${q.range.from}::date`];
  if (q.range.to) where.push(sql`e.event_date <= ${q.range.to}::date`);
  if (b.regulatoryKinds) where.push(sql`e.kind = any(${b.regulatoryKinds}::text[])`);
  if (b.regulatoryConfidences) where.push(sql`e.date_confidence = any(${b.regulatoryConfidences}::text[])`);
  // As the regulatory calendar's watched events: the event's company, a linked trial, or a linked trial of the company's.
  const watched = sql`exists (select 1 from watches w where w.user_id = ${q.userId} and ((w.kind = 'COMPANY' and w.target = upper(${raw(ticker)}))
      or (w.kind = 'TRIAL' and exists (select 1 from regulatory_links l2 where l2.event_id = e.id and l2.trial_nct_id = w.target))
      or (w.kind = 'COMPANY' and exists (select 1 from regulatory_links l3 join trials t3 on t3.nct_id = l3.trial_nct_id
        where l3.event_id = e.id and (t3.ticker = w.target or t3.collaborator_tickers @> array[w.target::text])))))`;
  where.push(...common(q, 'lt', ticker, 'c.cap', 'e.event_date', regulatoryAhead('e'), watched));
  if (!b.regulatory) where.push(raw('false'));
  const value = { DATE: raw('e.event_date'), SCORE: raw('lt.score'), PROBABILITY: raw('lt.readout_probability'), MARKET_CAP: raw('c.cap') }[q.sort];
  const caps = q.caps ? ` left join caps c on c.ticker = upper(${ticker})` : '';
  return {
    tag: 'G',
    from: raw(`regulatory_events e left join lateral ${BEST_LINK} bl(trial_nct_id) on true left join trials lt on lt.nct_id = bl.trial_nct_id${caps}`),
    where: and(where),
    value,
    key: 'e.id',
    keyCast: '::uuid',
  };
}

/** "The row comes after the cursor" in (value dir nulls last, id asc) order. */
function after(q: ScreenQuery, br: Branch): Fragment {
  const c = q.cursor;
  if (!c) return raw('true');
  const tag = c.id.slice(0, 1);
  const key = c.id.slice(2);
  const idAfter = br.tag > tag ? raw('true') : br.tag < tag ? raw('false') : sql`${raw(br.key)} > ${key}${raw(br.keyCast)}`;
  const cast = raw(q.sort === 'DATE' ? '::date' : '::float8');
  const op = raw(q.order === 'ASC' ? '>' : '<');
  const v = br.value;
  if (c.value === null) return sql`(${v} is null and ${idAfter})`;
  // A plain bound first: it lets the date walk start at the cursor instead of filtering from the range's start.
  if (q.sort === 'DATE') return sql`(${v} ${op}= ${c.value}${cast} and (${v} ${op} ${c.value}${cast} or ${idAfter}))`;
  return sql`(${v} ${op} ${c.value}${cast} or (${v} = ${c.value}${cast} and ${idAfter}) or ${v} is null)`;
}

function branchPage(q: ScreenQuery, br: Branch): Fragment {
  const dir = raw(q.order === 'ASC' ? 'asc' : 'desc');
  return sql`select ${br.tag}::text as cat, ${raw(br.key)}::text as key, ${br.value} as v
      from ${br.from} where ${br.where} and ${after(q, br)}
      order by v ${dir} nulls last, ${raw(br.key)} limit ${q.limit}`;
}

/**
 * The readouts' page by market cap: the trials of the ranked tickers in rank order (the advanced
 * table's walk, trials.table.cap.ts), then the ones without a known cap by nct_id, each part cut
 * to the page; the statement's merge orders them (cap, then id; unknown caps last).
 */
function readoutCapPage(q: ScreenQuery, ranking: CapRanking): Fragment {
  const tag = raw("'R'::text");
  const ranked = rankedTrialsFrom(ranking, readoutWhere(q, 'cap.cap'));
  const rankedBranch: Branch = { tag: 'R', from: raw(''), where: raw('true'), value: raw('cap.cap'), key: 't.nct_id', keyCast: '' };
  // Past a cursor among the unknown caps, no ranked trial is left: no walk of them.
  const rankedAfter = q.cursor?.value === null ? raw('false') : after(q, rankedBranch);
  const unrankedBranch: Branch = { ...rankedBranch, value: raw('null::float8') };
  const unranked = unrankedTrial(ranking);
  return sql`(select ${tag} as cat, t.nct_id::text as key, cap.cap as v from ${ranked} where ${rankedAfter}
        order by cap.rank, t.nct_id limit ${q.limit})
      union all
      (select ${tag} as cat, t.nct_id::text as key, null::float8 as v from trials t
        where ${unranked} and ${readoutWhere(q, 'null::float8')} and ${after(q, unrankedBranch)}
        order by t.nct_id limit ${q.limit})`;
}

function branchCount(q: ScreenQuery, br: Branch): Fragment {
  return sql`(select count(*) from (select 1 from ${br.from} where ${br.where} limit ${q.countBound + 1}) x)`;
}

/** Columns of a row of the statement's answer. */
export interface ScreenSqlRow {
  total: number;
  ord: string | number | null;
  cat: 'R' | 'G' | null;
  key: string;
  sort_value: string | null;
  nct_id: string | null;
  trial_title: string | null;
  kind: string;
  window_start: string;
  window_end: string;
  precision: string | null;
  basis: string | null;
  date_confidence: string | null;
  ticker: string | null;
  company: string | null;
  drugs: string[] | null;
  indication: string | null;
  phases: string[] | null;
  probability: number | null;
  score: number | null;
  application_number: string | null;
  outcome: string | null;
  source: string;
  source_url: string | null;
  as_of: string;
  demo: boolean;
  updated_at: Date | string;
  runway_months: number | null;
  dilution_risk: string;
}

export function screenStatement(q: ScreenQuery): Fragment {
  const r = readoutBranch(q);
  const g = regulatoryBranch(q);
  const dir = raw(q.order === 'ASC' ? 'asc' : 'desc');
  const caps = q.caps ? sql`caps(ticker, cap) as (select * from unnest(${q.caps.tickers}::text[], ${q.caps.caps}::float8[])), ` : raw('');
  return sql`with ${caps}
    r as (${q.sort === 'MARKET_CAP' && q.ranking ? readoutCapPage(q, q.ranking) : branchPage(q, r)}),
    g as (${branchPage(q, g)}),
    page as (select u.cat, u.key, u.v, row_number() over (order by u.v ${dir} nulls last, u.cat, u.key) as ord
               from (select * from r union all select * from g) u order by ord limit ${q.limit}),
    counted as (select least(${q.countBound}, ${branchCount(q, r)} + ${branchCount(q, g)})::int as total)
    select n.total, d.* from counted n left join (
      select p.ord, p.cat, p.key, p.v::text as sort_value,
        tr.nct_id, tr.brief_title as trial_title,
        case when p.cat = 'R' then tr.catalyst_kind else e.kind end as kind,
        to_char(case when p.cat = 'R' then tr.catalyst_window_start else e.event_date end, 'YYYY-MM-DD') as window_start,
        to_char(case when p.cat = 'R' then tr.catalyst_window_end else e.event_date end, 'YYYY-MM-DD') as window_end,
        tr.catalyst_precision as precision, tr.catalyst_basis as basis, e.date_confidence,
        case when p.cat = 'R' then tr.ticker else coalesce(e.ticker, tr.ticker) end as ticker,
        case when p.cat = 'R' then coalesce(tr.sponsor_match->>'companyName', tr.lead_sponsor_name)
             else coalesce(e.company, tr.sponsor_match->>'companyName', tr.lead_sponsor_name) end as company,
        case when p.cat = 'R' then (select coalesce(array_agg(i.v->>'name' order by i.n), '{}') from jsonb_array_elements(tr.interventions) with ordinality i(v, n)
                                     where upper(i.v->>'type') in ('DRUG', 'BIOLOGICAL'))
             else array[e.drug] end as drugs,
        case when p.cat = 'R' then nullif(array_to_string(tr.conditions[1:3], ', '), '') else e.indication end as indication,
        coalesce(tr.phases, '{}') as phases,
        tr.readout_probability as probability, tr.score,
        e.application_number, e.outcome,
        case when p.cat = 'R' then tr.source else e.source end as source,
        e.source_url,
        to_char(case when p.cat = 'R' then coalesce(tr.last_update_post_date, tr.updated_at::date) else e.as_of end, 'YYYY-MM-DD') as as_of,
        case when p.cat = 'R' then tr.source = 'demo' else e.demo end as demo,
        case when p.cat = 'R' then tr.updated_at else e.updated_at end as updated_at,
        case when w.ahead and not f.not_burning then ${raw(monthsAtReadout('f', 'w.window_end'))} end as runway_months,
        ${raw(riskOf('f', 'w.window_end', 'w.ahead'))} as dilution_risk
      from page p
      left join regulatory_events e on p.cat = 'G' and e.id = (case when p.cat = 'G' then p.key::uuid end)
      left join lateral ${raw(BEST_LINK)} bl(trial_nct_id) on p.cat = 'G'
      left join trials tr on tr.nct_id = (case when p.cat = 'R' then p.key else bl.trial_nct_id end)
      cross join lateral (select case when p.cat = 'R' then tr.ticker else coalesce(e.ticker, tr.ticker) end as ticker,
                                 case when p.cat = 'R' then tr.catalyst_window_end else e.event_date end as window_end,
                                 coalesce(case when p.cat = 'R' then ${readoutAhead(q, 'tr')} else ${regulatoryAhead('e')} end, false) as ahead) w
      left join company_financials f on f.ticker = upper(w.ticker)
    ) d on true
    order by d.ord`;
}

/** Every distinct ticker of the stored trials (a skip scan of trials_ticker_index) and of the events. */
export const SCREEN_TICKERS = `${STORED_TICKERS}
  union select distinct ticker from regulatory_events where ticker is not null`;

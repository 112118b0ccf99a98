import type { AppContext, Locale } from '../../context.js';
import { catalystConfidence, catalystLabel, CATALYST_BASES, CATALYST_PRECISIONS, type CatalystBasis, type CatalystPrecision } from '../../domain/catalyst.js';
import { daysBetweenIso } from '../../domain/dates.js';
import { DILUTION_RISKS, type DilutionRisk } from '../../domain/financials.js';
import { REGULATORY_DATE_CONFIDENCES, REGULATORY_OUTCOMES, REGULATORY_SOURCES, type RegulatoryDateConfidence } from '../../domain/regulatory.js';
import { isPhaseCode } from '../../domain/trial.js';
import { capsUsdOf, rankByUsdCap, type CapRanking } from '../trials/trials.table.cap.js';
import { knexOf } from '../trials/trials.rows.js';
import { todayUtc } from '../trials/trials.validation.js';
import { DEMO_SOURCE, READOUT_SOURCE, REGULATORY_SOURCE_NAMES, trialSourceUrl } from './catalysts.labels.js';
import { catalystsPolicy } from './catalysts.policy.js';
import { SCREEN_TICKERS, screenStatement, type ScreenSqlRow } from './catalysts.sql.js';
import type { CatalystPageType, CatalystRowType } from './catalysts.types.js';
import {
  branchesOf,
  CATALYST_EVENT_KINDS,
  catalystArgsSchema,
  catalystFilterSchema,
  CATALYSTS_DEFAULT_FIRST,
  CATALYSTS_EXPORT_MAX,
  dayRange,
  decodeCursor,
  encodeCursor,
  TOTAL_COUNT_BOUND,
  type CatalystArgsInput,
  type CatalystEventKind,
  type CatalystSortField,
} from './catalysts.validation.js';

export { CATALYSTS_EXPORT_MAX, CATALYSTS_MAX_FIRST, type CatalystArgsInput } from './catalysts.validation.js';

const oneOf =
  <T extends string>(set: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (set as readonly string[]).includes(v);
const isKind = oneOf<CatalystEventKind>(CATALYST_EVENT_KINDS);
const isPrecision = oneOf<CatalystPrecision>(CATALYST_PRECISIONS);
const isBasis = oneOf<CatalystBasis>(CATALYST_BASES);
const isRegulatoryConfidence = oneOf<RegulatoryDateConfidence>(REGULATORY_DATE_CONFIDENCES);
const isOutcome = oneOf(REGULATORY_OUTCOMES);
const isRegulatorySource = oneOf(REGULATORY_SOURCES);
const isDilutionRisk = oneOf<DilutionRisk>(DILUTION_RISKS);

/** A row of the statement, presented for the request's day and language (marketCapUsd filled by the caller). */
function present(r: ScreenSqlRow, today: string, locale: Locale): CatalystRowType & { sortValue: string | null; updatedAt: string } {
  if (!isKind(r.kind)) throw new Error(`catalysts: unknown kind ${r.kind}`);
  const readout = r.cat === 'R';
  const precision: CatalystPrecision = readout && isPrecision(r.precision) ? r.precision : 'DAY';
  let confidence: CatalystRowType['confidence'];
  if (readout) confidence = catalystConfidence(isBasis(r.basis) ? r.basis : 'ESTIMATED', r.window_end, today);
  else confidence = isRegulatoryConfidence(r.date_confidence) ? r.date_confidence : 'ESTIMATED';
  const source = readout ? (r.demo ? DEMO_SOURCE : READOUT_SOURCE) : isRegulatorySource(r.source) ? REGULATORY_SOURCE_NAMES[r.source] : r.source;
  return {
    id: `${r.cat}:${r.key}`,
    category: readout ? 'READOUT' : 'REGULATORY',
    kind: r.kind,
    windowStart: r.window_start,
    windowEnd: r.window_end,
    precision,
    confidence,
    daysUntil: daysBetweenIso(today, r.window_start),
    label: catalystLabel(r.window_start, precision, locale),
    nctId: r.nct_id,
    trialTitle: r.trial_title,
    ticker: r.ticker,
    company: r.company,
    drugs: (r.drugs ?? []).filter((d) => d.trim() !== ''),
    indication: r.indication,
    phases: (r.phases ?? []).filter(isPhaseCode),
    readoutProbability: r.probability === null ? null : Number(r.probability),
    score: r.score === null ? null : Number(r.score),
    marketCapUsd: null,
    runwayMonthsAtReadout: r.runway_months === null ? null : Number(r.runway_months),
    dilutionRisk: isDilutionRisk(r.dilution_risk) ? r.dilution_risk : 'UNKNOWN',
    applicationNumber: r.application_number,
    outcome: isOutcome(r.outcome) ? r.outcome : null,
    source,
    sourceUrl: readout ? trialSourceUrl(r.key, r.demo) : (r.source_url ?? ''),
    asOf: r.as_of,
    demo: r.demo,
    sortValue: r.sort_value,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/**
 * Every ticker the screen can show ranked by USD cap in the sort's order (one quote batch, one FX
 * batch), and the same caps by upper-case ticker: the market-cap sort walks the ranking, the
 * bucket filter and the regulatory events read the caps.
 */
async function screenCaps(ctx: AppContext, order: 'ASC' | 'DESC'): Promise<{ ranking: CapRanking; caps: { tickers: string[]; caps: number[] } }> {
  const { rows }: { rows: { ticker: string }[] } = await knexOf(ctx).raw(SCREEN_TICKERS);
  const ranking = await rankByUsdCap(
    ctx,
    rows.map((r) => r.ticker),
    order === 'ASC' ? 'asc' : 'desc',
  );
  const byTicker = new Map<string, number>();
  ranking.tickers.forEach((t, i) => byTicker.set(t.toUpperCase(), ranking.caps[i]));
  return { ranking, caps: { tickers: [...byTicker.keys()], caps: [...byTicker.values()] } };
}

export type CatalystScreenRow = CatalystRowType & { updatedAt: string };
export interface CatalystScreenPage extends CatalystPageType {
  rows: CatalystScreenRow[];
}

/**
 * One page of the catalyst screen: filters and arguments validated here (GraphQL and REST alike),
 * then one statement (catalysts.sql.ts), then the page's market caps in one quote batch.
 * `maxRows` lets the exports read past the page limit; `locale` overrides the request's language.
 */
export async function listCatalysts(ctx: AppContext, input: CatalystArgsInput, opts: { maxRows?: number; locale?: Locale } = {}): Promise<CatalystScreenPage> {
  const filter = catalystFilterSchema.parse(input.filter ?? {});
  const args = catalystArgsSchema.parse({ sort: input.sort, order: input.order, first: opts.maxRows ? undefined : input.first, after: input.after });
  const sort: CatalystSortField = args.sort ?? 'DATE';
  const order = args.order ?? 'ASC';
  const first = opts.maxRows ?? args.first ?? CATALYSTS_DEFAULT_FIRST;
  const cursor = args.after ? decodeCursor(args.after, sort, order) : null;
  const userId = filter.watchlistOnly ? catalystsPolicy.authorize(ctx, 'catalysts.watchlist').id : null;
  const today = todayUtc();
  const capped = sort === 'MARKET_CAP' || filter.capBuckets ? await screenCaps(ctx, order) : null;
  const statement = screenStatement({
    filter,
    branches: branchesOf(filter),
    range: dayRange(filter, today),
    today,
    sort,
    order,
    limit: first + 1,
    cursor,
    userId,
    caps: capped?.caps ?? null,
    ranking: sort === 'MARKET_CAP' ? (capped?.ranking ?? null) : null,
    countBound: TOTAL_COUNT_BOUND,
  });
  const { rows }: { rows: ScreenSqlRow[] } = await knexOf(ctx).raw(statement.sql, statement.bindings);
  const total = rows[0]?.total ?? 0;
  const found = rows.filter((r) => r.cat !== null).map((r) => present(r, today, opts.locale ?? ctx.locale));
  const hasNextPage = found.length > first;
  const page = found.slice(0, first);
  const capsOf = await capsUsdOf(ctx, page);
  const last = page.at(-1);
  return {
    rows: page.map(({ sortValue: _sortValue, ...row }, i) => ({ ...row, marketCapUsd: capsOf[i] ?? null })),
    totalCount: Number(total),
    endCursor: last ? encodeCursor({ sort, order, value: last.sortValue, id: last.id }) : null,
    hasNextPage,
  };
}

/** The filtered list for the CSV and .ics exports: the screen's order, at most 5,000 rows. */
export async function catalystExportRows(
  ctx: AppContext,
  input: CatalystArgsInput,
  locale: Locale,
): Promise<{ rows: CatalystScreenRow[]; truncated: boolean }> {
  const page = await listCatalysts(ctx, { ...input, after: null }, { maxRows: CATALYSTS_EXPORT_MAX, locale });
  return { rows: page.rows, truncated: page.hasNextPage };
}

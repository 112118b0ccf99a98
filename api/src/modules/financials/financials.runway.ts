import type { AppContext } from '../../context.js';
import { nextCatalystOf } from '../../domain/catalyst.js';
import type {
  CompanyFinancials,
  DilutionRisk,
  FinancialFact,
  FinancialsSource,
  FinancialsUnavailable,
  QuarterCashFlow,
  Runway,
} from '../../domain/financials.js';
import { computeRunway, runwayAtReadout } from '../../domain/runway.js';
import { companyTrialsLoader } from '../companies/companies.loaders.js';
import { memoOn } from '../companies/companies.memo.js';
import { upcomingCatalysts, type CompanyCatalyst } from '../companies/companies.pipeline.js';
import { storedTicker } from '../stocks/stocks.ticker.js';
import type { TrialType } from '../trials/trials.types.js';
import { todayUtc } from '../trials/trials.validation.js';
import { financialsLoader } from './financials.loaders.js';

/** The readouts placed on a company's runway: windows starting within this many months… */
export const RUNWAY_READOUT_MONTHS = 36;
/** …at most this many, earliest first. */
export const RUNWAY_READOUT_MAX = 20;

export interface RunwayReadoutView {
  readoutDate: string;
  label: string;
  nctId: string;
  trialTitle: string | null;
  monthsAtReadout: number | null;
  risk: DilutionRisk;
}

export interface CompanyRunwayView extends Runway {
  ticker: string;
  source: FinancialsSource | null;
  demo: boolean;
  unavailable: FinancialsUnavailable | null;
  cash: FinancialFact | null;
  shortTermInvestments: FinancialFact | null;
  quarters: QuarterCashFlow[];
  readouts: RunwayReadoutView[];
  nextReadout: RunwayReadoutView | null;
  fetchedAt: string;
}

export interface TrialRunwayView {
  company: CompanyRunwayView;
  atReadout: RunwayReadoutView | null;
}

/** A ticker no provider may be asked about (not a real ticker): unknown, never a guess. */
function notFound(ticker: string): CompanyFinancials {
  return {
    ticker,
    source: 'demo',
    demo: false,
    cik: null,
    entityName: null,
    cash: null,
    shortTermInvestments: null,
    quarters: [],
    sharesOutstanding: null,
    fetchedAt: new Date().toISOString(),
    unavailable: 'NOT_FOUND',
  };
}

const readoutOf = (runway: Runway, c: CompanyCatalyst['catalyst'], nctId: string, trialTitle: string | null): RunwayReadoutView => {
  const at = runwayAtReadout(runway, c.windowEnd);
  return { readoutDate: at.readoutDate, label: c.label, nctId, trialTitle, monthsAtReadout: at.monthsAtReadout, risk: at.risk };
};

/** The company's figures, its runway and its upcoming readouts (ANTICIPATED windows) placed on it, labels in the request language. */
export async function companyRunway(ctx: AppContext, ticker: string): Promise<CompanyRunwayView> {
  const symbol = storedTicker(ticker);
  const key = symbol ?? ticker.toUpperCase();
  const [f, trials] = await Promise.all([symbol ? financialsLoader(ctx).load(symbol) : notFound(key), companyTrialsLoader(ctx).load(key)]);
  const day = todayUtc();
  const upcoming = memoOn(trials, `runway|${day}|${ctx.locale}`, () =>
    upcomingCatalysts(trials, day, RUNWAY_READOUT_MONTHS, trials.length || 1, ctx.locale)
      .filter((x) => x.catalyst.confidence === 'ANTICIPATED')
      .sort(
        (a, b) =>
          a.catalyst.windowEnd.localeCompare(b.catalyst.windowEnd) ||
          a.catalyst.windowStart.localeCompare(b.catalyst.windowStart) ||
          a.trial.nctId.localeCompare(b.trial.nctId),
      )
      .slice(0, RUNWAY_READOUT_MAX),
  );
  const runway = computeRunway(f);
  const readouts = upcoming.map((x) => readoutOf(runway, x.catalyst, x.trial.nctId, x.trial.briefTitle));
  return {
    ticker: key,
    ...runway,
    source: !symbol || f.unavailable === 'NO_SOURCE' ? null : f.source,
    demo: f.demo,
    unavailable: f.unavailable,
    cash: f.cash,
    shortTermInvestments: f.shortTermInvestments,
    quarters: f.quarters,
    readouts,
    nextReadout: readouts[0] ?? null,
    fetchedAt: f.fetchedAt,
  };
}

/** Stopped studies: their pending dates are no readouts (as the company's catalysts and the analysis count them). */
const STOPPED: ReadonlySet<string> = new Set(['TERMINATED', 'WITHDRAWN', 'SUSPENDED']);

/**
 * The runway of a trial's company and the trial's own next readout on it while that readout is
 * still ahead (the analysis's rule: its catalyst ANTICIPATED or OVERDUE, the study not stopped);
 * null for a trial without a listed ticker.
 */
export async function trialRunway(
  ctx: AppContext,
  trial: Pick<
    TrialType,
    'nctId' | 'ticker' | 'briefTitle' | 'status' | 'catalystKind' | 'catalystWindowStart' | 'catalystWindowEnd' | 'catalystPrecision' | 'catalystBasis'
  >,
): Promise<TrialRunwayView | null> {
  const ticker = storedTicker(trial.ticker);
  if (!ticker) return null;
  const company = await companyRunway(ctx, ticker);
  const next = nextCatalystOf(trial, todayUtc(), ctx.locale);
  const ahead = next && !STOPPED.has(trial.status) && (next.confidence === 'ANTICIPATED' || next.confidence === 'OVERDUE');
  return { company, atReadout: ahead ? readoutOf(company, next, trial.nctId, trial.briefTitle) : null };
}

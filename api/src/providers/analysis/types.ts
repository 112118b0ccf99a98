import type {
  AnalysisErrorType,
  AnalysisProviderName,
  AnalysisText,
  AnalysisTimeline,
  Recommendation,
  ScoreBreakdown,
} from '../../modules/analysis/analysis.entity.js';
import type { ActualOrEstimated, InvestmentVerdict, StudyType, TrialResults } from '../../modules/trials/trials.entity.js';

/** Everything the engine reads: plain data, no database access (the service assembles it). */
export interface AnalysisInput {
  nctId: string;
  briefTitle: string;
  officialTitle: string | null;
  status: string;
  whyStopped: string | null;
  phases: string[];
  conditions: string[];
  keywords: string[];
  eligibilityCriteria: string | null;
  studyType: StudyType | null;
  startDate: string | null;
  primaryCompletionDate: string | null;
  /** Registry dates as written ("2027-06": month precision) and their types: the next catalyst's inputs (providers/analysis/catalyst.ts). */
  primaryCompletionDateRaw: string | null;
  primaryCompletionDateType: ActualOrEstimated | null;
  completionDate: string | null;
  completionDateRaw: string | null;
  completionDateType: ActualOrEstimated | null;
  resultsFirstPostDate: string | null;
  lastUpdatePostDate: string | null;
  enrollment: number | null;
  results: TrialResults | null;
  leadSponsorName: string;
  leadSponsorClass: string | null;
  /** The stored ticker: null when the sponsor is not listed (a stored ticker is a real one). */
  ticker: string | null;
  /** The sponsor resolver's verdict: is the sponsor (or its parent) a listed company. */
  investmentVerdict: InvestmentVerdict;
  /** The sponsor's finished phase 3 trials in our database, this trial excluded. */
  sponsorRecord: { completed: number; terminated: number } | null;
  /** Market capitalisation in USD, from the stock provider; null when unknown or not listed. */
  marketCap: number | null;
  /** Reference date (YYYY-MM-DD) for time-dependent factors. */
  asOf: string;
  /**
   * The latest run of consecutive primary completion slips from the trial's change history: how
   * many, their total in days, the date now. Absent when none was recorded.
   */
  slips?: SlipHistory;
}

export interface SlipHistory {
  count: number;
  days: number;
  latest: string | null;
}

export interface AnalysisOutput {
  provider: AnalysisProviderName;
  recommendation: Recommendation;
  score: number;
  investmentVerdict: InvestmentVerdict;
  sponsorListed: boolean;
  ticker: string | null;
  hasError: boolean;
  errorType: AnalysisErrorType | null;
  errorMessage: string | null;
  timeline: AnalysisTimeline;
  details: { fr: AnalysisText; en: AnalysisText };
  breakdown: ScoreBreakdown;
}

export interface AnalysisProvider {
  readonly name: AnalysisProviderName;
  analyze(input: AnalysisInput): Promise<AnalysisOutput>;
}

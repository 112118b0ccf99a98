import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { AnalysisErrorType, AnalysisProviderName, AnalysisText, AnalysisTimeline, Recommendation, ScoreBreakdown } from '../../domain/analysis.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';

/**
 * The analysis provider contract. What the engine reads (AnalysisInput: plain data, no database
 * access, assembled by the analysis module) and the shapes it writes are the domain's
 * (domain/analysis-input.ts, domain/analysis.ts).
 */

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

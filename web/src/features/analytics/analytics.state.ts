/** The spec's analytics constants: types aggregated (default), latest, historical and refresh; historical limits 5, 10 (default), 20, 50. */
export const ANALYSIS_TYPES = ['aggregated', 'latest', 'historical', 'refresh'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];
export const HISTORICAL_LIMITS = [5, 10, 20, 50] as const;
export interface AnalyticsFilters {
  type: AnalysisType;
  dateFrom: string;
  dateTo: string;
  limit: number;
}
export const DEFAULT_ANALYTICS_FILTERS: AnalyticsFilters = { type: 'aggregated', dateFrom: '', dateTo: '', limit: 10 };

/** Which call a type uses: 'aggregated' the summary call, the others the general analytics call. */
export function analyticsRequest(
  f: AnalyticsFilters,
):
  | { call: 'summary'; variables: { dateFrom?: string; dateTo?: string } }
  | { call: 'analytics'; variables: { type: 'LATEST' | 'HISTORICAL'; dateFrom?: string; dateTo?: string; limit?: number } } {
  const dates = { ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}), ...(f.dateTo ? { dateTo: f.dateTo } : {}) };
  if (f.type === 'aggregated') return { call: 'summary', variables: dates };
  if (f.type === 'historical') return { call: 'analytics', variables: { type: 'HISTORICAL', ...dates, limit: f.limit } };
  return { call: 'analytics', variables: { type: 'LATEST', ...dates } };
}

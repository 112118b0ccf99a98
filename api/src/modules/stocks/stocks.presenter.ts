import type { StockData } from '../../providers/stocks/index.js';
import { presentTableRow } from '../trials/trials.presenter.js';
import type { TrialType } from '../trials/trials.types.js';

/** A stock dashboard row: the table row of the trial plus its `stockData`. */
export function presentEnrichedRow(t: TrialType, stock: StockData | null): Record<string, unknown> {
  return { ...presentTableRow(t), stockData: stock };
}

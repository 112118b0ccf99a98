import type { StockData } from '../../providers/stocks/index.js';
import type { StatusSignal } from '../../domain/signal.js';
import { presentTableRow } from '../trials/trials.presenter.js';
import type { TrialType } from '../trials/trials.types.js';

/** A stock dashboard row: the table row of the trial (with its signal, the caller's) plus its `stockData`. */
export function presentEnrichedRow(t: TrialType, signal: StatusSignal, stock: StockData | null): Record<string, unknown> {
  return { ...presentTableRow(t, signal), stockData: stock };
}

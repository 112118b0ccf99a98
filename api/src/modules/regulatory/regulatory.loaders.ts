import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { defineLoader } from '../../graphql/loaders.js';
import { eventsOfTickers, eventsOfTrials, type RegulatoryEventView } from './regulatory.queries.js';

/** A trial's regulatory events, batched per request: one query for every Trial.regulatoryEvents of an operation. */
export const eventsByTrialLoader = defineLoader(
  'regulatory.byTrial',
  (c: AppContext) =>
    new DataLoader<string, RegulatoryEventView[]>(async (ids) => {
      const found = await eventsOfTrials(c.em, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
);

/** A company's regulatory events (by upper-case ticker), batched per request. */
export const eventsByTickerLoader = defineLoader(
  'regulatory.byTicker',
  (c: AppContext) =>
    new DataLoader<string, RegulatoryEventView[]>(async (tickers) => {
      const found = await eventsOfTickers(c.em, tickers);
      return tickers.map((t) => found.get(t) ?? []);
    }),
);

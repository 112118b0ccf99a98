import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { defineLoader } from '../../graphql/loaders.js';
import { movesByKeys, pastCatalystsOf, type PastCatalystRow } from './moves.queries.js';
import type { MoveRow } from './moves.store.js';

/** Stored moves by event key, batched per request: one query for every chart marker and readout of an operation. */
export const moveByKeyLoader = defineLoader(
  'moves.byKey',
  (c: AppContext) =>
    new DataLoader<string, MoveRow | null>(async (keys) => {
      const found = await movesByKeys(c.em, keys);
      return keys.map((k) => found.get(k) ?? null);
    }),
);

/** A company's past catalysts, by `<ticker>|<first>`, batched per request (one query per distinct `first`). */
export const pastCatalystsLoader = defineLoader(
  'moves.pastCatalysts',
  (c: AppContext) =>
    new DataLoader<string, PastCatalystRow[]>(async (keys) => {
      const parsed = keys.map((k) => {
        const i = k.lastIndexOf('|');
        return { ticker: k.slice(0, i), first: Number(k.slice(i + 1)) };
      });
      const out = new Map<string, PastCatalystRow[]>();
      for (const first of new Set(parsed.map((p) => p.first))) {
        const tickers = [...new Set(parsed.filter((p) => p.first === first).map((p) => p.ticker))];
        for (const [t, rows] of await pastCatalystsOf(c.em, tickers, first)) out.set(`${t}|${first}`, rows);
      }
      return keys.map((k) => out.get(k) ?? []);
    }),
);

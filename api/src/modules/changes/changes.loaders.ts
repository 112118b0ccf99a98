import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { changesOfTrials, type TrialChangeView } from './changes.queries.js';

/** Changes per trial, batched per request: one query for every Trial.changes of a page. */
export const changesLoader = (ctx: AppContext) =>
  ctx.loaders.get<string, TrialChangeView[]>(
    'changes.byTrial',
    (c) =>
      new DataLoader<string, TrialChangeView[]>(async (ids) => {
        const found = await changesOfTrials(c, ids);
        return ids.map((id) => found.get(id) ?? []);
      }),
  );

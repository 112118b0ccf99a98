import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { defineLoader } from '../../graphql/loaders.js';
import { changesOfTrials, type TrialChangeView } from './changes.queries.js';

/** Changes per trial, batched per request: one query for every Trial.changes of a page. */
export const changesLoader = defineLoader(
  'changes.byTrial',
  (c: AppContext) =>
    new DataLoader<string, TrialChangeView[]>(async (ids) => {
      const found = await changesOfTrials(c, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
);

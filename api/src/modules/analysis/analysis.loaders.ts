import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { defineLoader } from '../../graphql/loaders.js';
import { latestAnalyses, type AnalysisView } from './analysis.service.js';

/** Latest analysis per trial, batched per request: one query for every Trial.analysis of a page. */
export const latestAnalysisLoader = defineLoader(
  'analysis.latest',
  (c: AppContext) =>
    new DataLoader<string, AnalysisView | null>(async (ids) => {
      const found = await latestAnalyses(c, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
);

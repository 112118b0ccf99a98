import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { defineLoader } from '../../graphql/loaders.js';
import type { TrialSqlRow } from './trials.fields.js';
import { knexOf, rowToTrial, trialColumns } from './trials.rows.js';
import type { TrialType } from './trials.types.js';

/** Every column of the trials asked for (built once: no query builder per load). */
const BY_IDS = `select ${trialColumns('t', { heavy: true }).join(', ')} from trials t where t.nct_id = any(?::text[])`;

/**
 * Trials by nctId with every field, batched per request (one query per tick). Unknown ids load
 * as null. Other modules: `await trialLoader(ctx).load('NCT01234567')`.
 */
export const trialLoader = defineLoader(
  'trials.byNctId',
  (c: AppContext) =>
    new DataLoader<string, TrialType | null>(async (ids) => {
      const { rows }: { rows: TrialSqlRow[] } = await knexOf(c).raw(BY_IDS, [[...ids]]);
      const byId = new Map(rows.map((r) => [r.nctId, rowToTrial(r)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import type { TrialSqlRow } from './trials.fields.js';
import { knexOf, rowToTrial, trialSelect } from './trials.rows.js';
import type { TrialType } from './trials.types.js';

/**
 * Trials by nctId with every field, batched per request (one query per tick). Unknown ids load
 * as null. Other modules: `await trialLoader(ctx).load('NCT01234567')`.
 */
export const trialLoader = (ctx: AppContext) =>
  ctx.loaders.get<string, TrialType | null>(
    'trials.byNctId',
    (c) =>
      new DataLoader<string, TrialType | null>(async (ids) => {
        const knex = knexOf(c);
        const rows: TrialSqlRow[] = await knex('trials as t')
          .select(trialSelect(knex, 't', { heavy: true }))
          .whereIn('t.nct_id', [...ids]);
        const byId = new Map(rows.map((r) => [r.nctId, rowToTrial(r)]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );

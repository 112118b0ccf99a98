import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { namedQuery } from '../../db/named-query.js';
import { defineLoader } from '../../graphql/loaders.js';
import type { TrialSqlRow } from './trials.fields.js';
import { rowToTrial, trialColumns } from './trials.rows.js';
import type { TrialType } from './trials.types.js';
import { parseNctId } from './trials.ids.js';

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
      const rows = await namedQuery<TrialSqlRow>(c.em, 'trials_by_ids', BY_IDS, [[...ids]]);
      const byId = new Map(rows.map((r) => [r.nctId, rowToTrial(r)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

/**
 * Makes a trial known to this request without reading it: only its id is set. The viewer's part of
 * a cached answer (server/response-cache.viewer.ts) is resolved on it, and selects nothing but
 * viewer fields, which read the id alone.
 */
export function knowTrialByIdOnly(ctx: AppContext, nctId: string): void {
  const id = parseNctId(nctId);
  trialLoader(ctx)
    .clear(id)
    .prime(id, { nctId: id } as TrialType);
}

import type { AppContext } from '../../context.js';
import { getTrial } from '../trials/trials.service.js';
import { changesLoader } from './changes.loaders.js';
import type { TrialChangeView } from './changes.queries.js';

export type { TrialChangeView } from './changes.queries.js';

/** `GET /api/trials/:id/changes`: malformed id → BAD_USER_INPUT, unknown trial → NOT_FOUND. */
export async function getTrialChanges(ctx: AppContext, nctId: unknown): Promise<{ nctId: string; changes: TrialChangeView[] }> {
  const trial = await getTrial(ctx, nctId);
  return { nctId: trial.nctId, changes: await changesLoader(ctx).load(trial.nctId) };
}

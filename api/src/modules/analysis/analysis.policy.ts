import { definePolicies } from '../../policy/policy.js';

/** Any signed-in user asks for a trial's analysis again. */
export const analysisPolicy = definePolicies({
  'trial.reanalyze': {},
});

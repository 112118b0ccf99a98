import { definePolicies } from '../../policy/policy.js';

/** Any signed-in user likes or dislikes a trial. */
export const reactionsPolicy = definePolicies({
  'trial.react': { anonymous: 'Sign in to like or dislike a trial', anonymousReason: 'SIGN_IN_TO_REACT' },
});

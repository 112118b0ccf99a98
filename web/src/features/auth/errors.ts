/** The error model's words live in lib/errors.ts (every feature uses them); kept here for the existing imports. */
export { describeError, errorInfo, errorMessage } from '../../lib/errors';

import { createRequire } from 'node:module';

/**
 * Loads graphql-js in its production mode whatever NODE_ENV says; imported first by main.ts,
 * before anything loads graphql.
 *
 * graphql-js reads NODE_ENV once, when its `instanceOf` helper loads: outside production every
 * failed type check (isObjectType, isListType… several per resolved field) also compares class
 * names, only to report a second copy of graphql in node_modules. That is all the mode changes
 * (graphql 16: jsutils/instanceOf.js is its only reader of NODE_ENV); NODE_ENV itself is left as
 * it was, so the app's own development defaults stay. The tests do not go through main.ts and keep
 * the check, so a duplicated graphql install is still reported there.
 */
const require = createRequire(import.meta.url);
const previous = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  require('graphql/jsutils/instanceOf.js');
} finally {
  if (previous === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = previous;
}

import { getOperationAST, getVariableValues, parse, validate, type GraphQLSchema } from 'graphql';
import { likeBody, peerOperations, type GraphQLBody } from './peers.operations.js';

/**
 * Checks, before the long seeding, that the web documents and variables the peers section sends are
 * valid for the server's schema (a stale web/src/gql or a changed argument type would otherwise only
 * show after the seeding, as a failed first answer).
 */
export function preflightPeers(schema: GraphQLSchema, trials: number): void {
  const bodies: [string, GraphQLBody][] = [['like', likeBody('NCT00000000')]];
  for (const op of peerOperations(trials)) bodies.push([op.key, op.trialyst[0]]);
  const problems: string[] = [];
  for (const [name, body] of bodies) {
    const document = parse(body.query);
    const errors = [...validate(schema, document)];
    const operation = getOperationAST(document, body.operationName);
    if (!errors.length && operation) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], body.variables ?? {});
      errors.push(...(coerced.errors ?? []));
    }
    problems.push(...errors.map((e) => `${name}: ${e.message}`));
  }
  if (problems.length)
    throw new Error(
      `the peers section's GraphQL documents do not match the server schema:\n  ${problems.join('\n  ')}\n` +
        `If web/src/gql is stale, run "npm run codegen"; if the web app's variables changed, update bench/peers.operations.ts.`,
    );
}

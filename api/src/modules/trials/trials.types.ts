import { Field, ObjectType } from 'type-graphql';
import { TRIAL_FIELD_LIST, type TrialRow } from './trials.fields.js';

/** A class whose instances have the row's properties (never instantiated: GraphQL roots are plain rows). */
const RowShape = class {} as new () => TrialRow;

/**
 * A clinical trial. The GraphQL root object of this type is the stored trial as read (TrialRow), so
 * field resolvers of other modules can read `nctId`, `ticker`, `investmentVerdict`,
 * `leadSponsorName`, `companyId`... from `@Root() trial: TrialType`. Its stored fields are declared
 * once, in the field descriptor (trials.fields.ts), and decorated below.
 */
// simpleResolvers: stored fields use graphql-js's default resolver (no type-graphql wrapper per field); field resolvers are unaffected.
@ObjectType('Trial', { simpleResolvers: true, description: 'A clinical trial, identified by its NCT id.' })
export class TrialType extends RowShape {}

for (const f of TRIAL_FIELD_LIST) {
  if (f.gql) Field(f.gql.type, { nullable: f.gql.nullable ?? false, description: f.gql.description })(TrialType.prototype, f.prop);
}

import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('TrialChange', { description: 'A change of a watched field of a trial, seen by an import (or generated for demo trials).' })
export class TrialChangeType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description:
      'The trial field that changed: status, whyStopped, phases, enrollment, enrollmentType, startDate, primaryCompletionDate, completionDate, completionDateType, resultsFirstPostDate, leadSponsorName, collaborators, siteCount (and their date types where stored); regulatory events of the trial: regulatory.pdufaDate, regulatory.adcommDate, regulatory.chmpDate, regulatory.decisionDate (the date moved) and regulatory.decision (KIND:OUTCOME, e.g. CRL:NEGATIVE).',
  })
  field!: string;

  @Field(() => String, { nullable: true, description: 'Value before (text: dates YYYY-MM-DD, phases comma-joined, collaborators "; "-joined); null: none.' })
  oldValue!: string | null;

  @Field(() => String, { nullable: true, description: 'Value after, in the same form; null: none.' })
  newValue!: string | null;

  @Field(() => String, { nullable: true, description: "The record's last update post date (YYYY-MM-DD): when the registry published it." })
  changedAt!: string | null;

  @Field(() => Int, { nullable: true, description: 'Dates: days the date moved (positive: later, a slip).' })
  slipDays!: number | null;

  @Field(() => ID, { nullable: true, description: 'The import run that saw it; null for demo history.' })
  importRunId!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When Trialyst recorded it.' })
  recordedAt!: Date;
}

import { Field, ObjectType } from 'type-graphql';
import type { CatalystConfidence, CatalystKind, CatalystPrecision } from '../../domain/catalyst.js';
import { CatalystConfidenceEnum, CatalystKindEnum, CatalystPrecisionEnum } from './trials.enums.js';

@ObjectType('NextCatalyst', {
  description: "A trial's next catalyst: the readout event, the window it is expected in, and how far that date can be trusted today (trials.catalyst.ts).",
})
export class NextCatalystType {
  @Field(() => CatalystKindEnum, { description: 'TOPLINE_READOUT, RESULTS_POSTING, PRIMARY_COMPLETION or STUDY_COMPLETION.' })
  kind!: CatalystKind;
  @Field(() => String, { description: 'First day of the window (YYYY-MM-DD).' })
  windowStart!: string;
  @Field(() => String, { description: 'Last day of the window (YYYY-MM-DD); equal to windowStart for a day.' })
  windowEnd!: string;
  @Field(() => CatalystPrecisionEnum, { description: 'DAY, MONTH, QUARTER or YEAR.' })
  precision!: CatalystPrecision;
  @Field(() => String, {
    description: 'The window in the request language: "T2 2027" / "Q2 2027", "juin 2027" / "June 2027", "15 juin 2027" / "June 15, 2027".',
  })
  label!: string;
  @Field(() => CatalystConfidenceEnum, { description: 'ACTUAL, ANTICIPATED, OVERDUE or PASSED, as of today.' })
  confidence!: CatalystConfidence;
}

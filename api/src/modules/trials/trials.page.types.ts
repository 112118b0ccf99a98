import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { PhaseCode, TrialStatus } from '../../domain/trial.js';
import { PhaseEnum, TrialStatusEnum } from './trials.enums.js';
import { TrialType } from './trials.types.js';

// `simpleResolvers`: plain data fields read their property with graphql-js's default resolver, not
// through a type-graphql wrapper per field (no middleware or auth applies to them).

export enum SignalKind {
  BEARISH = 'BEARISH',
  BULLISH = 'BULLISH',
  NEUTRAL = 'NEUTRAL',
}
registerEnumType(SignalKind, { name: 'SignalKind', description: 'Stock-market signal derived from the trial status.' });

export enum EnrollmentSize {
  SMALL = 'SMALL',
  MEDIUM = 'MEDIUM',
  LARGE = 'LARGE',
}
registerEnumType(EnrollmentSize, { name: 'EnrollmentSize', description: 'SMALL: 500 participants or fewer; MEDIUM: above 500 up to 1000; LARGE: above 1000.' });

export enum SignalColor {
  red = 'red',
  green = 'green',
  yellow = 'yellow',
  grey = 'grey',
}
registerEnumType(SignalColor, { name: 'SignalColor', description: 'Display colour of a status signal.' });

export enum SignalReason {
  STUDY_STOPPED = 'STUDY_STOPPED',
  RESULTS_AVAILABLE = 'RESULTS_AVAILABLE',
  COMPLETED = 'COMPLETED',
  COMPLETED_NO_RESULTS = 'COMPLETED_NO_RESULTS',
  STUDY_ONGOING = 'STUDY_ONGOING',
  OTHER = 'OTHER',
}
registerEnumType(SignalReason, { name: 'SignalReason', description: "Why a status gives its signal (the web's translated explanation)." });

@ObjectType('StatusSignal', { simpleResolvers: true, description: 'Stock-market signal derived from the status (spec: bearish, bullish or neutral).' })
export class StatusSignalType {
  @Field(() => SignalKind, { description: 'BEARISH (terminated or suspended), BULLISH (completed), NEUTRAL (otherwise).' })
  kind!: SignalKind;
  @Field(() => String, { description: "French label: 'Négatif', 'Positif' or 'Neutre'." })
  label!: string;
  @Field(() => SignalColor, { description: 'Display colour: red, green, yellow or grey.' })
  color!: `${SignalColor}`;
  @Field(() => SignalReason, { description: 'Machine-readable reason of the signal.' })
  reason!: `${SignalReason}`;
}

@ObjectType('LeadSponsor', { simpleResolvers: true, description: 'The lead sponsor of a trial.' })
export class LeadSponsorType {
  @Field(() => String, { description: 'Organisation name.' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'INDUSTRY, NIH, OTHER...' })
  class!: string | null;
  @Field(() => String, { nullable: true, description: "Class label of the spec: INDUSTRY 'Big Pharma', NIH 'Government', OTHER 'Academic/Other'." })
  classLabel!: string | null;
}

@InputType('TrialsFilter', { description: 'Server-side filters of the trials list.' })
export class TrialsFilterInput {
  @Field(() => String, { nullable: true, description: 'Part of a site country name (case-insensitive).' })
  country?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the lead sponsor name (case-insensitive).' })
  sponsor?: string | null;
  @Field(() => [TrialStatusEnum], { nullable: true, description: 'Any of these statuses.' })
  statuses?: TrialStatus[] | null;
  @Field(() => String, { nullable: true, description: 'Trials starting on or after this date (YYYY-MM-DD).' })
  startDateFrom?: string | null;
  @Field(() => [PhaseEnum], { nullable: true, description: 'Any of these phases (at most 10).' })
  phases?: PhaseCode[] | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only industry sponsors (name contains inc, ltd, corporation, pharma, biotech, therapeutics, sciences or healthcare).',
  })
  industryOnly?: boolean | null;
}

@ObjectType('TrialsPage', { simpleResolvers: true, description: 'A page of trials with the token of the next one.' })
export class TrialsPageType {
  @Field(() => [TrialType], { description: 'Trials of this page.' })
  nodes!: TrialType[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page.' })
  nextPageToken!: string | null;
  @Field(() => Int, { description: 'Number of trials matching the filters (all pages).' })
  totalCount!: number;
}

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
registerEnumType(SignalKind, { name: 'SignalKind', description: "Direction of a trial's stock-market signal." });

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
  PRIMARY_MET = 'PRIMARY_MET',
  PRIMARY_NOT_MET = 'PRIMARY_NOT_MET',
  PRIMARY_MIXED = 'PRIMARY_MIXED',
  RESULTS_NOT_ANALYSABLE = 'RESULTS_NOT_ANALYSABLE',
  STUDY_STOPPED = 'STUDY_STOPPED',
  COMPLETED_NO_RESULTS = 'COMPLETED_NO_RESULTS',
  STUDY_ONGOING = 'STUDY_ONGOING',
  OTHER = 'OTHER',
}
registerEnumType(SignalReason, {
  name: 'SignalReason',
  description: "Why a trial gives its signal (the web's translated explanation).",
  valuesConfig: {
    PRIMARY_MET: { description: 'Posted results: the primary end point was met.' },
    PRIMARY_NOT_MET: { description: 'Posted results: the primary end point was not met.' },
    PRIMARY_MIXED: { description: 'Posted results: some primary end points met, others not.' },
    RESULTS_NOT_ANALYSABLE: { description: 'Results posted, but no primary end point can be read (no analysis, p-value or usable confidence interval).' },
    STUDY_STOPPED: { description: 'No posted results; the study was terminated or suspended.' },
    COMPLETED_NO_RESULTS: { description: 'No posted results; the study is completed.' },
    STUDY_ONGOING: { description: 'No posted results; the study is recruiting or about to.' },
    OTHER: { description: 'No posted results; any other status.' },
  },
});

@ObjectType('StatusSignal', {
  simpleResolvers: true,
  description: 'Stock-market signal of a trial (domain/signal.ts): posted primary results govern, else the status. The one its latest analysis stored.',
})
export class StatusSignalType {
  @Field(() => SignalKind, {
    description: 'BULLISH (primary end point met), BEARISH (not met, or study stopped without results), NEUTRAL (otherwise).',
  })
  kind!: `${SignalKind}`;
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

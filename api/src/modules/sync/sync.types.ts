import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('SyncRun', { description: 'An incremental ClinicalTrials.gov import (background sync or `import --since`).' })
export class SyncRunType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'running, completed, stopped, failed or abandoned.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Studies updated on or after this day (YYYY-MM-DD) were asked for.' })
  since!: string | null;

  @Field(() => GraphQLISODateTime)
  startedAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  finishedAt!: Date | null;

  @Field(() => Int, { description: 'Studies not in the database before.' })
  newTrials!: number;

  @Field(() => Int, { description: 'Stored studies whose record changed.' })
  changed!: number;

  @Field(() => Int)
  unchanged!: number;

  @Field(() => Int, { description: 'Malformed studies skipped.' })
  skipped!: number;

  @Field(() => Int, { description: 'Field changes recorded (trial history rows).' })
  changes!: number;

  @Field(() => String, { nullable: true })
  error!: string | null;
}

@ObjectType('SyncStatus', { description: 'The incremental ClinicalTrials.gov sync: schedule and last run.' })
export class SyncStatusType {
  @Field(() => Boolean, { description: 'Whether this server syncs in the background (CTGOV_SYNC_INTERVAL set).' })
  enabled!: boolean;

  @Field(() => Float, { nullable: true, description: 'Interval between syncs, in milliseconds.' })
  intervalMs!: number | null;

  @Field(() => Boolean, { description: 'A sync is running now.' })
  running!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the next background sync is due; null when off.' })
  nextRunAt!: Date | null;

  @Field(() => SyncRunType, { nullable: true, description: 'The latest incremental run; null if none yet.' })
  lastRun!: SyncRunType | null;
}

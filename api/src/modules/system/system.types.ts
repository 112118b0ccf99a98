import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What this server runs with.' })
export class SystemInfo {
  @Field(() => String, { description: 'Server version.' })
  version!: string;

  @Field(() => Int, { description: 'Number of demonstration trials in the database (the web shows a "Demo data" badge when above 0).' })
  demoTrials!: number;

  @Field(() => Int, { description: 'Number of trials in the database.' })
  totalTrials!: number;

  @Field(() => String, { description: 'Stock data provider: demo (offline simulated market) or yahoo.' })
  stockProvider!: string;

  @Field(() => String, { description: 'Analysis provider: rules (deterministic engine) or llm.' })
  analysisProvider!: string;
}

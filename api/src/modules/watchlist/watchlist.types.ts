import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../trials/trials.enums.js';
import { WATCH_KINDS, type WatchKind } from './watchlist.entity.js';

export const WatchKindEnum = enumOf<WatchKind>(WATCH_KINDS);
registerEnumType(WatchKindEnum, { name: 'WatchKind', description: 'What is watched: a trial (by NCT id) or a company (by ticker).' });

@ObjectType('WatchedTrial', { description: 'A trial on the watchlist.' })
export class WatchedTrialType {
  @Field(() => ID, { description: 'The trial.' })
  nctId!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was added.' })
  watchedAt!: Date;
}

@ObjectType('WatchedCompany', { description: 'A company (ticker) on the watchlist.' })
export class WatchedCompanyType {
  @Field(() => String, { description: 'The ticker.' })
  ticker!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was added.' })
  watchedAt!: Date;
  @Field(() => String, { nullable: true, description: "The company's name, as its page shows it (null when the ticker has no company page any more)." })
  name!: string | null;
  @Field(() => Int, { description: "Number of its trials (lead sponsor or collaborator): the same count as the company's `trialCount`." })
  trialCount!: number;
}

@ObjectType('Watchlist', { description: "The signed-in user's watched trials and companies, most recently added first." })
export class WatchlistType {
  @Field(() => [WatchedTrialType], { description: 'Watched trials.' })
  trials!: WatchedTrialType[];
  @Field(() => [WatchedCompanyType], { description: 'Watched companies.' })
  companies!: WatchedCompanyType[];
}

@ObjectType('CalendarFeedStatus', { description: "Whether the user's private calendar feed exists (its token is never shown again)." })
export class CalendarFeedStatusType {
  @Field(() => Boolean, { description: 'A feed token exists.' })
  active!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the current token was created.' })
  createdAt!: Date | null;
}

@ObjectType('CalendarFeedCreated', { description: 'A new private calendar feed token, shown this once.' })
export class CalendarFeedCreatedType {
  @Field(() => String, { description: 'The secret token.' })
  token!: string;
  @Field(() => String, { description: "The feed's path on this server (/api/watchlist/feed/<token>.ics): prefix the server's origin." })
  path!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was created.' })
  createdAt!: Date;
}

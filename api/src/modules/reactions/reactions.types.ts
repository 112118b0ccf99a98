import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('ViewerReaction', { description: "The signed-in viewer's reaction to a trial (both false when signed out)." })
export class ViewerReactionType {
  @Field(() => Boolean, { description: 'The viewer likes the trial.' })
  liked!: boolean;
  @Field(() => Boolean, { description: 'The viewer dislikes the trial.' })
  disliked!: boolean;
}

@ObjectType('ReactionCounts', { description: 'Global reaction counts of a trial.' })
export class ReactionCountsType {
  @Field(() => Int, { description: 'Number of likes.' })
  likes!: number;
  @Field(() => Int, { description: 'Number of dislikes.' })
  dislikes!: number;
}

@ObjectType('TrialReactionResult', { description: 'Outcome of a like or dislike toggle.' })
export class TrialReactionResultType {
  @Field(() => ID, { description: 'The trial.' })
  nctId!: string;
  @Field(() => ViewerReactionType, { description: "The viewer's new reaction." })
  viewerReaction!: ViewerReactionType;
  @Field(() => ReactionCountsType, { description: 'The new global counts.' })
  reactions!: ReactionCountsType;
}

@ObjectType('TrialReactionsChange', { description: 'New reaction counts of a trial, pushed after each committed change.' })
export class TrialReactionsChangeType {
  @Field(() => ID, { description: 'The trial.' })
  nctId!: string;
  @Field(() => Int, { description: 'Number of likes.' })
  likes!: number;
  @Field(() => Int, { description: 'Number of dislikes.' })
  dislikes!: number;
}

@ObjectType('MyReactions', { description: "The signed-in user's liked and disliked trials, most recent first." })
export class MyReactionsType {
  @Field(() => [ID], { description: 'NCT ids of liked trials.' })
  likedTrials!: string[];
  @Field(() => [ID], { description: 'NCT ids of disliked trials.' })
  dislikedTrials!: string[];
}

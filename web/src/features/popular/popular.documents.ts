import { graphql } from '../../gql';

export const PopularTrialsQuery = graphql(`
  query PopularTrialsPage($limit: Int) {
    popularTrials(limit: $limit) {
      ...TrialCardFields
    }
  }
`);

export const PopularCommentFields = graphql(`
  fragment PopularCommentFields on Comment {
    id
    nctId
    name
    content
    createdAt
    likes
    trialTitle
  }
`);

export const PopularCommentsQuery = graphql(`
  query PopularCommentsPage($limit: Int) {
    popularComments(limit: $limit) {
      ...PopularCommentFields
    }
  }
`);

export const PopularReactionsFeed = graphql(`
  subscription PopularReactionsFeed {
    reactionsFeed {
      nctId
      likes
      dislikes
    }
  }
`);

export const PopularCommentsFeed = graphql(`
  subscription PopularCommentsFeed {
    recentCommentsFeed {
      type
      nctId
      comment {
        id
        likes
      }
    }
  }
`);

import { graphql } from '../../gql';

export const PopularTrialsQuery = graphql(`
  query PopularTrialsPage($limit: Int) {
    popularTrials(limit: $limit) {
      ...TrialCardFields
    }
  }
`);

export const PopularCommentsQuery = graphql(`
  query PopularCommentsPage($limit: Int) {
    popularComments(limit: $limit) {
      ...PopularCommentFields
    }
  }
`);

import { graphql } from '../../gql';

/** The signed-in user's reactions with the trials' card fields (trials that cannot be loaded are simply absent). */
export const FavoritesQuery = graphql(`
  query Favorites {
    myReactions {
      likedTrials
      dislikedTrials
      liked {
        ...TrialCardFields
      }
      disliked {
        ...TrialCardFields
      }
    }
  }
`);
